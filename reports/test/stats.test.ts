// Interval and test maths against values worked out by hand or published.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chiSquareSf, erfc, holm, mcnemar, mover, moverP, moverRates, newcombe, normalSf, quantileSorted, seededRandom, spearman,
  stratifiedExactP, symmetricEigen, tango, tangoZ, waldChiSquare, wilson, wilsonP, Z95,
} from '../stats.js';

describe('Wilson score interval (95%)', () => {
  // centre = (p + z²/2n) / (1 + z²/n), half = z/(1 + z²/n) · sqrt(p(1-p)/n + z²/4n²), z = 1.959964, z² = 3.841459
  it('0 of 10: [0, 0.27753]', () => {
    // z²/n = 0.3841459; centre = 0.1920729/1.3841459 = 0.138766; half = 1.416017·sqrt(3.841459/400) = 0.138767
    const w = wilson(0, 10);
    expect(w.lo).toBe(0);
    expect(w.hi).toBeCloseTo(0.277533, 5);
  });
  it('5 of 10: [0.23659, 0.76341]', () => {
    // centre = 0.5; half = 1.416017·sqrt(0.025 + 0.0096036) = 1.416017·0.186021 = 0.263407
    const w = wilson(5, 10);
    expect(w.lo).toBeCloseTo(0.236593, 5);
    expect(w.hi).toBeCloseTo(0.763407, 5);
  });
  it('81 of 263: [0.25529, 0.36621] (the classic textbook example)', () => {
    // p = 0.307985, z²/n = 0.0146063; centre = 0.315288/1.0146063 = 0.310749;
    // half = 1.931741·sqrt(0.000810424 + 0.0000138843) = 0.055460
    const w = wilson(81, 263);
    expect(w.lo).toBeCloseTo(0.255289, 5);
    expect(w.hi).toBeCloseTo(0.366210, 5);
  });
  it('n of n mirrors 0 of n; n = 0 gives [0, 1]', () => {
    const a = wilson(0, 37), b = wilson(37, 37);
    expect(b.hi).toBe(1);
    expect(b.lo).toBeCloseTo(1 - a.hi, 12);
    expect(wilson(0, 0)).toEqual({ lo: 0, hi: 1 });
  });
  it('properties: inside [0, 1], contains the estimate, symmetric, narrower with more games', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, q) => {
      const x = Math.round(q * n);
      const w = wilson(x, n);
      expect(w.lo).toBeGreaterThanOrEqual(0);
      expect(w.hi).toBeLessThanOrEqual(1);
      expect(w.lo).toBeLessThanOrEqual(x / n + 1e-12);
      expect(w.hi).toBeGreaterThanOrEqual(x / n - 1e-12);
      const m = wilson(n - x, n);
      expect(m.lo).toBeCloseTo(1 - w.hi, 9);
      const big = wilson(4 * x, 4 * n);
      expect(big.hi - big.lo).toBeLessThan(w.hi - w.lo);
    }), { numRuns: 300, seed: 5 });
  });
});

describe("Newcombe's hybrid score interval for a difference (method 10)", () => {
  // Newcombe (1998), Statistics in Medicine 17:873-890, Table II, method 10
  const cases: [number, number, number, number, number, number][] = [
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.8090],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1.0000],
    [10, 10, 0, 10, 0.6075, 1.0000],
  ];
  for (const [x1, n1, x2, n2, lo, hi] of cases) {
    it(`${x1}/${n1} − ${x2}/${n2}: [${lo}, ${hi}]`, () => {
      const d = newcombe(x1, n1, x2, n2);
      expect(d.diff).toBeCloseTo(x1 / n1 - x2 / n2, 12);
      expect(d.lo).toBeCloseTo(lo, 4);
      expect(d.hi).toBeCloseTo(hi, 4);
    });
  }
  it('swapping the groups negates the interval', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), fc.nat(), fc.nat(), (n1, n2, a, b) => {
      const x1 = a % (n1 + 1), x2 = b % (n2 + 1);
      const d = newcombe(x1, n1, x2, n2), e = newcombe(x2, n2, x1, n1);
      expect(e.lo).toBeCloseTo(-d.hi, 12);
      expect(e.hi).toBeCloseTo(-d.lo, 12);
      expect(d.lo).toBeLessThanOrEqual(d.diff + 1e-12);
      expect(d.hi).toBeGreaterThanOrEqual(d.diff - 1e-12);
    }), { numRuns: 200, seed: 11 });
  });
});

