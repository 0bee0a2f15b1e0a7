import '../../cards/civil-war/heroes/storm-and-black-panther.js';
import { describe, expect, it } from 'vitest';
import { defOf, teamId } from '../../registry.js';
import { available, heroNames, isTeam, villainAttack } from '../../rules.js';
import { PAY_FIGHT, PAY_MASTERMIND } from '../../types.js';
import { names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const board = () => cwGame(['Storm & Black Panther']);
const CLOUDS = 'Gathering Rain Clouds/Gathering Clues', STRIKE = 'Lightning Strike/Pouncing Strike';
const TSUNAMI = 'Tsunami of Water/Tsunami of Justice', WAKANDA = 'King & Queen of Wakanda';
const AVENGERS = teamId('Avengers'), XMEN = teamId('X-Men');

/** Plays card c (a Divided card: as side `side`, 0 left, 1 right). */
function play(g: ReturnType<typeof board>, c: number, side = -1): void {
  refresh(g);
  playCard(g, c);
  if (side >= 0) pick(g, defOf(g, c).halves![side]!);
}

describe('Storm & Black Panther', () => {
  it('in hand a Divided card is both Storm (X-Men) and Black Panther (Avengers); played, only its side', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', CLOUDS);
    expect(heroNames(g, c!).sort()).toEqual(['Black Panther', 'Storm']);
    expect(isTeam(g, c!, AVENGERS) && isTeam(g, c!, XMEN)).toBe(true);
    play(g, c!, 0);
    expect(heroNames(g, c!)).toEqual(['Storm']);
    expect(isTeam(g, c!, AVENGERS)).toBe(false);
  });

  it('Gathering Rain Clouds: 1 Recruit; Ranged superpower: draw a card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [a, b] = put(g, 0, 'hand', CLOUDS, CLOUDS);
    play(g, a!, 0);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([b]);
    play(g, b!, 0);
    expect(g.t.recruit).toBe(2);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
  });

  it('Gathering Clues: 1 Attack; Instinct superpower: draw a card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [a, b] = put(g, 0, 'hand', CLOUDS, CLOUDS);
    play(g, a!, 1);
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.hand).toEqual([b]);
    play(g, b!, 1);
    expect(g.t.attack).toBe(2);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
  });

  it('Lightning Strike: 2 Attack; a villain fought on the Rooftops gets -1 Attack this turn (only when fought, only there)', () => {
    const g = board();
    putVillain(g, 2, 'Viper');
    putVillain(g, 3, 'Viper');
    const [c] = put(g, 0, 'hand', STRIKE);
    play(g, c!, 0);
    expect(g.t.attack).toBe(2);
    expect(villainAttack(g, 2, true)).toBe(4);
    expect(villainAttack(g, 2, false)).toBe(5);
    expect(villainAttack(g, 3, true)).toBe(5);
  });

  it('Pouncing Strike: 2 Recruit; you may move a villain into an adjacent empty space', () => {
    const g = board();
    const v = putVillain(g, 0, 'Viper');
    putVillain(g, 1, 'Hand Ninjas');
    putVillain(g, 3, 'HYDRA Kidnappers');
    const [c] = put(g, 0, 'hand', STRIKE);
    play(g, c!, 1);
    expect(g.t.recruit).toBe(2);
    expect(reason(g)).toBe('storm-and-black-panther:pouncing-strike:villain');
    expect(g.pending!.options).toEqual([1, 3, -1]);
    pick(g, 3);
    expect(reason(g)).toBe('storm-and-black-panther:pouncing-strike:to');
    expect(g.pending!.options).toEqual([2, 4]);
    pick(g, 4);
    expect(names(g, [g.city[4]!])).toEqual(['HYDRA Kidnappers']);
    expect(g.city[3]).toBe(-1);
    expect(g.city[0]).toBe(v);
    const h = board();
    putVillain(h, 0, 'Viper');
    const [d] = put(h, 0, 'hand', STRIKE);
    play(h, d!, 1);
    pick(h, -1);
    expect(h.city[0]).toBeGreaterThanOrEqual(0);
    expect(reason(h)).toBe('main');
  });

  it('Tsunami of Water: 3 Attack; Ranged superpower: +2 Attack usable only against the Mastermind', () => {
    const g = board();
    const [a, t] = put(g, 0, 'hand', CLOUDS, TSUNAMI);
    play(g, a!, 0);
    play(g, t!, 0);
    expect(g.t.attack).toBe(3);
    expect(available(g, PAY_FIGHT)).toBe(3);
    expect(available(g, PAY_MASTERMIND)).toBe(5);
    const h = board();
    const [t2] = put(h, 0, 'hand', TSUNAMI);
    play(h, t2!, 0);
    expect(available(h, PAY_MASTERMIND)).toBe(3);
  });

  it('Tsunami of Justice: 3 Attack; Covert superpower: you may KO a card from your hand or discard pile', () => {
    const g = board();
    const [a, b, w] = put(g, 0, 'hand', TSUNAMI, TSUNAMI, 'Wound');
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    play(g, a!, 1); // no Covert card before it: nothing to KO
    expect(g.t.attack).toBe(3);
    expect(reason(g)).toBe('main');
    play(g, b!, 1);
    expect(g.t.attack).toBe(6);
    expect(reason(g)).toBe('storm-and-black-panther:tsunami-of-justice:ko');
    expect(g.pending!.options).toEqual([w, d, -1]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
  });

  it('King & Queen of Wakanda (Avengers, Tech): 5 Attack; reveal multi-class cards from hand, gain that many Sidekicks', () => {
    const g = board();
    const [k, x, y] = put(g, 0, 'hand', WAKANDA, CLOUDS, STRIKE, 'S.H.I.E.L.D. Agent');
    expect(isTeam(g, k!, AVENGERS) && !isTeam(g, k!, XMEN)).toBe(true);
    const before = g.sidekicks.length;
    const top = g.sidekicks.slice(-2);
    play(g, k!);
    expect(g.t.attack).toBe(5);
    expect(reason(g)).toBe('storm-and-black-panther:king-queen-of-wakanda:reveal');
    expect(g.pending!.options).toEqual([0, 1, 2]);
    pick(g, 2);
    expect(g.sidekicks.length).toBe(before - 2);
    expect(g.players[0]!.discard.sort()).toEqual(top.sort());
    expect(g.players[0]!.hand).toContain(x);
    expect(g.players[0]!.hand).toContain(y);
  });
});
