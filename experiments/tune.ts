// `legendary tune`: searches a bot's parameters for the highest win rate on an experiment's setups (or for the
// win rate closest to a target) with NTBEA, the N-Tuple Bandit Evolutionary Algorithm, over a grid of values.
//
// Every evaluation is a batch of seeded games, and every candidate evaluated at the same step plays the same
// deals (cells and seeds: common random numbers). The statistics of each parameter value (1-tuples), of each
// pair of values (2-tuples) and of each whole setting are accumulated over the search, and the model (the mean
// of those tuple statistics) ranks the settings, not the luckiest batch. A reserved share of the budget then
// replays the model's best few settings and the default settings on fresh deals, paired, for the final table:
// its intervals are not inflated by the search.

import { BOTS, BotSpecError, parseBotSpec, splitSeats } from '../agents/registry.js';
import { championsBotParams, CHAMPIONS_BOTS, makeChampionsAgent } from '../agents/champions/index.js';
import { randInt, seedRng, type RngState } from '../engine/shared/rng.js';
import { ExperimentError } from './errors.js';
import { playBatch, type BatchOutput, type BatchTask } from './games.js';
import { makePool } from './runner.js';
import { canonicalBot, cellId, type Cell, type Experiment } from './spec.js';
import { pairedDiff, wilson } from './stats.js';
import type { WorkerTask } from './worker.js';

// ---- Parameter ranges -------------------------------------------------------------------------------

/** One searched parameter and its values, as the bot spec spells them. */
export interface ParamRange { name: string; values: string[] }

export const DEFAULT_LEVELS = 5;
export const MAX_LEVELS = 50;
export const RANGE_SYNTAX = 'name=lo..hi (5 evenly spaced values), name=lo..hi:N (N values, 2-50) or name=a|b|c (these values)';

const NUM = '[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:e[+-]?\\d+)?';
const RANGE_RE = new RegExp(`^(${NUM})\\.\\.(${NUM})(?::(\\d+))?$`, 'i');

/** A grid value as a bot spec writes it: integers as integers, others with at most 6 significant digits. */
function fmtValue(v: number): string { return String(Number(v.toPrecision(6))); }

