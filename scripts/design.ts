// `legendary design`: the search of experiments/design.ts from the command line. Progress on stderr, the table of
// the best candidates on stdout (or JSON with --json), and the result as JSON in --out.

import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { candidates, design, minDesignBudget, parseKnobs, type DesignProgress, type DesignResult } from '../experiments/design.js';
import { fmtDuration, fmtInt } from '../experiments/progress.js';
import { defaultWorkers } from '../experiments/runner.js';
import { canonicalBot } from '../experiments/spec.js';
import { hasFormat, writeAtomic } from '../experiments/store.js';
import { dealCells, gameEvaluator } from '../experiments/tune.js';
import { UsageError } from './errors.js';
import { parseWorkers, readSpec } from './run.js';
import { parseTarget } from './tune.js';

export const DEFAULT_DESIGN_BUDGET = 20_000;
export const DEFAULT_TOLERANCE = 0.03;
/** the mark inside a file legendary design wrote (it replaces only such files without --force) */
export const DESIGN_FORMAT = 'legendary-design/1';

export interface DesignFlags {
  target?: string; knobs?: string[]; tolerance?: string; budget?: string; bot?: string; seed?: string; workers?: string;
  out?: string; force?: boolean; json?: boolean; quiet?: boolean;
}

function rate(flag: string, s: string | undefined, lo: number, hi: number, what: string): number {
  const pctSign = /%\s*$/.test(s ?? '');
  const v = s !== undefined && /^\s*(\d+\.?\d*|\.\d+)\s*%?\s*$/.test(s) ? Number(s.replace('%', '')) / (pctSign ? 100 : 1) : Number.NaN;
  if (!(v >= lo && v <= hi)) throw new UsageError(`bad ${flag} "${s}"; accepted: ${what}`);
  return v;
}

const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
const pts = (d: number) => `${d >= 0 ? '+' : ''}${(100 * d).toFixed(1)}`;

