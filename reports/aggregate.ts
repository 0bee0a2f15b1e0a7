// Aggregation of a study's games into the plain tables the report draws (and `--format json` writes).
//
// Every pooled rate is a design-weighted mean of cell rates with a deal-clustered interval
// (estimate.ts); comparisons are paired on shared deals where they can be; every claim the report makes
// is one hypothesis in a single family, and Holm's procedure over that family bounds the chance of any
// false claim in the whole report by ALPHA.

import { compare, dealBootstrap, effect, estimate, heterogeneity, meanDifference, meanEstimate, type Comparison, type Effect, type Estimate, type Part, type TestName } from './estimate.js';
import { challengesLabel, naturalCompare, playersLabel, shortCause } from './labels.js';
import type { Study } from './load.js';
import { ALPHA, holm, quantileSorted, seededRandom, spearman, stratifiedExactP, Z95, type Stratum } from './stats.js';
import type { CellInfo, GameStore } from './store.js';
import { calibrate, fitPoints, pointsGames, varyingFactors, type Calibration, type PointsModel } from './points.js';

export { challengesLabel, naturalCompare, playersLabel, shortCause };
export type { TestName };

// ---- Factors ----------------------------------------------------------------------------------------

/** The factors a report breaks results down by, besides the bot. Adding one (say, card sets) is one entry here. */
export type Factor = 'mastermind' | 'scheme' | 'players' | 'challenges' | 'sets' | 'changes';

export interface FactorDef {
  key: Factor;
  /** "Mastermind"; "per mastermind"; "masterminds" */
  label: string; noun: string; plural: string;
  /** the level of a cell, as shown */
  level: (c: CellInfo) => string;
  /** levels read best in their natural order (player counts), not by win rate */
  naturalOrder?: boolean;
}

export const FACTOR_DEFS: readonly FactorDef[] = [
  { key: 'mastermind', label: 'Mastermind', noun: 'mastermind', plural: 'masterminds', level: (c) => c.mastermind },
  { key: 'scheme', label: 'Scheme', noun: 'scheme', plural: 'schemes', level: (c) => c.scheme },
  { key: 'players', label: 'Players', noun: 'player count', plural: 'player counts', level: (c) => c.playersLabel, naturalOrder: true },
  { key: 'challenges', label: 'Challenge modes', noun: 'challenge mode', plural: 'challenge modes', level: (c) => c.challengesLabel },
  { key: 'sets', label: 'Card sets', noun: 'card-set selection', plural: 'card-set selections', level: (c) => c.sets },
  { key: 'changes', label: 'What-if changes', noun: 'what-if variant', plural: 'what-if variants', level: (c) => c.changesLabel },
];
export const FACTORS: readonly Factor[] = FACTOR_DEFS.map((f) => f.key);
const DEF = Object.fromEntries(FACTOR_DEFS.map((f) => [f.key, f])) as Record<Factor, FactorDef>;
export const FACTOR_LABEL: Record<Factor | 'bot', string> = { ...Object.fromEntries(FACTOR_DEFS.map((f) => [f.key, f.label])) as Record<Factor, string>, bot: 'Bot' };
export const FACTOR_NOUN: Record<Factor | 'bot', string> = { ...Object.fromEntries(FACTOR_DEFS.map((f) => [f.key, f.noun])) as Record<Factor, string>, bot: 'bot' };
/** How a Marvel Champions study's factors are named where Legendary's slots hold them (reports/load.ts). */
const CHAMPIONS_WORDS: Partial<Record<Factor, { label: string; noun: string; plural: string }>> = {
  mastermind: { label: 'Villain', noun: 'villain', plural: 'villains' },
  scheme: { label: 'Mode', noun: 'mode', plural: 'modes' },
  challenges: { label: 'Modular set', noun: 'modular set', plural: 'modular sets' },
  sets: { label: 'Team', noun: 'team', plural: 'teams' },
};

/** The factors' names for a game: Legendary's, or Marvel Champions' where its factors sit in Legendary's slots. */
export function wordsFor(game: 'legendary' | 'champions'): { label: Record<Factor | 'bot', string>; noun: Record<Factor | 'bot', string>; plural: Record<Factor | 'bot', string> } {
  if (game === 'legendary') return { label: FACTOR_LABEL, noun: FACTOR_NOUN, plural: FACTOR_PLURAL };
  const pick = (k: 'label' | 'noun' | 'plural', base: Record<Factor | 'bot', string>) =>
    ({ ...base, ...Object.fromEntries(Object.entries(CHAMPIONS_WORDS).map(([f, w]) => [f, w![k]])) }) as Record<Factor | 'bot', string>;
  return { label: pick('label', FACTOR_LABEL), noun: pick('noun', FACTOR_NOUN), plural: pick('plural', FACTOR_PLURAL) };
}

export const FACTOR_PLURAL: Record<Factor | 'bot', string> = { ...Object.fromEntries(FACTOR_DEFS.map((f) => [f.key, f.plural])) as Record<Factor, string>, bot: 'bots' };

// ---- Row types --------------------------------------------------------------------------------------

/** A claim the report can make: its raw p-value, the Holm-adjusted one over the report, and the verdict. */
export interface Claim { p: number; pHolm: number; holds: boolean }

/** A win rate: games counted, the design-weighted rate and its 95% interval (deal-clustered). */
export interface Rate {
  n: number; wins: number; losses: number; draws: number; rate: number; lo: number; hi: number;
  /** effective number of independent games behind the interval, and the cells pooled */
  nEff: number; cells: number;
}

export interface LevelRow extends Rate { level: string; bot: string; topLoss: string; topLossShare: number }

/** One pairwise comparison of win rates (A - B). */
export interface PairRow extends Claim {
  bot: string; a: string; b: string; nA: number; nB: number; rateA: number; rateB: number;
  diff: number; lo: number; hi: number; test: TestName;
  /** deals both sides played, when the comparison was paired on them (McNemar); else 0 */
  pairs: number;
}

export interface FactorTable {
  factor: Factor | 'bot';
  label: string;
  /** "mastermind", "masterminds" (or the game's own words: "villain") */
  noun: string; plural: string;
  /** level x bot rows */
  rows: LevelRow[];
  /** levels from hardest (lowest mean win rate over the bots) to easiest; bots from weakest */
  order: string[];
  bots: string[];
  /** every pair of levels within each bot */
  pairs: PairRow[];
}

/** One square of a heatmap: x is the column factor (the mastermind), y the row factor (scheme or challenge mode). */
export interface CrossRow extends Rate { x: string; y: string; bot: string; topLoss: string; topLossShare: number }
/** Share of a scheme's games lost to one cause (each cell counting once), with its 95% interval. */
export interface CauseRow { scheme: string; bot: string; cause: string; fullCause: string; count: number; games: number; share: number; lo: number; hi: number }
export interface HistRow { bot: string; result: string; from: number; to: number; count: number }
/**
 * How far the heroes got (Marvel Champions): the mean villain progress of a group's games (0 to 1; a win counts 1),
 * each cell counting once, with its deal-clustered 95% interval; per bot.
 */
