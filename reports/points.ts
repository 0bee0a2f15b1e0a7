// Difficulty points: an additive logistic model of a study's games, Sentinels style.
//
//   logit P(win) = intercept + the effect of the Mastermind + of the scheme + of the player count (solo mode
//                  folded in) + of each villain group + of each henchmen group + of each hero + of each challenge mode
//
// One effect per level, each with a normal prior N(0, s_f^2) shared by its factor f (Mastermind, scheme, ...): a
// level seen rarely is pulled toward the average of its factor (shrinkage), a level seen often is left where its
// games put it. The fit is penalised maximum likelihood (Newton's method; the penalty is the prior); each factor's
// s_f is estimated from the data by empirical Bayes (the EM update s_f^2 = mean of effect^2 + its variance over the
// factor's levels). Intervals are +-1.96 posterior standard deviations (the inverse of the penalised Hessian).
//
// Points: one point is POINT_LOGIT in log-odds of winning, and harder is more points: points = -effect / POINT_LOGIT.
// A setup's total is the sum of its parts' points; its predicted win rate is logistic(intercept - POINT_LOGIT x total).
//
// The games should be independent deals: fit one bot's games of the printed game (a study that replays deals for
// several bots or what-if variants gives one model per bot; legendary points chooses).

import { CholeskyDecomposition, Matrix, inverse } from 'ml-matrix';
import { seededRandom, Z95 } from './stats.js';
import type { GameStore } from './store.js';

/** One point, in log-odds of winning (about 5 points of win rate near 50%). */
export const POINT_LOGIT = 0.2;

export const FAMILIES = ['mastermind', 'scheme', 'players', 'villains', 'henchmen', 'heroes', 'challenges'] as const;
export type Family = (typeof FAMILIES)[number];
export const FAMILY_LABEL: Record<Family, string> = {
  mastermind: 'Mastermind', scheme: 'Scheme', players: 'Players', villains: 'Villain group', henchmen: 'Henchmen group', heroes: 'Hero', challenges: 'Challenge mode',
};

/** One game: its levels of each factor (several for villains, henchmen, heroes and challenge modes), its result and its cell. */
export interface PointsGame { levels: Partial<Record<Family, readonly string[]>>; win: number; cell: string }

export interface Effect {
  family: Family; level: string;
  /** log-odds effect on winning, its posterior standard deviation, the games that had this level */
  beta: number; se: number; games: number;
  /** difficulty points (harder = more) and their 95% interval */
  points: number; lo: number; hi: number;
}

export interface PointsModel {
  format: 'legendary-points/1';
  unit: number;
  intercept: { beta: number; se: number };
  /** each factor's prior standard deviation (empirical Bayes), in log-odds */
  sigma: Partial<Record<Family, number>>;
  effects: Effect[];
  /** posterior covariance of (intercept, effects...), the upper triangle row by row (for predictions with intervals) */
  cov: number[];
  games: number;
}

// ---- Design matrix (sparse, 0/1) ----------------------------------------------------------------

interface Design { names: { family: Family; level: string }[]; familyOf: Int32Array; start: Int32Array; idx: Int32Array; y: Float64Array; counts: Float64Array }

