// Aggregation of a study's games into the plain tables the report draws (and `--format json` writes).
// Counting is done with arquero; intervals and tests come from stats.ts.

import * as aq from 'arquero';
import { ALPHA, compareProportions, holm, newcombe, spearman, stratifiedDiff, wilson, type Stratum, type TestName } from './stats.js';
import type { Study } from './load.js';

/** Counts and the 95% Wilson interval of the win rate. */
export interface Rate { n: number; wins: number; losses: number; draws: number; rate: number; lo: number; hi: number }

/** The factors a report can break results down by (columns of the normalised table). */
export const FACTORS = ['mastermind', 'scheme', 'players', 'challenges'] as const;
export type Factor = typeof FACTORS[number];
export const FACTOR_LABEL: Record<Factor | 'bot', string> = {
  mastermind: 'Mastermind', scheme: 'Scheme', players: 'Players', challenges: 'Challenge modes', bot: 'Bot',
};

/** The factor in a sentence: "per mastermind", "per player count". */
export const FACTOR_NOUN: Record<Factor | 'bot', string> = {
  mastermind: 'mastermind', scheme: 'scheme', players: 'player count', challenges: 'challenge mode', bot: 'bot',
};

export interface LevelRow extends Rate { level: string; bot: string; topLoss: string; topLossShare: number }

/** One pairwise comparison of win rates (A - B), with its test and the Holm-adjusted p-value. */
export interface PairRow {
  bot: string; a: string; b: string; nA: number; nB: number; rateA: number; rateB: number;
  diff: number; lo: number; hi: number; p: number; test: TestName; pHolm: number;
  /** true when the difference holds after Holm's correction at ALPHA */
  holds: boolean;
}

export interface FactorTable {
  factor: Factor | 'bot';
  label: string;
  /** level x bot rows */
  rows: LevelRow[];
  /** levels from hardest (lowest pooled win rate) to easiest */
  order: string[];
  bots: string[];
  /** every pair of levels within each bot; Holm over all of them (the family shown in one chart) */
  pairs: PairRow[];
}

/** One square of a heatmap: x is the column factor (the mastermind), y the row factor (scheme or challenge mode). */
export interface CrossRow extends Rate { x: string; y: string; bot: string; topLoss: string; topLossShare: number }
export interface CauseRow { scheme: string; bot: string; cause: string; fullCause: string; count: number; games: number; share: number }
export interface HistRow { bot: string; result: string; from: number; to: number; count: number }
export interface ImpactRow {
  kind: 'hero' | 'villain group'; name: string;
  /** games with / without it, pooled over the cells where both occur */
  nWith: number; winsWith: number; nWithout: number; winsWithout: number; strata: number;
  diff: number; lo: number; hi: number; p: number; pHolm: number; holds: boolean;
}
export interface CellRow extends Rate {
  cell: string; mastermind: string; scheme: string; players: string; bot: string; challenges: string;
  topLoss: string; meanTurns: number; meanVp: number;
}
/** A setup where a bot that is weaker overall wins more often than a stronger one. */
export interface ReversalRow {
  setup: string; stronger: string; weaker: string; rateStronger: number; rateWeaker: number; nStronger: number; nWeaker: number;
  /** weaker - stronger on this setup (positive: reversed) */
  diff: number; lo: number; hi: number; p: number; test: TestName; pHolm: number; holds: boolean;
}
export interface Ladder {
  overall: FactorTable;
  /** rank agreement of setup difficulty between each pair of bots (setups both played) */
  agreement: { a: string; b: string; setups: number; rho: number }[];
  /**
   * Setups (every factor but the bot) where a bot that is weaker overall won more often than a stronger
   * one, largest first. Holm runs over every (pair of bots, setup) comparison: `family` of them.
   */
  reversals: ReversalRow[];
  family: number;
}
export interface DeltaRow {
  key: string; n: number; wins: number; rate: number; nBase: number; winsBase: number; rateBase: number;
  diff: number; lo: number; hi: number; p: number; test: TestName; pHolm: number; holds: boolean;
}
export interface BaselineComparison {
  name: string;
  /** factors that tell cells apart when matching the two studies */
  keyFactors: string[];
  matched: number; onlyCurrent: number; onlyBaseline: number;
  overall: DeltaRow;
  byFactor: { factor: string; label: string; rows: DeltaRow[] }[];
  cells: DeltaRow[];
}

