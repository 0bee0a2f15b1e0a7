// Interval and test maths against values worked out by hand or published.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareProportions, erfc, fisherExact, holm, newcombe, normalSf, spearman, stratifiedDiff, twoProportionZ, wilson, Z95,
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

describe('tests of equal proportions', () => {
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
  it('pooled z-test: 56/70 vs 48/80 gives z = 2.6502, p = 0.00805', () => {
    // pooled p = 104/150 = 0.693333; se = sqrt(0.693333·0.306667·(1/70 + 1/80)) = 0.0754668; z = 0.2/se
    const t = twoProportionZ(56, 70, 48, 80);
    expect(t.z).toBeCloseTo(2.65017, 4);
    expect(t.p).toBeCloseTo(0.008045, 5);
    expect(twoProportionZ(0, 50, 0, 50).p).toBe(1);
  });
  it("Fisher's exact test: the tea-tasting table and a textbook 2x2", () => {
    // 3 of 4 vs 1 of 4: tables with 0..4 have probabilities 1,16,36,16,1 /70; two-sided p = 34/70
    expect(fisherExact(3, 4, 1, 4)).toBeCloseTo(34 / 70, 12);
    // dieting example ([[1, 9], [11, 3]]): two-sided p = 0.002759
    expect(fisherExact(1, 10, 11, 14)).toBeCloseTo(0.0027595, 6);
    expect(fisherExact(0, 10, 0, 10)).toBe(1);
  });
  it('uses Fisher when an expected count is below 5, the z-test otherwise', () => {
    expect(compareProportions(1, 200, 4, 200).test).toBe('fisher');
    expect(compareProportions(0, 1000, 3, 1000).test).toBe('fisher');
    expect(compareProportions(56, 70, 48, 80)).toEqual({ test: 'z', p: twoProportionZ(56, 70, 48, 80).p });
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

describe('stratified (Mantel-Haenszel) risk difference', () => {
  it('one stratum gives the plain difference', () => {
    const d = stratifiedDiff([{ x1: 30, n1: 50, x0: 20, n0: 50 }]);
    expect(d.diff).toBeCloseTo(0.2, 12);
    expect(d.strata).toBe(1);
  });
  it('two strata worked by hand: 0.2 [0.0176, 0.3824]', () => {
    // S1: 8/10 vs 4/10, d = 0.4, w = 5; S2: 3/20 vs 1/20, d = 0.1, w = 10 -> (5·0.4 + 10·0.1)/15 = 0.2
    // Agresti-Caffo variances: S1 (9/12·3/12)/12 + (5/12·7/12)/12 = 0.035880; S2 (4/22·18/22)/22 + (2/22·20/22)/22 = 0.010518
    // se = sqrt(25·0.035880 + 100·0.010518)/15 = 0.093067; 0.2 ± 1.959964·se
    const d = stratifiedDiff([{ x1: 8, n1: 10, x0: 4, n0: 10 }, { x1: 3, n1: 20, x0: 1, n0: 20 }]);
    expect(d.diff).toBeCloseTo(0.2, 12);
    expect(d.lo).toBeCloseTo(0.01759, 4);
    expect(d.hi).toBeCloseTo(0.38241, 4);
  });
  it('skips strata where a group is empty; none left means no information', () => {
    const d = stratifiedDiff([{ x1: 5, n1: 10, x0: 0, n0: 0 }, { x1: 3, n1: 10, x0: 3, n0: 10 }]);
    expect(d.strata).toBe(1);
    expect(d.diff).toBe(0);
    expect(stratifiedDiff([{ x1: 5, n1: 10, x0: 0, n0: 0 }])).toMatchObject({ strata: 0, p: 1 });
  });
  it('Simpson: pooling naively shows an effect that is not there inside the strata', () => {
    // the card group is mostly in the easy stratum; inside each stratum it changes nothing
    const strata = [{ x1: 80, n1: 100, x0: 8, n0: 10 }, { x1: 2, n1: 10, x0: 20, n0: 100 }];
    const naive = (80 + 2) / 110 - (8 + 20) / 110;
    expect(naive).toBeGreaterThan(0.4);
    const d = stratifiedDiff(strata);
    expect(d.diff).toBeCloseTo(0, 12);
    expect(d.p).toBeGreaterThan(0.5);
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