function design(games: readonly PointsGame[], only?: (g: PointsGame) => boolean): Design {
  const names: { family: Family; level: string }[] = [];
  const id = new Map<string, number>();
  const rows: number[][] = [];
  const y: number[] = [];
  for (const g of games) {
    if (only && !only(g)) continue;
    const r: number[] = [];
    for (const f of FAMILIES) {
      for (const lv of g.levels[f] ?? []) {
        const k = `${f}\u0000${lv}`;
        let j = id.get(k);
        if (j === undefined) { j = names.length; id.set(k, j); names.push({ family: f, level: lv }); }
        r.push(j + 1); // column 0 is the intercept
      }
    }
    rows.push(r); y.push(g.win ? 1 : 0);
  }
  const start = new Int32Array(rows.length + 1);
  rows.forEach((r, i) => { start[i + 1] = start[i]! + r.length; });
  const idx = new Int32Array(start[rows.length]!);
  rows.forEach((r, i) => idx.set(r, start[i]!));
  const counts = new Float64Array(names.length + 1);
  counts[0] = rows.length;
  for (let k = 0; k < idx.length; k++) counts[idx[k]!]!++;
  return { names, familyOf: Int32Array.from(names, (n) => FAMILIES.indexOf(n.family)), start, idx, y: Float64Array.from(y), counts };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

interface Fit { beta: Float64Array; cov: Matrix }

/** Penalised logistic regression by Newton's method, prior precisions `lambda` (column 0, the intercept, nearly flat). */
function newton(d: Design, lambda: Float64Array, start?: Float64Array): Fit {
  const p = lambda.length, n = d.y.length;
  const beta = start ? Float64Array.from(start) : new Float64Array(p);
  if (!start) { const m = (d.y.reduce((a, b) => a + b, 0) + 0.5) / (n + 1); beta[0] = Math.log(m / (1 - m)); }
  let H = new Matrix(p, p);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Float64Array(p);
    const h = new Float64Array(p * p);
    for (let i = 0; i < n; i++) {
      const a = d.start[i]!, b = d.start[i + 1]!;
      let eta = beta[0]!;
      for (let k = a; k < b; k++) eta += beta[d.idx[k]!]!;
      const mu = logistic(eta), w = mu * (1 - mu), r = d.y[i]! - mu;
      g[0]! += r; h[0]! += w;
      for (let k = a; k < b; k++) {
        const j = d.idx[k]!;
        g[j]! += r; h[j]! += w; h[j * p]! += w; h[j * p + j]! += w;
        for (let l = k + 1; l < b; l++) { const m = d.idx[l]!; h[j * p + m]! += w; h[m * p + j]! += w; }
      }
    }
    for (let j = 0; j < p; j++) { g[j]! -= lambda[j]! * beta[j]!; h[j * p + j]! += lambda[j]!; }
    H = new Matrix(p, p);
    for (let j = 0; j < p; j++) for (let l = 0; l < p; l++) H.set(j, l, h[j * p + l]!);
    const step = new CholeskyDecomposition(H).solve(Matrix.columnVector(Array.from(g)));
    let max = 0;
    for (let j = 0; j < p; j++) { const s = step.get(j, 0); beta[j]! += s; max = Math.max(max, Math.abs(s)); }
    if (max < 1e-7) break;
  }
  return { beta, cov: inverse(H) };
}

export interface FitOptions {
  /** starting prior standard deviation of every factor, in log-odds (default 0.5) */
  sigma?: number;
  /** empirical-Bayes rounds (default 25) */
  rounds?: number;
}

function fitDesign(d: Design, o: FitOptions = {}): { fit: Fit; sigma: Float64Array } {
  const F = FAMILIES.length;
  const sigma = new Float64Array(F).fill(o.sigma ?? 0.5);
  const lambdaOf = () => { const l = new Float64Array(d.names.length + 1); l[0] = 1e-6; d.names.forEach((_, j) => { l[j + 1] = 1 / sigma[d.familyOf[j]!]! ** 2; }); return l; };
  let fit = newton(d, lambdaOf());
  for (let round = 0; round < (o.rounds ?? 25); round++) {
    const s2 = new Float64Array(F), k = new Float64Array(F);
    d.names.forEach((_, j) => { const f = d.familyOf[j]!; s2[f]! += fit.beta[j + 1]! ** 2 + fit.cov.get(j + 1, j + 1); k[f]!++; });
    let moved = 0;
    for (let f = 0; f < F; f++) {
      if (!k[f]) continue;
      const s = Math.min(2, Math.max(0.02, Math.sqrt(s2[f]! / k[f]!)));
      moved = Math.max(moved, Math.abs(s - sigma[f]!));
      sigma[f] = s;
    }
    fit = newton(d, lambdaOf(), fit.beta);
    if (moved < 1e-4) break;
  }
  return { fit, sigma };
}

