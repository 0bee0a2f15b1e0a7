import { describe, expect, it } from 'vitest';
import { villainAttack } from '../rules.js';
import { cleanBoard, fight, names, pick, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { setHq, villainEnters } from './villain-fixtures.js';

const top = (a: number[]) => a[a.length - 1]!;

describe('Skrulls', () => {
  it('Paibok Fight: for each player the current player picks an HQ hero that player gains; the HQ refills in between', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Paibok the Power Skrull');
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Cost 8', 'Fixture Cost 3');
    const refill = top(g.heroDeck);
    g.t.attack = 8;
    refresh(g);
    fight(g, 2);
    expect(reason(g)).toBe('skrulls:paibok:gain');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([0, 1, 2, 3, 4]);
    pick(g, 3);
    expect(g.players[0]!.discard).toEqual([hq[3]]);
    expect(g.hq[3]).toBe(refill);
    // player 2's hero: still chosen by the current player, and the refilled hero is offered
    expect(reason(g)).toBe('skrulls:paibok:gain');
    expect(g.pending!.player).toBe(0);
    pick(g, 3);
    expect(g.players[1]!.discard).toEqual([refill]);
    expect(reason(g)).toBe('main');
  });

  it('Skrull Queen Veranke Ambush: the highest-cost HQ hero goes under her (ties: current player chooses)', () => {
    const g = cleanBoard(setupGame());
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Other Cost 7', 'Fixture Cost 3');
    const refill = top(g.heroDeck);
    villainEnters(g, 'Skrull Queen Veranke');
    expect(reason(g)).toBe('skrulls:veranke:take');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([1, 3]);
    pick(g, 3);
    expect(g.att[0]).toEqual([hq[3]]);
    expect(g.hq[3]).toBe(refill);
    expect(villainAttack(g, 0)).toBe(7);
  });

  it('Skrull Queen Veranke takes a single highest-cost hero without asking; Fight: you gain it', () => {
    const g = cleanBoard(setupGame());
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 3');
    const v = villainEnters(g, 'Skrull Queen Veranke');
    expect(g.att[0]).toEqual([hq[1]]);
    expect(villainAttack(g, 0)).toBe(8);
    g.t.attack = 7;
    refresh(g);
    expect(() => fight(g, 0)).toThrow(); // 7 Attack is not enough
    g.t.attack = 8;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.players[0]!.discard).toEqual([hq[1]]);
    expect(g.ko).not.toContain(hq[1]);
    expect(g.att[0]).toEqual([]);
  });

  it('Skrull Queen Veranke with an empty HQ has 0 Attack', () => {
    const g = cleanBoard(setupGame());
    setHq(g, '', '', '', '', '');
    g.heroDeck = [];
    villainEnters(g, 'Skrull Queen Veranke');
    expect(g.att[0]).toEqual([]);
    expect(villainAttack(g, 0)).toBe(0);
  });

  it('Skrull Shapeshifters Ambush: the rightmost HQ hero (under the Sewers, space 0: the Bridge is the leftmost city space) goes under it; Fight: you gain it', () => {
    const g = cleanBoard(setupGame());
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 3');
    const refill = top(g.heroDeck);
    villainEnters(g, 'Skrull Shapeshifters');
    expect(reason(g)).toBe('main');
    expect(g.att[0]).toEqual([hq[0]]);
    expect(g.hq[0]).toBe(refill);
    expect(villainAttack(g, 0)).toBe(2);
    g.t.attack = 2;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.discard).toEqual([hq[0]]);
    expect(g.ko).not.toContain(hq[0]);
  });

  it('Skrull Shapeshifters: with the rightmost space empty, the next occupied space to its left', () => {
    const g = cleanBoard(setupGame());
    const hq = setHq(g, '', '', 'Fixture Cost 5', 'Fixture Cost 8', 'Fixture Cost 2');
    g.heroDeck = [];
    villainEnters(g, 'Skrull Shapeshifters');
    expect(g.att[0]).toEqual([hq[2]]);
    expect(villainAttack(g, 0)).toBe(5);
  });

  it('Skrull Shapeshifters keep their hero as they move, and carry it into the escaped pile', () => {
    const g = cleanBoard(setupGame());
    const hq = setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 8', 'Fixture Cost 8', 'Fixture Cost 8');
    const s = villainEnters(g, 'Skrull Shapeshifters');
    for (let i = 0; i < 4; i++) villainEnters(g, 'Hand Ninjas');
    expect(g.city[4]).toBe(s);
    expect(villainAttack(g, 4)).toBe(7);
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toEqual(expect.arrayContaining([s, hq[0]]));
  });

  it('Super-Skrull Fight: each player KOs one of their heroes', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Super-Skrull');
    const [a0, w0] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    const [a1, x1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    // player 1 has one hero: KO'd without asking; player 2 chooses
    expect(g.ko).toContain(a0);
    expect(g.players[0]!.hand).toEqual([w0]);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([a1, x1]);
    pick(g, x1!);
    expect(g.players[1]!.hand).toEqual([a1]);
  });
});

describe('Skrulls: identical heroes', () => {
  it('Veranke: two identical top-cost heroes are one choice', () => {
    const g = cleanBoard(setupGame());
    const a = setHq(g, 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Cost 8', 'Fixture Cost 8');
    villainEnters(g, 'Skrull Queen Veranke');
    expect(reason(g)).toBe('main');
    expect(g.att[0]).toEqual([a[3]]);
  });

  it('Paibok: identical HQ heroes are offered once', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Paibok the Power Skrull');
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 5', 'Fixture Cost 5', 'Fixture Cost 3');
    g.t.attack = 8;
    refresh(g);
    fight(g, 2);
    expect(g.pending!.options).toEqual([0, 2, 4]);
    expect(names(g, [g.hq[0]!])).toEqual(['Fixture Cost 2']);
  });
});
