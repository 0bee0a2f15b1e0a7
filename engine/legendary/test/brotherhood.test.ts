import { describe, expect, it } from 'vitest';
import { defeatVillain, villainAttack } from '../rules.js';
import { ACT_FIGHT, act, cleanBoard, fight, mainActions, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';

describe('Brotherhood', () => {
  it('Blob cannot be fought without an X-Men hero', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 1, 'Blob');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 10;
    refresh(g);
    expect(villainAttack(g, 1)).toBe(4);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 1));
  });

  it('Blob can be fought with an X-Men hero in hand', () => {
    const g = cleanBoard(setupGame());
    const b = putVillain(g, 1, 'Blob');
    put(g, 0, 'hand', 'Fixture X-Man');
    g.t.attack = 4;
    refresh(g);
    fight(g, 1);
    expect(g.players[0]!.victory).toContain(b);
  });

  it('Blob can be fought with an X-Men hero played this turn', () => {
    const g = cleanBoard(setupGame());
    const b = putVillain(g, 1, 'Blob');
    const [x] = put(g, 0, 'hand', 'Fixture X-Man');
    g.t.attack = 3;
    refresh(g);
    playCard(g, x!); // +1 Attack, and now it is a hero you have "played this turn"
    fight(g, 1);
    expect(g.players[0]!.victory).toContain(b);
  });

  it("Blob's restriction does not stop effects that defeat him", () => {
    const g = cleanBoard(setupGame());
    const b = putVillain(g, 2, 'Blob');
    defeatVillain(g, 0, 2);
    expect(g.players[0]!.victory).toContain(b);
    expect(g.city[2]).toBe(-1);
  });

  it('Juggernaut Ambush: each player KOs two heroes from their discard pile (Wounds are not heroes)', () => {
    const g = cleanBoard(setupGame());
    const [a0, t0, w0] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
    const hand0 = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    const [a1, b1, c1] = put(g, 1, 'discard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    villainEnters(g, 'Juggernaut');
    expect(g.city[0]).not.toBe(-1);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([a0, t0]);
    pick(g, a0!); // the second KO has one hero left: taken without asking
    expect(g.players[0]!.discard).toEqual([w0]);
    expect(g.players[0]!.hand).toEqual(hand0);
    // player 2: the two Agents are one choice, the X-Man the other
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([a1, c1]);
    pick(g, c1!);
    expect(g.players[1]!.discard.length).toBe(1);
    expect(g.ko).toEqual(expect.arrayContaining([a0, t0, c1]));
    expect(g.ko).not.toContain(w0);
    expect([a1, b1]).toContain(g.players[1]!.discard[0]);
    expect(reason(g)).toBe('main');
  });

  it('Juggernaut Escape: each player KOs two heroes from their hand, not from the discard pile', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    const j = putVillain(g, 4, 'Juggernaut');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8');
    const h0 = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'Wound');
    const d0 = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    const h1 = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toContain(j);
    expect(g.ko).toEqual(expect.arrayContaining([h0[0], h0[1], h1[0]]));
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual(d0);
    expect(g.players[1]!.hand).toEqual([]);
    expect(reason(g)).toBe('main');
  });

  it('Mystique Escape: she leaves the escaped pile and is resolved as a Scheme Twist', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    const m = putVillain(g, 4, 'Mystique');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8');
    g.stats.twists = 4; // the next twist is the Cosmic Cube's 5th: each player gains a Wound
    const before = g.ko.length;
    villainEnters(g, 'Hand Ninjas');
    expect(g.ko.length).toBe(before + 1); // the escape's HQ KO happened first (the only hero of cost <= 6)
    expect(g.escaped).not.toContain(m);
    expect(g.schemeZone).toContain(m); // Cosmic Cube keeps its twists beside the scheme
    expect(g.stats.twists).toBe(5);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Mystique no longer counts as an escaped villain, but the escape is still scored (worst-for-players reading)', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    putVillain(g, 4, 'Mystique');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped.length).toBe(0);
    expect(g.stats.escapes).toBe(1);
    expect(g.stats.twists).toBe(1);
  });

  it('Sabretooth Fight: each player reveals an X-Men hero or gains a Wound', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Sabretooth');
    put(g, 0, 'hand', 'Fixture X-Man');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Sabretooth Escape: the same, for every player', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    putVillain(g, 4, 'Sabretooth');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8');
    put(g, 1, 'hand', 'Fixture X-Man');
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 0); // revealing is optional: player 2 takes the Wound
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