export interface ReportData {
  title: string;
  /** the spec's description, when the manifest has one */
  description: string | null;
  games: number; cells: number; bots: string[];
  overall: Rate;
  /** which factors take more than one value */
  varies: Record<Factor | 'bot', boolean>;
  factors: Partial<Record<Factor, FactorTable>>;
  heatmap: CrossRow[] | null;
  challengeByMastermind: CrossRow[] | null;
  ladder: Ladder | null;
  lossCauses: CauseRow[];
  turns: HistRow[];
  vp: HistRow[];
  heroes: ImpactRow[] | null;
  villains: ImpactRow[] | null;
  cellTable: CellRow[];
  baseline: BaselineComparison | null;
  sources: { dirs: string[]; manifests: (Record<string, unknown> | null)[]; duplicates: number; errors: number };
  alpha: number;
}

/** The players factor as shown: "2", or "1 (advanced solo)" for solo games. */
export function playersLabel(players: number, solo: string): string {
  return solo && solo !== 'none' ? `${players} (${solo} solo)` : String(players);
}

/** The challenge-mode column as shown ('' means none). */
export function challengesLabel(c: string): string { return c === '' ? 'none' : c; }

/** The part of a loss cause after the scheme's short name ("Killbots: 5 Killbots escaped" -> "5 Killbots escaped"). */
export function shortCause(cause: string): string {
  const i = cause.indexOf(': ');
  return i >= 0 ? cause.slice(i + 2) : cause;
}

/** Adds the columns used by every aggregate (0/1 outcome flags, display labels). */
export function prepare(games: aq.ColumnTable): aq.ColumnTable {
  const n = games.numRows();
  const players = games.array('players') as ArrayLike<number>, solo = games.array('solo') as ArrayLike<string>;
  const ch = games.array('challenges') as ArrayLike<string>, res = games.array('result') as ArrayLike<string>;
  const pl = new Array<string>(n), cl = new Array<string>(n), win = new Array<number>(n), loss = new Array<number>(n), draw = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    pl[i] = playersLabel(players[i]!, solo[i]!);
    cl[i] = challengesLabel(ch[i]!);
    win[i] = res[i] === 'win' ? 1 : 0; loss[i] = res[i] === 'loss' ? 1 : 0; draw[i] = res[i] === 'draw' ? 1 : 0;
  }
  return games.assign({ playersLabel: pl, challengesLabel: cl, win, loss, draw });
}

/** Column of the prepared table that holds each factor's displayed level. */
const COLUMN: Record<Factor | 'bot', string> = {
  mastermind: 'mastermind', scheme: 'scheme', players: 'playersLabel', challenges: 'challengesLabel', bot: 'bot',
};

export function rateOf(wins: number, losses: number, draws: number): Rate {
  const n = wins + losses + draws;
  const w = wilson(wins, n);
  return { n, wins, losses, draws, rate: n ? wins / n : 0, lo: w.lo, hi: w.hi };
}

type Obj = Record<string, unknown>;
const keyOf = (o: Obj, keys: readonly string[]) => keys.map((k) => String(o[k])).join('\u0001');

