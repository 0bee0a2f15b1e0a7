// Win rates pooled over cells, with deals as the unit of sampling.
//
// A pooled rate is the design-weighted mean of its cells' win rates (each cell counts equally unless
// told otherwise), never games pooled by count: adaptive sampling plays more games where a cell is near
// 50%, and pooling by games would let that choice change the answer.
//
// Its uncertainty treats the deal (the seed) as the unit: cells that differ only in the bot or the
// challenge modes replay the same deals, so their games are not independent. The variance is the
// deal-clustered (sandwich) variance: the estimate is a weighted sum of games, the residuals of the games
// of one deal are added up, and the squares of those deal totals are summed (each cell's residuals
// scaled by n/(n-1), so that the variance of a cell of independent games is unbiased). From it comes an
// effective number of games n* = p(1-p)/variance, and the interval is Wilson's at n*. Two pooled rates are compared with MOVER (their two
// intervals and the correlation of the estimates, from the deals they share); two single cells that share
// deals with McNemar's test and Tango's interval on the deals both played.

import { mcnemar, moverP, moverRates, tango, waldChiSquare, wilsonP, Z95, type RateEstimate } from './stats.js';
import type { GameStore, Interner } from './store.js';

/**
 * A cell's games in a pooled rate: its weight, optionally which of its games count, and optionally what
 * counts as a success (default: a win; e.g. "lost to this cause" for the loss-cause shares).
 */
export interface Part { store: GameStore; cell: number; weight?: number; keep?: (game: number) => boolean; success?: (game: number) => boolean }

/** Per-deal values, sorted by deal id. */
export interface Sparse { idx: Int32Array; val: Float64Array }

export interface Estimate extends RateEstimate {
  /** design-weighted win rate and its 95% Wilson interval at the effective size nEff */
  p: number; lo: number; hi: number; nEff: number;
  /** games, successes (wins unless told otherwise), losses, draws counted (all parts) and the parts that had games */
  n: number; wins: number; losses: number; draws: number; cells: number;
  /** deal-clustered variance of p, and each deal's share of p's deviation (for covariances) */
  v: number; res: Sparse;
  /** the one whole cell this estimate is, if it is one (McNemar and Tango pair such cells on their deals) */
  single: { store: GameStore; cell: number } | null;
  /** the deal ids `res` refers to (estimates from stores with different ids share no deal) */
  deals: Interner | null;
}

// scratch arrays indexed by deal id, reused between calls and cleared through the touched list
let scratchR = new Float64Array(0), scratchA = new Float64Array(0), scratchMark = new Int8Array(0), scratchTouched = new Int32Array(0);
function scratch(size: number): void {
  if (scratchR.length < size) {
    const k = Math.max(size, scratchR.length * 2, 1024);
    scratchR = new Float64Array(k); scratchA = new Float64Array(k); scratchMark = new Int8Array(k).fill(-1); scratchTouched = new Int32Array(k);
  }
}

/** The deal ids the parts share (the scratch arrays sized for them); parts from stores with different ids are an error. */
function sharedDeals(counts: readonly { part: Part }[], who: string): Interner {
  const deals = counts[0]!.part.store.deals;
  if (counts.some((c) => c.part.store.deals !== deals)) throw new Error(`${who}: parts from stores that do not share their deal ids`);
  scratch(deals.size);
  return deals;
}

const EMPTY: Sparse = { idx: new Int32Array(0), val: new Float64Array(0) };

/** A part's games that count (its `keep`), one at a time. */
function eachGame(part: Part, fn: (game: number) => void): void {
  const games = part.store.gamesOf(part.cell);
  for (let j = 0; j < games.length; j++) { const g = games[j]!; if (!part.keep || part.keep(g)) fn(g); }
}

/** What both estimators share: the parts that had games, the design-weighted mean and its deal-clustered variance. */
interface Clustered {
  counts: { part: Part; n: number; sum: number; w: number }[];
  n: number; mean: number;
  /** deal-clustered variance of the mean, each deal's share of its deviation, and the sum of the squared deal weights */
  v: number; res: Sparse; sumA2: number; deals: Interner;
}

/**
 * The design-weighted mean of `value` over the parts' games (NaN: the game is left out) and its deal-clustered
 * (sandwich) variance: each cell's mean, the cells weighted as the parts say; the residuals of each game about its
 * cell's mean, scaled by n/(n-1) so that a cell of independent games is unbiased, summed per deal, the squares of the
 * deal totals summed. Null when no part has a game (or the weights sum to nothing).
 */
