// Interval and test maths used by the reports. Everything is at the 95% level unless a z is given.
//
// - Wilson score interval for one proportion (good coverage even at 0 or n successes), also for an
//   effective sample size that is not a whole number (a pooled rate whose games are not independent).
// - MOVER ("method of variance estimates recovery", Zou & Donner 2008) for a difference of two rates from
//   their two intervals and the correlation of the two estimates. With independent samples and plain
//   Wilson intervals it is Newcombe's hybrid score interval (his method 10).
// - Paired rates on the same deals: McNemar's test (exact conditional binomial) and Tango's score interval.
// - Holm's step-down adjustment of a family of p-values (controls the family-wise error rate).
// - A Wald chi-square test of "all these effects are equal" with a generalised inverse (heterogeneity).
// - Spearman rank correlation, and a small seeded generator for bootstraps.

/** Two-sided 95% standard normal quantile. */
export const Z95 = 1.959963984540054;

/** Report-wide family-wise significance level: the chance of any false claim in a report. */
export const ALPHA = 0.05;

export interface Interval { lo: number; hi: number }

/**
 * Wilson score interval for a proportion `p` estimated with (effective) sample size `n`; [0, 1] when
 * n = 0. With p = x/n and a whole n this is the textbook interval.
 */
export function wilsonP(p: number, n: number, z = Z95): Interval {
  if (!(n > 0)) return { lo: 0, hi: 1 };
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt(Math.max(0, p * (1 - p)) / n + (z * z) / (4 * n * n));
  // clamp rounding noise at the ends (p = 0 gives exactly lo = 0 in exact arithmetic)
  return { lo: p <= 0 ? 0 : Math.max(0, centre - half), hi: p >= 1 ? 1 : Math.min(1, centre + half) };
}

/** Wilson score interval for `x` successes out of `n`; [0, 1] when n = 0. */
export function wilson(x: number, n: number, z = Z95): Interval {
  return n > 0 ? wilsonP(x / n, n, z) : { lo: 0, hi: 1 };
}

/**
 * MOVER interval for pA - pB from the two rates' own intervals (lA..uA, lB..uB) and the correlation r
 * of the two estimates (0 for independent samples; positive when they share deals):
 *   lo = d - sqrt((pA-lA)^2 + (uB-pB)^2 - 2r(pA-lA)(uB-pB)),  hi = d + sqrt((uA-pA)^2 + (pB-lB)^2 - 2r(uA-pA)(pB-lB)).
 */
export function mover(pA: number, a: Interval, pB: number, b: Interval, r = 0): Interval & { diff: number } {
  const d = pA - pB;
  const rr = Math.max(-1, Math.min(1, Number.isFinite(r) ? r : 0));
  const e1 = pA - a.lo, f1 = b.hi - pB, e2 = a.hi - pA, f2 = pB - b.lo;
  return {
    diff: d,
    lo: Math.max(-1, d - Math.sqrt(Math.max(0, e1 * e1 + f1 * f1 - 2 * rr * e1 * f1))),
    hi: Math.min(1, d + Math.sqrt(Math.max(0, e2 * e2 + f2 * f2 - 2 * rr * e2 * f2))),
  };
}

/** Newcombe's hybrid score interval for p1 - p2 of two independent samples (MOVER with Wilson intervals). */
export function newcombe(x1: number, n1: number, x2: number, n2: number, z = Z95): Interval & { diff: number } {
  const p1 = n1 > 0 ? x1 / n1 : 0, p2 = n2 > 0 ? x2 / n2 : 0;
  return mover(p1, wilson(x1, n1, z), p2, wilson(x2, n2, z), 0);
}

/** A rate to compare: its estimate and effective sample size (for its Wilson interval). */
export interface RateEstimate { p: number; nEff: number }

/** MOVER interval for A - B at the normal quantile z, from Wilson intervals with effective sizes. */
export function moverRates(A: RateEstimate, B: RateEstimate, r: number, z = Z95): Interval & { diff: number } {
  return mover(A.p, wilsonP(A.p, A.nEff, z), B.p, wilsonP(B.p, B.nEff, z), r);
}

/**
 * Two-sided p-value that matches the MOVER interval: the smallest alpha at which the 1 - alpha interval
 * of A - B leaves out 0 (found by bisection on z). So a difference "holds" at a level exactly when
 * its interval at that level excludes 0.
 */
