// Seeded random numbers whose whole state is four uint32 words kept inside the game state,
// so cloning a state clones its future. The generator is sfc32 (small fast chaotic, 128-bit state):
// seedrandom's generators keep their state in closures, which would make `clone` deep and slow.

export type RngState = [number, number, number, number];

/** Turns any integer or string seed into a generator state (splitmix32 of the seed, then warm-up). */
export function seedRng(seed: number | string): RngState {
  let h = 0x9e3779b9 | 0;
  const s = String(seed);
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  const st: RngState = [next(), next(), next(), next()];
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

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(st: RngState, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randInt(st, i + 1);
    const x = a[i]!; a[i] = a[j]!; a[j] = x;
  }
  return a;
}
