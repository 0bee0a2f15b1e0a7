// `legendary design`: the smallest what-if change whose win rate lies within a tolerance of a target.
//
// The knobs are printed numbers with a range each ("Loki.attack=8..14"); a candidate is one value per knob, and its
// size is the sum over the knobs of |value - printed| (printed units), ties broken by fewer knobs changed. The search
// races the candidates on common deals (every candidate plays the same seeded games, as `legendary tune` does): each
// round doubles the games of the candidates still in the race, and a candidate leaves it once its 99% interval lies
// wholly outside target +- tolerance. It stops when the smallest surviving candidate's 95% interval lies inside the
// band, or when the next round would pass the search's share of the budget. The best few survivors and the printed
// game are then played again on fresh deals, the same for each, and the final table is read from those games alone:
// its intervals are not bent by the search that chose them.

import { changeTarget, checkChanges, printedNumber } from '../engine/legendary/changes.js';
import { resolvePlan, SetupError } from '../engine/legendary/index.js';
import { ExperimentError } from './errors.js';
import { changesText, setupOptions, type Experiment } from './spec.js';
import { pairedDiff, wilson } from './stats.js';
import { dealCells, dealRange, type Evaluate, type Outcome } from './tune.js';

/** One searched number: its values and the printed one. */
export interface Knob {
  key: string; values: number[]; printed: number;
  /** a caveat the command prints (a target drawn at random: only the games that draw it change) */
  note?: string;
}

export const KNOB_SYNTAX = '"<card or group>.<field>=lo..hi" or "<card or group>.<field>=a|b|c", comma-separated (e.g. "Loki.attack=8..14,The Legacy Virus.twists=5..9")';
/** candidates (the product of the knobs' values) a search may hold */
export const MAX_CANDIDATES = 5000;

/**
 * Parses --knobs against the spec: each knob's printed number is read from the rules for every setup of the spec
 * (a knob whose printed number differs between the spec's setups, a group whose cards print different numbers, or
 * an unknown target or field is one clear error).
 */
export function parseKnobs(ex: Experiment, text: string | string[]): Knob[] {
  const items = (Array.isArray(text) ? text : [text]).flatMap((t) => splitKnobs(t)).map((x) => x.trim()).filter((x) => x);
  if (!items.length) throw new ExperimentError(`--knobs is empty; accepted: ${KNOB_SYNTAX}`);
  const cells = dealCells(ex);
  const plans = cells.map((c) => resolvePlan(setupOptions(c, 'design')));
  const knobs: Knob[] = [];
  for (const item of items) {
    const eq = item.lastIndexOf('=');
    const key = eq > 0 ? item.slice(0, eq).trim() : '';
    const rest = eq > 0 ? item.slice(eq + 1).trim() : '';
    if (!key || !key.includes('.') || !rest) throw new ExperimentError(`malformed knob "${item}"; accepted: ${KNOB_SYNTAX}`);
    if (knobs.some((k) => k.key.toLowerCase() === key.toLowerCase())) throw new ExperimentError(`knob "${key}" is given twice; give each knob once`);
    let values: number[];
    const m = /^(\d+)\s*\.\.\s*(\d+)$/.exec(rest);
    if (m) {
      const lo = Number(m[1]), hi = Number(m[2]);
      if (hi < lo) throw new ExperimentError(`knob "${item}": the range ${lo}..${hi} is empty; write lo..hi with lo <= hi`);
      values = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    } else if (/^\d+(\s*\|\s*\d+)*$/.test(rest)) values = [...new Set(rest.split('|').map((x) => Number(x.trim())))].sort((a, b) => a - b);
    else throw new ExperimentError(`knob "${item}": values "${rest}" are not whole numbers; accepted: ${KNOB_SYNTAX}`);
    // the setups whose games hold the target: a knob nothing in the spec plays would race identical candidates
    let kind: string | null = null;
    const holding = plans.filter((plan) => {
      try { const t = changeTarget(plan, key); kind ??= t.kind; return t.held; } catch (e) {
        if (e instanceof SetupError) throw new ExperimentError(`knob "${key}": ${e.message}`);
        throw e;
      }
    });
    if (kind === null) {
      try { printedNumber(plans[0]!, key); } catch (e) { if (e instanceof SetupError) throw new ExperimentError(`knob "${key}": ${e.message}`); throw e; }
    }
    const drawn = kind === 'hero' ? cells.some((c) => c.heroes === null) : kind === 'villain' ? cells.some((c) => c.villains === null)
      : kind === 'henchman' ? cells.some((c) => c.henchmen === null) : false;
    let note: string | undefined;
    if (!holding.length && drawn) {
      // drawn at random: some games hold it (their draws decide which); the printed number is the card's own
      holding.push(plans[0]!);
      note = `${key.slice(0, key.lastIndexOf('.'))} is drawn at random in this spec: only the games whose draw holds it change`;
    }
    if (!holding.length) {
      throw new ExperimentError(`knob "${key}": no setup of the spec holds "${key.slice(0, key.lastIndexOf('.'))}" (its Masterminds: ${[...new Set(plans.map((p) => p.mastermind))].join(', ')}; schemes: ${[...new Set(plans.map((p) => p.scheme))].join(', ')}); name a card or group its games play, or fix it in the spec`);
    }
    const printed = new Set<number>();
    for (const plan of holding) {
      try { printed.add(printedNumber(plan, key)); } catch (e) {
        if (e instanceof SetupError) throw new ExperimentError(`knob "${key}": ${e.message}`);
        throw e;
      }
    }
    if (printed.size !== 1) throw new ExperimentError(`knob "${key}": its printed number differs between the spec's setups (${[...printed].join(', ')}); narrow the spec (one player count, one scheme) so that it has one`);
    // every value must be a change the rules accept (twists at least 1, ...): check it on a setup that holds it
    for (const v of values) {
      try { checkChanges({ ...holding[0]!, changes: { [key]: v } }); } catch (e) {
        if (e instanceof SetupError) throw new ExperimentError(`knob "${key}" value ${v}: ${e.message}`);
        throw e;
      }
    }
    knobs.push({ key, values, printed: [...printed][0]!, ...(note ? { note } : {}) });
  }
  return knobs;
}