/** Win/loss/draw counts and Wilson intervals per group, plus the most common loss cause. */
export function groupRates(t: aq.ColumnTable, keys: readonly string[]): (Obj & Rate & { topLoss: string; topLossShare: number; meanTurns: number; meanVp: number })[] {
  const g = (keys.length ? t.groupby(...keys) : t).rollup({
    wins: 'd => op.sum(d.win)', losses: 'd => op.sum(d.loss)', draws: 'd => op.sum(d.draw)',
    meanTurns: 'd => op.mean(d.turns)', meanVp: 'd => op.mean(d.vpTotal)',
  }).objects() as Obj[];
  const causes = t.filter('d => d.result === "loss"');
  const top = new Map<string, { cause: string; count: number }>();
  if (causes.numRows() > 0) {
    const c = causes.groupby(...keys, 'cause').count({ as: 'count' }).objects() as Obj[];
    for (const r of c) {
      const k = keyOf(r, keys), cur = top.get(k), cnt = Number(r.count);
      if (!cur || cnt > cur.count || (cnt === cur.count && String(r.cause) < cur.cause)) top.set(k, { cause: String(r.cause), count: cnt });
    }
  }
  return g.map((r) => {
    const rate = rateOf(Number(r.wins), Number(r.losses), Number(r.draws));
    const tl = top.get(keyOf(r, keys));
    return {
      ...r, ...rate, topLoss: tl?.cause ?? '', topLossShare: tl && rate.losses ? tl.count / rate.losses : 0,
      meanTurns: Number(r.meanTurns), meanVp: r.meanVp === null || r.meanVp === undefined ? NaN : Number(r.meanVp),
    };
  });
}

function distinct(t: aq.ColumnTable, col: string): string[] {
  return [...new Set(Array.from(t.array(col) as ArrayLike<unknown>, String))].sort(naturalCompare);
}

/** Compares strings with embedded numbers by value ("2" < "10"). */
export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** All pairs of levels within each bot, with tests and Holm's adjustment over the whole family. */
export function pairwise(rows: readonly LevelRow[], order: readonly string[], bots: readonly string[]): PairRow[] {
  const out: Omit<PairRow, 'pHolm' | 'holds'>[] = [];
  for (const bot of bots) {
    const byLevel = new Map(rows.filter((r) => r.bot === bot).map((r) => [r.level, r]));
    const levels = order.filter((l) => byLevel.has(l));
    for (let i = 0; i < levels.length; i++) {
      for (let j = i + 1; j < levels.length; j++) {
        const A = byLevel.get(levels[i]!)!, B = byLevel.get(levels[j]!)!;
        const d = newcombe(A.wins, A.n, B.wins, B.n);
        const t = compareProportions(A.wins, A.n, B.wins, B.n);
        out.push({ bot, a: A.level, b: B.level, nA: A.n, nB: B.n, rateA: A.rate, rateB: B.rate, diff: d.diff, lo: d.lo, hi: d.hi, p: t.p, test: t.test });
      }
    }
  }
  const adj = holm(out.map((r) => r.p));
  return out.map((r, i) => ({ ...r, pHolm: adj[i]!, holds: adj[i]! <= ALPHA }));
}

/** Win rate per level of one factor and bot, ordered hardest first, with every pairwise comparison. */
export function factorTable(t: aq.ColumnTable, factor: Factor | 'bot'): FactorTable {
  const col = COLUMN[factor];
  const keys = factor === 'bot' ? [col] : [col, 'bot'];
  const g = groupRates(t, keys);
  const rows: LevelRow[] = g.map((r) => ({
    level: String(r[col]), bot: String(r.bot), n: r.n, wins: r.wins, losses: r.losses, draws: r.draws,
    rate: r.rate, lo: r.lo, hi: r.hi, topLoss: r.topLoss, topLossShare: r.topLossShare,
  }));
  // order: pooled win rate over bots, ascending (hardest first); ties by name
  const pooled = new Map<string, { w: number; n: number }>();
  for (const r of rows) { const p = pooled.get(r.level) ?? { w: 0, n: 0 }; p.w += r.wins; p.n += r.n; pooled.set(r.level, p); }
  const order = [...pooled.keys()].sort((a, b) => {
    const pa = pooled.get(a)!, pb = pooled.get(b)!;
    return pa.w / pa.n - pb.w / pb.n || naturalCompare(a, b);
  });
  if (factor === 'players') order.sort(naturalCompare); // player counts read best in their natural order
  const bots = factor === 'bot' ? ['all'] : distinct(t, 'bot');
  if (factor === 'bot') for (const r of rows) r.bot = 'all';
  rows.sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level) || naturalCompare(a.bot, b.bot));
  return { factor, label: FACTOR_LABEL[factor], rows, order, bots, pairs: pairwise(rows, order, bots) };
}

