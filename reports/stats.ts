// Interval and test maths used by the reports. Everything is at the 95% level.
//
// - Wilson score interval for one proportion (good coverage even at 0 or n successes).
// - Newcombe's hybrid score interval (his method 10) for a difference of two independent proportions,
//   built from the two Wilson intervals.
// - Two-sided test of equal proportions: the pooled two-proportion z-test, or Fisher's exact test when
//   an expected count is below 5 (where the normal approximation is poor).
// - Holm's step-down adjustment of a family of p-values (controls the family-wise error rate).
// - A stratified (Mantel-Haenszel weighted) risk difference for "with X vs without X" comparisons.

/** Two-sided 95% standard normal quantile. */
export const Z95 = 1.959963984540054;

/** Family-wise significance level used for every claim in a report. */
export const ALPHA = 0.05;

export interface Interval { lo: number; hi: number }

/** Wilson score interval for `x` successes out of `n`; [0, 1] when n = 0. */
export function wilson(x: number, n: number, z = Z95): Interval {
  if (n <= 0) return { lo: 0, hi: 1 };
  const p = x / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  // clamp rounding noise at the ends (x = 0 gives exactly lo = 0 in exact arithmetic)
  return { lo: Math.max(0, x === 0 ? 0 : centre - half), hi: Math.min(1, x === n ? 1 : centre + half) };
}

/**
 * Newcombe's hybrid score interval for p1 - p2 (independent samples), from the Wilson intervals of
 * each proportion: [d - sqrt((p1-l1)^2 + (u2-p2)^2), d + sqrt((u1-p1)^2 + (p2-l2)^2)].
 */
export function newcombe(x1: number, n1: number, x2: number, n2: number, z = Z95): Interval & { diff: number } {
  const p1 = n1 > 0 ? x1 / n1 : 0, p2 = n2 > 0 ? x2 / n2 : 0;
  const a = wilson(x1, n1, z), b = wilson(x2, n2, z);
  const d = p1 - p2;
  return {
    diff: d,
    lo: d - Math.sqrt((p1 - a.lo) ** 2 + (b.hi - p2) ** 2),
    hi: d + Math.sqrt((a.hi - p1) ** 2 + (p2 - b.lo) ** 2),
  };
}