/** Splits a --knobs value into knobs at the commas that end a value (a card name may hold a comma: "The Goblin, Underworld Boss.attack=8..10"). */
export function splitKnobs(t: string): string[] { return t.split(/(?<=\d)\s*,\s*/); }

export interface Candidate {
  changes: Record<string, number>;
  /** sum of |value - printed| over the knobs */
  size: number;
  /** knobs whose value is not the printed one */
  changed: number;
}

/** Every combination of knob values, smallest change first (size, then fewer knobs changed). */
export function candidates(knobs: Knob[]): Candidate[] {
  const total = knobs.reduce((n, k) => n * k.values.length, 1);
  if (total > MAX_CANDIDATES) throw new ExperimentError(`the knobs give ${total} combinations; at most ${MAX_CANDIDATES}: narrow the ranges or use fewer knobs`);
  const out: Candidate[] = [];
  const rec = (i: number, ch: Record<string, number>, size: number, changed: number) => {
    if (i === knobs.length) { out.push({ changes: { ...ch }, size, changed }); return; }
    const k = knobs[i]!;
    for (const v of k.values) { ch[k.key] = v; rec(i + 1, ch, size + Math.abs(v - k.printed), changed + (v === k.printed ? 0 : 1)); }
  };
  rec(0, {}, 0, 0);
  return out.sort((a, b) => a.size - b.size || a.changed - b.changed || changesText(a.changes).localeCompare(changesText(b.changes)));
}

export interface DesignOptions {
  target: number;
  tolerance: number;
  /** games in all, search and final check */
  budget: number;
  knobs: Knob[];
  /** the spec's setups (deal cells) and its bot */
  cells: number;
  bot: string;
  seed: number | string;
  /** share of the budget kept for the final check (default 0.3) */
  finalShare?: number;
  /** survivors replayed on fresh deals (default 5) */
  finalists?: number;
  onProgress?: (p: DesignProgress) => void;
}

export interface DesignProgress { phase: 'search' | 'final'; round: number; alive: number; candidates: number; games: number; budget: number }