function crossTable(t: aq.ColumnTable, x: string, y: string): CrossRow[] {
  return groupRates(t, [x, y, 'bot']).map((r) => ({
    x: String(r[x]), y: String(r[y]), bot: String(r.bot), n: r.n, wins: r.wins, losses: r.losses, draws: r.draws,
    rate: r.rate, lo: r.lo, hi: r.hi, topLoss: r.topLoss, topLossShare: r.topLossShare,
  }));
}

function lossCauses(t: aq.ColumnTable): CauseRow[] {
  const totals = new Map((t.groupby('scheme', 'bot').count({ as: 'games' }).objects() as Obj[]).map((r) => [`${r.scheme}\u0001${r.bot}`, Number(r.games)]));
  const losses = t.filter('d => d.result === "loss"');
  if (losses.numRows() === 0) return [];
  return (losses.groupby('scheme', 'bot', 'cause').count({ as: 'count' }).objects() as Obj[]).map((r) => {
    const games = totals.get(`${r.scheme}\u0001${r.bot}`)!;
    return { scheme: String(r.scheme), bot: String(r.bot), cause: shortCause(String(r.cause)), fullCause: String(r.cause), count: Number(r.count), games, share: Number(r.count) / games };
  }).sort((a, b) => naturalCompare(a.scheme, b.scheme) || naturalCompare(a.bot, b.bot) || b.count - a.count);
}

/** Histogram of an integer column per bot and result; bins of width 1 unless the range is wide. */
export function histogram(t: aq.ColumnTable, col: string, maxBins = 40): HistRow[] {
  const vals = (t.array(col) as ArrayLike<number>);
  let min = Infinity, max = -Infinity;
  for (let i = 0; i < vals.length; i++) { const v = vals[i]!; if (Number.isFinite(v)) { if (v < min) min = v; if (v > max) max = v; } }
  if (min === Infinity) return [];
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const start = Math.floor(min / width) * width;
  const bots = t.array('bot') as ArrayLike<string>, res = t.array('result') as ArrayLike<string>;
  const counts = new Map<string, HistRow>();
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i]!;
    if (!Number.isFinite(v)) continue;
    const from = start + Math.floor((v - start) / width) * width;
    const k = `${bots[i]}\u0001${res[i]}\u0001${from}`;
    const r = counts.get(k);
    if (r) r.count++; else counts.set(k, { bot: bots[i]!, result: res[i]!, from, to: from + width, count: 1 });
  }
  return [...counts.values()].sort((a, b) => naturalCompare(a.bot, b.bot) || a.result.localeCompare(b.result) || a.from - b.from);
}

/**
 * Effect of having a card group in the game (a hero, or a villain group): the win-rate difference
 * with vs without it, stratified by cell (so player count, scheme, mastermind and bot cannot fake an
 * effect), with Holm over every name shown. Returns null when no name is sometimes in and sometimes
 * out of the same cell (the groups were not drawn at random).
 */