function clustered(parts: readonly Part[], value: (part: Part, game: number) => number, who: string): Clustered | null {
  const counts: Clustered['counts'] = [];
  let n = 0;
  for (const part of parts) {
    let k = 0, sum = 0;
    eachGame(part, (g) => { const x = value(part, g); if (Number.isFinite(x)) { k++; sum += x; } });
    if (k === 0) continue;
    counts.push({ part, n: k, sum, w: part.weight ?? 1 });
    n += k;
  }
  const W = counts.reduce((s, c) => s + c.w, 0);
  if (!counts.length || !(W > 0)) return null;
  let mean = 0;
  for (const c of counts) { c.w /= W; mean += c.w * (c.sum / c.n); }
  const deals = sharedDeals(counts, who);
  let nt = 0;
  for (const c of counts) {
    const dealOf = c.part.store.dealOf;
    const a = (c.w / c.n) * (c.n > 1 ? Math.sqrt(c.n / (c.n - 1)) : 1), m = c.sum / c.n, aw = c.w / c.n;
    eachGame(c.part, (g) => {
      const x = value(c.part, g);
      if (!Number.isFinite(x)) return;
      const dl = dealOf[g]!;
      if (scratchMark[dl] === -1) { scratchMark[dl] = 1; scratchTouched[nt++] = dl; }
      scratchR[dl]! += a * (x - m);
      scratchA[dl]! += aw;
    });
  }
  const idx = scratchTouched.slice(0, nt).sort(), val = new Float64Array(nt);
  let v = 0, sumA2 = 0;
  for (let i = 0; i < nt; i++) {
    const dl = idx[i]!;
    val[i] = scratchR[dl]!;
    v += scratchR[dl]! ** 2; sumA2 += scratchA[dl]! ** 2;
    scratchR[dl] = 0; scratchA[dl] = 0; scratchMark[dl] = -1;
  }
  return { counts, n, mean, v, res: { idx, val }, sumA2, deals };
}

/** A game counted by `estimate`: 1 a success (a win unless the part says otherwise), else 0. */
const success = (part: Part, g: number): number => (part.success ? (part.success(g) ? 1 : 0) : part.store.winOf(g));

/** The design-weighted win rate over the parts, with its deal-clustered uncertainty. */
export function estimate(parts: readonly Part[], z = Z95): Estimate {
  const single = parts.length === 1 && !parts[0]!.keep && !parts[0]!.success && parts[0]!.store.gamesOf(parts[0]!.cell).length > 0 ? { store: parts[0]!.store, cell: parts[0]!.cell } : null;
  const c = clustered(parts, success, 'estimate');
  if (c === null) return { p: 0, lo: 0, hi: 1, nEff: 0, n: 0, wins: 0, losses: 0, draws: 0, cells: 0, v: 0, res: EMPTY, single, deals: null };
  let wins = 0, losses = 0, draws = 0;
  for (const x of c.counts) {
    wins += x.sum;
    const res = x.part.store.resultOf;
    eachGame(x.part, (g) => { const r = res[g]!; if (r === 0) losses++; else if (r === 2) draws++; });
  }
  const p = c.mean, v = c.v, n = c.n;
  // The effective size behind the Wilson interval: the textbook n for one whole cell; else p(1-p)/v.
  // With no spread at all (every game of every part alike) there is no variance to go by: take the size
  // that assumes a deal's games are all one (as if every deal were played once). Neither counts a deal
  // twice, so repeating a cell's games under another name changes nothing.
  const nPerfect = 1 / c.sumA2;
  const nEff = single ? n : v > 0 ? (p * (1 - p)) / v : nPerfect;
  const w = wilsonP(p, nEff, z);
  return { p, lo: w.lo, hi: w.hi, nEff, n, wins, losses, draws, cells: c.counts.length, v, res: c.res, single, deals: c.deals };
}

/** A design-weighted mean of a per-game number in [0, 1] (each cell counting equally), with its deal-clustered interval. */
export interface MeanEstimate { mean: number; lo: number; hi: number; n: number; cells: number }

/**
 * The mean of `value` over the parts' games (those where it is a number): each cell's mean, the cells weighted as in
 * `estimate`, and the same deal-clustered (sandwich) variance. The interval is the normal one, kept within [0, 1];
 * with no spread at all, Wilson's at the number of deals.
 */
export function meanEstimate(parts: readonly Part[], value: (game: number) => number, z = Z95): MeanEstimate {
  const c = clustered(parts, (_part, g) => value(g), 'meanEstimate');
  if (c === null) return { mean: NaN, lo: 0, hi: 1, n: 0, cells: 0 };
  const { mean, v, n } = c;
  // With no spread at all (every game alike, e.g. none scratched the villain) there is no variance to go by: as
  // `estimate` does, take Wilson's interval for a share at the size that counts each deal once. A number in [0, 1]
  // varies at most as a share with its mean does, so this interval is not narrower than the data allow.
  if (v === 0) { const w = wilsonP(mean, 1 / c.sumA2, z); return { mean, lo: w.lo, hi: w.hi, n, cells: c.counts.length }; }
  const half = z * Math.sqrt(v);
  return { mean, lo: Math.max(0, mean - half), hi: Math.min(1, mean + half), n, cells: c.counts.length };
}

