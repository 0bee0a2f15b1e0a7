import { describe, expect, it } from 'vitest';
import { cleanBoard, fight, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { fillCity, playVillainDeck, setHq, villainEnters } from './villain-fixtures.js';

describe('Radiation', () => {
  for (const [slot, where] of [[3, 'Streets'], [4, 'Bridge']] as const) {
    it(`Abomination Fight on the ${where}: rescue three Bystanders`, () => {
      const g = cleanBoard(setupGame());
      putVillain(g, slot, 'Abomination');
      const stack = g.bystanders.length;
      g.t.attack = 5;
      refresh(g);
      fight(g, slot);
      expect(names(g, g.players[0]!.victory)).toEqual(['Abomination', 'Bystander', 'Bystander', 'Bystander']);
      expect(g.bystanders.length).toBe(stack - 3);
    });
  }

  for (const [slot, where] of [[0, 'Sewers'], [1, 'Bank'], [2, 'Rooftops']] as const) {
    it(`Abomination Fight in the ${where}: no rescue`, () => {
      const g = cleanBoard(setupGame());
      putVillain(g, slot, 'Abomination');
      g.t.attack = 5;
      refresh(g);
      fight(g, slot);
      expect(names(g, g.players[0]!.victory)).toEqual(['Abomination']);
    });
  }

  it('The Leader Ambush: the next Villain Deck card is played too', () => {
    const g = cleanBoard(setupGame());
    const n = onVillainDeck(g, 'Hand Ninjas');
    const l = onVillainDeck(g, 'The Leader');
    const played = g.stats.villainCardsPlayed;
    playVillainDeck(g);
    expect(g.city[0]).toBe(n);
    expect(g.city[1]).toBe(l);
    expect(g.stats.villainCardsPlayed).toBe(played + 2);
  });

  it('Maestro Fight: KO one of your heroes for each Strength hero you have', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 1, 'Maestro');
    const [s1] = put(g, 0, 'hand', 'Fixture Strength');
    const [s2, a, t] = put(g, 0, 'hand', 'Fixture Strength', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    put(g, 0, 'discard', 'Fixture Strength');
    g.t.attack = 5;
    refresh(g);
    playCard(g, s1!);
    fight(g, 1);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([s2, a, t, s1]);
    pick(g, a!);
    expect(reason(g)).toBe('ko-chosen');
    pick(g, t!);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual(expect.arrayContaining([a, t]));
    expect(g.players[0]!.hand).toEqual([s2]);
  });

  it('Maestro Fight: without Strength heroes nothing is KO\'d', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 1, 'Maestro');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    put(g, 0, 'discard', 'Fixture Strength');
    g.t.attack = 6;
    refresh(g);
    fight(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('Zzzax Fight: each player reveals a Strength hero or gains a Wound', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Zzzax');
    put(g, 0, 'hand', 'Fixture Strength');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Zzzax Escape: the same effect', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    putVillain(g, 4, 'Zzzax');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 1, 'hand', 'Fixture Strength');
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
  });
});