export function impact(t: aq.ColumnTable, col: 'heroes' | 'villains'): ImpactRow[] | null {
  const kind = col === 'heroes' ? 'hero' : 'villain group';
  const cells = new Map((t.groupby('cell').rollup({ n: 'd => op.count()', w: 'd => op.sum(d.win)' }).objects() as Obj[])
    .map((r) => [String(r.cell), { n: Number(r.n), w: Number(r.w) }]));
  // games and wins with each name in each cell (plain loops: an unrolled table would be 5x the games)
  const cellCol = t.array('cell') as ArrayLike<string>, names = t.array(col) as ArrayLike<string>, win = t.array('win') as ArrayLike<number>;
  const split = new Map<string, string[]>();
  const counts = new Map<string, Map<string, { n1: number; x1: number }>>();
  for (let i = 0; i < cellCol.length; i++) {
    const v = names[i]!;
    if (!v) continue;
    let list = split.get(v);
    if (!list) { list = [...new Set(v.split('|'))]; split.set(v, list); }
    for (const name of list) {
      let byCell = counts.get(name);
      if (!byCell) counts.set(name, byCell = new Map());
      const c = byCell.get(cellCol[i]!);
      if (c) { c.n1++; c.x1 += win[i]!; } else byCell.set(cellCol[i]!, { n1: 1, x1: win[i]! });
    }
  }
  const strata = new Map<string, Stratum[]>();
  let informative = false;
  for (const [name, byCell] of counts) {
    const list: Stratum[] = [];
    for (const [cell, r] of byCell) {
      const c = cells.get(cell)!;
      const s = { x1: r.x1, n1: r.n1, x0: c.w - r.x1, n0: c.n - r.n1 };
      if (s.n0 > 0) informative = true;
      list.push(s);
    }
    strata.set(name, list);
  }
  if (!informative) return null;
  const rows = [...strata.entries()].map(([name, ss]) => {
    const d = stratifiedDiff(ss);
    return { kind, name, nWith: d.n1, winsWith: d.x1, nWithout: d.n0, winsWithout: d.x0, strata: d.strata, diff: d.diff, lo: d.lo, hi: d.hi, p: d.p };
  }).filter((r) => r.strata > 0);
  const adj = holm(rows.map((r) => r.p));
  return rows.map((r, i) => ({ ...r, kind, pHolm: adj[i]!, holds: adj[i]! <= ALPHA }) as ImpactRow)
    .sort((a, b) => a.diff - b.diff || naturalCompare(a.name, b.name));
}

function ladder(t: aq.ColumnTable): Ladder {
  const overall = factorTable(t, 'bot');
  const setupCols = ['mastermind', 'scheme', 'playersLabel', 'challengesLabel'].filter((c) => distinct(t, c).length > 1);
  const per = groupRates(t, [...setupCols, 'bot']);
  const setups = new Map<string, { bot: string; rate: Rate }[]>();
  for (const r of per) {
    const k = setupCols.length ? setupCols.map((c) => String(r[c])).join(' / ') : 'all games';
    const list = setups.get(k) ?? [];
    list.push({ bot: String(r.bot), rate: r });
    setups.set(k, list);
  }
  const bots = distinct(t, 'bot');
  const agreement: Ladder['agreement'] = [];
  for (let i = 0; i < bots.length; i++) {
    for (let j = i + 1; j < bots.length; j++) {
      const a: number[] = [], b: number[] = [];
      for (const list of setups.values()) {
        const ra = list.find((x) => x.bot === bots[i]), rb = list.find((x) => x.bot === bots[j]);
        if (ra && rb) { a.push(ra.rate.rate); b.push(rb.rate.rate); }
      }
      agreement.push({ a: bots[i]!, b: bots[j]!, setups: a.length, rho: a.length >= 3 ? spearman(a, b) : NaN });
    }
  }
  // bots in overall order, weakest first; compare every pair on every setup both played
  const strength = overall.order;
  const raw: Omit<ReversalRow, 'pHolm' | 'holds'>[] = [];
  for (const [setup, list] of setups) {
    for (let i = 0; i < strength.length; i++) {
      for (let j = i + 1; j < strength.length; j++) {
        const weak = list.find((x) => x.bot === strength[i]), strong = list.find((x) => x.bot === strength[j]);
        if (!weak || !strong) continue;
        const d = newcombe(weak.rate.wins, weak.rate.n, strong.rate.wins, strong.rate.n);
        const te = compareProportions(weak.rate.wins, weak.rate.n, strong.rate.wins, strong.rate.n);
        raw.push({ setup, stronger: strong.bot, weaker: weak.bot, rateStronger: strong.rate.rate, rateWeaker: weak.rate.rate, nStronger: strong.rate.n, nWeaker: weak.rate.n, diff: d.diff, lo: d.lo, hi: d.hi, p: te.p, test: te.test });
      }
    }
  }
  const adj = holm(raw.map((r) => r.p));
  const reversals = raw.map((r, i) => ({ ...r, pHolm: adj[i]!, holds: adj[i]! <= ALPHA }))
    .filter((r) => r.diff > 0)
    .sort((a, b) => b.diff - a.diff || a.pHolm - b.pHolm || naturalCompare(a.setup, b.setup));
  return { overall, agreement, reversals, family: raw.length };
}