/** Fits the points model to games (every game counts; pass one bot's games of the printed game). */
export function fitPoints(games: readonly PointsGame[], o: FitOptions = {}): PointsModel {
  const d = design(games);
  if (d.y.length === 0) throw new Error('no games to fit');
  const { fit, sigma } = fitDesign(d, o);
  const effects: Effect[] = d.names.map((nm, j) => {
    const beta = fit.beta[j + 1]!, se = Math.sqrt(fit.cov.get(j + 1, j + 1));
    return {
      family: nm.family, level: nm.level, beta, se, games: d.counts[j + 1]!,
      points: -beta / POINT_LOGIT, lo: -(beta + Z95 * se) / POINT_LOGIT, hi: -(beta - Z95 * se) / POINT_LOGIT,
    };
  });
  const p = d.names.length + 1;
  const cov: number[] = [];
  for (let j = 0; j < p; j++) for (let l = j; l < p; l++) cov.push(Number(fit.cov.get(j, l).toPrecision(5)));
  return {
    format: 'legendary-points/1', unit: POINT_LOGIT,
    intercept: { beta: fit.beta[0]!, se: Math.sqrt(fit.cov.get(0, 0)) },
    sigma: Object.fromEntries(FAMILIES.map((f, i) => [f, sigma[i]!]).filter(([f]) => effects.some((e) => e.family === f))),
    effects, cov, games: games.length,
  };
}

// ---- Predictions --------------------------------------------------------------------------------

/**
 * A setup: the levels it names, and how many of each factor it leaves to chance (drawn, without repeats, from the
 * levels the model saw that `allowed` lets in). Levels the model never saw are returned in `unseen`: they count 0
 * with their factor's prior variance added (the model cannot say more about them).
 */
export interface SetupLevels {
  fixed: Partial<Record<Family, readonly string[]>>;
  random: Partial<Record<Family, number>>;
  /** the levels a part left to chance may be drawn from (the selected sets' groups), per factor; absent: every level seen */
  allowed?: Partial<Record<Family, ReadonlySet<string>>>;
}

export interface Prediction {
  /** win rate and its 95% interval (of the expected win rate: the model's uncertainty) */
  rate: number; lo: number; hi: number;
  /** the setup's difficulty points (the random parts at their factor's average) */
  points: number;
  unseen: string[];
}

function covAt(m: PointsModel, j: number, l: number): number {
  const p = m.effects.length + 1;
  if (l < j) [j, l] = [l, j];
  return m.cov[j * p - (j * (j - 1)) / 2 + (l - j)]!;
}