/** The difference of two design-weighted means (A − B) with its deal-clustered normal 95% interval. */
export interface MeanDifference { diff: number; lo: number; hi: number; meanA: number; meanB: number; nA: number; nB: number }

/**
 * A − B for the means of `value` over two sets of parts (as `meanEstimate` weighs each), with the variance of the
 * difference clustered by deal: each side's deal-clustered variance, less twice their covariance over the deals both
 * sides played. Null when a side has no game.
 */
export function meanDifference(A: readonly Part[], B: readonly Part[], value: (game: number) => number, z = Z95): MeanDifference | null {
  const a = clustered(A, (_p, g) => value(g), 'meanDifference');
  if (a === null) return null;
  const b = clustered(B, (_p, g) => value(g), 'meanDifference');
  if (b === null) return null;
  if (a.deals !== b.deals) throw new Error('meanDifference: parts from stores that do not share their deal ids');
  const diff = a.mean - b.mean, half = z * Math.sqrt(Math.max(0, a.v + b.v - 2 * dot(a.res, b.res)));
  return { diff, lo: diff - half, hi: diff + half, meanA: a.mean, meanB: b.mean, nA: a.n, nB: b.n };
}

/** Sum over shared deals of a.val * b.val. */
export function dot(a: Sparse, b: Sparse): number {
  let i = 0, j = 0, s = 0;
  while (i < a.idx.length && j < b.idx.length) {
    const x = a.idx[i]!, y = b.idx[j]!;
    if (x === y) { s += a.val[i++]! * b.val[j++]!; } else if (x < y) i++; else j++;
  }
  return s;
}

/** a - b as a sparse vector. */
export function subtract(a: Sparse, b: Sparse): Sparse {
  const idx = new Int32Array(a.idx.length + b.idx.length), val = new Float64Array(idx.length);
  let i = 0, j = 0, k = 0;
  while (i < a.idx.length || j < b.idx.length) {
    const x = i < a.idx.length ? a.idx[i]! : Infinity, y = j < b.idx.length ? b.idx[j]! : Infinity;
    if (x === y) { idx[k] = x; val[k++] = a.val[i++]! - b.val[j++]!; } else if (x < y) { idx[k] = x; val[k++] = a.val[i++]!; } else { idx[k] = y; val[k++] = -b.val[j++]!; }
  }
  return { idx: idx.subarray(0, k), val: val.subarray(0, k) };
}

/** 'randomization': the exact stratified randomization test (stats.ts stratifiedExactP), where a comparison rests on
 *  too few wins or losses for MOVER's interval and that test's p is the larger */
export type TestName = 'mcnemar' | 'mover' | 'randomization';

/** A comparison A - B of two rates. */
export interface Comparison {
  diff: number; lo: number; hi: number; p: number; test: TestName;
  /** the two rates as compared (on the common deals, for a paired test) */
  rateA: number; rateB: number;
  /** deals both played, when the test paired them (McNemar); else 0 */
  pairs: number;
}

/** McNemar and Tango on the deals two whole cells both played; null when they share none. */
function pairedCells(A: { store: GameStore; cell: number }, B: { store: GameStore; cell: number }, z: number): Comparison | null {
  scratch(Math.max(A.store.deals.size, B.store.deals.size));
  const ga = A.store.gamesOf(A.cell), gb = B.store.gamesOf(B.cell);
  const da = A.store.dealOf, db = B.store.dealOf, ra = A.store.resultOf, rb = B.store.resultOf;
  for (let j = 0; j < ga.length; j++) scratchMark[da[ga[j]!]!] = ra[ga[j]!] === 1 ? 1 : 0;
  let n = 0, both = 0, onlyA = 0, onlyB = 0;
  for (let j = 0; j < gb.length; j++) {
    const m = scratchMark[db[gb[j]!]!]!;
    if (m < 0) continue;
    n++;
    const wb = rb[gb[j]!] === 1 ? 1 : 0;
    if (m === 1 && wb === 1) both++; else if (m === 1) onlyA++; else if (wb === 1) onlyB++;
  }
  for (let j = 0; j < ga.length; j++) scratchMark[da[ga[j]!]!] = -1;
  if (n === 0) return null;
  const t = tango(onlyA, onlyB, n, z);
  return {
    diff: t.diff, lo: t.lo, hi: t.hi, p: mcnemar(onlyA, onlyB), test: 'mcnemar',
    rateA: (both + onlyA) / n, rateB: (both + onlyB) / n, pairs: n,
  };
}