describe('normal tail', () => {
  it('erfc matches tabulated values', () => {
    expect(erfc(0)).toBe(1);
    expect(erfc(0.5)).toBeCloseTo(0.4795001221869535, 13);
    expect(erfc(1)).toBeCloseTo(0.15729920705028513, 13);
    expect(erfc(2) / 0.004677734981047266).toBeCloseTo(1, 10);
    expect(erfc(3) / 2.209049699858544e-5).toBeCloseTo(1, 10);
    expect(erfc(5) / 1.5374597944280349e-12).toBeCloseTo(1, 9);
    expect(erfc(-1)).toBeCloseTo(2 - 0.15729920705028513, 13);
    expect(normalSf(Z95)).toBeCloseTo(0.025, 12);
  });
});

describe('Wilson at an effective sample size, and MOVER', () => {
  it('wilsonP at a whole n is the textbook interval; a smaller n is wider', () => {
    expect(wilsonP(81 / 263, 263)).toEqual(wilson(81, 263));
    const a = wilsonP(0.3, 100), b = wilsonP(0.3, 40);
    expect(b.hi - b.lo).toBeGreaterThan(a.hi - a.lo);
    expect(wilsonP(0, 50).lo).toBe(0);
    expect(wilsonP(1, 50).hi).toBe(1);
    expect(wilsonP(0.5, 0)).toEqual({ lo: 0, hi: 1 });
  });
  it('MOVER with r = 0 is Newcombe; positive correlation narrows it; r = 1 and equal widths shrink it to the difference of the bounds', () => {
    const n = newcombe(56, 70, 48, 80);
    const m = moverRates({ p: 56 / 70, nEff: 70 }, { p: 48 / 80, nEff: 80 }, 0);
    expect(m.lo).toBeCloseTo(n.lo, 12); expect(m.hi).toBeCloseTo(n.hi, 12);
    const c = moverRates({ p: 56 / 70, nEff: 70 }, { p: 48 / 80, nEff: 80 }, 0.6);
    expect(c.hi - c.lo).toBeLessThan(m.hi - m.lo);
    // lo = d - sqrt(e^2 + f^2 - 2 r e f) by hand: e = 0.3 - 0.2 = 0.1, f = 0.5 - 0.4 = 0.1, r = 0.5 -> sqrt(0.01) = 0.1
    expect(mover(0.3, { lo: 0.2, hi: 0.4 }, 0.4, { lo: 0.3, hi: 0.5 }, 0.5).lo).toBeCloseTo(-0.1 - 0.1, 12);
  });
  it('the MOVER p-value is where the interval touches 0', () => {
    const A = { p: 0.62, nEff: 150 }, B = { p: 0.5, nEff: 140 };
    for (const r of [0, 0.4]) {
      const p = moverP(A, B, r);
      expect(p).toBeGreaterThan(0); expect(p).toBeLessThan(0.1);
      // the interval at level 1 - p has its lower end at 0
      const zq = (() => { let lo = 0, hi = 10; for (let i = 0; i < 80; i++) { const m = (lo + hi) / 2; if (2 * normalSf(m) > p) lo = m; else hi = m; } return lo; })();
      expect(moverRates(A, B, r, zq).lo).toBeCloseTo(0, 6);
      // p <= 0.05 exactly when the 95% interval leaves out 0
      expect(p <= 0.05).toBe(moverRates(A, B, r).lo > 0);
    }
    expect(moverP({ p: 0.4, nEff: 10 }, { p: 0.4, nEff: 30 }, 0)).toBe(1);
  });
});