export interface ProgressRow { by: 'villain' | 'players'; group: string; bot: string; n: number; mean: number; lo: number; hi: number; cells: number }

/**
 * What an impact table is about: a hero (Legendary: a hero; Marvel Champions: an identity, whatever its aspect), a Marvel
 * Champions aspect, a Marvel Champions hero with its aspect (one deck), or a Legendary villain group.
 */
export type ImpactKind = 'hero' | 'aspect' | 'hero and aspect' | 'villain group';
export const IMPACT_KINDS: ReadonlySet<string> = new Set<ImpactKind>(['hero', 'aspect', 'hero and aspect', 'villain group']);

/** Effect of a hero (or villain group) being in the game rather than a random other one, for one bot. */
export interface ImpactRow extends Claim {
  kind: ImpactKind; name: string;
  /** the bot, or "all bots" for the average over bots */
  bot: string;
  nWith: number; winsWith: number; rateWith: number; nWithout: number; winsWithout: number; rateWithout: number;
  /** cells where the name is sometimes in and sometimes out (the only ones that inform) */
  strata: number;
  diff: number; lo: number; hi: number; test: TestName;
}
/** "The effect of X differs between the bots": Wald chi-square over the per-bot effects. */
export interface HeterogeneityRow extends Claim { kind: ImpactKind; name: string; bots: string[]; stat: number; df: number }
export interface ImpactTable {
  kind: ImpactKind;
  /** one row per name and bot */
  rows: ImpactRow[];
  /** the average over bots, per name (only when more than one bot); shown only where heterogeneity was not shown */
  pooled: ImpactRow[];
  heterogeneity: HeterogeneityRow[];
}

export interface CellRow extends Rate {
  cell: string; mastermind: string; scheme: string; players: string; bot: string; challenges: string;
  topLoss: string;
  /** mean turns with the half-width of its 95% interval (normal approximation), and mean VP */
  meanTurns: number; meanTurnsHalf: number; meanVp: number;
}
/** Two bots on one setup (every factor but the bot): weaker - stronger, by their overall order. */
export interface ReversalRow extends Claim {
  setup: string; stronger: string; weaker: string; rateStronger: number; rateWeaker: number; nStronger: number; nWeaker: number;
  diff: number; lo: number; hi: number; test: TestName; pairs: number;
}
export interface Agreement {
  a: string; b: string; setups: number;
  /** Spearman's rho between the two bots' setup win rates, with a 95% deal-bootstrap percentile interval */
  rho: number; lo: number; hi: number; replicates: number;
}
export interface Ladder {
  overall: FactorTable;
  agreement: Agreement[];
  /** every pair of bots on every setup */
  comparisons: ReversalRow[];
  /** the comparisons where the bot that is weaker overall won more often, largest first */
  reversals: ReversalRow[];
  family: number;
}
export interface DeltaRow extends Claim {
  key: string; n: number; wins: number; rate: number; nBase: number; winsBase: number; rateBase: number;
  diff: number; lo: number; hi: number; test: TestName; pairs: number;
}
export interface BaselineComparison {
  name: string;
  /** factors that tell cells apart when matching the two studies */
  keyFactors: string[];
  matched: number; onlyCurrent: number; onlyBaseline: number;
  /** deals (seeds) the two studies have in common: their comparisons are paired on them */
  sharedDeals: number;
  overall: DeltaRow;
  byFactor: { factor: string; label: string; rows: DeltaRow[] }[];
  cells: DeltaRow[];
}

/**
 * Two things whose difficulty order two bots reverse, each direction holding after Holm's correction over
 * the report: for `botsA` `a` is harder than `b`, for `botsB` `b` is harder than `a`. For heroes and
 * villain groups `b` is "a random other one": the effect in the game (impact) holds with opposite signs.
 */
export interface SkillSensitiveRow {
  kind: Factor | ImpactKind;
  a: string; b: string;
  botsA: string[]; botsB: string[];
  /** win rate with a minus win rate with b, per bot of each side (negative for botsA, positive for botsB) */
  diffsA: number[]; diffsB: number[];
  /** Holm-adjusted p of each of those claims */
  pHolmA: number[]; pHolmB: number[];
}
/**
 * Skill depth of a setup: the win rate of the strongest bot minus the weakest (non-random bots, ranked by
 * their overall win rate), paired on the deals both played. The claim is the ladder's comparison of the two.
 */
export interface SkillDepthRow {
  setup: string; strong: string; weak: string; rateStrong: number; rateWeak: number; nStrong: number; nWeak: number;
  depth: number; lo: number; hi: number; pairs: number; pHolm: number; holds: boolean;
}
export interface SkillTable {
  /** the bots whose orders are compared (random bots left out: they show no skill) */
  bots: string[];
  sensitive: SkillSensitiveRow[];
  /** heroes and villain groups whose effect differs between the bots (heterogeneity holds), reversed or not */
  differs: { kind: ImpactKind; name: string; pHolm: number }[];
  /** the two bots the depth is measured between (weakest, strongest), or null with fewer than two */
  depthBots: [string, string] | null;
  /** deepest first */
  depth: SkillDepthRow[];
}

export interface ReportData {
  /** example games per cell id, linked from the cell table (spec "examples"; reports/examples.ts) */
  examples?: Record<string, { result: string; game: number; href: string }[]>;
  /** the game the study played (Marvel Champions factors sit in Legendary's slots: wordsFor names them) */
  game: 'legendary' | 'champions';
  title: string;
  /** the spec's description, when the manifest has one */
  description: string | null;
  games: number; cells: number;
  /** the bots analysed: one for each group of bots that won and lost exactly the same deals */
  bots: string[];
  /** for each bot analysed, every bot name in its group (only groups of more than one) */
  botAliases: Record<string, string[]>;
  /** the win rate of each bot over all its cells (each cell counts once) */
  overall: (Rate & { bot: string })[];
  /** which factors take more than one value */
  varies: Record<Factor | 'bot', boolean>;
  factors: Partial<Record<Factor, FactorTable>>;
  heatmap: CrossRow[] | null;
  challengeByMastermind: CrossRow[] | null;
  ladder: Ladder | null;
  /** what changes with skill (more than one non-random bot): reversed orders and skill depth per setup */
  skill: SkillTable | null;
  lossCauses: CauseRow[];
  /** Marvel Champions: how far the heroes got, per villain and mode and per player count (null without the figures) */
  progress: ProgressRow[] | null;
  turns: HistRow[];
  vp: HistRow[];
  /** Legendary: per hero; Marvel Champions: per hero identity, whatever its aspect */
  heroes: ImpactTable | null;
  /** Marvel Champions: per aspect, whatever the hero (null for Legendary) */
  aspects: ImpactTable | null;
  /** Marvel Champions: per hero with its aspect, one deck (null for Legendary) */
  decks: ImpactTable | null;
  /** Marvel Champions: each hero's, aspect's and deck's impact on how far the heroes got (descriptive; null without random teams) */
  progressImpact: ProgressImpactRow[] | null;
  villains: ImpactTable | null;
  /** difficulty points per bot, when the study varies enough to fit them (reports/points.ts) */
  points: PointsSection[];
  cellTable: CellRow[];
  baseline: BaselineComparison | null;
  sources: { dirs: string[]; manifests: (Record<string, unknown> | null)[]; duplicates: number; errors: number };
  alpha: number;
  /** the report-wide family: every claim above, with Holm's procedure over all of them */
  claims: { family: number; held: number; method: string };
}