/** The values of lo..hi on `levels` evenly spaced points; integers only (and no repeats) when lo and hi are integers. */
export function gridValues(lo: number, hi: number, levels: number, integers: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < levels; i++) {
    const v = lo + ((hi - lo) * i) / (levels - 1);
    const s = integers ? String(Math.round(v)) : fmtValue(v);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * The bots of one game as tune reads them: a spec's name and parameters, its canonical text, and a check that
 * makes the bot (so a bad value is refused before the first game). Legendary's bots take a spec per seat;
 * Marvel Champions' one bot plays the whole team.
 */
export interface BotFamily {
  parse(spec: string): { name: string; params: Record<string, string> };
  canonical(spec: string): string;
  /** the parameter names of a bot of this game */
  params(name: string): string[];
  /** makes the bot; a bad spec throws a BotSpecError of one line */
  check(spec: string): void;
}

export const LEGENDARY_BOTS: BotFamily = {
  parse: (spec) => {
    const seats = splitSeats(spec);
    if (seats.length !== 1) throw new ExperimentError(`--bot "${spec}" names ${seats.length} seats; tune takes one bot spec, played by every seat (e.g. heuristic or ismcts:iterations=100)`);
    return parseBotSpec(seats[0]!);
  },
  canonical: canonicalBot,
  params: (name) => Object.keys(BOTS.get(name)?.params ?? {}),
  check: (spec) => { const p = parseBotSpec(spec); BOTS.get(p.name)!.make('tune-check', p.params, spec); },
};

export const CHAMPIONS_TUNE_BOTS: BotFamily = {
  parse: (spec) => {
    const s = spec.trim();
    const colon = s.indexOf(':');
    const name = (colon < 0 ? s : s.slice(0, colon)).trim().toLowerCase();
    const accepted = championsBotParams(name);
    if (!accepted) throw new BotSpecError(`unknown Marvel Champions bot "${name}"; accepted: ${CHAMPIONS_BOTS.join(', ')}`);
    const params: Record<string, string> = {};
    if (colon >= 0) {
      for (const kv of s.slice(colon + 1).split(',').filter((x) => x.trim())) {
        const eq = kv.indexOf('=');
        const k = (eq < 0 ? kv : kv.slice(0, eq)).trim();
        if (!accepted.includes(k)) throw new BotSpecError(`unknown parameter "${k}" for bot ${name}; accepted: ${accepted.length ? accepted.join(', ') : '(none)'}`);
        params[k] = eq < 0 ? '' : kv.slice(eq + 1).trim();
      }
    }
    return { name, params };
  },
  canonical: (spec) => {
    const { name, params } = CHAMPIONS_TUNE_BOTS.parse(spec);
    const kv = Object.entries(params).map(([k, v]) => `${k}=${v}`);
    return kv.length ? `${name}:${kv.join(',')}` : name;
  },
  params: (name) => championsBotParams(name) ?? [],
  check: (spec) => {
    try { makeChampionsAgent(spec, 'tune-check'); } catch (e) { throw new BotSpecError((e as Error).message); }
  },
};

/** The bot family of a spec's game. */
export function botFamily(game: Experiment['game'] | undefined): BotFamily { return game === 'champions' ? CHAMPIONS_TUNE_BOTS : LEGENDARY_BOTS; }

/** The base bot: one spec for every seat. */
export function parseBaseBot(spec: string, family: BotFamily = LEGENDARY_BOTS): { name: string; params: Record<string, string> } {
  return family.parse(spec);
}

/** The spec of a bot with some parameters set: the base spec's parameters, these replacing any of the same name. */
export function botWith(base: { name: string; params: Record<string, string> }, set: Record<string, string>, family: BotFamily = LEGENDARY_BOTS): string {
  const params = { ...base.params, ...set };
  const kv = Object.entries(params).map(([k, v]) => `${k}=${v}`);
  return family.canonical(kv.length ? `${base.name}:${kv.join(',')}` : base.name);
}

/**
 * Parses "a=lo..hi,b=lo..hi:3,c=x|y" for a bot, checking each name against the bot's parameters and each value
 * by making the bot with it. Problems are ExperimentErrors of one line naming what is accepted.
 */
export function parseRanges(botSpec: string, text: string | string[], family: BotFamily = LEGENDARY_BOTS): ParamRange[] {
  const base = parseBaseBot(botSpec, family);
  const accepted = family.params(base.name);
  const items = (Array.isArray(text) ? text : [text]).flatMap((t) => t.split(',')).map((s) => s.trim()).filter((s) => s);
  if (items.length === 0) throw new ExperimentError(`--params is empty; accepted: ${RANGE_SYNTAX}, comma-separated`);
  const ranges: ParamRange[] = [];
  for (const item of items) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new ExperimentError(`malformed range "${item}" in --params; accepted: ${RANGE_SYNTAX}`);
    const name = item.slice(0, eq).trim();
    const rest = item.slice(eq + 1).trim();
    if (!accepted.includes(name)) {
      throw new ExperimentError(`unknown parameter "${name}" for bot ${base.name}; accepted: ${accepted.length ? accepted.join(', ') : `(none: ${base.name} has no parameters to tune)`}`);
    }
    if (ranges.some((r) => r.name === name)) throw new ExperimentError(`parameter "${name}" is given twice in --params; give each parameter once`);
    let values: string[];
    const m = RANGE_RE.exec(rest);
    if (m) {
      const lo = Number(m[1]), hi = Number(m[2]);
      const levels = m[3] === undefined ? DEFAULT_LEVELS : Number(m[3]);
      if (!(lo < hi)) throw new ExperimentError(`malformed range "${item}" in --params: lo (${m[1]}) must be below hi (${m[2]})`);
      if (!Number.isInteger(levels) || levels < 2 || levels > MAX_LEVELS) throw new ExperimentError(`malformed range "${item}" in --params: ${m[3]} levels; accepted: 2 to ${MAX_LEVELS}`);
      values = gridValues(lo, hi, levels, /^[+-]?\d+$/.test(m[1]!) && /^[+-]?\d+$/.test(m[2]!));
    } else if (rest.includes('|')) {
      values = rest.split('|').map((s) => s.trim());
      if (values.some((v) => !v || /[=:;]/.test(v))) throw new ExperimentError(`malformed range "${item}" in --params: an empty value or one with = : or ;; accepted: ${RANGE_SYNTAX}`);
      if (new Set(values).size !== values.length) throw new ExperimentError(`malformed range "${item}" in --params: a value is listed twice`);
    } else {
      throw new ExperimentError(`malformed range "${item}" in --params; accepted: ${RANGE_SYNTAX}`);
    }
    if (values.length < 2) throw new ExperimentError(`range "${item}" in --params has one value: nothing to search; set it in --bot instead`);
    for (const v of values) {
      const spec = botWith(base, { [name]: v }, family);
      try { family.check(spec); } catch (e) {
        if (e instanceof BotSpecError) throw new ExperimentError(`range "${item}" in --params: ${e.message}`);
        throw e;
      }
    }
    ranges.push({ name, values });
  }
  return ranges;
}