export interface DesignRow {
  /** 1 = the chosen change (the smallest within tolerance on the fresh deals), then the rest, smallest first */
  rank: number;
  changes: Record<string, number>;
  label: string;
  size: number;
  changed: number;
  isPrinted: boolean;
  /** what the search saw (its own games; biased toward the luck that kept it) */
  search: { games: number; wins: number; rate: number } | null;
  /** the fresh deals of the final check */
  games: number; wins: number; rate: number; low: number; high: number;
  /** |rate - target| <= tolerance on the fresh deals; `confirmed`: the whole 95% interval lies in the band */
  within: boolean; confirmed: boolean;
  /** change against the printed game on the same fresh deals (paired) */
  vsPrinted: { diff: number; low: number; high: number } | null;
}

export interface DesignResult {
  target: number; tolerance: number; knobs: Knob[]; bot: string; seed: number | string;
  candidates: number; rounds: number; searchGames: number; finalGames: number; finalPerCandidate: number;
  /** why the search stopped: 'confirmed' (the smallest survivor is inside the band), 'budget', 'none-left' (every candidate left the race) */
  stop: 'confirmed' | 'budget' | 'none-left';
  rows: DesignRow[];
  /** the chosen row (rank 1), or null when no finalist was within tolerance on the fresh deals */
  chosen: DesignRow | null;
}

/** z for a two-sided 99% interval: a candidate leaves the race only when it is clearly outside the band. */
const Z99 = 2.5758293035489004;

const GAME_OFFSET_FINAL = 1_000_000;

/** The smallest budget that plays every candidate on each setup once and the final check on each setup once. */
export function minDesignBudget(candidateCount: number, cells: number, finalShare = 0.3, finalists = 5): number {
  return Math.ceil(Math.max((candidateCount * cells) / (1 - finalShare), ((finalists + 1) * cells) / finalShare));
}