// ---- Difficulty points ------------------------------------------------------------------------------

/** The points model of one bot's games (reports/points.ts), without its covariance, and its held-out check. */
export interface PointsSection { bot: string; model: Omit<PointsModel, 'cov'>; calibration: Calibration }

/** Games a bot needs, and factors that must vary, before the report fits points (fewer say too little). */
export const POINTS_MIN_GAMES = 1000;
/** Above this many games of a bot the report leaves the points to `legendary points` (the fit holds each game). */
export const POINTS_MAX_GAMES = 250_000;

/**
 * Difficulty points for each bot whose printed-game games are many and varied enough: at least POINTS_MIN_GAMES
 * games and heroes or villain groups drawn at random besides one other factor that varies.
 */
export function pointsSections(store: GameStore, bots: readonly string[]): PointsSection[] {
  const out: PointsSection[] = [];
  for (const bot of bots) {
    const games = pointsGames(store, bot);
    // a larger study is fitted with legendary points (the report keeps its memory flat: docs/reports.md)
    if (games.length < POINTS_MIN_GAMES || games.length > POINTS_MAX_GAMES) continue;
    const v = varyingFactors(games);
    if (!(v.includes('heroes') || v.includes('villains')) || v.length < 3) continue;
    const calibration = calibrate(games);
    if (!(calibration.inside >= 0)) continue; // too few held-out cells to check the model: no section
    const { cov: _cov, ...model } = fitPoints(games);
    out.push({ bot, model, calibration });
  }
  return out;
}

// ---- The analysed study -----------------------------------------------------------------------------

export interface Analysis {
  store: GameStore;
  /** bots analysed, in natural order: the first name of each group of identical bots */
  bots: string[];
  aliases: Map<string, string[]>;
  /** the cells of each analysed bot */
  cellsOf: Map<string, number[]>;
  /** every analysed cell */
  cells: number[];
}

/**
 * Groups bots that won and lost exactly the same deals in every challenge mode (for example one spec
 * repeated under several names): the data cannot tell them apart at all, and counting each would count
 * the same evidence several times. Each group is analysed once, under its first name.
 */
export function analyse(store: GameStore, keep: (c: CellInfo) => boolean = () => true): Analysis {
  const byBot = new Map<string, number[]>();
  for (const c of store.cells) if (c.n > 0 && keep(c)) (byBot.get(c.bot) ?? byBot.set(c.bot, []).get(c.bot)!).push(c.index);
  const names = [...byBot.keys()].sort(naturalCompare);
  const ch = new Map<string, number>();
  const signature = (bot: string) => {
    const keys: number[] = [];
    for (const c of byBot.get(bot)!) {
      const cell = store.cells[c]!, games = store.gamesOf(c);
      let k = ch.get(cell.challenges);
      if (k === undefined) { k = ch.size; ch.set(cell.challenges, k); }
      for (let j = 0; j < games.length; j++) keys.push(((store.dealOf[games[j]!]! * 4096) + k) * 3 + store.resultOf[games[j]!]!);
    }
    return Float64Array.from(keys).sort();
  };
  // signatures only for bots that played as many games as another (the only candidates)
  const games = (b: string) => byBot.get(b)!.reduce((a, c) => a + store.cells[c]!.n, 0);
  const sigs = new Map<string, Float64Array>();
  const sig = (b: string) => sigs.get(b) ?? sigs.set(b, signature(b)).get(b)!;
  const same = (a: string, b: string) => games(a) === games(b) && sig(a).every((x, i) => x === sig(b)[i]);
  const aliases = new Map<string, string[]>();
  for (const b of names) {
    const rep = [...aliases.keys()].find((r) => same(r, b));
    if (rep) aliases.get(rep)!.push(b); else aliases.set(b, [b]);
  }
  const bots = [...aliases.keys()];
  const cellsOf = new Map(bots.map((b) => [b, byBot.get(b)!]));
  return { store, bots, aliases, cellsOf, cells: bots.flatMap((b) => cellsOf.get(b)!) };
}

// ---- Helpers ----------------------------------------------------------------------------------------

function rateOf(e: Estimate): Rate {
  return { n: e.n, wins: e.wins, losses: e.losses, draws: e.draws, rate: e.p, lo: e.lo, hi: e.hi, nEff: e.nEff, cells: e.cells };
}

const partsOf = (store: GameStore, cells: readonly number[], weight = 1): Part[] => cells.map((cell) => ({ store, cell, weight }));

/** Groups rows (cells, claims) by a key, insertion order kept. */
export function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) { const k = key(r); (m.get(k) ?? m.set(k, []).get(k)!).push(r); }
  return m;
}

/** The most common loss cause over some cells, and its share of their losses. */
function topLoss(store: GameStore, cells: readonly number[]): { topLoss: string; topLossShare: number } {
  const sum = new Map<string, number>();
  let losses = 0;
  for (const c of cells) { const cell = store.cells[c]!; losses += cell.losses; for (const [k, v] of cell.causes) sum.set(k, (sum.get(k) ?? 0) + v); }
  let best = '', count = 0;
  for (const [k, v] of sum) if (v > count || (v === count && k < best)) { best = k; count = v; }
  return { topLoss: best, topLossShare: losses ? count / losses : 0 };
}

/** Holm over the rows (one family), setting pHolm and holds. */
export function applyHolm(rows: readonly Claim[], alpha = ALPHA): void {
  const adj = holm(rows.map((r) => r.p));
  rows.forEach((r, i) => { r.pHolm = adj[i]!; r.holds = adj[i]! <= alpha; });
}

function levelFn(an: Analysis, factor: Factor | 'bot'): (c: number) => string {
  if (factor === 'bot') return (c) => an.store.cells[c]!.bot;
  const f = DEF[factor];
  return (c) => f.level(an.store.cells[c]!);
}

/** Which factors take more than one value over the analysed cells. */
function variesIn(an: Analysis): Record<Factor | 'bot', boolean> {
  const out = { bot: an.bots.length > 1 } as Record<Factor | 'bot', boolean>;
  for (const f of FACTOR_DEFS) out[f.key] = new Set(an.cells.map((c) => f.level(an.store.cells[c]!))).size > 1;
  return out;
}