/** Compares two rates (A - B): paired on their common deals when both are single cells that share deals, else MOVER. */
export function compare(A: Estimate, B: Estimate, z = Z95): Comparison {
  // deal ids mean the same deals only within one id space
  const shared = A.deals !== null && A.deals === B.deals;
  if (shared && A.single && B.single) {
    const paired = pairedCells(A.single, B.single, z);
    if (paired) return paired;
  }
  const cov = shared && A.v > 0 && B.v > 0 ? dot(A.res, B.res) : 0;
  const r = cov ? cov / Math.sqrt(A.v * B.v) : 0;
  const m = moverRates(A, B, r, z);
  return { diff: m.diff, lo: m.lo, hi: m.hi, p: moverP(A, B, r), test: 'mover', rateA: A.p, rateB: B.p, pairs: 0 };
}

/** The difference of two estimates as a point and its per-deal deviations (for heterogeneity tests). */
export interface Effect { diff: number; res: Sparse }
export function effect(A: Estimate, B: Estimate): Effect {
  if (A.deals !== null && B.deals !== null && A.deals !== B.deals) throw new Error('effect: estimates with different deal ids');
  return { diff: A.p - B.p, res: subtract(A.res, B.res) };
}

/**
 * Are these effects (one per bot, say) all equal? Wald chi-square on the differences from the first,
 * with their deal-clustered covariance (the bots share deals). Copies that never differ add no degree of
 * freedom. Fewer than two effects: no test (p = 1, df = 0).
 */
export function heterogeneity(effects: readonly Effect[]): { stat: number; df: number; p: number } {
  if (effects.length < 2) return { stat: 0, df: 0, p: 1 };
  const e0 = effects[0]!;
  const rest = effects.slice(1).map((e) => ({ d: e.diff - e0.diff, res: subtract(e.res, e0.res) }));
  const S = rest.map((a) => rest.map((b) => dot(a.res, b.res)));
  return waldChiSquare(rest.map((r) => r.d), S);
}

/**
 * A stratified deal bootstrap: each replicate draws, within each group of cells that share deals, as
 * many deals as the group has, with replacement, and counts the games and wins of every cell on the
 * drawn deals. `onReplicate` gets those counts, indexed like `cells`.
 */
export function dealBootstrap(store: GameStore, cells: readonly number[], reps: number, rand: () => number,
  onReplicate: (games: Float64Array, wins: Float64Array) => void): void {
  const local = new Map<number, number>(); // deal -> local index
  const cellPos = new Map(cells.map((c, i) => [c, i]));
  const dealOf = store.dealOf, res = store.resultOf;
  // union-find over the cells: two cells are in one group when they share a deal
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => { while (parent[i] !== i) { parent[i] = parent[parent[i]!]!; i = parent[i]!; } return i; };
  const firstCell: number[] = [], gameCount: number[] = [];
  const codes: number[] = [], dealOfCode: number[] = [];
  for (const c of cells) {
    const games = store.gamesOf(c), ci = cellPos.get(c)!;
    for (let j = 0; j < games.length; j++) {
      const g = games[j]!, d = dealOf[g]!;
      let k = local.get(d);
      if (k === undefined) { k = firstCell.length; local.set(d, k); firstCell.push(ci); gameCount.push(0); } else {
        const a = find(ci), b = find(firstCell[k]!);
        if (a !== b) parent[a] = b;
      }
      gameCount[k]!++;
      codes.push(ci * 2 + (res[g] === 1 ? 1 : 0)); dealOfCode.push(k);
    }
  }
  // each deal's games as one run of `flat` (cell * 2 + win)
  const start = new Int32Array(firstCell.length + 1);
  gameCount.forEach((n, k) => { start[k + 1] = start[k]! + n; });
  const fill = start.slice(0, firstCell.length), flat = new Int32Array(codes.length);
  codes.forEach((code, i) => { flat[fill[dealOfCode[i]!]!++] = code; });
  const groups = new Map<number, number[]>();
  firstCell.forEach((f, k) => { const r = find(f); (groups.get(r) ?? groups.set(r, []).get(r)!).push(k); });
  const strata = [...groups.values()].map((s) => Int32Array.from(s));
  const games = new Float64Array(cells.length), wins = new Float64Array(cells.length);
  for (let b = 0; b < reps; b++) {
    games.fill(0); wins.fill(0);
    for (const s of strata) {
      for (let k = 0; k < s.length; k++) {
        const dl = s[Math.floor(rand() * s.length)]!;
        for (let i = start[dl]!, e = start[dl + 1]!; i < e; i++) { const code = flat[i]!; games[code >> 1]!++; wins[code >> 1]! += code & 1; }
      }
    }
    onReplicate(games, wins);
  }
}