export async function design(o: DesignOptions, evaluate: Evaluate): Promise<DesignResult> {
  const cands = candidates(o.knobs);
  const finalShare = o.finalShare ?? 0.3;
  const finalists = o.finalists ?? 5;
  const need = minDesignBudget(cands.length, o.cells, finalShare, finalists);
  if (o.budget < need) throw new ExperimentError(`--budget ${o.budget} is too small for ${cands.length} candidates on ${o.cells} setup${o.cells === 1 ? '' : 's'}; accepted: a whole number of games from ${need}`);
  const searchBudget = Math.floor(o.budget * (1 - finalShare));
  const lo = o.target - o.tolerance, hi = o.target + o.tolerance;
  const wins = new Array<number>(cands.length).fill(0), games = new Array<number>(cands.length).fill(0);
  let alive = cands.map((_, i) => i);
  // first round: at least one game per setup and 20 games a candidate, as far as the budget allows
  let n = Math.max(o.cells, 20);
  if (n * cands.length > searchBudget) n = Math.max(o.cells, Math.floor(searchBudget / cands.length));
  n = Math.ceil(n / o.cells) * o.cells;
  let done = 0, rounds = 0, spent = 0;
  let stop: DesignResult['stop'] = 'budget';
  const order = (a: number, b: number) => cands[a]!.size - cands[b]!.size || cands[a]!.changed - cands[b]!.changed
    || Math.abs(wins[a]! / Math.max(1, games[a]!) - o.target) - Math.abs(wins[b]! / Math.max(1, games[b]!) - o.target);
  while (alive.length && spent + (n - done) * alive.length <= searchBudget) {
    const deals = dealRange(o.cells, 0, done, n - done);
    const out = await evaluate(alive.map((i) => ({ bot: o.bot, params: {}, changes: cands[i]!.changes, deals })));
    out.forEach((res, k) => { const i = alive[k]!; for (const r of res) if (r >= 0) { games[i]!++; wins[i]! += r; } });
    spent += (n - done) * alive.length;
    done = n; rounds++;
    alive = alive.filter((i) => { const w = wilson(wins[i]!, games[i]!, Z99); return !w || (w.high >= lo && w.low <= hi); });
    o.onProgress?.({ phase: 'search', round: rounds, alive: alive.length, candidates: cands.length, games: spent, budget: o.budget });
    if (!alive.length) { stop = 'none-left'; break; }
    alive.sort(order);
    const best = wilson(wins[alive[0]!]!, games[alive[0]!]!);
    if (best && best.low >= lo && best.high <= hi) { stop = 'confirmed'; break; }
    n *= 2;
  }
  // finalists: the survivors in order (smallest change first; those whose estimate is in the band before the rest)
  const inBand = (i: number) => games[i]! > 0 && Math.abs(wins[i]! / games[i]! - o.target) <= o.tolerance;
  const pool = alive.length ? alive : cands.map((_, i) => i).sort((a, b) => Math.abs(wins[a]! / Math.max(1, games[a]!) - o.target) - Math.abs(wins[b]! / Math.max(1, games[b]!) - o.target));
  const picked = [...pool.filter(inBand), ...pool.filter((i) => !inBand(i))].slice(0, finalists).sort(order);
  const printed: Record<string, number> = Object.fromEntries(o.knobs.map((k) => [k.key, k.printed]));
  const printedIdx = cands.findIndex((c) => c.size === 0);
  const finalIdx = picked.includes(printedIdx) || printedIdx < 0 ? picked : [...picked, printedIdx];
  const withPrinted = printedIdx < 0; // the printed game is not a candidate (a knob's range leaves it out): play it too
  const jobsChanges = [...finalIdx.map((i) => cands[i]!.changes), ...(withPrinted ? [printed] : [])];
  const perCandidate = Math.floor((o.budget - spent) / jobsChanges.length / o.cells) * o.cells; // at least o.cells: see minDesignBudget
  o.onProgress?.({ phase: 'final', round: rounds, alive: alive.length, candidates: cands.length, games: spent, budget: o.budget });
  const fresh = dealRange(o.cells, GAME_OFFSET_FINAL, 0, perCandidate);
  const finals = await evaluate(jobsChanges.map((changes) => ({ bot: o.bot, params: {}, changes, deals: fresh })));
  const printedOut = finals[withPrinted ? finals.length - 1 : finalIdx.indexOf(printedIdx)]!;
  const rowOf = (changes: Record<string, number>, res: Outcome[], i: number | null): DesignRow => {
    const c = i === null ? { size: 0, changed: 0 } : cands[i]!;
    const ok = res.filter((r) => r >= 0);
    const w = ok.reduce((a: number, b) => a + b, 0);
    const ci = wilson(w, ok.length) ?? { low: 0, high: 1 };
    const rate = ok.length ? w / ok.length : 0;
    const both = res.map((r, k) => r >= 0 && printedOut[k]! >= 0);
    const pd = c.size === 0 ? null : pairedDiff(res.filter((_, k) => both[k]), printedOut.filter((_, k) => both[k]));
    return {
      rank: -1, changes, label: c.size === 0 ? 'printed' : changesText(Object.fromEntries(Object.entries(changes).filter(([k, v]) => v !== printed[k]))),
      size: c.size, changed: c.changed, isPrinted: c.size === 0,
      search: i === null ? null : { games: games[i]!, wins: wins[i]!, rate: games[i]! ? wins[i]! / games[i]! : 0 },
      games: ok.length, wins: w, rate, low: ci.low, high: ci.high,
      within: ok.length > 0 && Math.abs(rate - o.target) <= o.tolerance, confirmed: ci.low >= lo && ci.high <= hi,
      vsPrinted: pd ? { diff: pd.diff, low: pd.low, high: pd.high } : null,
    };
  };
  const rows = finalIdx.map((i, k) => rowOf(cands[i]!.changes, finals[k]!, i));
  if (withPrinted) rows.push(rowOf(printed, printedOut, null));
  rows.sort((a, b) => a.size - b.size || a.changed - b.changed || Math.abs(a.rate - o.target) - Math.abs(b.rate - o.target));
  // the smallest change within tolerance on the fresh deals (the printed game itself when it already is)
  const chosen = rows.find((r) => r.within) ?? null;
  let rank = 1;
  if (chosen) chosen.rank = rank++;
  for (const r of rows) if (r !== chosen) r.rank = rank++;
  rows.sort((a, b) => a.rank - b.rank);
  return {
    target: o.target, tolerance: o.tolerance, knobs: o.knobs, bot: o.bot, seed: o.seed, candidates: cands.length, rounds,
    searchGames: spent, finalGames: perCandidate * jobsChanges.length, finalPerCandidate: perCandidate, stop, rows, chosen,
  };
}