/** The setup of a cell: its level of every factor that varies (everything but the bot). */
function setupKeyFn(an: Analysis): (c: number) => string {
  const varying = FACTOR_DEFS.filter((f) => new Set(an.cells.map((c) => f.level(an.store.cells[c]!))).size > 1);
  return (c) => (varying.length ? varying.map((f) => f.level(an.store.cells[c]!)).join(' / ') : 'all games');
}

// ---- Factor tables ----------------------------------------------------------------------------------

/**
 * Win rate per level of one factor and bot (each cell counts equally; deal-clustered intervals), ordered
 * hardest first, with every pair of levels compared within each bot. Holm is applied over this table's
 * pairs; `aggregate` applies it again over the whole report.
 */
export function factorTable(an: Analysis, factor: Factor | 'bot'): FactorTable {
  const W = wordsFor(an.store.game);
  const label = W.label[factor], noun = W.noun[factor], plural = W.plural[factor];
  const level = levelFn(an, factor);
  const bots = factor === 'bot' ? ['all'] : an.bots;
  const ests = new Map<string, Map<string, { est: Estimate; cells: number[] }>>();
  for (const bot of bots) {
    const cells = factor === 'bot' ? an.cells : an.cellsOf.get(bot)!;
    const m = new Map<string, { est: Estimate; cells: number[] }>();
    for (const [lv, cs] of groupBy(cells, level)) m.set(lv, { est: estimate(partsOf(an.store, cs)), cells: cs });
    ests.set(bot, m);
  }
  // order: mean win rate over the bots, ascending (hardest or weakest first); ties by name
  const mean = new Map<string, { s: number; k: number }>();
  for (const m of ests.values()) for (const [lv, { est }] of m) { const x = mean.get(lv) ?? { s: 0, k: 0 }; x.s += est.p; x.k++; mean.set(lv, x); }
  const avg = (lv: string) => mean.get(lv)!.s / mean.get(lv)!.k;
  const order = [...mean.keys()].sort((a, b) => avg(a) - avg(b) || naturalCompare(a, b));
  if (factor !== 'bot' && DEF[factor].naturalOrder) order.sort(naturalCompare);
  const rows: LevelRow[] = [];
  const pairs: PairRow[] = [];
  // what-if variants are claims against the printed game (when it was played), not against each other
  const vsPrinted = factor === 'changes' && order.includes('printed');
  for (const bot of bots) {
    const m = ests.get(bot)!;
    const levels = order.filter((l) => m.has(l));
    for (const lv of levels) {
      const { est, cells } = m.get(lv)!;
      rows.push({ level: lv, bot, ...rateOf(est), ...topLoss(an.store, cells) });
    }
    for (let i = 0; i < levels.length; i++) {
      for (let j = i + 1; j < levels.length; j++) {
        if (vsPrinted && levels[i] !== 'printed' && levels[j] !== 'printed') continue;
        const A = m.get(levels[i]!)!.est, B = m.get(levels[j]!)!.est;
        const c = compare(A, B);
        pairs.push({ bot, a: levels[i]!, b: levels[j]!, nA: A.n, nB: B.n, rateA: c.rateA, rateB: c.rateB, diff: c.diff, lo: c.lo, hi: c.hi, p: c.p, test: c.test, pairs: c.pairs, pHolm: 1, holds: false });
      }
    }
  }
  applyHolm(pairs);
  return { factor, label, noun, plural, rows, order, bots, pairs };
}

function crossTable(an: Analysis, x: (c: CellInfo) => string, y: (c: CellInfo) => string): CrossRow[] {
  const out: CrossRow[] = [];
  for (const bot of an.bots) {
    for (const [, cells] of groupBy(an.cellsOf.get(bot)!, (c) => `${x(an.store.cells[c]!)}\u0001${y(an.store.cells[c]!)}`)) {
      const c0 = an.store.cells[cells[0]!]!;
      out.push({ x: x(c0), y: y(c0), bot, ...rateOf(estimate(partsOf(an.store, cells))), ...topLoss(an.store, cells) });
    }
  }
  return out;
}

/** Loss causes per scheme and bot: the share of games lost that way, each cell counting equally, with intervals. */
function lossCauses(an: Analysis): CauseRow[] {
  const out: CauseRow[] = [];
  const causeOf = an.store.causeOf;
  for (const bot of an.bots) {
    for (const [scheme, cells] of groupBy(an.cellsOf.get(bot)!, (c) => an.store.cells[c]!.scheme)) {
      const count = new Map<string, number>();
      let games = 0;
      for (const c of cells) {
        const cell = an.store.cells[c]!;
        games += cell.n;
        for (const [k, v] of cell.causes) count.set(k, (count.get(k) ?? 0) + v);
      }
      for (const [k, total] of count) {
        const id = an.store.causes.get(k)!;
        const e = estimate(cells.map((cell) => ({ store: an.store, cell, success: (g: number) => causeOf[g] === id })));
        out.push({ scheme, bot, cause: shortCause(k), fullCause: k, count: total, games, share: e.p, lo: e.lo, hi: e.hi });
      }
    }
  }
  return out.sort((a, b) => naturalCompare(a.scheme, b.scheme) || naturalCompare(a.bot, b.bot) || b.count - a.count);
}

/**
 * How far the heroes got against the villain (Marvel Champions tables with villainProgress), per villain and mode and
 * per player count, for each bot: it still orders setups whose games the bots all lose. Descriptive.
 */
function progressRows(an: Analysis): ProgressRow[] | null {
  const store = an.store;
  if (store.game !== 'champions' || store.progressGames === 0) return null;
  const prog = store.progressOf;
  const value = (g: number) => prog[g]!;
  const out: ProgressRow[] = [];
  const groups: [ProgressRow['by'], (c: CellInfo) => string][] = [['villain', (c) => `${c.mastermind} (${c.scheme})`], ['players', (c) => c.playersLabel]];
  for (const [by, key] of groups) {
    for (const bot of an.bots) {
      for (const [group, cells] of groupBy(an.cellsOf.get(bot)!, (c) => key(store.cells[c]!))) {
        const e = meanEstimate(partsOf(store, cells), value);
        if (e.n > 0) out.push({ by, group, bot, n: e.n, mean: e.mean, lo: e.lo, hi: e.hi, cells: e.cells });
      }
    }
  }
  return out;
}