function cellTable(t: aq.ColumnTable): CellRow[] {
  return groupRates(t, ['cell', 'mastermind', 'scheme', 'playersLabel', 'bot', 'challengesLabel']).map((r) => ({
    cell: String(r.cell), mastermind: String(r.mastermind), scheme: String(r.scheme), players: String(r.playersLabel),
    bot: String(r.bot), challenges: String(r.challengesLabel), n: r.n, wins: r.wins, losses: r.losses, draws: r.draws,
    rate: r.rate, lo: r.lo, hi: r.hi, topLoss: r.topLoss, meanTurns: r.meanTurns, meanVp: r.meanVp,
  })).sort((a, b) => naturalCompare(a.mastermind, b.mastermind) || naturalCompare(a.scheme, b.scheme)
    || naturalCompare(a.players, b.players) || naturalCompare(a.bot, b.bot) || naturalCompare(a.challenges, b.challenges));
}

function deltaRows(cur: aq.ColumnTable, base: aq.ColumnTable, keys: readonly string[]): DeltaRow[] {
  const label = (o: Obj) => (keys.length ? keys.map((k) => String(o[k])).join(' / ') : 'all games');
  const b = new Map(groupRates(base, keys).map((r) => [label(r), r]));
  const raw = groupRates(cur, keys).filter((r) => b.has(label(r))).map((r) => {
    const s = b.get(label(r))!;
    const d = newcombe(r.wins, r.n, s.wins, s.n);
    const te = compareProportions(r.wins, r.n, s.wins, s.n);
    return { key: label(r), n: r.n, wins: r.wins, rate: r.rate, nBase: s.n, winsBase: s.wins, rateBase: s.rate, diff: d.diff, lo: d.lo, hi: d.hi, p: te.p, test: te.test };
  });
  const adj = holm(raw.map((r) => r.p));
  return raw.map((r, i) => ({ ...r, pHolm: adj[i]!, holds: adj[i]! <= ALPHA })).sort((x, y) => naturalCompare(x.key, y.key));
}

/**
 * Compares the study with a baseline. Cells are matched on the factors that vary in either study; a
 * factor fixed in both (e.g. the bot, when two bot policies are compared) is left out of the match.
 * Only matched cells enter the comparisons.
 */
