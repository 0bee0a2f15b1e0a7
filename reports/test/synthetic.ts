// Synthetic studies for the calibration suite: games drawn from known win probabilities, with the
// structure real studies have (cells that differ only in bot or challenge modes replay the same deals,
// heroes drawn per deal, adaptive sampling), and no engine. Each replicate is a GameStore that goes
// through the report's own `aggregate`; the claims it makes are then checked against the truth.

import { aggregate, FACTOR_DEFS, type Claim, type Factor, type ReportData } from '../aggregate.js';
import { wilson } from '../stats.js';
import { GameStore, Interner } from '../store.js';

export interface SynthCell {
  mastermind: string; scheme: string; bot: string; challenges: string;
  /** true win probability */
  p: number;
}

export interface SynthDesign {
  cells: SynthCell[];
  /**
   * Deal sharing: a game uses its deal's shared random number with probability q, its own otherwise,
   * and wins when that number is below the cell's p. Two cells with the same p replaying a deal then
   * have correlated results (phi = q^2).
   */
  q: number;
  /** games per cell, or adaptive sampling as `legendary run` does it (Wilson half-width, rounds) */
  games: number | { minGames: number; maxGames: number; roundGames: number; ciHalfWidth: number };
  /** heroes drawn at random per deal (placebo: they do not change the result) */
  heroes?: { pool: number; drawn: number };
}

/** Plays one replicate of the design. */
export function simulate(d: SynthDesign, rand: () => number, deals = new Interner()): GameStore {
  const store = new GameStore(deals);
  const shared = new Map<string, number[]>();
  const heroSets = new Map<string, string[]>();
  const dealU = (setup: string, g: number) => {
    let a = shared.get(setup);
    if (!a) shared.set(setup, a = []);
    while (a.length <= g) a.push(rand());
    return a[g]!;
  };
  const heroesOf = (setup: string, g: number) => {
    if (!d.heroes) return '';
    let a = heroSets.get(setup);
    if (!a) heroSets.set(setup, a = []);
    while (a.length <= g) {
      const pool = Array.from({ length: d.heroes.pool }, (_, i) => `H${i + 1}`);
      for (let i = pool.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [pool[i], pool[j]] = [pool[j]!, pool[i]!]; }
      a.push(pool.slice(0, d.heroes.drawn).sort().join('|'));
    }
    return a[g]!;
  };
  for (const c of d.cells) {
    const setup = `${c.mastermind}|${c.scheme}`;
    const cell = `${setup}|${c.bot}|${c.challenges}`;
    let wins = 0, n = 0;
    const play = (upTo: number) => {
      for (; n < upTo; n++) {
        const u = rand() < d.q ? dealU(setup, n) : rand();
        const win = u < c.p;
        wins += win ? 1 : 0;
        store.add({
          cell, game: n, seed: `${setup}#${n}`, mastermind: c.mastermind, scheme: c.scheme, players: 2, solo: 'none', bot: c.bot,
          challenges: c.challenges, heroes: heroesOf(setup, n), villains: '', result: win ? 'win' : 'loss', cause: win ? 'mastermind defeated' : 'evil wins',
          turns: 10, vpTotal: 0,
        });
      }
    };
    if (typeof d.games === 'number') play(d.games);
    else {
      const a = d.games;
      play(a.minGames);
      while (n < a.maxGames) {
        const w = wilson(wins, n);
        const half = (w.hi - w.lo) / 2;
        if (half <= a.ciHalfWidth) break;
        play(Math.min(a.maxGames, n + a.roundGames));
      }
    }
  }
  return store;
}

/**
 * The same games with every seed made unique: what an analysis that ignores shared deals sees. Used to
 * show that the calibration checks can fail.
 */
