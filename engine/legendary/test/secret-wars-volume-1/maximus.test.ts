import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { fight, fightMastermind, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board() { return sw1Game(['Maximus']); }

describe('Maximus', () => {
  it('Mental Domination: with a Covert card played before, a henchman in the city (chosen) is defeated for free, its Fight effect included', () => {
    const g = board();
    const [m1, m2] = put(g, 0, 'hand', 'Mental Domination', 'Mental Domination');
    const h0 = putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 1, 'HYDRA Kidnappers');
    const h3 = putVillain(g, 3, 'Hand Ninjas');
    refresh(g);
    playCard(g, m1!);
    // no Covert card before the first: nothing
    expect(reason(g)).toBe('main');
    expect(g.city[0]).toBe(h0);
    playCard(g, m2!);
    expect(reason(g)).toBe('maximus:mental-domination:defeat');
    expect(g.pending!.options).toEqual([0, 3]);
    pick(g, 3);
    expect(g.city[3]).toBe(-1);
    expect(g.players[0]!.victory).toEqual([h3]);
    expect(g.t.recruit).toBe(2 + 2 + 1); // Hand Ninjas: +1 Recruit
    expect(g.t.attack).toBe(0);
  });

  it('Mental Domination: no henchman in the city, nothing is defeated', () => {
    const g = board();
    const [m1, m2] = put(g, 0, 'hand', 'Mental Domination', 'Mental Domination');
    putVillain(g, 1, 'HYDRA Kidnappers');
    refresh(g);
    playCard(g, m1!); playCard(g, m2!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Enslave the Will: with a Tech card played before, each villain defeated this turn gains a Sidekick; a Tactic does not', () => {
    const g = board();
    const [e1, e2] = put(g, 0, 'hand', 'Enslave the Will', 'Enslave the Will');
    putVillain(g, 0, 'HYDRA Kidnappers');
    putVillain(g, 1, 'Hand Ninjas');
    refresh(g);
    playCard(g, e1!); // no Tech card before: no effect
    playCard(g, e2!);
    const stack = g.sidekicks.length;
    g.t.attack = 3 + 3 + 7;
    refresh(g);
    fight(g, 0);
    pick(g, 0); // HYDRA Kidnappers: no Officer
    expect(g.sidekicks.length).toBe(stack - 1);
    fight(g, 1);
    expect(g.sidekicks.length).toBe(stack - 2);
    expect(names(g, g.players[0]!.discard)).toEqual(['Sidekick', 'Sidekick']);
    fightMastermind(g);
    expect(g.tactics).toHaveLength(3);
    expect(g.sidekicks.length).toBe(stack - 2);
  });

  it('Enslave the Will: without a Tech card played before, no Sidekick', () => {
    const g = board();
    const [e1] = put(g, 0, 'hand', 'Enslave the Will');
    putVillain(g, 1, 'Hand Ninjas');
    refresh(g);
    playCard(g, e1!);
    const stack = g.sidekicks.length;
    g.t.attack = 3;
    refresh(g);
    fight(g, 1);
    expect(g.sidekicks.length).toBe(stack);
  });

  it('Pieces on a Chessboard: a henchman from the victory pile enters the city (the Sewers) and a card is drawn', () => {
    const g = board();
    const [hn] = put(g, 0, 'victory', 'Hand Ninjas', 'Viper');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    const [pc] = put(g, 0, 'hand', 'Pieces on a Chessboard');
    refresh(g);
    playCard(g, pc!);
    expect(reason(g)).toBe('maximus:pieces-on-a-chessboard:enter');
    expect(g.pending!.options).toEqual([hn, -1]);
    pick(g, hn!);
    expect(g.city[0]).toBe(hn);
    expect(names(g, g.players[0]!.victory)).toEqual(['Viper']);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
    expect(g.t.attack).toBe(3);
  });

  it('Pieces on a Chessboard: declined, nothing moves and nothing is drawn; no henchman, no question', () => {
    const g = board();
    const [hn] = put(g, 0, 'victory', 'Hand Ninjas');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    const [pc, pc2] = put(g, 0, 'hand', 'Pieces on a Chessboard', 'Pieces on a Chessboard');
    refresh(g);
    playCard(g, pc!);
    pick(g, -1);
    expect(g.players[0]!.victory).toEqual([hn]);
    expect(g.city[0]).toBe(-1);
    expect(g.players[0]!.hand).toEqual([pc2]);
    g.players[0]!.victory = [];
    refresh(g);
    playCard(g, pc2!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('Inhuman Mastery: another player with no Tech hero gives up a henchman, which you defeat (its Fight effect is yours)', () => {
    const g = board();
    const [hn, sl] = put(g, 1, 'victory', 'Hand Ninjas', 'Savage Land Mutates', 'Viper');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    const [im] = put(g, 0, 'hand', 'Inhuman Mastery');
    refresh(g);
    playCard(g, im!);
    expect(reason(g)).toBe('maximus:inhuman-mastery:choose');
    expect(g.pending!.player).toBe(1);
    expect([...g.pending!.options].sort()).toEqual([hn, sl].sort());
    pick(g, hn!);
    expect(g.players[0]!.victory).toEqual([hn]);
    expect(names(g, g.players[1]!.victory)).toEqual(['Savage Land Mutates', 'Viper']);
    expect(g.t.recruit).toBe(1);
    // no Cabal card played before: no bonus
    expect(g.t.attack).toBe(4);
  });

  it('Inhuman Mastery: a player who reveals a Tech hero keeps their henchmen', () => {
    const g = board();
    const [hn] = put(g, 1, 'victory', 'Hand Ninjas');
    put(g, 1, 'hand', 'Team Player');
    const [im] = put(g, 0, 'hand', 'Inhuman Mastery');
    refresh(g);
    playCard(g, im!);
    expect(reason(g)).toBe('maximus:inhuman-mastery:reveal');
    pick(g, 1);
    expect(g.players[1]!.victory).toEqual([hn]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Inhuman Mastery: Cabal team power: +1 Attack per henchman defeated this turn, the ones it took included', () => {
    const g = board();
    put(g, 1, 'victory', 'Hand Ninjas');
    const [md, im] = put(g, 0, 'hand', 'Mental Domination', 'Inhuman Mastery');
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 1, 'HYDRA Kidnappers');
    refresh(g);
    playCard(g, md!); // Cabal; no Covert card before it
    g.t.attack = 3 + 3;
    refresh(g);
    fight(g, 0);
    fight(g, 1);
    pick(g, 0);
    expect(g.t.attack).toBe(0);
    playCard(g, im!);
    expect(g.players[0]!.victory).toHaveLength(3);
    expect(g.t.attack).toBe(4 + 2); // Savage Land Mutates and Hand Ninjas; HYDRA Kidnappers is no henchman
  });
});
