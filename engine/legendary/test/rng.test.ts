import { describe, expect, it } from 'vitest';
import { nextU32, randInt, seedRng, shuffle } from '../../shared/rng.js';

describe('seeded random numbers', () => {
  it('the same seed gives the same stream; number and string seeds of the same text agree', () => {
    const a = seedRng(42), b = seedRng('42');
    for (let i = 0; i < 10; i++) expect(nextU32(a)).toBe(nextU32(b));
  });

  it('200,000 runner-style seeds give 200,000 distinct states (no 32-bit squeeze)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200_000; i++) {
      const st = seedRng(`g${i.toString(16).padStart(16, '0')}`);
      seen.add(st.join(','));
    }
    expect(seen.size).toBe(200_000);
  });

  it('randInt is roughly uniform and shuffle is a permutation', () => {
    const st = seedRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randInt(st, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500); // > 5 sigma away would fail
    const a = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffle(st, a.slice()).sort((x, y) => x - y)).toEqual(a);
  });
});