export function forgetDeals(s: GameStore): GameStore {
  const out = new GameStore();
  for (let i = 0; i < s.n; i++) {
    const c = s.cells[s.cellOf[i]!]!;
    out.add({
      cell: c.id, game: i, seed: `unique-${i}`, mastermind: c.mastermind, scheme: c.scheme, players: c.players, solo: c.solo, bot: c.bot,
      challenges: c.challenges, heroes: s.heroSets.values[s.heroSetOf[i]!]!, villains: s.villainSets.values[s.villainSetOf[i]!]!,
      result: s.resultOf[i] === 1 ? 'win' : s.resultOf[i] === 2 ? 'draw' : 'loss', cause: '', turns: s.turnsOf[i]!, vpTotal: s.vpOf[i]!,
    });
  }
  return out;
}

export function report(store: GameStore): ReportData {
  return aggregate({ dirs: ['synthetic'], name: 'synthetic', manifests: [null], store, duplicates: 0, errors: 0 });
}

/** One claim with what is true about it. */
interface Checked { kind: string; claim: Claim & { diff: number; lo: number; hi: number }; truth: number; zeroIsFalse: boolean }

/** The true value behind every claim and interval of a report of a synthetic study. */
export function checkReport(d: SynthDesign, data: ReportData): { checked: Checked[]; levels: { truth: number; lo: number; hi: number; kind: string }[] } {
  const levelOf = (c: SynthCell, f: Factor) => FACTOR_DEFS.find((x) => x.key === f)!.level({ mastermind: c.mastermind, scheme: c.scheme, playersLabel: '2', challengesLabel: c.challenges === '' ? 'none' : c.challenges } as never);
  const mean = (cs: SynthCell[]) => cs.reduce((s, c) => s + c.p, 0) / cs.length;
  const memo = <T extends unknown[]>(f: (...a: T) => number) => { const m = new Map<string, number>(); return (...a: T) => { const k = a.join('\u0001'); let v = m.get(k); if (v === undefined) m.set(k, v = f(...a)); return v; }; };
  const checked: Checked[] = [];
  const levels: { truth: number; lo: number; hi: number; kind: string }[] = [];
  for (const [f, t] of Object.entries(data.factors) as [Factor, NonNullable<ReportData['factors'][Factor]>][]) {
    const truth = memo((bot: string, level: string) => mean(d.cells.filter((c) => c.bot === bot && levelOf(c, f) === level)));
    for (const r of t.rows) levels.push({ truth: truth(r.bot, r.level), lo: r.lo, hi: r.hi, kind: `${f} rate` });
    for (const p of t.pairs) checked.push({ kind: `${f} pair`, claim: p, truth: truth(p.bot, p.a) - truth(p.bot, p.b), zeroIsFalse: true });
  }
  if (data.ladder) {
    const L = data.ladder;
    const botTruth = memo((b: string) => mean(d.cells.filter((c) => c.bot === b)));
    for (const r of L.overall.rows) levels.push({ truth: botTruth(r.level), lo: r.lo, hi: r.hi, kind: 'bot rate' });
    for (const p of L.overall.pairs) checked.push({ kind: 'bot pair', claim: p, truth: botTruth(p.a) - botTruth(p.b), zeroIsFalse: true });
    const varying = FACTOR_DEFS.filter((f) => new Set(d.cells.map((c) => levelOf(c, f.key))).size > 1);
    const setupOf = (c: SynthCell) => (varying.length ? varying.map((f) => levelOf(c, f.key)).join(' / ') : 'all games');
    const setupTruth = memo((setup: string, bot: string) => mean(d.cells.filter((c) => c.bot === bot && setupOf(c) === setup)));
    for (const r of L.comparisons) checked.push({ kind: 'bot pair on a setup', claim: r, truth: setupTruth(r.setup, r.weaker) - setupTruth(r.setup, r.stronger), zeroIsFalse: true });
  }
  // placebo heroes: every effect, average and difference between bots is zero
  for (const t of [data.heroes, data.villains]) {
    if (!t) continue;
    for (const r of [...t.rows, ...t.pooled]) checked.push({ kind: r.bot === 'all bots' ? 'hero average' : 'hero effect', claim: r, truth: 0, zeroIsFalse: true });
    for (const h of t.heterogeneity) checked.push({ kind: 'hero heterogeneity', claim: { ...h, diff: 0, lo: 0, hi: 0 }, truth: 0, zeroIsFalse: true });
  }
  return { checked, levels };
}

