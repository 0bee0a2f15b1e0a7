// `legendary run` and `legendary merge`: the experiment runner from the command line.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExperimentError } from '../experiments/errors.js';
import { mergeRuns } from '../experiments/merge.js';
import { defaultWorkers, runExperiment } from '../experiments/runner.js';
import { parseShard, parseSpecText, roundEnds, type Experiment } from '../experiments/spec.js';
import { UsageError } from './errors.js';

export interface RunFlags { out?: string; workers?: string; shard?: string; quiet?: boolean; check?: boolean; force?: boolean }

export function readSpec(file: string): { ex: Experiment; raw: unknown } {
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch (e) {
    throw new UsageError(`cannot read spec file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const ex = parseSpecText(text, file);
  return { ex, raw: JSON.parse(text) as unknown };
}

export function parseWorkers(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(s) || Number(s) < 1) throw new UsageError(`bad --workers "${s}"; accepted: a whole number from 1 (default here: ${defaultWorkers()})`);
  return Number(s);
}

function describePlan(ex: Experiment): string {
  const g = ex.games;
  const per = typeof g === 'number' ? `${g} games per cell` : `adaptive: until the 95% Wilson half-width is <= ${g.ciHalfWidth}, ${g.minGames}-${g.maxGames} games per cell in rounds of ${g.roundGames}`;
  const total = typeof g === 'number' ? g * ex.cells.length : roundEnds(g)[0]! * ex.cells.length;
  const lines = [
    `${ex.name}: ${ex.cells.length} cells, ${per}, batches of ${ex.batchSize}, seed ${JSON.stringify(ex.seed)}, ` +
      (ex.game === 'champions' ? `Marvel Champions, at most ${ex.gameTimeLimit} s a game (the engine's own step cap)` : `at most ${ex.stepCap.toLocaleString('en-US')} decisions and ${ex.gameTimeLimit} s a game`),
    `${typeof g === 'number' ? '' : 'at least '}${total.toLocaleString('en-US')} games${typeof g === 'number' ? '' : ` (at most ${(g.maxGames * ex.cells.length).toLocaleString('en-US')})`}`,
    ...ex.cells.slice(0, 20).map((c) => `  ${String(c.index).padStart(4)}  ${c.id}`),
  ];
  if (ex.cells.length > 20) lines.push(`  ... and ${ex.cells.length - 20} more cells`);
  if (ex.skipped.length) lines.push(`skipped ${ex.skipped.length} impossible cells, e.g. ${ex.skipped[0]!.id}: ${ex.skipped[0]!.reason}`);
  return lines.join('\n') + '\n';
}

export async function runCommand(specFile: string, o: RunFlags): Promise<void> {
  if (o.check) {
    try {
      const { ex } = readSpec(specFile);
      process.stdout.write(describePlan(ex));
    } catch (e) {
      if (!(e instanceof ExperimentError)) throw e;
      for (const p of e.problems) process.stderr.write(`legendary: ${p}\n`);
      process.exitCode = 2;
    }
    return;
  }
  const workers = parseWorkers(o.workers);
  const shard = o.shard === undefined ? null : parseShard(o.shard);
  const { ex, raw } = readSpec(specFile);
  const safe = ex.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'experiment';
  const out = o.out ?? join('results', safe + (shard && shard.n > 1 ? `-shard-${shard.k}-of-${shard.n}` : ''));
  const r = await runExperiment(ex, { out, workers, shard, quiet: o.quiet, force: o.force, rawSpec: raw, specFile });
  if (r.exitCode !== 0) process.exitCode = r.exitCode;
}

export function mergeCommand(dirs: string[], o: { out: string; quiet?: boolean; force?: boolean }): void {
  const r = mergeRuns(dirs, o.out, { quiet: o.quiet, force: o.force });
  if (r.exitCode !== 0) process.exitCode = r.exitCode;
}
