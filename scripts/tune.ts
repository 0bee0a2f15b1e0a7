// `legendary tune`: the parameter search of experiments/tune.ts from the command line. Progress on stderr, the
// final table (or --json) on stdout.

import { defaultWorkers } from '../experiments/runner.js';
import { fmtDuration, fmtInt } from '../experiments/progress.js';
import {
  botFamily, dealCells, gameEvaluator, minBudget, parseBaseBot, parseRanges, tune, type TuneProgress, type TuneResult, type TunedRow,
} from '../experiments/tune.js';
import type { Experiment } from '../experiments/spec.js';
import { parseWorkers, readSpec } from './run.js';
import { UsageError } from './errors.js';

export const DEFAULT_BUDGET = 2000;

export interface TuneFlags {
  bot: string; params?: string[]; budget?: string; target?: string; seed?: string; workers?: string;
  stepGames?: string; json?: boolean; quiet?: boolean;
  /** one search per Scheme of the spec, each with the whole budget */
  perScheme?: boolean;
}

function wholeNumber(flag: string, s: string, min: number, note = ''): number {
  if (!/^\s*\d+\s*$/.test(s) || Number(s) < min) throw new UsageError(`bad ${flag} "${s}"; accepted: a whole number from ${min}${note}`);
  return Number(s);
}

export function parseTarget(s: string | undefined): number | null {
  if (s === undefined) return null;
  const pct = /%\s*$/.test(s);
  const v = /^\s*(\d+\.?\d*|\.\d+)\s*%?\s*$/.test(s) ? Number(s.replace('%', '')) / (pct ? 100 : 1) : Number.NaN;
  if (!(v >= 0 && v <= 1)) throw new UsageError(`bad --target "${s}"; accepted: a win rate from 0 to 1 (or 0% to 100%)`);
  return v;
}

const pct = (p: number | null | undefined, digits = 1) => (p === null || p === undefined ? '-' : `${(100 * p).toFixed(digits)}%`);
const pts = (d: number) => `${d >= 0 ? '+' : ''}${(100 * d).toFixed(1)}`;