/** A held claim is false when the truth is zero or of the other sign. */
export function isFalse(c: Checked): boolean {
  if (!c.claim.holds) return false;
  if (c.truth === 0) return c.zeroIsFalse;
  return Math.sign(c.claim.diff) !== Math.sign(c.truth);
}

export interface Calibration {
  replicates: number;
  /** share of replicates with at least one false claim anywhere in the report */
  familyWise: number;
  /** share of the intervals (levels and differences) that contain the truth, overall and per kind */
  coverage: number;
  coverageByKind: Record<string, number>;
  /** claims made per replicate, on average, and how many of them were true */
  claimsHeld: number;
  family: number;
  /** false claims made, by kind, over all replicates */
  falseByKind: Record<string, number>;
}

/** Runs `replicates` synthetic studies of a design through `aggregate` and scores the reports. */
export function calibrate(d: SynthDesign, replicates: number, rand: () => number, run: (s: GameStore) => ReportData = report): Calibration {
  let anyFalse = 0, held = 0, family = 0;
  const falseByKind: Record<string, number> = {};
  const cover = new Map<string, { in: number; all: number }>();
  const count = (kind: string, ok: boolean) => { const c = cover.get(kind) ?? { in: 0, all: 0 }; c.all++; if (ok) c.in++; cover.set(kind, c); };
  for (let r = 0; r < replicates; r++) {
    const data = run(simulate(d, rand));
    const { checked, levels } = checkReport(d, data);
    if (checked.some(isFalse)) anyFalse++;
    for (const c of checked) if (isFalse(c)) falseByKind[c.kind] = (falseByKind[c.kind] ?? 0) + 1;
    held += checked.filter((c) => c.claim.holds).length;
    family += data.claims.family;
    for (const l of levels) count(l.kind, l.lo - 1e-12 <= l.truth && l.truth <= l.hi + 1e-12);
    for (const c of checked) if (c.kind !== 'hero heterogeneity') count(c.kind, c.claim.lo - 1e-12 <= c.truth && c.truth <= c.claim.hi + 1e-12);
  }
  let inAll = 0, all = 0;
  const coverageByKind: Record<string, number> = {};
  for (const [k, c] of cover) { coverageByKind[k] = c.in / c.all; inAll += c.in; all += c.all; }
  return { replicates, familyWise: anyFalse / replicates, coverage: all ? inAll / all : NaN, coverageByKind, claimsHeld: held / replicates, family: family / replicates, falseByKind };
}

/** A grid of cells: every mastermind x scheme x bot x challenge level, with p from a function. */
export function grid(o: { masterminds: number; schemes: number; bots: string[]; challenges: string[]; p: (m: number, s: number, bot: string, ch: string) => number }): SynthCell[] {
  const cells: SynthCell[] = [];
  for (let m = 0; m < o.masterminds; m++) {
    for (let s = 0; s < o.schemes; s++) {
      for (const bot of o.bots) for (const ch of o.challenges) cells.push({ mastermind: `M${m + 1}`, scheme: `S${s + 1}`, bot, challenges: ch, p: o.p(m, s, bot, ch) });
    }
  }
  return cells;
}

/** Marvel Champions team members for synthetic studies: three heroes in turn, each with an aspect drawn at random. */
export const TEAM_HEROES = ['she-hulk', 'iron-man', 'spider-man'], TEAM_ASPECTS = ['aggression', 'justice', 'protection'];
/** The team of game `i` with `players` members ("hero:aspect" joined by '|', as the report's store holds them). */
export function championsTeam(i: number, players: number, rand: () => number): string {
  return [0, 1, 2, 3].slice(0, players).map((k) => `${TEAM_HEROES[(i + k) % 3]}:${TEAM_ASPECTS[Math.floor(rand() * 3)]}`).join('|');
}
