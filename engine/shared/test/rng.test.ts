// The seeded generator: `shuffle` keeps the generator's words in locals for speed, so it must draw exactly what
// the plain Fisher–Yates over `randInt` draws (every seeded game's cards depend on it).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randInt, seedRng, shuffle, type RngState } from '../rng.js';

/** Fisher–Yates through `randInt`, one draw at a time: what `shuffle` must equal. */
function reference(st: RngState, a: number[]): number[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randInt(st, i + 1);
    const x = a[i]!; a[i] = a[j]!; a[j] = x;
  }
  return a;
}

describe('shuffle', () => {
  it('gives the same order and leaves the generator in the same state as Fisher-Yates over randInt', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.string()), fc.array(fc.integer(), { maxLength: 200 }), fc.nat(5), (seed, cards, before) => {
      const s1 = seedRng(seed), s2 = seedRng(seed);
      // some draws first, so the words are in any state (negative ones included)
      for (let i = 0; i < before; i++) { randInt(s1, 7); randInt(s2, 7); }
      const a = shuffle(s1, cards.slice()), b = reference(s2, cards.slice());
      expect(a).toEqual(b);
      expect(s1).toEqual(s2);
      // and the next draws agree too
      expect(randInt(s1, 1000)).toBe(randInt(s2, 1000));
    }), { numRuns: 300 });
  });

  it('keeps every card (a permutation) and changes the order of a long deck', () => {
    const cards = Array.from({ length: 60 }, (_, i) => i);
    const out = shuffle(seedRng('deck'), cards.slice());
    expect(out.slice().sort((x, y) => x - y)).toEqual(cards);
    expect(out).not.toEqual(cards);
  });
});