/** The final table as text. */
export function formatTable(r: TuneResult, specName: string, cells: number): string {
  const names = r.ranges.map((x) => x.name);
  const head = ['rank', ...names, 'search', 'games', 'win rate', '95% CI', ...(r.target === null ? [] : ['|win-target|']), 'vs default', '95% CI (paired)'];
  const body = r.rows.map((row: TunedRow) => [
    row.isDefault ? 'default' : String(row.rank),
    ...names.map((n) => row.params[n] ?? '(default)'),
    row.predicted === null ? '-' : `${pct(row.predicted)} of ${fmtInt(row.searchGames)}`,
    fmtInt(row.games) + (row.failed ? ` (+${row.failed} failed)` : ''),
    pct(row.winRate),
    row.ci ? `${pct(row.ci.low)} to ${pct(row.ci.high)}` : '-',
    ...(r.target === null ? [] : [row.distance === null ? '-' : pct(row.distance)]),
    row.vsDefault ? `${pts(row.vsDefault.diff)} pts` : '',
    row.vsDefault ? `${pts(row.vsDefault.low)} to ${pts(row.vsDefault.high)}` : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const goal = r.target === null ? 'highest win rate' : `win rate closest to ${pct(r.target)}`;
  const best = r.rows.find((x) => x.rank === 1);
  return [
    `tune ${r.bot} on ${specName} (${fmtInt(cells)} cell${cells === 1 ? '' : 's'}), seed ${JSON.stringify(r.seed)}: ${goal}`,
    `search: ${fmtInt(r.steps)} steps of ${r.perStep} settings x ${fmtInt(r.stepGames)} shared deals (${fmtInt(r.searchGames)} games, ${fmtInt(r.evaluated)} settings tried); ` +
      `final check: ${r.rows.length} settings x ${fmtInt(r.finalPerSetting)} fresh deals, the same for each`,
    '',
    line(head),
    ...body.map(line),
    '',
    best ? `recommended (the search's choice, checked on fresh deals): ${best.bot}` : 'no setting was evaluated',
    `"search": the model's win rate and the games of that setting in the search (optimistic for the winners).`,
    `"win rate", "95% CI" and "vs default": fresh games only (Wilson interval; paired difference on the same deals, in points)` +
      (r.failed ? `; ${fmtInt(r.failed)} games failed and are left out` : ''),
  ].join('\n') + '\n';
}

/** The spec's cells split by Scheme, in the order the Schemes first appear; each part keeps the spec's settings. */
export function byScheme(ex: Experiment): { scheme: string; ex: Experiment }[] {
  const out = new Map<string, Experiment>();
  for (const c of ex.cells) {
    let part = out.get(c.scheme);
    if (!part) { part = { ...ex, name: `${ex.name} / ${c.scheme}`, cells: [] }; out.set(c.scheme, part); }
    part.cells.push(c);
  }
  return [...out].map(([scheme, part]) => ({ scheme, ex: part }));
}

/** A recommended setting as an object literal ({ a: 1, b: 'x' }), for a table of tuned settings. */
export function settingLiteral(params: Record<string, string>): string {
  const v = (x: string) => (/^-?(\d+\.?\d*|\.\d+)$/.test(x) ? String(Number(x)) : JSON.stringify(x));
  return `{ ${Object.entries(params).map(([k, x]) => `${k}: ${v(x)}`).join(', ')} }`;
}

/** The last lines of a --per-scheme run: each Scheme's recommendation, and the rows a table of tuned settings keeps. */
export function formatPerScheme(results: { scheme: string; r: TuneResult }[]): string {
  const rec = results.map(({ scheme, r }) => ({ scheme, best: r.rows.find((x) => x.rank === 1) ?? null }));
  const w = Math.max(6, ...rec.map((x) => x.scheme.length));
  const lines = [`${'scheme'.padEnd(w)}  vs default  95% CI (paired)   recommended`];
  for (const { scheme, best } of rec) {
    const v = best?.vsDefault;
    lines.push(`${scheme.padEnd(w)}  ${(v ? `${pts(v.diff)} pts` : '-').padEnd(10)}  ${(v ? `${pts(v.low)} to ${pts(v.high)}` : '-').padEnd(16)}  ${best?.bot ?? 'none evaluated'}`);
  }
  const keep = rec.filter((x) => x.best?.vsDefault && x.best.vsDefault.low > 0);
  lines.push('', keep.length
    ? `Schemes whose recommendation beats the default settings on fresh deals (paired interval above zero), as table rows:`
    : 'No Scheme\'s recommendation beats the default settings on fresh deals (paired interval above zero).');
  for (const { scheme, best } of keep) lines.push(`  ${JSON.stringify(scheme)}: ${settingLiteral(best!.params)},`);
  return lines.join('\n') + '\n';
}

export async function tuneCommand(specFile: string, o: TuneFlags): Promise<void> {
  // everything is checked before the first game
  const workers = parseWorkers(o.workers) ?? defaultWorkers();
  const budget = o.budget === undefined ? DEFAULT_BUDGET : wholeNumber('--budget', o.budget, 1);
  const stepGames = o.stepGames === undefined ? undefined : wholeNumber('--step-games', o.stepGames, 1);
  const target = parseTarget(o.target);
  if (!o.params || o.params.length === 0) throw new UsageError('--params is required; accepted: name=lo..hi, name=lo..hi:N or name=a|b|c, comma-separated');
  const { ex } = readSpec(specFile);
  const family = botFamily(ex.game);
  if (ex.game === 'champions' && o.perScheme) throw new UsageError(`--per-scheme tunes Legendary Schemes; ${specFile} is a Marvel Champions spec (vary its villains in the spec instead)`);
  parseBaseBot(o.bot, family);
  const ranges = parseRanges(o.bot, o.params, family);
  const seed: number | string = o.seed === undefined ? ex.seed : /^\s*-?\d+\s*$/.test(o.seed) ? Number(o.seed) : o.seed;
  const parts = (o.perScheme ? byScheme(ex) : [{ scheme: '', ex }]).map((p) => ({ ...p, cells: dealCells(p.ex).length }));
  for (const { scheme, cells } of parts) {
    const need = minBudget({ cells, stepGames });
    if (budget < need) {
      throw new UsageError(`--budget ${budget} is too small for ${cells} cell${cells === 1 ? '' : 's'}${scheme ? ` of ${scheme}` : ''}; ` +
        `accepted: a whole number of games from ${need}`);
    }
  }
  const results: { scheme: string; r: TuneResult }[] = [];
  const json: object[] = [];
  for (const [i, { scheme, ex: part, cells }] of parts.entries()) {
    const label = o.perScheme ? `[${i + 1}/${parts.length}] ` : '';
    const r = await tuneOne(part, { ...o, budget, stepGames, target, seed, ranges, workers, cells, label });
    results.push({ scheme, r });
    json.push({ spec: specFile, experiment: part.name, ...(o.perScheme ? { scheme } : {}), cells, ...r });
    if (!o.json) process.stdout.write((i > 0 ? '\n' : '') + formatTable(r, part.name, cells));
  }
  if (o.json) {
    process.stdout.write(JSON.stringify(o.perScheme ? json : json[0], null, 2) + '\n');
  } else if (o.perScheme) {
    process.stdout.write('\n' + formatPerScheme(results));
  }
}

interface OneRun {
  bot: string; quiet?: boolean; budget: number; stepGames: number | undefined; target: number | null; seed: number | string;
  ranges: ReturnType<typeof parseRanges>; workers: number; cells: number; label: string;
}

/** One search with progress on stderr. */
async function tuneOne(ex: Experiment, o: OneRun): Promise<TuneResult> {
  const { budget, ranges, workers, cells, seed, label } = o;
  const err = process.stderr;
  const quiet = !!o.quiet;
  const t0 = performance.now();
  const settings = ranges.reduce((a, r) => a * r.values.length, 1);
  if (!quiet) {
    err.write(`${label}tune: ${o.bot} on ${ex.name}: ${fmtInt(cells)} cell${cells === 1 ? '' : 's'}, ${ranges.length} parameter${ranges.length === 1 ? '' : 's'} ` +
      `(${fmtInt(settings)} settings: ${ranges.map((r) => `${r.name} ${r.values.join('|')}`).join(', ')}), budget ${fmtInt(budget)} games ` +
      `(a quarter kept for the final check), ${workers} worker${workers === 1 ? '' : 's'}\n`);
  }
  let last = -Infinity, drawn = false, played = 0;
  const tty = !!err.isTTY;
  const show = (p: TuneProgress, force = false) => {
    if (quiet) return;
    const now = performance.now();
    if (!force && now - last < (tty ? 200 : 5000)) return;
    last = now;
    const what = p.phase === 'search' ? `step ${p.step}/${p.steps}` : 'final check on fresh deals';
    const best = p.best ? `, best ${p.best.bot} (model ${pct(p.best.predicted)})` : '';
    const s = `${label}${fmtInt(played)}/${fmtInt(p.budget)} games (${Math.floor((100 * played) / p.budget)}%), ${what}${best}, ${fmtDuration((now - t0) / 1000)}`;
    if (tty) { err.write(`\r\x1b[K${s}`); drawn = true; } else err.write(s + '\n');
  };
  let lastP: TuneProgress | null = null;
  const ev = gameEvaluator(ex, seed, workers, (n) => { played += n; if (lastP) show(lastP); });
  let r: TuneResult;
  try {
    // a line at every change of phase, otherwise at most every 5 s (a few times a second on a terminal)
    r = await tune({ bot: o.bot, family: botFamily(ex.game), ranges, budget, target: o.target, seed, cells, stepGames: o.stepGames, onProgress: (p) => { const turn = lastP?.phase !== p.phase; lastP = p; show(p, turn); } }, ev.evaluate);
  } finally {
    await ev.close();
  }
  if (lastP) show(lastP, true);
  if (drawn) err.write('\n');
  if (!quiet) err.write(`${label}done: ${fmtInt(played)} games in ${fmtDuration((performance.now() - t0) / 1000)}\n`);
  return r;
}