/** Histogram of a per-game number per bot and result; bins of width 1 unless the range is wide. */
export function histogram(an: Analysis, values: Float64Array, maxBins = 40): HistRow[] {
  let min = Infinity, max = -Infinity;
  for (const c of an.cells) for (const g of an.store.gamesOf(c)) { const v = values[g]!; if (Number.isFinite(v)) { if (v < min) min = v; if (v > max) max = v; } }
  if (min === Infinity) return [];
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const start = Math.floor(min / width) * width, bins = Math.floor((max - start) / width) + 1;
  const names = ['loss', 'win', 'draw'];
  const out: HistRow[] = [];
  for (const bot of an.bots) {
    const counts = new Float64Array(3 * bins), res = an.store.resultOf;
    for (const c of an.cellsOf.get(bot)!) {
      for (const g of an.store.gamesOf(c)) {
        const v = values[g]!;
        if (Number.isFinite(v)) counts[res[g]! * bins + Math.floor((v - start) / width)]!++;
      }
    }
    for (let r = 0; r < 3; r++) {
      for (let b = 0; b < bins; b++) {
        const count = counts[r * bins + b]!;
        if (count) out.push({ bot, result: names[r]!, from: start + b * width, to: start + (b + 1) * width, count });
      }
    }
  }
  return out.sort((a, b) => naturalCompare(a.bot, b.bot) || a.result.localeCompare(b.result) || a.from - b.from);
}

// ---- Hero and villain-group impact ------------------------------------------------------------------

/** Which part of a Marvel Champions team member ("identity:aspect") an impact table counts. */
export type ChampionsPart = 'hero' | 'aspect' | 'deck';
const PART_KIND: Record<ChampionsPart, ImpactKind> = { hero: 'hero', aspect: 'aspect', deck: 'hero and aspect' };

/** The impact tables a report has, in the order it shows them. */
function impactTables(d: Pick<ReportData, 'heroes' | 'aspects' | 'decks' | 'villains'>): (ImpactTable | null)[] {
  return [d.heroes, d.aspects, d.decks, d.villains];
}

/**
 * The distinct names of one part of a Marvel Champions team's members (as the games table writes them,
 * experiments/champions.ts heroText): "she-hulk:aggression" gives "she-hulk" (hero), "aggression" (aspect) or the
 * whole (deck). A member without an aspect counts as a hero and a deck, for no aspect.
 */
export function championsParts(members: readonly string[], by: ChampionsPart): string[] {
  const out = new Set<string>();
  for (const m of members) {
    const k = m.indexOf(':');
    if (by === 'deck') out.add(m);
    else if (by === 'hero') out.add(k < 0 ? m : m.slice(0, k));
    else if (k >= 0) out.add(m.slice(k + 1));
  }
  return [...out];
}

/** At most this many wins (or losses, whichever are fewer) over a comparison's cells: its intervals rest on too few
 *  results, and the exact randomization test decides as well (stats.ts stratifiedExactP). */
export const SPARSE_RESULTS = 40;

/**
 * The exact randomization test of "games with the name win as often as games without it" over the cells (each counting
 * once, as the estimate weighs them), where the wins or losses are few (at most SPARSE_RESULTS);
 * null where they are not (the normal approximations then hold) or the distribution is too large to enumerate.
 */
function sparseExactP(store: GameStore, cells: readonly number[], keepIn: (g: number) => boolean): number | null {
  const strata: Stratum[] = [];
  let minority = 0;
  for (const c of cells) {
    let n1 = 0, n0 = 0, k = 0, w = 0;
    for (const g of store.gamesOf(c)) {
      const win = store.winOf(g);
      if (keepIn(g)) { n1++; w += win; } else n0++;
      k += win;
    }
    minority += Math.min(k, n1 + n0 - k);
    strata.push({ n1, n0, k, w, weight: 1 / cells.length });
  }
  return minority <= SPARSE_RESULTS ? stratifiedExactP(strata) : null;
}

/** A comparison whose exact randomization p (where computed) is larger than its own: that p decides. */
function withExact(c: Comparison, exact: number | null): Comparison {
  return exact !== null && exact > c.p ? { ...c, p: exact, test: 'randomization' } : c;
}

/**
 * Which games hold each name (a hero, villain group, or a part of a Marvel Champions team member): a mask over the
 * store's hero (villain) sets per name, and whether a cell informs about a name (it is sometimes in and sometimes out).
 */
function groupMasks(an: Analysis, col: 'heroes' | 'villains', by?: ChampionsPart) {
  const { store } = an;
  const setOf = col === 'heroes' ? store.heroSetOf : store.villainSetOf;
  const sets = col === 'heroes' ? store.heroSets : store.villainSets;
  const masks = new Map<string, Uint8Array>();
  sets.values.forEach((_, id) => {
    for (const name of by ? championsParts(store.namesOf(col, id), by) : store.namesOf(col, id)) {
      let m = masks.get(name);
      if (!m) masks.set(name, m = new Uint8Array(sets.size));
      m[id] = 1;
    }
  });
  // games with each set in each cell, once
  const perCell = new Map<number, Map<number, number>>();
  for (const c of an.cells) {
    const m = new Map<number, number>();
    for (const g of store.gamesOf(c)) m.set(setOf[g]!, (m.get(setOf[g]!) ?? 0) + 1);
    perCell.set(c, m);
  }
  const informative = (mask: Uint8Array, c: number) => {
    let n1 = 0;
    for (const [set, k] of perCell.get(c)!) if (mask[set]) n1 += k;
    return n1 > 0 && n1 < store.cells[c]!.n;
  };
  return { masks, setOf, informative };
}

/** Marvel Champions: how far the heroes got with a hero (an aspect, a deck) in the team minus without it (descriptive). */
export interface ProgressImpactRow {
  kind: ImpactKind; name: string; bot: string;
  nWith: number; meanWith: number; nWithout: number; meanWithout: number;
  /** meanWith − meanWithout, each cell where the name is sometimes in and sometimes out counting once, with its deal-clustered 95% interval */
  diff: number; lo: number; hi: number;
  strata: number;
}

/**
 * The impact of each hero, aspect and deck on how far the heroes got (villainProgress), per bot, compared inside each
 * cell as `impact` compares win rates: for studies where the bots rarely win (Klaw, Ultron), where win rates cannot
 * tell the teams apart. Descriptive: no claims. Null without random teams or without the figures.
 */
export function progressImpact(an: Analysis): ProgressImpactRow[] | null {
  const store = an.store;
  if (store.game !== 'champions' || store.progressGames === 0) return null;
  const prog = store.progressOf;
  const value = (g: number) => prog[g]!;
  const out: ProgressImpactRow[] = [];
  for (const by of ['hero', 'aspect', 'deck'] as const) {
    const kind = PART_KIND[by];
    const { masks, setOf, informative } = groupMasks(an, 'heroes', by);
    for (const name of [...masks.keys()].sort(naturalCompare)) {
      const mask = masks.get(name)!;
      const keepIn = (g: number) => mask[setOf[g]!] === 1, keepOut = (g: number) => mask[setOf[g]!] !== 1;
      for (const bot of an.bots) {
        const cells = an.cellsOf.get(bot)!.filter((c) => informative(mask, c));
        if (!cells.length) continue;
        const d = meanDifference(cells.map((cell) => ({ store, cell, keep: keepIn })), cells.map((cell) => ({ store, cell, keep: keepOut })), value);
        if (d) out.push({ kind, name, bot, nWith: d.nA, meanWith: d.meanA, nWithout: d.nB, meanWithout: d.meanB, diff: d.diff, lo: d.lo, hi: d.hi, strata: cells.length });
      }
    }
  }
  return out.length ? out : null;
}