describe('paired rates: McNemar and Tango', () => {
  it('McNemar exact: 8 vs 2 discordant pairs gives 2·P(X <= 2 | 10, 1/2) = 112/1024', () => {
    // P(X <= 2) = (1 + 10 + 45) / 1024
    expect(mcnemar(8, 2)).toBeCloseTo(112 / 1024, 14);
    expect(mcnemar(2, 8)).toBeCloseTo(112 / 1024, 14);
    expect(mcnemar(0, 0)).toBe(1);
    expect(mcnemar(5, 5)).toBe(1);
    expect(mcnemar(6, 0)).toBeCloseTo(2 / 64, 14);
    // large counts: the normal approximation
    expect(mcnemar(60_000, 59_000)).toBeCloseTo(2 * normalSf(1000 / Math.sqrt(119_000)), 10);
  });
  it("Tango's statistic at 0 is McNemar's (b - c)/sqrt(b + c), and the interval ends solve |Z| = z", () => {
    expect(tangoZ(40, 20, 160, 0)).toBeCloseTo(20 / Math.sqrt(60), 12);
    for (const [b, c, n] of [[40, 20, 160], [1, 7, 21], [0, 5, 30], [12, 0, 12], [3, 3, 50]] as const) {
      const t = tango(b, c, n);
      expect(t.diff).toBeCloseTo((b - c) / n, 12);
      if (t.lo > -1) expect(tangoZ(b, c, n, t.lo)).toBeCloseTo(Z95, 6);
      if (t.hi < 1) expect(tangoZ(b, c, n, t.hi)).toBeCloseTo(-Z95, 6);
      expect(t.lo).toBeLessThanOrEqual(t.diff); expect(t.hi).toBeGreaterThanOrEqual(t.diff);
    }
  });
  it("Tango's restricted estimate maximises the likelihood (checked against a grid search)", () => {
    // with p12 = q + D and p21 = q, the statistic's variance uses the q that maximises
    // b log(q + D) + c log q + (n - b - c) log(1 - 2q - D); recover that q from tangoZ and compare
    for (const [b, c, n, D] of [[40, 20, 160, 0.05], [1, 7, 21, -0.1], [9, 2, 40, 0.3]] as const) {
      const ll = (q: number) => b * Math.log(q + D) + c * Math.log(q) + (n - b - c) * Math.log(1 - 2 * q - D);
      let best = NaN, bestLl = -Infinity;
      for (let q = Math.max(0, -D) + 1e-7; 1 - 2 * q - D > 0; q += 1e-5) { const l = ll(q); if (l > bestLl) { bestLl = l; best = q; } }
      const z = tangoZ(b, c, n, D);
      const qFromZ = (((b - c - n * D) / z) ** 2 / n - D * (1 - D)) / 2;
      expect(qFromZ).toBeCloseTo(best, 4);
    }
  });
  it('no discordant pairs: [-z²/(n+z²), z²/(n+z²)] around 0', () => {
    const t = tango(0, 0, 30), e = Z95 ** 2 / (30 + Z95 ** 2);
    expect(t.diff).toBe(0);
    expect(t.hi).toBeCloseTo(e, 6);
    expect(t.lo).toBeCloseTo(-e, 6);
    expect(tango(0, 0, 0)).toEqual({ diff: 0, lo: -1, hi: 1 });
  });
  it('covers the true paired difference about 95% of the time (simulated, 2,000 tables)', () => {
    const rand = seededRandom('tango');
    let cover = 0;
    const reps = 2000, n = 40, p12 = 0.15, p21 = 0.05; // true difference 0.10
    for (let r = 0; r < reps; r++) {
      let b = 0, c = 0;
      for (let i = 0; i < n; i++) { const u = rand(); if (u < p12) b++; else if (u < p12 + p21) c++; }
      const t = tango(b, c, n);
      if (t.lo <= 0.1 && 0.1 <= t.hi) cover++;
    }
    // binomial standard error of 95% over 2,000 is 0.5 points
    expect(cover / reps).toBeGreaterThan(0.93);
    expect(cover / reps).toBeLessThan(0.985);
  });
});