// ---- Evaluations ------------------------------------------------------------------------------------

/** One deal: a game of a cell (its seed follows from the cell's setup and the game index, as in `legendary run`). */
export interface Deal { cell: number; game: number }

/** 1 won, 0 lost or drawn, -1 failed (threw or passed the step cap: left out of win rates) */
export type Outcome = 1 | 0 | -1;

export interface EvalJob {
  /** the candidate's bot spec */
  bot: string;
  /** the searched parameters' values (for evaluators that do not play games) */
  params: Record<string, string>;
  deals: Deal[];
  /** what-if changes the games play with (legendary design); absent: the cell's own */
  changes?: Record<string, number>;
}

/** Plays each job's deals and returns their outcomes in deal order, one array per job. */
export type Evaluate = (jobs: EvalJob[]) => Promise<Outcome[][]>;

/** The cells whose deals tune plays: the spec's cells with the bot factor left out (cells differing only in bot are one). */
export function dealCells(ex: Experiment): Cell[] {
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const c of ex.cells) {
    const k = cellId({ ...c, bot: '' });
    if (!seen.has(k)) { seen.add(k); out.push(c); }
  }
  return out;
}

/** Deals k in [first, first + count): cells in turn, so that any run of deals spreads over the cells evenly. */
export function dealRange(cells: number, gameOffset: number, first: number, count: number): Deal[] {
  return Array.from({ length: count }, (_, i) => ({ cell: (first + i) % cells, game: gameOffset + Math.floor((first + i) / cells) }));
}

/** Games per pool task: small enough to spread a step over the workers. */
const TASK_GAMES = 25;

export interface GameEvaluator { evaluate: Evaluate; close(): Promise<void> }

/**
 * An Evaluate that plays the games exactly as `legendary run` plays them (playBatch on the cell with the
 * candidate's bot), on a piscina pool of `workers` threads, or in this thread for one worker. Results are
 * collected by deal, so they do not depend on the number of workers or on the order tasks finish in.
 */