/**
 * Effect of a card group being in the game, compared with a random other group of its kind in its
 * place: the win rate of games with it minus games without it, inside each cell (so nothing else the
 * study varied can fake an effect), each informative cell counting equally; for each bot, then a
 * heterogeneity test across the bots and their average. Null when no name is sometimes in and sometimes
 * out of the same cell (the groups were not drawn at random).
 */
export function impact(an: Analysis, col: 'heroes' | 'villains', by?: ChampionsPart): ImpactTable | null {
  const kind: ImpactKind = col === 'villains' ? 'villain group' : PART_KIND[by ?? 'hero'];
  const { store } = an;
  const { masks, setOf, informative } = groupMasks(an, col, by);
  const rows: ImpactRow[] = [], pooled: ImpactRow[] = [], het: HeterogeneityRow[] = [];
  const row = (name: string, bot: string, withE: Estimate, withoutE: Estimate, cmp: Comparison): ImpactRow => ({
    kind, name, bot, nWith: withE.n, winsWith: withE.wins, rateWith: withE.p, nWithout: withoutE.n, winsWithout: withoutE.wins,
    rateWithout: withoutE.p, strata: withE.cells, diff: cmp.diff, lo: cmp.lo, hi: cmp.hi, p: cmp.p, test: cmp.test, pHolm: 1, holds: false,
  });
  for (const name of [...masks.keys()].sort(naturalCompare)) {
    const mask = masks.get(name)!;
    const keepIn = (g: number) => mask[setOf[g]!] === 1, keepOut = (g: number) => mask[setOf[g]!] !== 1;
    const perBot: { bot: string; cells: number[]; effect: Effect; p: number; sparse: boolean }[] = [];
    for (const bot of an.bots) {
      const cells = an.cellsOf.get(bot)!.filter((c) => informative(mask, c));
      if (!cells.length) continue;
      const w = estimate(cells.map((cell) => ({ store, cell, keep: keepIn }))), wo = estimate(cells.map((cell) => ({ store, cell, keep: keepOut })));
      const exact = sparseExactP(store, cells, keepIn);
      const cmp = withExact(compare(w, wo), exact);
      rows.push(row(name, bot, w, wo, cmp));
      perBot.push({ bot, cells, effect: effect(w, wo), p: cmp.p, sparse: exact !== null });
    }
    if (an.bots.length > 1 && perBot.length > 1) {
      const h = heterogeneity(perBot.map((b) => b.effect));
      het.push({ kind, name, bots: perBot.map((b) => b.bot), stat: h.stat, df: h.df, p: h.p, pHolm: 1, holds: false });
      // the average over bots: each bot counts equally, each of its informative cells equally
      const parts = (keep: (g: number) => boolean) => perBot.flatMap((b) => b.cells.map((cell) => ({ store, cell, keep, weight: 1 / (perBot.length * b.cells.length) })));
      const w = estimate(parts(keepIn)), wo = estimate(parts(keepOut));
      // too few wins or losses for a bot's interval: the average holds only where every bot's own test does (each is
      // a valid test of the sharp null by itself, so their largest p is one too)
      const exact = perBot.some((b) => b.sparse) ? Math.max(...perBot.map((b) => b.p)) : null;
      pooled.push(row(name, 'all bots', w, wo, withExact(compare(w, wo), exact)));
    }
  }
  if (!rows.length) return null;
  applyHolm([...rows, ...pooled, ...het]);
  const byDiff = (a: ImpactRow, b: ImpactRow) => a.diff - b.diff || naturalCompare(a.name, b.name) || naturalCompare(a.bot, b.bot);
  return { kind, rows: rows.sort(byDiff), pooled: pooled.sort(byDiff), heterogeneity: het };
}

// ---- Skill ladder -----------------------------------------------------------------------------------

const BOOTSTRAP_REPLICATES = 400;

function ladder(an: Analysis): Ladder {
  const overall = factorTable(an, 'bot');
  const setupOf = setupKeyFn(an);
  const setups = groupBy(an.cells, setupOf);
  const botOf = (c: number) => an.store.cells[c]!.bot;
  // per setup and bot, its cells and estimate
  const est = new Map<string, Map<string, { cells: number[]; est: Estimate }>>();
  for (const [s, cells] of setups) {
    const m = new Map<string, { cells: number[]; est: Estimate }>();
    for (const [bot, cs] of groupBy(cells, botOf)) m.set(bot, { cells: cs, est: estimate(partsOf(an.store, cs)) });
    est.set(s, m);
  }
  const bots = an.bots;
  // rank agreement, with a deal bootstrap of the setup win rates
  const pairs: [string, string][] = [];
  for (let i = 0; i < bots.length; i++) for (let j = i + 1; j < bots.length; j++) pairs.push([bots[i]!, bots[j]!]);
  const setupNames = [...est.keys()];
  const rhoOf = (rate: (s: string, bot: string) => number, a: string, b: string) => {
    const x: number[] = [], y: number[] = [];
    for (const s of setupNames) { const ra = rate(s, a), rb = rate(s, b); if (Number.isFinite(ra) && Number.isFinite(rb)) { x.push(ra); y.push(rb); } }
    return { rho: x.length >= 3 ? spearman(x, y) : NaN, setups: x.length };
  };
  const point = pairs.map(([a, b]) => rhoOf((s, bot) => est.get(s)!.get(bot)?.est.p ?? NaN, a, b));
  const boot = pairs.map(() => [] as number[]);
  if (point.some((p) => Number.isFinite(p.rho))) {
    const pos = new Map(an.cells.map((c, i) => [c, i]));
    dealBootstrap(an.store, an.cells, BOOTSTRAP_REPLICATES, seededRandom('ladder-rho'), (games, wins) => {
      const rate = (s: string, bot: string) => {
        const e = est.get(s)!.get(bot);
        if (!e) return NaN;
        let sum = 0;
        for (const c of e.cells) { const k = pos.get(c)!; if (!(games[k]! > 0)) return NaN; sum += wins[k]! / games[k]!; }
        return sum / e.cells.length;
      };
      pairs.forEach(([a, b], i) => { const r = rhoOf(rate, a, b).rho; if (Number.isFinite(r)) boot[i]!.push(r); });
    });
  }
  const agreement: Agreement[] = pairs.map(([a, b], i) => {
    const s = boot[i]!.sort((x, y) => x - y);
    const ok = Number.isFinite(point[i]!.rho) && s.length >= BOOTSTRAP_REPLICATES / 2;
    return { a, b, setups: point[i]!.setups, rho: point[i]!.rho, lo: ok ? quantileSorted(s, 0.025) : NaN, hi: ok ? quantileSorted(s, 0.975) : NaN, replicates: s.length };
  });
  // every pair of bots on every setup, weaker overall first
  const strength = overall.order;
  const comparisons: ReversalRow[] = [];
  for (const [setup, m] of est) {
    for (let i = 0; i < strength.length; i++) {
      for (let j = i + 1; j < strength.length; j++) {
        const weak = m.get(strength[i]!), strong = m.get(strength[j]!);
        if (!weak || !strong) continue;
        const c = compare(weak.est, strong.est);
        comparisons.push({
          setup, stronger: strength[j]!, weaker: strength[i]!, rateStronger: c.rateB, rateWeaker: c.rateA, nStronger: strong.est.n, nWeaker: weak.est.n,
          diff: c.diff, lo: c.lo, hi: c.hi, p: c.p, test: c.test, pairs: c.pairs, pHolm: 1, holds: false,
        });
      }
    }
  }
  applyHolm(comparisons);
  const reversals = comparisons.filter((r) => r.diff > 0).sort((a, b) => b.diff - a.diff || a.pHolm - b.pHolm || naturalCompare(a.setup, b.setup));
  return { overall, agreement, comparisons, reversals, family: comparisons.length };
}

