import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { BANK, ROOFTOPS, SEWERS, heroCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, putVillain, reason, recruit, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Beast']);
  refresh(g);
  return g;
}
/** Fills the HQ with the named cards, one per space. */
function hq(g: Game, ...cards: string[]): number[] {
  cards.forEach((n, s) => { g.hq[s] = make(g, n); });
  return g.hq.slice();
}

describe('Beast', () => {
  it('Balanced Attack: 2 Attack; a Tech top card is drawn', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Team Player');
    const [b] = put(g, 0, 'hand', 'Balanced Attack');
    refresh(g);
    playCard(g, b!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Balanced Attack: a Strength top card is drawn', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Determination');
    const [b] = put(g, 0, 'hand', 'Balanced Attack');
    refresh(g);
    playCard(g, b!);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Balanced Attack: an Instinct top card stays on the deck', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [b] = put(g, 0, 'hand', 'Balanced Attack');
    refresh(g);
    playCard(g, b!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Upside-down Thinking: the player chooses an empty city space; the HQ hero under it costs 3 less this turn', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    const heroes = hq(g, 'Covering Fire', 'Covering Fire', 'Arc Reactor', 'Covering Fire', 'Covering Fire');
    const [u] = put(g, 0, 'hand', 'Upside-down Thinking');
    refresh(g);
    playCard(g, u!);
    expect(reason(g)).toBe('beast:upside-down-thinking:patrol');
    // the Sewers is not empty: not offered
    expect(g.pending!.options).toEqual([1, 2, 3, 4]);
    pick(g, ROOFTOPS);
    expect(heroCost(g, heroes[ROOFTOPS]!)).toBe(5 - 3);
    expect(heroCost(g, heroes[BANK]!)).toBe(5);
    // it is recruited for 2
    g.t.recruit = 2;
    refresh(g);
    recruit(g, ROOFTOPS);
    expect(g.players[0]!.discard).toContain(heroes[ROOFTOPS]);
    expect(g.t.recruit).toBe(0);
  });

  it('Upside-down Thinking: no empty city space: no discount', () => {
    const g = board();
    for (let s = 0; s < 5; s++) putVillain(g, s, 'Hand Ninjas');
    const heroes = hq(g, 'Covering Fire', 'Covering Fire', 'Covering Fire', 'Covering Fire', 'Covering Fire');
    const [u] = put(g, 0, 'hand', 'Upside-down Thinking');
    refresh(g);
    playCard(g, u!);
    expect(reason(g)).toBe('main');
    for (const h of heroes) expect(heroCost(g, h)).toBe(5);
  });

  it('Upside-down Thinking: a single empty city space is patrolled without asking', () => {
    const g = board();
    for (const s of [0, 1, 3, 4]) putVillain(g, s, 'Hand Ninjas');
    const heroes = hq(g, 'Covering Fire', 'Covering Fire', 'Covering Fire', 'Covering Fire', 'Covering Fire');
    const [u] = put(g, 0, 'hand', 'Upside-down Thinking');
    refresh(g);
    playCard(g, u!);
    expect(reason(g)).toBe('main');
    expect(heroes.map((h) => heroCost(g, h))).toEqual([5, 5, 2, 5, 5]);
  });

  it('Upside-down Thinking has Wall-Crawl', () => {
    const g = board();
    g.hq[1] = make(g, 'Upside-down Thinking');
    g.t.recruit = 4;
    refresh(g);
    recruit(g, 1);
    expect(reason(g)).toBe('wall-crawl:put-on-deck');
  });

  it('Doctor of Beatdown: 2 Attack alone', () => {
    const g = board();
    const [d] = put(g, 0, 'hand', 'Doctor of Beatdown');
    refresh(g);
    playCard(g, d!);
    expect(g.t.attack).toBe(2);
  });

  it('Doctor of Beatdown: +1 per other Strength card and +1 per other Tech card (a Strength/Tech card counts twice)', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw', 'Quick Draw');
    const [b, tp, det, d] = put(g, 0, 'hand', 'Balanced Attack', 'Team Player', 'Astonishing Strength', 'Doctor of Beatdown');
    refresh(g);
    playCard(g, b!);
    playCard(g, tp!);
    playCard(g, det!);
    const a = g.t.attack;
    playCard(g, d!);
    // Balanced Attack (Strength, Tech), Team Player (Tech), Astonishing Strength (Strength): 2 Strength, 2 Tech
    expect(g.t.attack - a).toBe(2 + 4);
  });

  it('Multi-Variable Smackulus: two Strength and two Tech cards played before it: draw three', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw');
    const [b1, b2, m] = put(g, 0, 'hand', 'Balanced Attack', 'Balanced Attack', 'Multi-Variable Smackulus');
    refresh(g);
    playCard(g, b1!);
    playCard(g, b2!);
    expect(g.players[0]!.hand).toEqual([m]);
    playCard(g, m!);
    expect(g.players[0]!.hand).toHaveLength(3);
  });

  it('Multi-Variable Smackulus: one Strength and two Tech cards are not enough', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw');
    const [tp, b, m] = put(g, 0, 'hand', 'Team Player', 'Balanced Attack', 'Multi-Variable Smackulus');
    refresh(g);
    playCard(g, tp!);
    playCard(g, b!);
    const hand = g.players[0]!.hand.length;
    playCard(g, m!);
    expect(g.players[0]!.hand).toHaveLength(hand - 1);
    expect(g.t.attack).toBe(2 + 2 + 4);
  });
});