export function gameEvaluator(ex: Experiment, seed: number | string, workers: number, onGames?: (games: number, errors: number) => void): GameEvaluator {
  const cells = dealCells(ex);
  const family = botFamily(ex.game);
  const pool = workers > 1 ? makePool(workers) : null;
  const botCells = new Map<string, Cell>();
  const cellFor = (c: Cell, bot: string, changes: Record<string, number> | undefined): Cell => {
    const ch = changes ? { ...c.changes, ...changes } : c.changes;
    const key = `${c.index}\u0000${bot}\u0000${JSON.stringify(ch)}`;
    let x = botCells.get(key);
    if (!x) { x = { ...c, bot, changes: ch, id: cellId({ ...c, bot, changes: ch }) }; botCells.set(key, x); }
    return x;
  };
  const evaluate: Evaluate = async (jobs) => {
    const out = jobs.map((j) => new Array<Outcome>(j.deals.length).fill(-1));
    const tasks: { job: number; task: BatchTask; at: Map<number, number> }[] = [];
    jobs.forEach((j, ji) => {
      const bot = family.canonical(j.bot);
      // runs of consecutive games of one cell become batches
      const byCell = new Map<number, { game: number; i: number }[]>();
      j.deals.forEach((d, i) => { const l = byCell.get(d.cell) ?? []; l.push({ game: d.game, i }); byCell.set(d.cell, l); });
      for (const [ci, list] of [...byCell].sort((a, b) => a[0] - b[0])) {
        list.sort((a, b) => a.game - b.game);
        let k = 0;
        while (k < list.length) {
          let e = k + 1;
          while (e < list.length && e - k < TASK_GAMES && list[e]!.game === list[e - 1]!.game + 1) e++;
          const at = new Map(list.slice(k, e).map((x) => [x.game, x.i]));
          tasks.push({ job: ji, at, task: { cell: cellFor(cells[ci]!, bot, j.changes), specSeed: seed, stepCap: ex.stepCap, start: list[k]!.game, end: list[e - 1]!.game + 1 } });
          k = e;
        }
      }
    });
    const take = (t: (typeof tasks)[number], r: BatchOutput) => {
      for (const row of r.rows) out[t.job]![t.at.get(row.game)!] = row.result === 'win' ? 1 : 0;
      for (const err of r.errors) out[t.job]![t.at.get(err.game)!] = -1;
      onGames?.(r.rows.length + r.errors.length, r.errors.length);
    };
    if (pool) {
      await Promise.all(tasks.map(async (t) => take(t, await (pool.run({ kind: 'batch', ...t.task } satisfies WorkerTask) as Promise<BatchOutput>))));
    } else {
      for (const t of tasks) {
        take(t, playBatch(t.task));
        await new Promise((r) => setImmediate(r)); // let progress and signals through between batches
      }
    }
    return out;
  };
  return { evaluate, close: async () => { await pool?.destroy(); } };
}

// ---- NTBEA ------------------------------------------------------------------------------------------

interface Stat { wins: number; games: number; evals: number }

/**
 * The N-tuple model: win statistics of every parameter value (1-tuples), of every pair of values (2-tuples,
 * when there are at least 3 parameters) and of every whole setting. A setting's predicted win rate is the mean
 * of the win rates of its tuples that have games.
 */
export class TupleModel {
  readonly tuples: number[][];
  private readonly stats: Map<string, Stat>[];
  total = 0;
  constructor(readonly dims: number) {
    const t: number[][] = [];
    for (let i = 0; i < dims; i++) t.push([i]);
    if (dims >= 3) for (let i = 0; i < dims; i++) for (let j = i + 1; j < dims; j++) t.push([i, j]);
    if (dims >= 2) t.push(Array.from({ length: dims }, (_, i) => i));
    this.tuples = t;
    this.stats = t.map(() => new Map());
  }
  private key(t: number[], x: number[]): string { return t.map((i) => x[i]).join(','); }
  add(x: number[], wins: number, games: number): void {
    if (games <= 0) return;
    this.total++;
    this.tuples.forEach((t, ti) => {
      const k = this.key(t, x);
      const s = this.stats[ti]!.get(k) ?? { wins: 0, games: 0, evals: 0 };
      s.wins += wins; s.games += games; s.evals++;
      this.stats[ti]!.set(k, s);
    });
  }
  /** the whole setting's own statistics */
  own(x: number[]): Stat | undefined { return this.stats[this.tuples.length - 1]!.get(this.key(this.tuples[this.tuples.length - 1]!, x)); }
  predict(x: number[]): number | null {
    let sum = 0, n = 0;
    this.tuples.forEach((t, ti) => { const s = this.stats[ti]!.get(this.key(t, x)); if (s && s.games) { sum += s.wins / s.games; n++; } });
    return n ? sum / n : null;
  }
  /** mean over the tuples of (objective of the tuple's win rate + exploration bonus); unseen tuples get the largest bonus */
  ucb(x: number[], objective: (p: number) => number, c: number, prior: number): number {
    const lnT = Math.log(1 + this.total);
    let sum = 0;
    this.tuples.forEach((t, ti) => {
      const s = this.stats[ti]!.get(this.key(t, x));
      const p = s && s.games ? s.wins / s.games : prior;
      sum += objective(p) + c * Math.sqrt(lnT / ((s?.evals ?? 0) + 0.5));
    });
    return sum / this.tuples.length;
  }
}