// ---- Skill ------------------------------------------------------------------------------------------

/** Whether a bot spec is the uniform random bot (it plays with no skill, so it ranks nothing). */
export function isRandomBot(bot: string): boolean { return bot === 'random' || bot.startsWith('random:'); }

/**
 * What depends on skill, read from claims the report already makes (so it adds none to the Holm family and
 * holds with the report's error rate): the pairs whose order two bots reverse, each direction holding, and
 * each setup's skill depth. Run after the report-wide Holm correction.
 */
export function skillTable(d: Pick<ReportData, 'bots' | 'factors' | 'heroes' | 'aspects' | 'decks' | 'villains' | 'ladder'>): SkillTable | null {
  const bots = d.bots.filter((b) => !isRandomBot(b));
  if (bots.length < 2) return null;
  const skilled = new Set(bots);
  const sensitive: SkillSensitiveRow[] = [];
  const add = (kind: SkillSensitiveRow['kind'], a: string, b: string, rows: { bot: string; diff: number; pHolm: number; holds: boolean }[]) => {
    const held = rows.filter((r) => r.holds && skilled.has(r.bot));
    const A = held.filter((r) => r.diff < 0), B = held.filter((r) => r.diff > 0);
    if (!A.length || !B.length) return;
    sensitive.push({
      kind, a, b, botsA: A.map((r) => r.bot), botsB: B.map((r) => r.bot),
      diffsA: A.map((r) => r.diff), diffsB: B.map((r) => r.diff), pHolmA: A.map((r) => r.pHolm), pHolmB: B.map((r) => r.pHolm),
    });
  };
  for (const f of FACTORS) {
    const t = d.factors[f];
    if (!t) continue;
    const byPair = groupBy(t.pairs, (p) => `${p.a}\u0001${p.b}`);
    for (const rows of byPair.values()) add(f, rows[0]!.a, rows[0]!.b, rows);
  }
  for (const t of impactTables(d)) {
    if (!t) continue;
    const other = `a random other ${t.kind}`;
    for (const rows of groupBy(t.rows, (r) => r.name).values()) add(t.kind, rows[0]!.name, other, rows);
  }
  const differs: SkillTable['differs'] = [];
  for (const t of impactTables(d)) for (const h of t?.heterogeneity ?? []) if (h.holds) differs.push({ kind: h.kind, name: h.name, pHolm: h.pHolm });
  // depth: the ladder's comparison of the weakest and the strongest skilled bot on each setup
  let depthBots: [string, string] | null = null;
  const depth: SkillDepthRow[] = [];
  if (d.ladder) {
    const order = d.ladder.overall.order.filter((b) => skilled.has(b));
    if (order.length >= 2) {
      const weak = order[0]!, strong = order[order.length - 1]!;
      depthBots = [weak, strong];
      for (const r of d.ladder.comparisons) {
        if (r.weaker !== weak || r.stronger !== strong) continue;
        depth.push({
          setup: r.setup, strong, weak, rateStrong: r.rateStronger, rateWeak: r.rateWeaker, nStrong: r.nStronger, nWeak: r.nWeaker,
          depth: -r.diff, lo: -r.hi, hi: -r.lo, pairs: r.pairs, pHolm: r.pHolm, holds: r.holds,
        });
      }
      depth.sort((a, b) => b.depth - a.depth || naturalCompare(a.setup, b.setup));
    }
  }
  return { bots, sensitive, differs, depthBots, depth };
}

// ---- Cells ------------------------------------------------------------------------------------------

/** Half-width of the 95% interval of a mean from its sum, sum of squares and count (NaN below 2). */
function meanHalfWidth(sum: number, sq: number, n: number): number {
  if (n < 2) return NaN;
  const v = Math.max(0, (sq - (sum * sum) / n) / (n - 1));
  return Z95 * Math.sqrt(v / n);
}

function cellTable(store: GameStore): CellRow[] {
  return store.cells.filter((c) => c.n > 0).map((c) => ({
    cell: c.id, mastermind: c.mastermind, scheme: c.scheme, players: c.playersLabel, bot: c.bot, challenges: c.challengesLabel,
    ...rateOf(estimate([{ store, cell: c.index }])), ...topLoss(store, [c.index]),
    meanTurns: c.turnsN ? c.turnsSum / c.turnsN : NaN, meanTurnsHalf: meanHalfWidth(c.turnsSum, c.turnsSq, c.turnsN), meanVp: c.vpN ? c.vpSum / c.vpN : NaN,
  })).sort((a, b) => naturalCompare(a.mastermind, b.mastermind) || naturalCompare(a.scheme, b.scheme)
    || naturalCompare(a.players, b.players) || naturalCompare(a.bot, b.bot) || naturalCompare(a.challenges, b.challenges) || naturalCompare(a.cell, b.cell));
}

// ---- Baseline ---------------------------------------------------------------------------------------

/**
 * Compares the study with a baseline. Cells are matched on the factors that vary in either study; a
 * factor fixed in both (e.g. the bot, when two bot policies are compared) is left out of the match.
 * Only matched cells enter the comparisons; where the two studies replayed the same seeds, the
 * comparisons are paired on those deals.
 */