describe('the exact stratified randomization test', () => {
  it('one win, in the labelled 74 of 1,000 games: p is the chance it fell there, 74/1000', () => {
    expect(stratifiedExactP([{ n1: 74, n0: 926, k: 1, w: 1, weight: 1 }])).toBeCloseTo(0.074, 12);
    // where MOVER (Newcombe, Wilson's intervals) already leaves out 0
    expect(newcombe(1, 74, 0, 926).lo).toBeGreaterThan(0);
  });

  it('matches a brute-force enumeration of the hypergeometric strata (two strata, weighted)', () => {
    const choose = (n: number, k: number): number => { let r = 1; for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1); return r; };
    const hyper = (n1: number, n0: number, k: number, x: number) => (x < 0 || x > n1 || k - x < 0 || k - x > n0 ? 0 : choose(n1, x) * choose(n0, k - x) / choose(n1 + n0, k));
    const st = fc.record({ n1: fc.integer({ min: 1, max: 12 }), n0: fc.integer({ min: 1, max: 12 }), kq: fc.double({ min: 0, max: 1, noNaN: true }), wq: fc.double({ min: 0, max: 1, noNaN: true }), weight: fc.double({ min: 0.1, max: 1, noNaN: true }) });
    fc.assert(fc.property(st, st, (a, b) => {
      const mk = (s: typeof a) => {
        const k = Math.round(s.kq * (s.n1 + s.n0)), lo = Math.max(0, k - s.n0), hi = Math.min(k, s.n1);
        return { n1: s.n1, n0: s.n0, k, w: lo + Math.round(s.wq * (hi - lo)), weight: s.weight };
      };
      const A = mk(a), B = mk(b);
      const val = (s: typeof A, x: number) => s.weight * (x / s.n1 - (s.k - x) / s.n0);
      const obs = Math.abs(val(A, A.w) + val(B, B.w));
      let p = 0;
      for (let x = 0; x <= A.n1; x++) for (let y = 0; y <= B.n1; y++) if (Math.abs(val(A, x) + val(B, y)) >= obs - 1e-9) p += hyper(A.n1, A.n0, A.k, x) * hyper(B.n1, B.n0, B.k, y);
      expect(stratifiedExactP([A, B])).toBeCloseTo(Math.min(1, p), 9);
    }), { numRuns: 200, seed: 11 });
  });

  it('no result varies (every game lost): p = 1; too large a distribution: null', () => {
    expect(stratifiedExactP([{ n1: 5, n0: 5, k: 0, w: 0, weight: 1 }])).toBe(1);
    expect(stratifiedExactP([{ n1: 499, n0: 501, k: 500, w: 250, weight: 0.5 }, { n1: 487, n0: 513, k: 499, w: 250, weight: 0.5 }], 1000)).toBeNull();
  });
});