export interface TuneOptions {
  /** the base bot spec: its parameters are kept, the searched ones replaced */
  bot: string;
  /** the game whose bots these are (default: Legendary's) */
  family?: BotFamily;
  ranges: ParamRange[];
  /** games in all, search and final check */
  budget: number;
  /** minimize |win rate - target| instead of maximizing the win rate */
  target?: number | null;
  seed: number | string;
  /** cells of the deals (dealCells of the spec) */
  cells: number;
  /** games per candidate per step (default: the number of cells, between 16 and 64) */
  stepGames?: number;
  /** candidates per step, all on the same deals (default 2) */
  perStep?: number;
  /** share of the budget kept for the final check on fresh deals (default 0.25) */
  finalShare?: number;
  /** settings replayed in the final check besides the defaults (default 3) */
  finalists?: number;
  /** NTBEA exploration constant, in win-rate units (default 0.3) */
  exploration?: number;
  onProgress?: (p: TuneProgress) => void;
}

export interface TuneProgress {
  phase: 'search' | 'final';
  step: number;
  steps: number;
  /** games whose outcomes are in so far (search and final) */
  games: number;
  budget: number;
  /** the model's best setting so far */
  best: { bot: string; params: Record<string, string>; predicted: number } | null;
}

export interface Interval { low: number; high: number }

export interface TunedRow {
  /** 1, 2, 3 by the model; 0 for the default settings */
  rank: number;
  isDefault: boolean;
  bot: string;
  params: Record<string, string>;
  /** the model's win rate at the end of the search (null for unsearched default settings) */
  predicted: number | null;
  searchGames: number;
  /** fresh deals of the final check */
  games: number;
  wins: number;
  failed: number;
  winRate: number | null;
  ci: Interval | null;
  /** with target: |win rate - target| */
  distance: number | null;
  /** win rate minus the default settings' win rate on the same fresh deals */
  vsDefault: { diff: number; low: number; high: number; deals: number } | null;
}

export interface TuneResult {
  bot: string;
  ranges: ParamRange[];
  target: number | null;
  seed: number | string;
  budget: number;
  steps: number;
  stepGames: number;
  perStep: number;
  searchGames: number;
  finalGames: number;
  /** games per setting in the final check, and the first game index of each cell they use */
  finalPerSetting: number;
  finalFirstGame: number;
  failed: number;
  /** distinct settings evaluated during the search */
  evaluated: number;
  /** the model's choice first, then the runners-up, then the default settings */
  rows: TunedRow[];
}

/** The smallest budget tune accepts with these options (two steps and 10 games per setting in the final check). */
export function minBudget(o: Pick<TuneOptions, 'cells' | 'stepGames' | 'perStep' | 'finalShare' | 'finalists'>): number {
  const B = stepGamesOf(o), K = o.perStep ?? 2, share = o.finalShare ?? 0.25, F = (o.finalists ?? 3) + 1;
  return Math.ceil(Math.max(2 * K * B / (1 - share), 10 * F / share));
}

function stepGamesOf(o: Pick<TuneOptions, 'cells' | 'stepGames'>): number {
  return o.stepGames ?? Math.min(64, Math.max(16, o.cells));
}

const paramsOf = (ranges: ParamRange[], x: number[]) => Object.fromEntries(ranges.map((r, i) => [r.name, r.values[x[i]!]!]));

