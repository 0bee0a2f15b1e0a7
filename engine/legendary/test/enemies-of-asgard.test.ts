import { describe, expect, it } from 'vitest';
import { cleanBoard, fight, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';

const NO_CHEAP_HQ = ['Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7'];

describe('Enemies of Asgard', () => {
  it('Destroyer Fight: KO every S.H.I.E.L.D. hero in hand and played this turn, nothing else', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 3, 'Destroyer');
    const [played] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    const [agent, officer, x] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Officer', 'Fixture X-Man');
    const [disc] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    const [other] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 6;
    refresh(g);
    playCard(g, played!);
    fight(g, 3);
    expect(g.ko).toEqual(expect.arrayContaining([played, agent, officer]));
    expect(g.ko).not.toContain(x);
    expect(g.ko).not.toContain(disc);
    expect(g.ko).not.toContain(other);
    expect(g.players[0]!.hand).toEqual([x]);
    expect(g.players[0]!.inPlay).toEqual([]);
    expect(reason(g)).toBe('main');
  });

  it('Destroyer Escape: each player KOs two of their heroes (current player: hand or played; others: hand)', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    putVillain(g, 4, 'Destroyer');
    setHq(g, ...NO_CHEAP_HQ);
    const [inPlay] = put(g, 0, 'inPlay', 'Fixture X-Man');
    const [t0, w0] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'Wound');
    const [a1, x1, r1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man', 'Fixture Ranged');
    const [d1] = put(g, 1, 'discard', 'S.H.I.E.L.D. Agent');
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([t0, inPlay]);
    pick(g, inPlay!); // then only the Trooper is left
    expect(g.ko).toEqual(expect.arrayContaining([inPlay, t0]));
    expect(g.players[0]!.hand).toEqual([w0]);
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([a1, x1, r1]);
    pick(g, a1!);
    pick(g, r1!);
    expect(g.players[1]!.hand).toEqual([x1]);
    expect(g.players[1]!.discard).toEqual([d1]);
  });

  it('Enchantress Fight: draw three cards', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Enchantress');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.hand.length).toBe(3);
    expect(g.players[0]!.deck.length).toBe(1);
  });

  it('Frost Giant Fight: each player reveals a Ranged hero or gains a Wound', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Frost Giant');
    put(g, 1, 'hand', 'Fixture Ranged');
    put(g, 0, 'hand', 'Fixture X-Man');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
  });

  it('Frost Giant Escape: the same effect', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    putVillain(g, 4, 'Frost Giant');
    setHq(g, ...NO_CHEAP_HQ);
    put(g, 0, 'inPlay', 'Fixture Ranged'); // played this turn: it can be revealed
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Ymir Ambush: each player reveals a Ranged hero or gains a Wound', () => {
    const g = cleanBoard(setupGame());
    villainEnters(g, 'Ymir, Frost Giant King');
    expect(names(g, [g.city[0]!])).toEqual(['Ymir, Frost Giant King']);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Ymir Fight: the chosen player KOs as many Wounds from hand and discard pile as they choose', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Ymir, Frost Giant King');
    const [hw1, hw2] = put(g, 1, 'hand', 'Wound', 'Wound', 'S.H.I.E.L.D. Agent');
    const [dw] = put(g, 1, 'discard', 'Wound', 'S.H.I.E.L.D. Agent');
    const [own] = put(g, 0, 'hand', 'Wound');
    g.t.attack = 6;
    refresh(g);
    fight(g, 2);
    expect(reason(g)).toBe('enemies-of-asgard:ymir:player');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 1);
    expect(reason(g)).toBe('enemies-of-asgard:ymir:hand-count');
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([0, 1, 2]);
    pick(g, 1);
    expect(reason(g)).toBe('enemies-of-asgard:ymir:discard-count');
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 1);
    expect(names(g, g.players[1]!.hand)).toEqual(['Wound', 'S.H.I.E.L.D. Agent']);
    expect(names(g, g.players[1]!.discard)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(g.ko).toContain(dw);
    expect(g.ko.filter((c) => c === hw1 || c === hw2).length).toBe(1);
    expect(g.players[0]!.hand).toEqual([own]);
  });

  it('Ymir Fight: choosing yourself with no Wounds asks nothing more', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Ymir, Frost Giant King');
    put(g, 1, 'hand', 'Wound');
    g.t.attack = 6;
    refresh(g);
    fight(g, 2);
    pick(g, 0);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[1]!.hand)).toEqual(['Wound']);
  });
});
