// Deadpool Kills the Marvel Universe (Deadpool).
import { describe, expect, it } from 'vitest';
import { make } from '../helpers.js';
import { resolvePlan } from '../../setup.js';
import { checkEvil } from '../../rules.js';
import { dpGame, twist } from './game.js';

const SCHEME = 'Deadpool Kills the Marvel Universe';

describe(SCHEME, () => {
  it('setup: the Deadpool set\'s Deadpool is one of the heroes; 4 heroes with 2 players; 6 twists for 1-3 players, 5 for 4-5', () => {
    const p = resolvePlan({ players: 2, seed: 3, sets: ['core', 'deadpool'], scheme: SCHEME, mastermind: 'Evil Deadpool' });
    expect(p.heroes).toContain('Deadpool (Deadpool)');
    expect(p.heroes.length).toBe(4);
    expect(p.twists).toBe(6);
    expect(resolvePlan({ players: 4, seed: 3, sets: ['core', 'deadpool'], scheme: SCHEME, mastermind: 'Evil Deadpool' }).twists).toBe(5);
    expect(() => resolvePlan({ players: 2, seed: 3, sets: ['core', 'deadpool'], scheme: SCHEME, heroes: ['Cyclops', 'Hawkeye', 'Hulk', 'Thor'] })).toThrow(/heroes/);
  });

  it('Twist: Hero Deck cards are KO\'d from the top down to the first Deadpool card (included); the rest stay', () => {
    const g = dpGame({ scheme: SCHEME, players: 3 });
    const below = make(g, 'Half-Cocked');
    const dp = make(g, 'Running Commentary');
    const a = make(g, 'Half-Cocked'), b = make(g, 'Guns on My Guns');
    g.heroDeck = [below, dp, a, b];
    twist(g);
    expect(g.ko).toEqual(expect.arrayContaining([dp, a, b]));
    expect(g.heroDeck).toEqual([below]);
    expect(g.result).toBe(null);
  });

  it('Evil wins when the Hero Deck runs out (a twist with no Deadpool card left KOs it all)', () => {
    const g = dpGame({ scheme: SCHEME, players: 3 });
    g.heroDeck = [make(g, 'Half-Cocked'), make(g, 'Guns on My Guns')];
    twist(g);
    checkEvil(g);
    expect(g.heroDeck).toEqual([]);
    expect(g.result).toBe('loss');
  });
});
