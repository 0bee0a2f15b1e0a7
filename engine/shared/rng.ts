// Seeded random numbers whose whole state is four uint32 words kept inside the game state,
// so cloning a state clones its future. The generator is sfc32 (small fast chaotic, 128-bit state):
// seedrandom's generators keep their state in closures, which would make `clone` deep and slow.

export type RngState = [number, number, number, number];

/**
 * Turns any integer or string seed into a generator state. Four independent 32-bit hashes of the seed's
 * text fill the 128-bit state (a single 32-bit hash would make two of ~80,000 seeds collide on average,
 * and a study's games would repeat), then the generator is warmed up.
 */
export function seedRng(seed: number | string): RngState {
  const s = String(seed);
  let h1 = 0x9e3779b9 ^ s.length, h2 = 0x85ebca6b, h3 = 0xc2b2ae35, h4 = 0x27d4eb2f;
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ k, 0x01000193);
    h2 = Math.imul(h2 ^ k, 0x5bd1e995);
    h3 = Math.imul(h3 ^ k, 0x27d4eb2d);
    h4 = Math.imul(h4 ^ k, 0x165667b1);
    h1 = (h1 << 13) | (h1 >>> 19); h2 = (h2 << 11) | (h2 >>> 21);
    h3 = (h3 << 17) | (h3 >>> 15); h4 = (h4 << 7) | (h4 >>> 25);
  }
  const fin = (h: number, m: number): number => {
    h = Math.imul(h ^ (h >>> 16), 0x21f0aaad ^ m);
    h = Math.imul(h ^ (h >>> 15), 0x735a2d97);
    return (h ^ (h >>> 15)) >>> 0;
  };
  // mix the lanes into each other so every word depends on all of the text
  const a = fin(h1 ^ h3, 1), b = fin(h2 ^ a, 2), c = fin(h3 ^ b, 3), d = fin(h4 ^ c, 4);
  const st: RngState = [a, b, c, d | 1];
  for (let i = 0; i < 12; i++) nextU32(st);
  return st;
}

/** Next uint32; advances the state in place. */
export function nextU32(st: RngState): number {
  let a = st[0], b = st[1], c = st[2], d = st[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  st[0] = a; st[1] = b; st[2] = c; st[3] = d;
  return t >>> 0;
}

/** Uniform integer in [0, n). */
export function randInt(st: RngState, n: number): number {
  return Math.floor((nextU32(st) / 4294967296) * n);
}

/**
 * Fisher–Yates shuffle in place: the same draws as `randInt(st, i + 1)` for i from the end down, with the
 * generator's four words kept in locals for the whole loop (written back once at the end) rather than read and
 * written through the state array at every draw, about three times as fast on a deck.
 */
export function shuffle<T>(st: RngState, a: T[]): T[] {
  let a0 = st[0], b0 = st[1], c0 = st[2], d0 = st[3];
  for (let i = a.length - 1; i > 0; i--) {
    // nextU32, inlined
    const t = (((a0 + b0) | 0) + d0) | 0;
    d0 = (d0 + 1) | 0;
    a0 = b0 ^ (b0 >>> 9);
    b0 = (c0 + (c0 << 3)) | 0;
    c0 = (c0 << 21) | (c0 >>> 11);
    c0 = (c0 + t) | 0;
    // randInt(st, i + 1)
    const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
    const x = a[i]!; a[i] = a[j]!; a[j] = x;
  }
  st[0] = a0; st[1] = b0; st[2] = c0; st[3] = d0;
  return a;
}