export function moverP(A: RateEstimate, B: RateEstimate, r: number): number {
  const d = A.p - B.p;
  if (d === 0 || !(A.nEff > 0) || !(B.nEff > 0)) return 1;
  const edge = (z: number) => { const m = moverRates(A, B, r, z); return d > 0 ? m.lo : -m.hi; };
  if (edge(40) > 0) return 0;
  // z to 1e-7 (p then to about z·1e-7 relative: ample for Holm)
  let lo = 0, hi = 40;
  while (hi - lo > 1e-7) { const mid = (lo + hi) / 2; if (edge(mid) > 0) lo = mid; else hi = mid; }
  return Math.min(1, 2 * normalSf((lo + hi) / 2));
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

// log(k!) for k = 0.. (grown on demand; exact summation, fine up to millions)
const logFact: number[] = [0];
function lf(k: number): number {
  for (let i = logFact.length; i <= k; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  return logFact[k]!;
}

/** One stratum of a randomization test: n1 games with a label, n0 without, k successes in all, w of them with the label. */
export interface Stratum { n1: number; n0: number; k: number; w: number; weight: number }

/**
 * Exact two-sided p of a stratified randomization test for a labelled group's rate against the rest. In each stratum
 * the label fell on n1 of its n1 + n0 games at random, so under the sharp null (the label changes no game's result) the
 * labelled games' successes W follow the hypergeometric distribution given the stratum's k successes. The statistic is
 * the weighted sum over strata of W/n1 - (k - W)/n0 (its mean is 0 under the null); p is the chance of a statistic at
 * least as far from 0 as the one observed. Null (not computed) when the distribution would have more than `maxSupport`
 * points: that happens only with many successes and failures, where the normal approximations hold.
 */
export function stratifiedExactP(strata: readonly Stratum[], maxSupport = 200_000): number | null {
  let dist = new Map<number, number>([[0, 1]]);
  let observed = 0;
  const key = (v: number) => Math.round(v * 1e9) / 1e9;
  for (const s of strata) {
    const { n1, n0, k, w, weight } = s, n = n1 + n0;
    if (n1 <= 0 || n0 <= 0) continue;
    const value = (x: number) => weight * (x / n1 - (k - x) / n0);
    observed += value(w);
    const lo = Math.max(0, k - n0), hi = Math.min(k, n1);
    const logDen = lf(n) - lf(k) - lf(n - k);
    const next = new Map<number, number>();
    for (let x = lo; x <= hi; x++) {
      const q = Math.exp(lf(n1) - lf(x) - lf(n1 - x) + lf(n0) - lf(k - x) - lf(n0 - k + x) - logDen);
      const v = value(x);
      for (const [d, pr] of dist) { const kk = key(d + v); next.set(kk, (next.get(kk) ?? 0) + pr * q); }
      if (next.size > maxSupport) return null;
    }
    dist = next;
  }
  const edge = Math.abs(observed) - 1e-9;
  let p = 0;
  for (const [d, q] of dist) if (Math.abs(d) >= edge) p += q;
  return Math.min(1, p);
}

/**
 * McNemar's test for paired results: b pairs where only A won, c where only B won. Two-sided exact
 * conditional test (b ~ Binomial(b + c, 1/2) under "A and B win equally often"), which never exceeds
 * its level; above 100,000 discordant pairs the normal approximation (b - c)/sqrt(b + c) is used.
 */
export function mcnemar(b: number, c: number): number {
  const m = b + c;
  if (m === 0) return 1;
  if (m > 100_000) return Math.min(1, 2 * normalSf(Math.abs(b - c) / Math.sqrt(m)));
  const k = Math.min(b, c);
  // P(X <= k) for X ~ Bin(m, 1/2), summed from the largest term down for accuracy
  let s = 0;
  const base = lf(m) - m * Math.LN2;
  for (let i = k; i >= 0; i--) {
    const t = Math.exp(base - lf(i) - lf(m - i));
    s += t;
    if (t < s * 1e-17) break;
  }
  return Math.min(1, 2 * s);
}

/**
 * Tango's score statistic for a paired difference Delta = pA - pB, from n pairs of which b have only A
 * winning and c only B: (b - c - n Delta) / sqrt(n (2q + Delta(1 - Delta))), where q is the maximum
 * likelihood estimate of P(only B wins) under Delta (the positive root of
 * 2n q^2 - ((b + c) - (2n - b + c) Delta) q - c Delta (1 - Delta) = 0). At Delta = 0 it is McNemar's
 * (b - c) / sqrt(b + c).
 */
export function tangoZ(b: number, c: number, n: number, delta: number): number {
  const B = (b + c) - (2 * n - b + c) * delta;
  const q = Math.max(0, (B + Math.sqrt(Math.max(0, B * B + 8 * n * c * delta * (1 - delta)))) / (4 * n));
  const v = n * (2 * q + delta * (1 - delta));
  const num = b - c - n * delta;
  if (!(v > 0)) return num === 0 ? 0 : num > 0 ? Infinity : -Infinity;
  return num / Math.sqrt(v);
}

/**
 * Tango's (1998) score interval for the difference of two paired rates: every Delta whose score
 * statistic lies within +-z. b = pairs where only A won, c = pairs where only B won, n = all pairs.
 */
export function tango(b: number, c: number, n: number, z = Z95): Interval & { diff: number } {
  if (n <= 0) return { diff: 0, lo: -1, hi: 1 };
  const d = (b - c) / n;
  const solve = (from: number, to: number, target: number) => {
    // tangoZ decreases in Delta; find where it crosses target between from and to
    let a = from, e = to;
    for (let i = 0; i < 80; i++) {
      const m = (a + e) / 2;
      if ((tangoZ(b, c, n, m) - target) * (tangoZ(b, c, n, a) - target) <= 0) e = m; else a = m;
    }
    return (a + e) / 2;
  };
  const lo = tangoZ(b, c, n, -1) <= z ? -1 : solve(-1, d, z);
  const hi = tangoZ(b, c, n, 1) >= -z ? 1 : solve(d, 1, -z);
  return { diff: d, lo: Math.min(lo, d), hi: Math.max(hi, d) };
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

/** log Gamma (Lanczos, g = 7, n = 9), relative error about 1e-15 for x > 0. */
export function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61503916999185,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Upper regularized incomplete gamma Q(a, x) = Gamma(a, x) / Gamma(a): series below a + 1, continued fraction above. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a, sum = term;
    for (let n = 1; n < 10000; n++) { term *= x / (a + n); sum += term; if (term < sum * 1e-16) break; }
    return Math.max(0, 1 - sum * lead);
  }
  // modified Lentz for the continued fraction of Gamma(a, x)
  const tiny = 1e-300;
  let b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b; if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c; if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.min(1, lead * h);
}

/** P(X > x) for X ~ chi-square with df degrees of freedom. */
export function chiSquareSf(x: number, df: number): number {
  if (df <= 0) return 1;
  return gammaQ(df / 2, x / 2);
}

/** Eigenvalues and eigenvectors (columns of `vectors`) of a small symmetric matrix (cyclic Jacobi). */
export function symmetricEigen(m: readonly (readonly number[])[]): { values: number[]; vectors: number[][] } {
  const n = m.length;
  const a = m.map((r) => [...r]);
  const v: number[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) off += a[i]![j]! ** 2;
    if (off < 1e-30) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p]![q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1), s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k]![p]!, akq = a[k]![q]!;
          a[k]![p] = c * akp - s * akq; a[k]![q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p]![k]!, aqk = a[q]![k]!;
          a[p]![k] = c * apk - s * aqk; a[q]![k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k]![p]!, vkq = v[k]![q]!;
          v[k]![p] = c * vkp - s * vkq; v[k]![q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: a.map((r, i) => r[i]!), vectors: v };
}

