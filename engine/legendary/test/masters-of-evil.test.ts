import { describe, expect, it } from 'vitest';
import { cardVp } from '../rules.js';
import { cleanBoard, fight, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';

describe('Masters of Evil', () => {
  it('Baron Zemo Fight: rescue a Bystander for each Avengers hero you have (hand and played)', () => {
    const g = cleanBoard(setupGame());
    const z = putVillain(g, 1, 'Baron Zemo');
    const [played] = put(g, 0, 'hand', 'Fixture Avenger');
    put(g, 0, 'hand', 'Fixture Avenger', 'Fixture X-Man', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'discard', 'Fixture Avenger');
    const stack = g.bystanders.length;
    g.t.attack = 5;
    refresh(g);
    playCard(g, played!);
    fight(g, 1);
    expect(g.bystanders.length).toBe(stack - 2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Baron Zemo', 'Bystander', 'Bystander']);
    expect(g.players[0]!.victory[0]).toBe(z);
  });

  it('Baron Zemo Fight: no Avengers hero, no rescue', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 1, 'Baron Zemo');
    put(g, 0, 'hand', 'Fixture X-Man');
    g.t.attack = 6;
    refresh(g);
    fight(g, 1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Baron Zemo']);
  });

  it("Melter Fight: for each player's top card the current player chooses KO or put back", () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Melter');
    const [low0, top0] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [low1, top1] = put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('masters-of-evil:melter:ko-or-back');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([top0, -1]);
    pick(g, top0!);
    expect(g.ko).toContain(top0);
    expect(g.players[0]!.deck).toEqual([low0]);
    // player 2's card: still the current player's choice
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([top1, -1]);
    pick(g, -1);
    expect(g.players[1]!.deck).toEqual([low1, top1]);
    expect(g.ko).not.toContain(top1);
    expect(reason(g)).toBe('main');
  });

  it('Melter Fight: an empty deck is refilled from the discard pile before revealing', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Melter');
    const [d] = put(g, 1, 'discard', 'Fixture X-Man');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    pick(g, -1);
    expect(g.pending!.options).toEqual([d, -1]);
    pick(g, d!);
    expect(g.ko).toContain(d);
    expect(g.players[1]!.discard).toEqual([]);
  });

  it('Ultron is worth 2 VP plus 1 per Tech hero among all your cards', () => {
    const g = cleanBoard(setupGame());
    const [u] = put(g, 0, 'victory', 'Ultron');
    expect(cardVp(g, 0, u!)).toBe(2);
    put(g, 0, 'deck', 'Fixture Tech', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'hand', 'Fixture Tech');
    put(g, 0, 'discard', 'Fixture Tech', 'Fixture Ranged', 'Wound');
    put(g, 1, 'hand', 'Fixture Tech');
    expect(cardVp(g, 0, u!)).toBe(5);
  });

  it('Ultron Escape: each player reveals a Tech hero or gains a Wound', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    const u = putVillain(g, 4, 'Ultron');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 0, 'hand', 'Fixture Tech');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toContain(u);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  for (const [slot, where] of [[2, 'Rooftops'], [4, 'Bridge']] as const) {
    it(`Whirlwind Fight on the ${where}: KO two of your heroes`, () => {
      const g = cleanBoard(setupGame());
      putVillain(g, slot, 'Whirlwind');
      const [a, t, w] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
      g.t.attack = 4;
      refresh(g);
      fight(g, slot);
      expect(g.defeatSlot).toBe(slot);
      expect(reason(g)).toBe('ko-chosen');
      expect(g.pending!.options).toEqual([a, t]);
      pick(g, a!);
      expect(g.ko).toEqual(expect.arrayContaining([a, t]));
      expect(g.players[0]!.hand).toEqual([w]);
    });
  }

  for (const [slot, where] of [[0, 'Sewers'], [1, 'Bank'], [3, 'Streets']] as const) {
    it(`Whirlwind Fight in the ${where}: nothing happens`, () => {
      const g = cleanBoard(setupGame());
      putVillain(g, slot, 'Whirlwind');
      put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
      g.t.attack = 4;
      refresh(g);
      fight(g, slot);
      expect(reason(g)).toBe('main');
      expect(g.players[0]!.hand.length).toBe(2);
    });
  }
});