export function compareBaseline(cur: aq.ColumnTable, base: aq.ColumnTable, name: string): BaselineComparison {
  const all: (Factor | 'bot')[] = ['mastermind', 'scheme', 'players', 'bot', 'challenges'];
  const keyFactors = all.filter((f) => distinct(cur, COLUMN[f]).length > 1 || distinct(base, COLUMN[f]).length > 1);
  const keys = keyFactors.map((f) => COLUMN[f]);
  const keyFn = keys.length ? `d => ${keys.map((k) => `d.${k}`).join(' + "\\u0001" + ')}` : 'd => ""';
  const c = cur.derive({ matchKey: keyFn }), b = base.derive({ matchKey: keyFn });
  const ck = new Set(Array.from(c.array('matchKey') as ArrayLike<string>)), bk = new Set(Array.from(b.array('matchKey') as ArrayLike<string>));
  const common = [...ck].filter((k) => bk.has(k));
  const both = aq.table({ matchKey: common });
  const cm = c.semijoin(both, 'matchKey'), bm = b.semijoin(both, 'matchKey');
  const overall = deltaRows(cm, bm, [])[0] ?? { key: 'all games', n: 0, wins: 0, rate: 0, nBase: 0, winsBase: 0, rateBase: 0, diff: 0, lo: -1, hi: 1, p: 1, test: 'z' as TestName, pHolm: 1, holds: false };
  return {
    name, keyFactors: keyFactors.map((f) => FACTOR_LABEL[f]),
    matched: common.length, onlyCurrent: [...ck].filter((k) => !bk.has(k)).length, onlyBaseline: [...bk].filter((k) => !ck.has(k)).length,
    overall,
    byFactor: keyFactors.map((f) => ({ factor: f, label: FACTOR_LABEL[f], rows: deltaRows(cm, bm, [COLUMN[f]]) })),
    cells: keys.length > 1 ? deltaRows(cm, bm, keys) : [],
  };
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The experiment name(s) from the manifests, else the folder names. */
function studyName(s: Study): string {
  const names = s.manifests.map((m) => str((m?.experiment as Obj | undefined)?.name) ?? str((m?.spec as Obj | undefined)?.name));
  const unique = [...new Set(names.filter((n): n is string => n !== null))];
  return unique.length && names.every((n) => n !== null) ? unique.join(' + ') : s.name;
}

function studyDescription(s: Study): string | null {
  const d = [...new Set(s.manifests.map((m) => str((m?.spec as Obj | undefined)?.description)).filter((x): x is string => x !== null))];
  return d.length ? d.join(' / ') : null;
}

/** Aggregates a study (and optionally a baseline study) into the report's tables. */
export function aggregate(study: Study, baseline?: Study, title?: string): ReportData {
  const t = prepare(study.games);
  const varies = Object.fromEntries((['mastermind', 'scheme', 'players', 'challenges', 'bot'] as const)
    .map((f) => [f, distinct(t, COLUMN[f]).length > 1])) as Record<Factor | 'bot', boolean>;
  const factors: ReportData['factors'] = {};
  for (const f of FACTORS) if (varies[f]) factors[f] = factorTable(t, f);
  const all = groupRates(t, [])[0]!;
  return {
    title: title ?? `Legendary Lab report: ${studyName(study)}`,
    description: studyDescription(study),
    games: t.numRows(),
    cells: distinct(t, 'cell').length,
    bots: distinct(t, 'bot'),
    overall: { n: all.n, wins: all.wins, losses: all.losses, draws: all.draws, rate: all.rate, lo: all.lo, hi: all.hi },
    varies,
    factors,
    heatmap: varies.mastermind && varies.scheme ? crossTable(t, 'mastermind', 'scheme') : null,
    challengeByMastermind: varies.challenges && varies.mastermind ? crossTable(t, 'mastermind', 'challengesLabel') : null,
    ladder: varies.bot ? ladder(t) : null,
    lossCauses: lossCauses(t),
    turns: histogram(t, 'turns', 60),
    vp: histogram(t, 'vpTotal'),
    heroes: impact(t, 'heroes'),
    villains: impact(t, 'villains'),
    cellTable: cellTable(t),
    baseline: baseline ? compareBaseline(t, prepare(baseline.games), baseline.name) : null,
    sources: { dirs: study.dirs, manifests: study.manifests, duplicates: study.duplicates, errors: study.errors },
    alpha: ALPHA,
  };
}
