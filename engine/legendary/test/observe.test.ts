import { describe, expect, it } from 'vitest';
import { clone } from '../game.js';
import { observe, PlayerView } from '../observe.js';
import { shuffle, seedRng } from '../../shared/rng.js';
import { setupGame } from './helpers.js';

describe('observations hide what a player cannot see', () => {
  it('deck orders, the Villain Deck, the Hero Deck, tactics and other hands do not show', () => {
    const g = setupGame();
    const h = clone(g);
    const rng = seedRng('hide');
    // rearrange everything hidden from player 0, keeping what is visible
    shuffle(rng, h.players[0]!.deck);
    shuffle(rng, h.villainDeck);
    shuffle(rng, h.heroDeck);
    shuffle(rng, h.tactics);
    const other = h.players[1]!;
    const pool = shuffle(rng, [...other.hand, ...other.deck]);
    other.hand = pool.slice(0, other.hand.length);
    other.deck = pool.slice(other.hand.length);
    expect(observe(h, 0)).toEqual(observe(g, 0));
    // ...but player 1 sees their own hand change
    expect(observe(h, 1).hand).not.toEqual(observe(g, 1).hand);
  });

  it('a view shows a decision only to the player who must make it', () => {
    const g = setupGame();
    const p = g.pending!.player;
    expect(new PlayerView(g, p).decision).not.toBeNull();
    expect(new PlayerView(g, 1 - p).decision).toBeNull();
    expect(new PlayerView(g, 1 - p).optionCount).toBe(0);
  });

  it('a view does not expose the game object', () => {
    const g = setupGame();
    const v = new PlayerView(g, 0) as unknown as Record<string, unknown>;
    expect(Object.values(v)).not.toContain(g);
    expect(JSON.stringify(v)).not.toContain('villainDeck');
  });
});
