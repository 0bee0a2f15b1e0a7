import { describe, expect, it } from 'vitest';
import { cleanBoard, endTurn, fight, make, names, pick, playCard, put, putVillain, reason, refresh, revealVillainCard, setupGame } from '../helpers.js';
import type { Game } from '../../types.js';
import '../../index.js';

const HEROES = ['Iceman', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'];
const game = (mastermind = 'Red Skull') => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: HEROES, mastermind }));
const wounds = (g: Game, p: number) => names(g, [...g.players[p]!.discard, ...g.players[p]!.hand]).filter((n) => n === 'Wound').length;

describe('Iceman (Dark City)', () => {
  it('Deep Freeze draws a card; with Ranged, +1 Recruit per other Ranged hero played this turn', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound');
    const [a, b, c] = put(g, 0, 'hand', 'Deep Freeze', 'Ice Slide', 'Deep Freeze');
    refresh(g);
    playCard(g, a!);
    expect(g.t.recruit).toBe(0);
    expect(g.players[0]!.hand.length).toBe(3);
    playCard(g, b!);
    playCard(g, c!);
    expect(g.t.recruit).toBe(2);
  });

  it('Ice Slide: +1 Attack per other Ranged hero played, nothing without one', () => {
    const g = game();
    const [a, s, b] = put(g, 0, 'hand', 'Ice Slide', 'Frost Spike Armor', 'Ice Slide');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    playCard(g, s!); // Strength: does not count
    playCard(g, b!);
    expect(g.t.attack).toBe(2 + 3 + 3);
  });

  it('Frost Spike Armor draws a card per Ranged hero played this turn (none without Ranged)', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound');
    const [f1, r1, r2, f2] = put(g, 0, 'hand', 'Frost Spike Armor', 'Ice Slide', 'Ice Slide', 'Frost Spike Armor');
    refresh(g);
    playCard(g, f1!);
    expect(g.players[0]!.deck.length).toBe(4);
    playCard(g, r1!);
    playCard(g, r2!);
    playCard(g, f2!);
    expect(g.players[0]!.deck.length).toBe(2);
    expect(g.t.attack).toBe(3 + 2 + 3 + 3);
  });

  it('Impenetrable Ice Wall: a villain\'s Fight effect would give a Wound; revealing it (in hand, another player\'s turn) avoids it, declining does not', () => {
    for (const reveal of [1, 0]) {
      const g = game();
      putVillain(g, 0, 'The Lizard'); // defeated in the Sewers: each other player gains a Wound
      put(g, 1, 'hand', 'Impenetrable Ice Wall');
      g.t.attack = 3;
      refresh(g);
      fight(g, 0);
      expect(reason(g)).toBe('iceman:ice-wall:gain');
      expect(g.pending!.player).toBe(1);
      pick(g, reveal);
      expect(wounds(g, 1)).toBe(1 - reveal);
      expect(g.stats.woundsGained).toBe(1 - reveal);
    }
  });

  it('Impenetrable Ice Wall does not answer a Wound a hero gives (Hulk\'s Crazed Rampage)', () => {
    const g = game();
    put(g, 0, 'hand', 'Impenetrable Ice Wall');
    const [r] = put(g, 0, 'hand', 'Crazed Rampage');
    refresh(g);
    playCard(g, r!);
    expect(reason(g)).toBe('main');
    expect(wounds(g, 0)).toBe(1);
  });

  it('Impenetrable Ice Wall answers each discard a Master Strike makes; not the end-of-turn discard', () => {
    const g = game('Magneto');
    const [wall] = put(g, 0, 'hand', 'Impenetrable Ice Wall', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    g.villainDeck.push(make(g, 'Master Strike'));
    revealVillainCard(g);
    expect(reason(g)).toBe('magneto:strike:reveal');
    pick(g, 0); // do not reveal the X-Men hero: discard down to four
    expect(reason(g)).toBe('discard-a-card');
    const x1 = g.pending!.options.find((c) => c !== wall)!;
    pick(g, x1);
    expect(reason(g)).toBe('iceman:ice-wall:discard');
    pick(g, 1);
    expect(g.players[0]!.hand).toContain(x1);
    expect(reason(g)).toBe('discard-a-card');
    const x2 = g.pending!.options.find((c) => c !== wall)!;
    pick(g, x2);
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual([x2]);
    expect(g.players[0]!.hand.length).toBe(5);
    // cleanup is a rule: no question, Ice Wall is discarded with the rest
    put(g, 0, 'deck', 'Ice Slide', 'Ice Slide', 'Ice Slide', 'Ice Slide', 'Ice Slide', 'Ice Slide');
    refresh(g);
    endTurn(g);
    expect(reason(g)).not.toBe('iceman:ice-wall:discard');
    expect(g.players[0]!.discard).toContain(wall);
  });
});
