import { describe, expect, it } from 'vitest';
import { cardVp } from '../rules.js';
import { cleanBoard, fight, names, onVillainDeck, pick, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';

describe('HYDRA', () => {
  it('Endless Armies of HYDRA Fight: the top two Villain Deck cards are played, in order', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 3, 'Endless Armies of HYDRA');
    const second = onVillainDeck(g, 'Doombot Legion');
    const first = onVillainDeck(g, 'Hand Ninjas');
    const played = g.stats.villainCardsPlayed;
    g.t.attack = 4;
    refresh(g);
    fight(g, 3);
    expect(g.stats.villainCardsPlayed).toBe(played + 2);
    expect(g.city[0]).toBe(second);
    expect(g.city[1]).toBe(first);
    expect(g.city[3]).toBe(-1);
    expect(reason(g)).toBe('main');
  });

  it("Endless Armies: the first card's Ambush resolves before the second card is played", () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 3, 'Endless Armies of HYDRA');
    onVillainDeck(g, 'Hand Ninjas');
    const goblin = onVillainDeck(g, 'Green Goblin');
    g.t.attack = 4;
    refresh(g);
    fight(g, 3);
    // the Goblin captured while in the Sewers, then was pushed to the Bank with its Bystander
    expect(g.city[1]).toBe(goblin);
    expect(g.att[1]!.length).toBe(1);
    expect(g.att[0]).toEqual([]);
  });

  it('HYDRA Kidnappers Fight: you may gain a S.H.I.E.L.D. Officer', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'HYDRA Kidnappers');
    const officers = g.officers.length;
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('hydra-kidnappers:gain-officer');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Officer']);
    expect(g.officers.length).toBe(officers - 1);
  });

  it('HYDRA Kidnappers Fight: declining gains nothing; an empty Officer stack asks nothing', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'HYDRA Kidnappers');
    putVillain(g, 1, 'HYDRA Kidnappers');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual([]);
    g.officers = [];
    refresh(g);
    fight(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Supreme HYDRA is worth 3 VP plus 3 per other HYDRA villain in your victory pile', () => {
    const g = cleanBoard(setupGame());
    const [s] = put(g, 0, 'victory', 'Supreme HYDRA');
    expect(cardVp(g, 0, s!)).toBe(3);
    put(g, 0, 'victory', 'Endless Armies of HYDRA', 'HYDRA Kidnappers', 'Hand Ninjas', 'Bystander', 'Blob');
    put(g, 1, 'victory', 'Viper');
    expect(cardVp(g, 0, s!)).toBe(9);
  });

  it('Viper Fight: each player without another HYDRA villain in their victory pile gains a Wound', () => {
    const g = cleanBoard(setupGame({ players: 3 }));
    putVillain(g, 2, 'Viper');
    put(g, 1, 'victory', 'HYDRA Kidnappers');
    put(g, 2, 'victory', 'Hand Ninjas'); // a henchman is not a HYDRA villain
    g.t.attack = 5;
    refresh(g);
    fight(g, 2);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']); // Viper herself does not count
    expect(names(g, g.players[1]!.discard)).toEqual([]);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
  });

  it('Viper Fight: a HYDRA villain already in your victory pile protects you', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Viper');
    put(g, 0, 'victory', 'Endless Armies of HYDRA');
    g.t.attack = 5;
    refresh(g);
    fight(g, 2);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Viper Escape: the same effect', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    const v = putVillain(g, 4, 'Viper');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 1, 'victory', 'Supreme HYDRA');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toContain(v);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
  });
});
