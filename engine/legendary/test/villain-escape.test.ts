import { describe, expect, it } from 'vitest';
import { cleanBoard, make, names, pick, put, reason, setupGame } from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';

describe('A villain escaping', () => {
  it('KOs an HQ hero of cost 6 or less chosen by the current player, and the space refills', () => {
    const g = cleanBoard(setupGame());
    const city = fillCity(g);
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Cost 8', 'Fixture Cost 3');
    const refill = g.heroDeck[g.heroDeck.length - 1];
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toEqual([city[4]]);
    expect(reason(g)).toBe('ko-hq-hero');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([0, 2, 4]);
    pick(g, 2);
    expect(g.ko).toContain(hq[2]);
    expect(g.hq[2]).toBe(refill);
    expect(g.hq).toEqual([hq[0], hq[1], refill, hq[3], hq[4]]);
    expect(reason(g)).toBe('main');
  });

  it('with no HQ hero of cost 6 or less, nothing is KO\'d', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    const hq = setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    const ko = g.ko.length;
    villainEnters(g, 'Hand Ninjas');
    expect(g.ko.length).toBe(ko);
    expect(g.hq).toEqual(hq);
  });

  it('with captured Bystanders: each player discards one card (a rule, not a card effect), the Bystanders escape too', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    const b1 = make(g, 'Bystander'), b2 = make(g, 'Bystander');
    g.att[4] = [b1, b2];
    const [a0, x0] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    const [a1, t1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toEqual(expect.arrayContaining([b1, b2]));
    expect(g.stats.bystandersCarried).toBe(2);
    expect(reason(g)).toBe('discard-a-card-rule');
    expect(g.pending!.player).toBe(0);
    pick(g, x0!);
    expect(reason(g)).toBe('discard-a-card-rule');
    expect(g.pending!.player).toBe(1);
    pick(g, t1!);
    expect(g.players[0]!.hand).toEqual([a0]);
    expect(g.players[0]!.discard).toEqual([x0]);
    expect(g.players[1]!.hand).toEqual([a1]);
    expect(g.players[1]!.discard).toEqual([t1]);
    expect(reason(g)).toBe('main');
  });

  it('without Bystanders nobody discards', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it("order: HQ KO, then the discards, then the Escape effect, then the newcomer's Ambush", () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    putVillainAt4(g, 'Sabretooth');
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Cost 8', 'Fixture Cost 3');
    g.att[4] = [make(g, 'Bystander')];
    const [a0, x0] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    const [da, dt] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    villainEnters(g, 'Juggernaut');
    expect(reason(g)).toBe('ko-hq-hero'); // 1. the escape's HQ KO
    pick(g, 0);
    expect(reason(g)).toBe('discard-a-card-rule'); // 2. the Bystander penalty (player 2 has one card: no choice)
    expect(g.pending!.player).toBe(0);
    pick(g, a0!);
    expect(reason(g)).toBe('reveal-or-wound'); // 3. Sabretooth's Escape; player 2 has no X-Men: Wound
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['S.H.I.E.L.D. Agent', 'Wound']);
    expect(reason(g)).toBe('ko-chosen'); // 4. Juggernaut's Ambush, on the discard piles as they are now
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([da, dt]);
    pick(g, dt!); // then two identical Agents are left: one is KO'd without asking; player 2's Agent too
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.hand).toEqual([x0]);
    expect(reason(g)).toBe('main');
  });
});

function putVillainAt4(g: ReturnType<typeof setupGame>, name: string): void {
  g.city[4] = make(g, name);
  g.att[4] = [];
  g.att[4] = [];
}