export function predict(m: PointsModel, s: SetupLevels): Prediction {
  const p = m.effects.length + 1;
  const unseen: string[] = [];
  let extraVar = 0;
  const index = new Map(m.effects.map((e, j) => [`${e.family}\u0000${e.level.toLowerCase()}`, j + 1]));
  const fixedCols: number[] = [0];
  const fixedByFamily = new Map<Family, Set<number>>();
  for (const f of FAMILIES) {
    for (const lv of s.fixed[f] ?? []) {
      const j = index.get(`${f}\u0000${lv.toLowerCase()}`);
      if (j === undefined) { unseen.push(`${FAMILY_LABEL[f]} ${lv}`); extraVar += (m.sigma[f] ?? 0.5) ** 2; } else {
        fixedCols.push(j);
        if (!fixedByFamily.has(f)) fixedByFamily.set(f, new Set());
        fixedByFamily.get(f)!.add(j);
      }
    }
  }
  // the parts left to chance: drawn from the levels the model saw (without repeats, never a fixed one), many times;
  // the prediction is the mean win rate over the draws (not the win rate at the mean effect, which is biased)
  const allowedIn = (f: Family, level: string) => { const a = s.allowed?.[f]; return !a || a.has(level.toLowerCase()); };
  const pools = FAMILIES.map((f) => ({ f, k: s.random[f] ?? 0, cols: m.effects.map((e, j) => (e.family === f && !fixedByFamily.get(f)?.has(j + 1) && allowedIn(f, e.level) ? j + 1 : -1)).filter((j) => j > 0) }))
    .filter((x) => x.k > 0 && x.cols.length > 0);
  const draws = pools.length ? 10_000 : 1;
  const rnd = seededRandom('points-predict');
  const grad = new Float64Array(p);
  let mean = 0, meanSq = 0, slope = 0, fixedEta = 0;
  for (const j of fixedCols) fixedEta += j === 0 ? m.intercept.beta : m.effects[j - 1]!.beta;
  let randomPoints = 0;
  for (let d = 0; d < draws; d++) {
    let eta = fixedEta;
    const cols = fixedCols.slice();
    for (const { k, cols: pool } of pools) {
      const c = pool.slice();
      for (let i = 0; i < Math.min(k, c.length); i++) {
        const j = c.splice(Math.floor(rnd() * c.length), 1)[0]!;
        eta += m.effects[j - 1]!.beta; cols.push(j);
      }
    }
    randomPoints += -(eta - fixedEta) / m.unit / draws;
    const mu = logistic(eta), w = mu * (1 - mu);
    mean += mu / draws; meanSq += (mu * mu) / draws; slope += w / draws;
    for (const j of cols) grad[j]! += w / draws;
  }
  let v = 0;
  const nz = [...grad.keys()].filter((j) => grad[j]);
  for (const a of nz) for (const b of nz) v += grad[a]! * grad[b]! * covAt(m, a, b);
  v += extraVar * slope * slope;
  // the Monte Carlo error of the mean over the draws (small at 10,000 draws, but counted)
  v += Math.max(0, meanSq - mean * mean) / draws;
  // the interval on the log-odds scale (delta method), so that it stays inside 0..1
  const lg = Math.log(mean / (1 - mean)), se = Math.sqrt(Math.max(0, v)) / Math.max(1e-12, mean * (1 - mean));
  const points = -(fixedEta - m.intercept.beta) / m.unit + randomPoints;
  return { rate: mean, lo: logistic(lg - Z95 * se), hi: logistic(lg + Z95 * se), points, unseen };
}

/** Win rate for a total of points (the points-to-win-rate table). */
export function rateForPoints(m: PointsModel, total: number): number { return logistic(m.intercept.beta - m.unit * total); }

// ---- Held-out check -----------------------------------------------------------------------------

export interface HeldOutCell { cell: string; games: number; wins: number; observed: number; predicted: number; lo: number; hi: number; inside: boolean }

export interface Calibration {
  cells: HeldOutCell[];
  /** share of held-out cells whose observed rate lies inside its 95% predictive interval (about 0.95 when the model fits) */
  inside: number;
  /** predicted vs observed in bins of predicted win rate (games pooled) */
  bins: { from: number; to: number; cells: number; games: number; predicted: number; observed: number }[];
}

/** Held-out cells the check needs before it states a share inside the intervals. */
export const MIN_HELD_OUT = 10;

/** A stable fifth of the cells, by a hash of the cell id. */
export function heldOut(cell: string, fold = 0, folds = 5): boolean {
  let h = 2166136261;
  for (let i = 0; i < cell.length; i++) { h ^= cell.charCodeAt(i); h = Math.imul(h, 16777619); }
  return ((h >>> 0) % folds) === fold;
}

/**
 * Fits on four fifths of the cells and predicts the rest: each held-out cell's expected win rate (its games'
 * predictions averaged) with a 95% predictive interval (binomial noise of its games plus the model's uncertainty,
 * by the delta method), against the rate its games showed.
 */