/** The final table as text. */
export function formatDesign(r: DesignResult, specName: string): string {
  const head = ['rank', 'change', 'size', 'search', 'games', 'win rate', '95% CI', 'in band', 'vs printed (paired)'];
  const body = r.rows.map((x) => [
    String(x.rank), x.label, String(x.size),
    x.search ? `${pct(x.search.rate)} of ${fmtInt(x.search.games)}` : '-',
    fmtInt(x.games), pct(x.rate), `${pct(x.low)} to ${pct(x.high)}`,
    x.confirmed ? 'yes (whole CI)' : x.within ? 'yes' : 'no',
    x.vsPrinted ? `${pts(x.vsPrinted.diff)} pts (${pts(x.vsPrinted.low)} to ${pts(x.vsPrinted.high)})` : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const stop = { confirmed: 'the smallest surviving change was inside the band', budget: 'the search budget was spent', 'none-left': 'every candidate left the band' }[r.stop];
  return [
    `design on ${specName}: win rate ${pct(r.target)} ± ${pct(r.tolerance)} for ${r.bot}; knobs ${r.knobs.map((k) => `${k.key} ${k.values[0]}..${k.values[k.values.length - 1]} (printed ${k.printed})`).join(', ')}`,
    `search: ${fmtInt(r.candidates)} candidates raced over ${r.rounds} round${r.rounds === 1 ? '' : 's'} (${fmtInt(r.searchGames)} games; stopped: ${stop}); ` +
      `final check: ${r.rows.length} candidates x ${fmtInt(r.finalPerCandidate)} fresh deals, the same for each`,
    '',
    line(head),
    ...body.map(line),
    '',
    r.chosen
      ? (r.chosen.isPrinted ? 'the printed game is already within the tolerance of the target: no change needed'
        : `smallest change within tolerance on fresh deals: ${r.chosen.label} (size ${r.chosen.size})`)
      : `no candidate was within ${pct(r.tolerance)} of ${pct(r.target)} on the fresh deals: widen the knobs' ranges, raise --budget or --tolerance`,
    `"size": sum of |value - printed| over the knobs. "search": that candidate's games in the race (optimistic for the winners).`,
    `"win rate", "95% CI" (Wilson) and "vs printed" (paired, same deals): the fresh deals of the final check only.`,
  ].join('\n') + '\n';
}

export async function designCommand(specFile: string, o: DesignFlags): Promise<void> {
  // everything is checked before the first game
  if (o.target === undefined) throw new UsageError('--target is required: the win rate to reach, from 0 to 1 (or 0% to 100%)');
  const target = parseTarget(o.target)!;
  const tolerance = o.tolerance === undefined ? DEFAULT_TOLERANCE : rate('--tolerance', o.tolerance, 0.001, 0.5, 'a win-rate distance from 0.001 to 0.5 (or 0.1% to 50%)');
  const budget = o.budget === undefined ? DEFAULT_DESIGN_BUDGET : /^\s*\d+\s*$/.test(o.budget) && Number(o.budget) >= 100 ? Number(o.budget) : (() => { throw new UsageError(`bad --budget "${o.budget}"; accepted: a whole number of games from 100`); })();
  const workers = parseWorkers(o.workers) ?? defaultWorkers();
  if (!o.knobs || !o.knobs.length) throw new UsageError('--knobs is required, e.g. --knobs "Loki.attack=8..14,The Legacy Virus.twists=5..9"');
  const { ex: whole } = readSpec(specFile);
  if (whole.game === 'champions') throw new UsageError(`${specFile} is a Marvel Champions spec; legendary design varies Legendary's printed numbers only so far`);
  // design starts from the printed game: a spec's own what-if variants are left out
  const ex = { ...whole, cells: whole.cells.filter((c) => Object.keys(c.changes).length === 0) };
  if (!ex.cells.length) throw new UsageError(`${specFile} has no cells of the printed game (every cell has what-if changes); design starts from the printed game: add {} to its "changes"`);
  ex.cells.forEach((c, i) => { ex.cells[i] = { ...c, index: i }; });
  const bots = [...new Set(ex.cells.map((c) => c.bot))];
  if (o.bot === undefined && bots.length > 1) throw new UsageError(`${specFile} has ${bots.length} bots (${bots.join(', ')}); choose one with --bot`);
  const bot = canonicalBot(o.bot ?? bots[0]!);
  const knobs = parseKnobs(ex, o.knobs);
  const seed: number | string = o.seed === undefined ? ex.seed : /^\s*-?\d+\s*$/.test(o.seed) ? Number(o.seed) : o.seed;
  const cells = dealCells(ex).length;
  const need = minDesignBudget(candidates(knobs).length, cells);
  if (budget < need) throw new UsageError(`--budget ${budget} is too small for ${candidates(knobs).length} candidates on ${cells} setup${cells === 1 ? '' : 's'}; accepted: a whole number of games from ${need}`);
  const out = o.out ?? `results/${ex.name}-design.json`;
  if (existsSync(out) && !o.force && !hasFormat(out, DESIGN_FORMAT)) {
    throw new UsageError(`--out ${out} exists and legendary design did not write it; choose another file or add --force to replace it`);
  }

  const err = process.stderr;
  const quiet = !!o.quiet;
  const t0 = performance.now();
  if (!quiet && ex.cells.length < whole.cells.length) err.write(`design: the spec's ${whole.cells.length - ex.cells.length} what-if cells are left out (design varies the knobs from the printed game)\n`);
  if (!quiet) for (const k of knobs) if (k.note) err.write(`design: note: ${k.note}\n`);
  if (!quiet) {
    err.write(`design: ${bot} on ${ex.name} (${fmtInt(cells)} setup${cells === 1 ? '' : 's'}), target ${pct(target)} ± ${pct(tolerance)}, ` +
      `knobs ${knobs.map((k) => `${k.key}=${k.values.join('|')} (printed ${k.printed})`).join(', ')}; budget ${fmtInt(budget)} games, ${workers} worker${workers === 1 ? '' : 's'}\n`);
  }
  let played = 0, last = -Infinity, drawn = false;
  let lastP: DesignProgress | null = null;
  const tty = !!err.isTTY;
  const show = (force = false) => {
    if (quiet || !lastP) return;
    const now = performance.now();
    if (!force && now - last < (tty ? 200 : 5000)) return;
    last = now;
    const p = lastP;
    const what = p.phase === 'search' ? `round ${p.round}, ${fmtInt(p.alive)} of ${fmtInt(p.candidates)} candidates in the race` : 'final check on fresh deals';
    const s = `${fmtInt(played)}/${fmtInt(budget)} games (${Math.min(100, Math.floor((100 * played) / budget))}%), ${what}, ${fmtDuration((now - t0) / 1000)}`;
    if (tty) { err.write(`\r\x1b[K${s}`); drawn = true; } else err.write(s + '\n');
  };
  const ev = gameEvaluator(ex, seed, workers, (n) => { played += n; show(); });
  let r: DesignResult;
  try {
    r = await design({ target, tolerance, budget, knobs, cells, bot, seed, onProgress: (p) => { const turn = lastP?.phase !== p.phase; lastP = p; show(turn); } }, ev.evaluate);
  } finally {
    await ev.close();
  }
  show(true);
  if (drawn) err.write('\n');
  const json = { format: DESIGN_FORMAT, spec: specFile, experiment: ex.name, setups: cells, budget, ...r };
  mkdirSync(dirname(out), { recursive: true });
  writeAtomic(out, JSON.stringify(json, null, 2) + '\n');
  if (!quiet) err.write(`done: ${fmtInt(played)} games in ${fmtDuration((performance.now() - t0) / 1000)}; wrote ${out}\n`);
  process.stdout.write(o.json ? JSON.stringify(json, null, 2) + '\n' : formatDesign(r, ex.name));
}