export function compareBaseline(cur: GameStore, base: GameStore, name: string): BaselineComparison {
  const all: (Factor | 'bot')[] = [...FACTORS, 'bot'];
  const lv = (f: Factor | 'bot', c: CellInfo) => (f === 'bot' ? c.bot : DEF[f].level(c));
  const used = (s: GameStore) => s.cells.filter((c) => c.n > 0);
  const keyFactors = all.filter((f) => new Set(used(cur).map((c) => lv(f, c))).size > 1 || new Set(used(base).map((c) => lv(f, c))).size > 1);
  const key = (c: CellInfo, fs = keyFactors) => (fs.length ? fs.map((f) => lv(f, c)).join(' / ') : 'all games');
  const ck = groupBy(used(cur).map((c) => c.index), (i) => key(cur.cells[i]!)), bk = groupBy(used(base).map((c) => c.index), (i) => key(base.cells[i]!));
  const common = [...ck.keys()].filter((k) => bk.has(k));
  const matchedCur = common.flatMap((k) => ck.get(k)!), matchedBase = common.flatMap((k) => bk.get(k)!);
  const rowsBy = (fs: (Factor | 'bot')[]): DeltaRow[] => {
    const gc = groupBy(matchedCur, (i) => key(cur.cells[i]!, fs)), gb = groupBy(matchedBase, (i) => key(base.cells[i]!, fs));
    const out: DeltaRow[] = [];
    for (const [k, cells] of gc) {
      const bcells = gb.get(k);
      if (!bcells) continue;
      const A = estimate(partsOf(cur, cells)), B = estimate(partsOf(base, bcells));
      const c = compare(A, B);
      out.push({ key: k, n: A.n, wins: A.wins, rate: c.rateA, nBase: B.n, winsBase: B.wins, rateBase: c.rateB, diff: c.diff, lo: c.lo, hi: c.hi, p: c.p, test: c.test, pairs: c.pairs, pHolm: 1, holds: false });
    }
    return out.sort((x, y) => naturalCompare(x.key, y.key));
  };
  const overall = rowsBy([])[0] ?? { key: 'all games', n: 0, wins: 0, rate: 0, nBase: 0, winsBase: 0, rateBase: 0, diff: 0, lo: -1, hi: 1, p: 1, test: 'mover' as TestName, pairs: 0, pHolm: 1, holds: false };
  // deals the two studies replayed (deal ids are comparable only when the stores share them)
  let sharedDeals = 0;
  if (cur.deals === base.deals) {
    const curDeals = new Set<number>(), seenBase = new Set<number>();
    for (const c of matchedCur) for (const g of cur.gamesOf(c)) curDeals.add(cur.dealOf[g]!);
    for (const c of matchedBase) for (const g of base.gamesOf(c)) { const d = base.dealOf[g]!; if (curDeals.has(d) && !seenBase.has(d)) { seenBase.add(d); sharedDeals++; } }
  }
  const out: BaselineComparison = {
    name, keyFactors: keyFactors.map((f) => FACTOR_LABEL[f]),
    matched: common.length, onlyCurrent: [...ck.keys()].filter((k) => !bk.has(k)).length, onlyBaseline: [...bk.keys()].filter((k) => !ck.has(k)).length,
    sharedDeals, overall,
    byFactor: keyFactors.map((f) => ({ factor: f, label: FACTOR_LABEL[f], rows: rowsBy([f]) })),
    cells: keyFactors.length > 1 ? rowsBy(keyFactors) : [],
  };
  applyHolm(baselineClaims(out));
  return out;
}

function baselineClaims(b: BaselineComparison): Claim[] {
  return [b.overall, ...b.byFactor.flatMap((f) => f.rows), ...b.cells];
}

// ---- The report -------------------------------------------------------------------------------------

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
type Obj = Record<string, unknown>;

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

/** Every claim the report can make: the one family Holm runs over. */
export function reportClaims(d: Pick<ReportData, 'factors' | 'ladder' | 'heroes' | 'aspects' | 'decks' | 'villains' | 'baseline'>): Claim[] {
  const out: Claim[] = [];
  for (const f of FACTORS) out.push(...(d.factors[f]?.pairs ?? []));
  if (d.ladder) out.push(...d.ladder.overall.pairs, ...d.ladder.comparisons);
  for (const t of impactTables(d)) if (t) out.push(...t.rows, ...t.pooled, ...t.heterogeneity);
  if (d.baseline) out.push(...baselineClaims(d.baseline));
  return out;
}

/** Aggregates a study (and optionally a baseline study) into the report's tables. */
export function aggregate(study: Study, baseline?: Study, title?: string): ReportData {
  const all = analyse(study.store);
  // what-if variants are compared in their own section; everything else is about the printed game's cells
  const withChanges = variesIn(all).changes;
  const printedPlayed = all.cells.some((c) => study.store.cells[c]!.changes === '');
  const an = withChanges && printedPlayed ? analyse(study.store, (c) => c.changes === '') : all;
  const varies = { ...variesIn(an), changes: withChanges };
  const factors: ReportData['factors'] = {};
  for (const f of FACTORS) if (varies[f]) factors[f] = factorTable(f === 'changes' ? all : an, f);
  const botAliases = Object.fromEntries([...an.aliases].filter(([, m]) => m.length > 1));
  const champions = study.store.game === 'champions';
  if (baseline && baseline.store.game !== study.store.game) throw new Error(`the baseline is a ${baseline.store.game === 'champions' ? 'Marvel Champions' : 'Legendary'} study and this one is not: compare studies of one game`);
  const data: ReportData = {
    game: study.store.game,
    title: title ?? `${study.store.game === 'champions' ? 'Marvel Champions' : 'Legendary'} Lab report: ${studyName(study)}`,
    description: studyDescription(study),
    games: study.store.n,
    cells: study.store.cells.filter((c) => c.n > 0).length,
    bots: an.bots,
    botAliases,
    overall: an.bots.map((bot) => ({ bot, ...rateOf(estimate(partsOf(an.store, an.cellsOf.get(bot)!))) })),
    varies,
    factors,
    heatmap: varies.mastermind && varies.scheme ? crossTable(an, DEF.mastermind.level, DEF.scheme.level) : null,
    challengeByMastermind: varies.challenges && varies.mastermind ? crossTable(an, DEF.mastermind.level, DEF.challenges.level) : null,
    ladder: varies.bot ? ladder(an) : null,
    skill: null,
    lossCauses: lossCauses(an),
    progress: progressRows(an),
    turns: histogram(an, study.store.turnsOf, 60),
    vp: histogram(an, study.store.vpOf),
    heroes: impact(an, 'heroes', champions ? 'hero' : undefined),
    aspects: champions ? impact(an, 'heroes', 'aspect') : null,
    decks: champions ? impact(an, 'heroes', 'deck') : null,
    progressImpact: progressImpact(an),
    villains: impact(an, 'villains'),
    // difficulty points are Legendary's factors so far
    points: study.store.game === 'champions' ? [] : pointsSections(study.store, an.bots),
    cellTable: cellTable(study.store),
    baseline: baseline ? compareBaseline(study.store, baseline.store, baseline.name) : null,
    sources: { dirs: study.dirs, manifests: study.manifests, duplicates: study.duplicates, errors: study.errors },
    alpha: ALPHA,
    claims: { family: 0, held: 0, method: '' },
  };
  const claims = reportClaims(data);
  applyHolm(claims);
  data.skill = skillTable(data);
  data.claims = {
    family: claims.length, held: claims.filter((c) => c.holds).length,
    method: `Holm's step-down procedure over all ${claims.length} claims in this report (family-wise error rate ${ALPHA})`,
  };
  return data;
}