export function calibrate(games: readonly PointsGame[], o: FitOptions = {}): Calibration {
  const train = design(games, (g) => !heldOut(g.cell));
  const { fit, sigma } = fitDesign(train, o);
  const index = new Map(train.names.map((n, j) => [`${n.family}\u0000${n.level}`, j + 1]));
  const sigmaOf = (f: Family) => sigma[FAMILIES.indexOf(f)]!;
  const byCell = new Map<string, PointsGame[]>();
  for (const g of games) if (heldOut(g.cell)) { const l = byCell.get(g.cell) ?? []; l.push(g); byCell.set(g.cell, l); }
  const p = train.names.length + 1;
  const cells: HeldOutCell[] = [];
  for (const [cell, gs] of byCell) {
    // mean prediction and its gradient with respect to the coefficients
    const grad = new Float64Array(p);
    let mean = 0, binom = 0, unseenVar = 0;
    for (const g of gs) {
      let eta = fit.beta[0]!;
      const cols = [0];
      for (const f of FAMILIES) for (const lv of g.levels[f] ?? []) {
        const j = index.get(`${f}\u0000${lv}`);
        if (j === undefined) unseenVar += sigmaOf(f) ** 2 / gs.length; else { eta += fit.beta[j]!; cols.push(j); }
      }
      const mu = logistic(eta), w = mu * (1 - mu);
      mean += mu / gs.length; binom += w / (gs.length * gs.length);
      for (const j of cols) grad[j]! += w / gs.length;
    }
    let v = 0;
    const nz = [...grad.keys()].filter((j) => grad[j]);
    for (const a of nz) for (const b of nz) v += grad[a]! * grad[b]! * fit.cov.get(a, b);
    v += unseenVar * (mean * (1 - mean)) ** 2 + binom;
    const half = Z95 * Math.sqrt(v);
    const wins = gs.reduce((a, g) => a + (g.win ? 1 : 0), 0), observed = wins / gs.length;
    cells.push({ cell, games: gs.length, wins, observed, predicted: mean, lo: Math.max(0, mean - half), hi: Math.min(1, mean + half), inside: Math.abs(observed - mean) <= half });
  }
  const bins: Calibration['bins'] = [];
  for (let b = 0; b < 10; b++) {
    const from = b / 10, to = (b + 1) / 10;
    const cs = cells.filter((c) => c.predicted >= from && (c.predicted < to || (b === 9 && c.predicted <= 1)));
    const n = cs.reduce((a, c) => a + c.games, 0);
    if (!n) continue;
    bins.push({ from, to, cells: cs.length, games: n, predicted: cs.reduce((a, c) => a + c.predicted * c.games, 0) / n, observed: cs.reduce((a, c) => a + c.wins, 0) / n });
  }
  // fewer held-out cells than this say too little about coverage: the check reports none
  return { cells, inside: cells.length >= MIN_HELD_OUT ? cells.filter((c) => c.inside).length / cells.length : Number.NaN, bins };
}

// ---- From a study -------------------------------------------------------------------------------

/**
 * The points model's games of a study: one bot's games of the printed game (no what-if changes), each deal once. A
 * study that replays a deal (challenge modes on the same seeds) would otherwise count it as several independent
 * games: the later replays are left out and counted in `repeated`.
 */
export function pointsGames(store: GameStore, bot: string): PointsGame[] & { repeated?: number } {
  const out: PointsGame[] & { repeated?: number } = [];
  const seen = new Set<number>();
  const dealOf = store.dealOf;
  let repeated = 0;
  const cellOf = store.cellOf, heroOf = store.heroSetOf, villOf = store.villainSetOf, henchOf = store.henchmenSetOf;
  const split = (s: string, sep: string) => (s ? s.split(sep).map((x) => x.trim()).filter(Boolean) : []);
  for (let i = 0; i < store.n; i++) {
    const c = store.cells[cellOf[i]!]!;
    if (c.bot !== bot || c.changes) continue;
    if (seen.has(dealOf[i]!)) { repeated++; continue; }
    seen.add(dealOf[i]!);
    out.push({
      cell: c.id, win: store.winOf(i),
      levels: {
        mastermind: [c.mastermind], scheme: [c.scheme], players: [c.playersLabel], challenges: split(c.challenges, '+'),
        heroes: split(store.heroSets.values[heroOf[i]!]!, '|'), villains: split(store.villainSets.values[villOf[i]!]!, '|'),
        henchmen: split(store.henchmenSets.values[henchOf[i]!]!, '|'),
      },
    });
  }
  out.repeated = repeated;
  return out;
}

/** The factors that take more than one value over these games (a model needs at least one). */
export function varyingFactors(games: readonly PointsGame[]): Family[] {
  return FAMILIES.filter((f) => {
    const seen = new Set<string>();
    for (const g of games) { seen.add((g.levels[f] ?? []).join('\u0000')); if (seen.size > 1) return true; }
    return false;
  });
}