/**
 * Wald test that the vector d is zero given its covariance matrix S: W = d' S^+ d with the generalised
 * inverse over the directions S can see (eigenvalues above 1e-9 of the largest), chi-square with as
 * many degrees of freedom as those directions. Directions with no variance carry no information, so
 * perfectly dependent copies of one effect count once. df = 0 (no information at all) gives p = 1.
 */
export function waldChiSquare(d: readonly number[], S: readonly (readonly number[])[]): { stat: number; df: number; p: number } {
  if (d.length === 0) return { stat: 0, df: 0, p: 1 };
  const { values, vectors } = symmetricEigen(S);
  const top = Math.max(0, ...values);
  let stat = 0, df = 0;
  values.forEach((lam, k) => {
    if (!(lam > top * 1e-9) || !(lam > 0)) return;
    let proj = 0;
    for (let i = 0; i < d.length; i++) proj += vectors[i]![k]! * d[i]!;
    stat += (proj * proj) / lam;
    df++;
  });
  return { stat, df, p: df ? chiSquareSf(stat, df) : 1 };
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

/** The q-quantile (0..1) of sorted values, by linear interpolation between order statistics. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const h = (sorted.length - 1) * q, i = Math.floor(h);
  return i + 1 < sorted.length ? sorted[i]! + (h - i) * (sorted[i + 1]! - sorted[i]!) : sorted[i]!;
}

/** A small seeded generator (sfc32 over a 32-bit hash of the seed text): reports are reproducible. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) { h ^= seed.charCodeAt(i); h = Math.imul(h, 16777619); }
  let a = h >>> 0, b = 0x9e3779b9, c = 0x243f6a88, d = 1;
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b | 0) + d | 0;
    d = d + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = c << 21 | c >>> 11;
    c = c + t | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}
