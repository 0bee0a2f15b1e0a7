// `legendary merge`: combines the results folders of the shards of one experiment into one folder whose
// tables are those of an unsharded run (durationMs and timings aside).

import { copyFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { ExperimentError } from './errors.js';
import { fmtInt, Progress } from './progress.js';
import { BatchStore, baseManifest, EXIT_NOT_CLEAN, experimentHash, finish, takeLock, walkAll } from './runner.js';
import { batchKey, inShard, validateSpec, type Experiment } from './spec.js';
import { batchesDir, checkOutDir, listBatches, prepareOutDir, readManifest, writeJson } from './store.js';
import type { WrittenTables } from './tables.js';

interface Source { dir: string; manifest: Record<string, unknown>; ex: Experiment }

function loadSource(dir: string): Source {
  const m = readManifest(dir);
  if (!m || m.spec === undefined) throw new ExperimentError(`${dir}: not a results folder of legendary run (no readable manifest.json)`);
  let ex: Experiment;
  try { ex = validateSpec(m.spec, String((m.experiment as { name?: string } | undefined)?.name ?? 'experiment')); } catch (e) {
    if (e instanceof ExperimentError) throw new ExperimentError(`${dir}/manifest.json: its spec no longer validates: ${e.message}`);
    throw e;
  }
  return { dir, manifest: m, ex };
}

export interface MergeResult { exitCode: number; tables: WrittenTables }

export function mergeRuns(dirs: string[], out: string, o: { quiet?: boolean; force?: boolean; stderr?: { write(s: string): unknown; isTTY?: boolean } } = {}): MergeResult {
  const progress = new Progress(o.stderr ?? process.stderr, !!o.quiet);
  if (dirs.length === 0) throw new ExperimentError('merge needs at least one results folder');
  const sources = dirs.map(loadSource);
  const ex = sources[0]!.ex;
  const hash = experimentHash(ex);
  for (const s of sources.slice(1)) {
    if (experimentHash(s.ex) !== hash) {
      throw new ExperimentError(`${s.dir} holds a different experiment than ${sources[0]!.dir} (seed, games, batch size, step cap or cells differ); merge only shards of one spec`);
    }
  }
  if (checkOutDir(out, o.force) === 'resume') {
    // a folder without a manifest is one whose merge or run was killed early: its batches are keyed, so keep it
    const m = readManifest(out);
    const h = (m?.experiment as { hash?: string } | undefined)?.hash;
    if (m && h !== hash) throw new ExperimentError(`--out ${out} already holds results of another experiment; choose a new or empty folder`);
  }
  prepareOutDir(out);
  const unlock = takeLock(out);
  try {
    // copy the batches of this experiment (identical names hold identical games: keep the first)
    const keys = new Set(ex.cells.map((c) => batchKey(ex, c)));
    const have = listBatches(out);
    let copied = 0;
    for (const s of sources) {
      if (s.dir === out) continue;
      for (const name of listBatches(s.dir)) {
        if (have.has(name) || !keys.has(name.split('-')[0]!)) continue;
        const tmp = join(batchesDir(out), `${name}.tmp-${process.pid}`);
        copyFileSync(join(batchesDir(s.dir), name), tmp);
        renameSync(tmp, join(batchesDir(out), name));
        have.add(name);
        copied++;
      }
    }
    const store = new BatchStore(out, ex);
    const walks = walkAll(ex, store, null);
    const missing = walks.flatMap((w) => w.missing);
    if (missing.length) {
      const ns = new Set(sources.map((s) => (s.manifest.shard as { n?: number } | null)?.n).filter((n): n is number => typeof n === 'number'));
      let which = '';
      if (ns.size === 1) {
        const n = [...ns][0]!;
        const ks = new Set<number>();
        for (const b of missing) for (let k = 1; k <= n; k++) if (inShard(ex, b, { k, n })) ks.add(k);
        which = ` from shard${ks.size > 1 ? 's' : ''} ${[...ks].sort((a, b) => a - b).map((k) => `${k}/${n}`).join(', ')}`;
      }
      const b = missing[0]!;
      throw new ExperimentError(
        `incomplete: ${fmtInt(missing.reduce((a, x) => a + x.end - x.start, 0))} games are missing${which} ` +
        `(e.g. cell "${ex.cells[b.cell]!.id}" games ${b.start}-${b.end - 1}); finish those shards (rerun them to resume) and merge again`);
    }
    const tables = finish(out, ex, store, walks);
    const clean = tables.errors === 0;
    const exitCode = clean ? 0 : EXIT_NOT_CLEAN;
    const first = sources[0]!.manifest;
    const sessions = sources.flatMap((s) => (Array.isArray(s.manifest.sessions) ? s.manifest.sessions : []) as Record<string, unknown>[]);
    const starts = sources.map((s) => String(s.manifest.startedAt ?? '')).filter(Boolean).sort();
    const ends = sources.map((s) => String(s.manifest.endedAt ?? '')).filter(Boolean).sort();
    const played = sessions.reduce((a, s) => a + (Number(s.gamesPlayed) || 0), 0);
    const wall = sources.reduce((a, s) => a + (Number(s.manifest.wallSeconds) || 0), 0);
    writeJson(join(out, 'manifest.json'), {
      ...baseManifest(ex, first.spec, String(first.specFile ?? '')),
      shard: null,
      mergedFrom: sources.map((s) => ({ dir: s.dir, shard: s.manifest.shard ?? null, tool: s.manifest.tool, startedAt: s.manifest.startedAt, endedAt: s.manifest.endedAt, counts: s.manifest.counts })),
      status: 'complete', startedAt: starts[0] ?? null, endedAt: ends[ends.length - 1] ?? null,
      sessions,
      // summed over the shards' own wall times: games per second of one shard-worker-set on average
      gamesPerSecond: wall > 0 ? played / wall : null,
      counts: tables, clean, exitCode,
    });
    progress.message(`merged ${sources.length} folder${sources.length > 1 ? 's' : ''} (${fmtInt(copied)} batches copied): ${fmtInt(tables.games)} games in ${fmtInt(tables.cells)} cells, ${tables.errors ? `${fmtInt(tables.errors)} failed games (exit ${exitCode})` : 'no errors'} -> ${out}`);
    return { exitCode, tables };
  } finally {
    unlock();
  }
}