describe('heterogeneity: Wald chi-square with a generalised inverse', () => {
  it('chi-square tail matches tabulated values', () => {
    expect(chiSquareSf(3.841458820694124, 1)).toBeCloseTo(0.05, 8);
    expect(chiSquareSf(5.991464547107979, 2)).toBeCloseTo(0.05, 8);
    expect(chiSquareSf(11.070497693516351, 5)).toBeCloseTo(0.05, 8);
    expect(chiSquareSf(0, 3)).toBe(1);
    // df = 3: Q(3/2, x/2) = erfc(sqrt(x/2)) + 2 sqrt(x/(2 pi)) exp(-x/2) = 1.06551e-8 at x = 40
    expect(chiSquareSf(40, 3) / 1.0655090334255861e-8).toBeCloseTo(1, 6);
  });
  it('eigen-decomposition of a symmetric matrix', () => {
    const { values, vectors } = symmetricEigen([[2, 1], [1, 2]]);
    expect([...values].sort()).toEqual([expect.closeTo(1, 12), expect.closeTo(3, 12)]);
    for (let k = 0; k < 2; k++) {
      const v = [vectors[0]![k]!, vectors[1]![k]!];
      expect(2 * v[0]! + v[1]!).toBeCloseTo(values[k]! * v[0]!, 12);
    }
  });
  it('a diagonal covariance gives the sum of squared z-scores; a perfectly dependent copy adds no degree of freedom', () => {
    const w = waldChiSquare([1, 2], [[0.25, 0], [0, 1]]);
    expect(w.stat).toBeCloseTo(4 + 4, 10);
    expect(w.df).toBe(2);
    const copy = waldChiSquare([1, 1], [[0.25, 0.25], [0.25, 0.25]]);
    expect(copy.df).toBe(1);
    expect(copy.stat).toBeCloseTo(4, 10);
    expect(waldChiSquare([0, 0], [[0, 0], [0, 0]])).toEqual({ stat: 0, df: 0, p: 1 });
  });
});

describe('bootstrap helpers', () => {
  it('quantiles interpolate between order statistics', () => {
    expect(quantileSorted([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileSorted([1, 2, 3, 4, 5], 0.025)).toBeCloseTo(1.1, 12);
  });
  it('the seeded generator is uniform-looking and reproducible', () => {
    const a = seededRandom('x'), b = seededRandom('x'), c = seededRandom('y');
    const xs = Array.from({ length: 10000 }, () => a());
    expect(Array.from({ length: 10000 }, () => b())).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.49); expect(mean).toBeLessThan(0.51);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0); expect(Math.max(...xs)).toBeLessThan(1);
  });
});

describe("Holm's step-down adjustment", () => {
  it('the textbook four p-values 0.01, 0.04, 0.03, 0.005: H1 and H4 rejected at 0.05', () => {
    // sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 -> running max 0.06
    const adj = holm([0.01, 0.04, 0.03, 0.005]);
    expect(adj.map((p) => +p.toFixed(12))).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(adj.map((p) => p <= 0.05)).toEqual([true, false, false, true]);
  });
  it('caps at 1 and keeps the input order', () => {
    // sorted: 0.2·3 = 0.6, 0.5·2 = 1.0, 0.9·1 = 0.9 -> running max 1.0
    const adj = holm([0.5, 0.2, 0.9]);
    expect(adj[0]).toBe(1); expect(adj[1]).toBeCloseTo(0.6, 12); expect(adj[2]).toBe(1);
    expect(holm([])).toEqual([]);
    expect(holm([0.7])).toEqual([0.7]);
  });
  it('properties: adjusted >= raw, <= 1, and ordered like the raw p-values', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }), (ps) => {
      const adj = holm(ps);
      ps.forEach((p, i) => { expect(adj[i]).toBeGreaterThanOrEqual(p); expect(adj[i]).toBeLessThanOrEqual(1); });
      for (let i = 0; i < ps.length; i++) for (let j = 0; j < ps.length; j++) if (ps[i]! < ps[j]!) expect(adj[i]).toBeLessThanOrEqual(adj[j]!);
      // Holm never rejects less than Bonferroni
      ps.forEach((p, i) => { if (p * ps.length <= 0.05) expect(adj[i]).toBeLessThanOrEqual(0.05); });
    }), { numRuns: 300, seed: 3 });
  });
});

describe('Spearman rank correlation', () => {
  it('average ranks for ties: 8/sqrt(95)', () => {
    // ranks of b = [1, 2, 3.5, 5, 3.5]; cov = 8, var(ra) = 10, var(rb) = 9.5
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(8 / Math.sqrt(95), 12);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});