export async function tune(o: TuneOptions, evaluate: Evaluate): Promise<TuneResult> {
  const family = o.family ?? LEGENDARY_BOTS;
  const base = parseBaseBot(o.bot, family);
  const ranges = o.ranges;
  if (ranges.length === 0) throw new ExperimentError('no parameters to search; give --params');
  const target = o.target ?? null;
  if (target !== null && !(target >= 0 && target <= 1)) throw new ExperimentError(`bad target ${target}; accepted: a win rate from 0 to 1`);
  const B = stepGamesOf(o), K = o.perStep ?? 2, share = o.finalShare ?? 0.25, nFinal = o.finalists ?? 3;
  const c = o.exploration ?? 0.3;
  const need = minBudget(o);
  if (!Number.isInteger(o.budget) || o.budget < need) throw new ExperimentError(`--budget ${o.budget} is too small for ${o.cells} cell${o.cells === 1 ? '' : 's'}; accepted: a whole number of games from ${need}`);
  const finalBudget = Math.round(o.budget * share);
  const steps = Math.floor((o.budget - finalBudget) / (K * B));
  const objective = target === null ? (p: number) => p : (p: number) => -Math.abs(p - target);
  const dims = ranges.map((r) => r.values.length);
  const gridSize = dims.reduce((a, b) => a * b, 1);
  const rng: RngState = seedRng(`tune:${typeof o.seed}:${o.seed}`);
  const model = new TupleModel(ranges.length);
  const keyOf = (x: number[]) => x.join(',');
  const seen = new Map<string, number[]>();
  let games = 0, failed = 0, allWins = 0, allGames = 0;

  const bestByModel = (): number[][] => [...seen.values()]
    .map((x) => ({ x, s: objective(model.predict(x)!) }))
    .sort((a, b) => b.s - a.s || (keyOf(a.x) < keyOf(b.x) ? -1 : 1))
    .map((e) => e.x);
  const progress = (phase: TuneProgress['phase'], step: number) => {
    if (!o.onProgress) return;
    const b = bestByModel()[0];
    o.onProgress({ phase, step, steps, games, budget: o.budget,
      best: b ? { bot: botWith(base, paramsOf(ranges, b), family), params: paramsOf(ranges, b), predicted: model.predict(b)! } : null });
  };

  /** neighbours of x: each parameter changed with chance 1/d (at least one), distinct; all settings when the grid is small */
  const neighbours = (x: number[]): number[][] => {
    const out = new Map<string, number[]>();
    if (gridSize <= 64) {
      for (let i = 0; i < gridSize; i++) {
        let r = i; const y = dims.map((d) => { const v = r % d; r = Math.floor(r / d); return v; });
        if (keyOf(y) !== keyOf(x)) out.set(keyOf(y), y);
      }
      return [...out.values()];
    }
    for (let tries = 0; out.size < 50 && tries < 500; tries++) {
      const y = x.slice();
      let changed = false;
      for (let i = 0; i < dims.length; i++) if (randInt(rng, dims.length) === 0) { y[i] = (x[i]! + 1 + randInt(rng, dims[i]! - 1)) % dims[i]!; changed = true; }
      if (!changed) { const i = randInt(rng, dims.length); y[i] = (x[i]! + 1 + randInt(rng, dims[i]! - 1)) % dims[i]!; }
      out.set(keyOf(y), y);
    }
    return [...out.values()];
  };

  const outcomeStats = (r: Outcome[]) => {
    let w = 0, n = 0, f = 0;
    for (const v of r) { if (v < 0) f++; else { n++; w += v; } }
    return { wins: w, games: n, failed: f };
  };

  // the search
  let current = dims.map((d) => randInt(rng, d));
  for (let step = 0; step < steps; step++) {
    let cands: number[][];
    if (step === 0) {
      cands = [current, ...neighbours(current).slice(0, K - 1)];
    } else {
      const prior = allGames ? allWins / allGames : 0.5;
      cands = neighbours(current)
        .map((y, i) => ({ y, u: model.ucb(y, objective, c, prior), i }))
        .sort((a, b) => b.u - a.u || a.i - b.i)
        .slice(0, K).map((e) => e.y);
    }
    const deals = dealRange(o.cells, 0, step * B, B); // the same deals for every candidate of this step
    const res = await evaluate(cands.map((x) => ({ bot: botWith(base, paramsOf(ranges, x), family), params: paramsOf(ranges, x), deals })));
    cands.forEach((x, i) => {
      const r = res[i]!, s = outcomeStats(r);
      model.add(x, s.wins, s.games);
      seen.set(keyOf(x), x);
      games += r.length; failed += s.failed; allWins += s.wins; allGames += s.games;
    });
    // move to the evaluated candidate the model now rates best
    current = cands.map((x, i) => ({ x, s: objective(model.predict(x) ?? 0), i })).sort((a, b) => b.s - a.s || a.i - b.i)[0]!.x;
    progress('search', step + 1);
  }
  const searchGames = games;

  // the final check: the model's best few and the default settings, on fresh deals (the games after the search's)
  const defaultBot = botWith(base, {}, family);
  const finalists = bestByModel().filter((x) => botWith(base, paramsOf(ranges, x), family) !== defaultBot).slice(0, nFinal);
  const per = Math.floor(finalBudget / (finalists.length + 1));
  const firstGame = Math.ceil((steps * B) / o.cells);
  const fresh = dealRange(o.cells, firstGame, 0, per);
  const defaultParams = Object.fromEntries(ranges.map((r) => [r.name, base.params[r.name] ?? '(default)']));
  const jobs: EvalJob[] = [
    ...finalists.map((x) => ({ bot: botWith(base, paramsOf(ranges, x), family), params: paramsOf(ranges, x), deals: fresh })),
    { bot: defaultBot, params: Object.fromEntries(Object.entries(base.params).filter(([k]) => ranges.some((r) => r.name === k))), deals: fresh },
  ];
  progress('final', steps);
  const res = await evaluate(jobs);
  for (const r of res) { games += r.length; failed += outcomeStats(r).failed; }
  const def = res[res.length - 1]!;
  // a default setting that lies on the grid has search statistics too
  const defX = ranges.map((r) => { const v = base.params[r.name]; return v === undefined ? -1 : r.values.indexOf(v); });
  const defOnGrid = defX.every((i) => i >= 0) ? defX : null;
  const rows: TunedRow[] = jobs.map((j, ji) => {
    const r = res[ji]!;
    const s = outcomeStats(r);
    const isDefault = ji === jobs.length - 1;
    const x = isDefault ? defOnGrid : finalists[ji]!;
    const own = x ? model.own(x) : undefined;
    const w = wilson(s.wins, s.games);
    const winRate = s.games ? s.wins / s.games : null;
    let vsDefault: TunedRow['vsDefault'] = null;
    if (!isDefault) {
      const a: number[] = [], b: number[] = [];
      r.forEach((v, i) => { const d = def[i]!; if (v >= 0 && d >= 0) { a.push(v); b.push(d); } });
      const p = pairedDiff(a, b);
      if (p) vsDefault = { diff: p.diff, low: p.low, high: p.high, deals: p.n };
    }
    return {
      rank: isDefault ? 0 : ji + 1, isDefault, bot: j.bot, params: isDefault ? defaultParams : j.params,
      predicted: x && own ? model.predict(x) : null, searchGames: own ? own.games : 0,
      games: s.games, wins: s.wins, failed: s.failed, winRate, ci: w ? { low: w.low, high: w.high } : null,
      distance: target === null || winRate === null ? null : Math.abs(winRate - target), vsDefault,
    };
  });
  progress('final', steps);
  return {
    bot: family.canonical(o.bot), ranges, target, seed: o.seed, budget: o.budget, steps, stepGames: B, perStep: K,
    searchGames, finalGames: games - searchGames, finalPerSetting: per, finalFirstGame: firstGame, failed,
    evaluated: seen.size, rows,
  };
}