/**
 * Complementary error function, to about 1e-12 relative: the Maclaurin series of erf below |x| = 2.5,
 * the Laplace continued fraction erfc(x) = exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...))))
 * above it (evaluated bottom-up with a fixed depth that is ample for x >= 2.5).
 */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2.5) {
    let term = x, sum = x;
    for (let n = 1; n < 200; n++) {
      term *= (-x * x) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  let f = x;
  for (let k = 120; k >= 1; k--) f = x + (k / 2) / f;
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** Standard normal upper-tail probability P(Z > z). */
export function normalSf(z: number): number { return 0.5 * erfc(z / Math.SQRT2); }

/** Two-sided p-value of the pooled two-proportion z-test of p1 = p2 (1 when there is no variance). */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): { z: number; p: number } {
  if (n1 <= 0 || n2 <= 0) return { z: 0, p: 1 };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return { z: 0, p: 1 };
  const z = (x1 / n1 - x2 / n2) / se;
  return { z, p: Math.min(1, 2 * normalSf(Math.abs(z))) };
}

// log(k!) for k = 0.. (grown on demand; exact summation, fine up to millions)
const logFact: number[] = [0];
function lf(k: number): number {
  for (let i = logFact.length; i <= k; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  return logFact[k]!;
}

/**
 * Fisher's exact test, two-sided, for the 2x2 table [[x1, n1-x1], [x2, n2-x2]]: the sum of the
 * probabilities of all tables with the same margins that are no more likely than the observed one.
 */
export function fisherExact(x1: number, n1: number, x2: number, n2: number): number {
  const k = x1 + x2, n = n1 + n2;
  if (n1 <= 0 || n2 <= 0 || k === 0 || k === n) return 1;
  const logp = (a: number) => lf(k) + lf(n - k) + lf(n1) + lf(n2) - lf(n) - lf(a) - lf(k - a) - lf(n1 - a) - lf(n2 - k + a);
  const lo = Math.max(0, k - n2), hi = Math.min(k, n1);
  const obs = logp(x1);
  let p = 0;
  for (let a = lo; a <= hi; a++) {
    const l = logp(a);
    if (l <= obs + 1e-7) p += Math.exp(l);
  }
  return Math.min(1, p);
}

export type TestName = 'z' | 'fisher';

/**
 * Two-sided test of equal proportions: the pooled z-test when every expected cell count of the 2x2
 * table is at least 5, otherwise Fisher's exact test.
 */
export function compareProportions(x1: number, n1: number, x2: number, n2: number): { p: number; test: TestName } {
  const n = n1 + n2, k = x1 + x2;
  const minExpected = n > 0 ? Math.min(n1, n2) * Math.min(k, n - k) / n : 0;
  if (minExpected >= 5) return { p: twoProportionZ(x1, n1, x2, n2).p, test: 'z' };
  return { p: fisherExact(x1, n1, x2, n2), test: 'fisher' };
}

/**
 * Holm's step-down adjusted p-values, in the input order: sort ascending, multiply the i-th smallest
 * (0-based) by (m - i), take running maxima, cap at 1. Reject H_i at level alpha iff adjusted p_i <= alpha.
 */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}

/** One stratum of a "with vs without" comparison. */
export interface Stratum { x1: number; n1: number; x0: number; n0: number }

/**
 * Risk difference (with - without) pooled over strata with Mantel-Haenszel weights n1*n0/(n1+n0).
 * The standard error combines per-stratum variances computed with Agresti-Caffo pseudo-counts
 * (one success and one failure added to each group), so it is never zero when no game was won.
 * Strata where either group is empty carry no information and are skipped.
 */
export function stratifiedDiff(strata: readonly Stratum[], z = Z95): { diff: number; lo: number; hi: number; p: number; n1: number; n0: number; x1: number; x0: number; strata: number } {
  let sw = 0, swd = 0, sw2v = 0, n1 = 0, n0 = 0, x1 = 0, x0 = 0, used = 0;
  for (const s of strata) {
    if (s.n1 <= 0 || s.n0 <= 0) continue;
    used++;
    n1 += s.n1; n0 += s.n0; x1 += s.x1; x0 += s.x0;
    const w = (s.n1 * s.n0) / (s.n1 + s.n0);
    const d = s.x1 / s.n1 - s.x0 / s.n0;
    const a1 = (s.x1 + 1) / (s.n1 + 2), a0 = (s.x0 + 1) / (s.n0 + 2);
    const v = (a1 * (1 - a1)) / (s.n1 + 2) + (a0 * (1 - a0)) / (s.n0 + 2);
    sw += w; swd += w * d; sw2v += w * w * v;
  }
  if (sw === 0) return { diff: 0, lo: -1, hi: 1, p: 1, n1, n0, x1, x0, strata: 0 };
  const diff = swd / sw;
  const se = Math.sqrt(sw2v) / sw;
  const p = Math.min(1, 2 * normalSf(Math.abs(diff) / se));
  return { diff, lo: Math.max(-1, diff - z * se), hi: Math.min(1, diff + z * se), p, n1, n0, x1, x0, strata: used };
}

/** Spearman rank correlation (average ranks for ties); NaN when either side is constant. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const rank = (v: readonly number[]) => {
    const idx = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < idx.length;) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
      for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const ra = rank(a), rb = rank(b);
  const n = a.length;
  const ma = ra.reduce((s, x) => s + x, 0) / n, mb = rb.reduce((s, x) => s + x, 0) / n;
  let sab = 0, saa = 0, sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (ra[i]! - ma) * (rb[i]! - mb); saa += (ra[i]! - ma) ** 2; sbb += (rb[i]! - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : NaN;
}
