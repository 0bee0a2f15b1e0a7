// `legendary run`: plays the games of an experiment on a piscina worker pool, batch by batch, storing each
// batch atomically; then rebuilds the output tables from the stored batches.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism, cpus, hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ExperimentError } from './errors.js';
import { exampleRecord, GameProbe, timeoutError, type BatchOutput, type GameError } from './games.js';
import { walkCell, type BatchTally, type CellWalk, type Shard } from './plan.js';
import { fmtDuration, fmtInt, fmtRate, Progress } from './progress.js';
import { batchKey, type BatchRef, type Cell, type Experiment } from './spec.js';
import {
  batchName, checkOutDir, gitInfo, listBatches, PACKAGE_ROOT, prepareOutDir, readBatch, readManifest, RESULTS_FORMAT,
  toolVersion, writeBatch, writeJson, type BatchFile,
} from './store.js';
import { writeTables, type OrderedBatch, type WrittenTables } from './tables.js';
import type { WorkerTask } from './worker.js';
import { v8PoolSize } from './host.js';

export const EXIT_NOT_CLEAN = 3;

/** The logical CPUs this process may use (hyper-threads count one each). */
export function logicalCpus(): number {
  return typeof availableParallelism === 'function' ? availableParallelism() : cpus().length;
}

/**
 * The physical cores of the machine, where the system says (Linux: the distinct package and core ids under
 * /sys/devices/system/cpu), else null. Two hyper-threads of one core count once.
 */
export function physicalCores(dir = '/sys/devices/system/cpu'): number | null {
  try {
    const ids = new Set<string>();
    for (const name of readdirSync(dir)) {
      if (!/^cpu\d+$/.test(name)) continue;
      const topo = join(dir, name, 'topology');
      if (!existsSync(join(topo, 'core_id'))) continue; // an offline CPU has no topology
      const pkg = existsSync(join(topo, 'physical_package_id')) ? readFileSync(join(topo, 'physical_package_id'), 'utf8').trim() : '0';
      ids.add(`${pkg}:${readFileSync(join(topo, 'core_id'), 'utf8').trim()}`);
    }
    return ids.size > 0 ? ids.size : null;
  } catch { return null; }
}

/**
 * Workers for a machine with `cores` cores: every core up to four; beyond four, a quarter of them is left to
 * V8's helper threads. Each worker's garbage-collection helpers and optimizing compilations take about a third
 * as much CPU again as its games (issue 27, measured on 16 cores with a 16-thread V8 pool: 12 workers played
 * 29,600 random, 7,800 heuristic and 138 ismcts games a second, 14 workers 30,500, 7,000 and 153, 16 workers
 * 27,600, 6,300 and 140): docs/running-at-scale.md.
 */
export function workersFor(cores: number): number {
  const n = Math.max(1, Math.floor(cores));
  return n <= 4 ? n : n - Math.floor(n / 4);
}

/** Workers by default: workersFor the physical cores (two hyper-threads of one core count once), at most one
 *  per logical CPU; the logical CPUs where the system does not say. */
export function defaultWorkers(): number {
  const logical = logicalCpus(), physical = physicalCores();
  return workersFor(physical === null ? logical : Math.min(logical, physical));
}

/** The compiled worker: next to this file when running from dist/, else dist/experiments/worker.js. */
export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.js') ? join(dirname(here), 'worker.js') : join(PACKAGE_ROOT, 'dist', 'experiments', 'worker.js');
  if (!existsSync(file)) throw new Error(`pool worker ${file} is missing: build first (npx tsc -p tsconfig.json)`);
  return file;
}

/**
 * A pool of `workers` threads. `minThreads` is how many the pool keeps alive. Piscina replaces a stopped worker at
 * once up to it. A run whose watchdog stops workers (a game past the time limit) passes 0: a replacement is then
 * started only for a queued batch, which it finishes, so none is still loading its module when the run destroys the
 * pool. Node 20 aborts the whole process when a worker is terminated during that load ("v8::Module::IsGraphAsync
 * must be used on an instantiated module"), which happened at the end of runs with timed-out games.
 */
export function makePool(workers: number, minThreads = workers): Piscina {
  return new Piscina({ filename: workerFile(), minThreads, maxThreads: workers, idleTimeout: 60_000 });
}

/** The pool `legendary run` plays its batches on: a worker its watchdog stops is not replaced before a batch needs one. */
export function runPool(workers: number): Piscina { return makePool(workers, 0); }

/** Identity of the games an experiment plays: runs and shards with the same identity can be merged. */
export function experimentHash(ex: Experiment): string {
  const id = [ex.seed, ex.games, ex.batchSize, ex.stepCap, ex.cells.map((c) => c.id)];
  return createHash('sha256').update(JSON.stringify(id)).digest('hex').slice(0, 16);
}

export interface RunOptions {
  out: string;
  workers?: number;
  shard?: Shard;
  quiet?: boolean;
  /** write into a folder that holds files legendary did not write (replacing those of the same names) */
  force?: boolean;
  /** the spec as written (stored in the manifest) and where it came from */
  rawSpec: unknown;
  specFile: string;
  stderr?: { write(s: string): unknown; isTTY?: boolean };
}

export interface RunResult { exitCode: number; tables: WrittenTables; gamesPlayed: number; seconds: number }

/** A batch in the pool: its probe, the means to stop it, and what the watchdog last saw of it (`done`: its games
 *  finished so far, which the progress line counts). */
interface Running { b: BatchRef; probe: GameProbe; abort: AbortController; game: number; since: number; stopped: GameError | null; done: number }

interface Session { startedAt: string; endedAt: string | null; gamesPlayed: number; workers: number; shard: Shard; commit: string | null; tool: string }

// ---- Lock -------------------------------------------------------------------------------------------

function pidAlive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
}

/** One run per results folder at a time. A lock left by a killed run is taken over. */
export function takeLock(out: string): () => void {
  const path = join(out, 'run.lock');
  const me = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, me); closeSync(fd);
      return () => { rmSync(path, { force: true }); };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder: { pid?: number; host?: string } = {};
      try { holder = JSON.parse(readFileSync(path, 'utf8')) as typeof holder; } catch { /* half-written: stale */ }
      if (holder.host === hostname() && typeof holder.pid === 'number' && holder.pid !== process.pid && pidAlive(holder.pid)) {
        throw new ExperimentError(`${out} is in use by another legendary run (pid ${holder.pid}); wait for it, or delete ${path} if that process is not a legendary run`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new ExperimentError(`cannot lock ${out}`);
}

// ---- Tallies of stored batches ----------------------------------------------------------------------

/** Looks up stored batches by name, reading each file once. */
export class BatchStore {
  private readonly names: Set<string>;
  private readonly tallies = new Map<string, BatchTally>();
  constructor(readonly out: string, readonly ex: Experiment) { this.names = listBatches(out); }
  private keys = new Map<number, string>();
  key(cell: number): string {
    let k = this.keys.get(cell);
    if (!k) { k = batchKey(this.ex, this.ex.cells[cell]!); this.keys.set(cell, k); }
    return k;
  }
  name(b: BatchRef): string { return batchName(this.key(b.cell), b); }
  has(b: BatchRef): boolean { return this.names.has(this.name(b)); }
  tally(b: BatchRef): BatchTally | undefined {
    const name = this.name(b);
    const t = this.tallies.get(name);
    if (t) return t;
    if (!this.names.has(name)) return undefined;
    return this.record(name, this.read(b));
  }
  record(name: string, f: Pick<BatchFile, 'rows' | 'errors'>): BatchTally {
    const t = { n: f.rows.length, wins: f.rows.reduce((a, r) => a + (r.result === 'win' ? 1 : 0), 0), errors: f.errors.length };
    this.names.add(name);
    this.tallies.set(name, t);
    return t;
  }
  read(b: BatchRef): BatchFile {
    const f = readBatch(this.out, this.name(b));
    const cell = this.ex.cells[b.cell]!;
    if (f.cell !== cell.id || f.start !== b.start || f.end !== b.end || f.rows.length + f.errors.length !== b.end - b.start) {
      throw new ExperimentError(`${this.out}/batches/${this.name(b)} does not hold games ${b.start}-${b.end - 1} of cell "${cell.id}"; delete it and run again`);
    }
    return f;
  }
}

/** Walks every cell against the store; used by run and merge. */
export function walkAll(ex: Experiment, store: BatchStore, shard: Shard): CellWalk[] {
  return ex.cells.map((c) => walkCell(ex, c, shard, (b) => store.tally(b)));
}

/** Rebuilds every output table from the stored batches of complete walks, reading one batch file at a time. */
export function finish(out: string, ex: Experiment, store: BatchStore, walks: CellWalk[], rowsPerBatch?: number,
  onExample?: (done: number, total: number) => void): WrittenTables {
  const stops = new Map<number, string>();
  walks.forEach((w, i) => { if (w.stop) stops.set(i, w.stop); });
  // example games (spec "examples"): the first won and lost games of each cell, in game order
  const picked: Picked[] = [];
  const kept = new Map<number, Record<string, number>>();
  function* ordered(): Generator<OrderedBatch> {
    for (const w of walks) for (const b of w.batches) {
      const o = { cell: ex.cells[b.cell]!, batch: store.read(b) };
      if (ex.examples > 0) {
        const k = kept.get(b.cell) ?? {};
        kept.set(b.cell, k);
        for (const r of o.batch.rows) {
          if (r.result === 'draw' || (k[r.result] ?? 0) >= ex.examples) continue;
          k[r.result] = (k[r.result] ?? 0) + 1;
          picked.push({ cell: o.cell, game: r.game, result: r.result, traceHash: r.traceHash, choices: o.batch.examples?.find((e) => e.game === r.game)?.choices });
        }
      }
      yield o;
    }
  }
  const tables = writeTables(out, ex, ordered(), stops, rowsPerBatch);
  if (ex.examples > 0) writeExamples(out, ex, picked, onExample);
  return tables;
}

export const EXAMPLES_FORMAT = 'legendary-examples/1';
export interface ExampleIndex { format: typeof EXAMPLES_FORMAT; games: { cell: string; game: number; result: string; file: string }[] }

/** An example game picked from the tables, with its choices where its batch kept them. */
interface Picked { cell: Cell; game: number; result: string; traceHash: string; choices?: number[] }

/** Writes the picked games to examples/ with an index: replayed from the choices their batches kept, or, for batches
 *  from before those were kept, played again with their choices recorded. */
function writeExamples(out: string, ex: Experiment, picked: Picked[],
  onExample?: (done: number, total: number) => void): void {
  const dir = join(out, 'examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const index: ExampleIndex = { format: EXAMPLES_FORMAT, games: [] };
  const toPlay = picked.filter((p) => !p.choices).length;
  let played = 0;
  for (const p of picked) {
    if (!p.choices) onExample?.(played++, toPlay);
    const rec = exampleRecord(p.cell, ex.seed, p.game, ex.stepCap, p.choices);
    // played again, a bot that is not reproducible (a search on a clock) plays another game: not an example of this one
    if (rec.traceHash !== p.traceHash) continue;
    const file = `c${p.cell.index}-g${p.game}-${p.result}.json`;
    writeFileSync(join(dir, file), JSON.stringify(rec) + '\n');
    index.games.push({ cell: p.cell.id, game: p.game, result: p.result, file });
  }
  writeJson(join(dir, 'index.json'), index);
}

export function baseManifest(ex: Experiment, rawSpec: unknown, specFile: string): Record<string, unknown> {
  return {
    format: RESULTS_FORMAT,
    tool: { name: 'legendary-lab', version: toolVersion(), ...gitInfo() },
    node: process.version,
    host: { cores: logicalCpus(), physicalCores: physicalCores(), v8PoolSize: v8PoolSize(), cpu: cpus()[0]?.model ?? 'unknown', platform: process.platform },
    specFile,
    spec: rawSpec,
    experiment: {
      name: ex.name, hash: experimentHash(ex), cells: ex.cells.length, skippedCells: ex.skipped,
      games: ex.games, batchSize: ex.batchSize, stepCap: ex.stepCap, gameTimeLimit: ex.gameTimeLimit,
    },
    seeds: {
      spec: ex.seed,
      rule: 'game seed = "g" + first 16 hex digits of sha256(typeof(spec seed) ":" spec seed NUL setupKey NUL game index); ' +
        'setupKey = mastermind|scheme|players|solo|heroes|villains|henchmen levels, so cells that differ only in bot or challenge modes play the same deals',
    },
  };
}

// ---- The run ----------------------------------------------------------------------------------------

export async function runExperiment(ex: Experiment, o: RunOptions): Promise<RunResult> {
  const stderr = o.stderr ?? process.stderr;
  const workers = Math.max(1, o.workers ?? defaultWorkers());
  const shard = o.shard ?? null;
  const progress = new Progress(stderr, !!o.quiet);
  // Everything up to the header line only reads, so the folder is named before anything is written to it.
  const mode = checkOutDir(o.out, o.force);
  const prev = mode === 'resume' ? readManifest(o.out) : null;
  const store = new BatchStore(o.out, ex);
  const walks: CellWalk[] = walkAll(ex, store, shard);
  const queue: BatchRef[] = [];
  const queued = new Set<string>();
  const inflight = new Map<string, Running>();
  const enqueue = (w: CellWalk) => {
    for (const b of w.missing) {
      const n = store.name(b);
      if (!queued.has(n) && !inflight.has(n)) { queued.add(n); queue.push(b); }
    }
  };
  walks.forEach(enqueue);
  /** games found past the time limit, by batch name: the batch is replayed without them */
  const timedOut = new Map<string, GameError[]>();
  const size = (b: BatchRef) => b.end - b.start;
  const adaptive = typeof ex.games !== 'number';
  let resumed = 0, errorsSoFar = 0, played = 0;
  for (const w of walks) for (const b of w.batches) if (!w.missing.includes(b)) { resumed += size(b); errorsSoFar += store.tally(b)!.errors; }
  const total = () => walks.reduce((a, w) => a + w.batches.reduce((s, b) => s + size(b), 0), 0);
  // games finished in batches still running count too: a batch of slow games (a Marvel Champions search) would
  // otherwise hold the line still for minutes
  let partial = 0;
  const state = () => ({ done: resumed + played + partial, total: total(), totalIsLowerBound: adaptive && walks.some((w) => !w.complete), errors: errorsSoFar, resumed });

  progress.message(
    `${ex.name}: ${fmtInt(ex.cells.length)} cells${shard ? `, shard ${shard.k}/${shard.n}` : ''}, ` +
    `${adaptive ? `≥${fmtInt(total())}` : fmtInt(total())} games, ${workers} worker${workers > 1 ? 's' : ''} -> ${o.out}` +
    (resumed ? ` (resuming: ${fmtInt(resumed)} games already stored)` : ''));

  prepareOutDir(o.out);
  const unlock = takeLock(o.out);
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  let pool: Piscina | null = null;
  const onSigint = () => {
    progress.message(`\ninterrupted: finished batches are kept in ${o.out}/batches; run the same command again to continue`);
    void pool?.destroy();
    unlock();
    process.exit(130);
  };
  process.once('SIGINT', onSigint);
  try {
    const sessions: Session[] = Array.isArray(prev?.sessions) ? (prev!.sessions as Session[]) : [];
    const git = gitInfo();
    const session: Session = { startedAt, endedAt: null, gamesPlayed: 0, workers, shard, commit: git.commit, tool: toolVersion() };
    const earlier = sessions.find((s) => s.commit !== git.commit || s.tool !== session.tool);
    if (earlier) progress.message(`note: ${o.out} was started with ${earlier.tool}@${earlier.commit?.slice(0, 8) ?? 'no-git'}; the games stored then are kept`);
    const manifest = { ...baseManifest(ex, o.rawSpec, o.specFile), shard, workers, status: 'running', startedAt: prev?.startedAt ?? startedAt, sessions: [...sessions, session] };
    writeJson(join(o.out, 'manifest.json'), manifest);

    if (queue.length) {
      pool = runPool(workers);
      const p = pool;
      const maxInflight = workers * 2;
      const probes: GameProbe[] = [];
      let watchdog: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve, reject) => {
        let failed = false;
        const pump = () => {
          if (failed) return;
          while (inflight.size < maxInflight && queue.length) {
            const b = queue.shift()!;
            const name = store.name(b);
            queued.delete(name);
            const cell = ex.cells[b.cell]!;
            const run: Running = { b, probe: probes.pop() ?? GameProbe.create(ex.stepCap), abort: new AbortController(), game: -1, since: 0, stopped: null, done: 0 };
            inflight.set(name, run);
            const task: WorkerTask = {
              kind: 'batch', cell, specSeed: ex.seed, stepCap: ex.stepCap, start: b.start, end: b.end,
              probe: run.probe.buffer, timedOut: timedOut.get(name), ...(ex.examples > 0 ? { examples: ex.examples } : {}),
            };
            (p.run(task, { signal: run.abort.signal }) as Promise<BatchOutput>).then((r) => {
              if (failed) return;
              const file: BatchFile = { format: 'legendary-batch/1', key: store.key(b.cell), cell: cell.id, start: b.start, end: b.end, rows: r.rows, errors: r.errors, ms: r.ms, ...(r.examples ? { examples: r.examples } : {}) };
              writeBatch(o.out, file);
              store.record(name, file);
              inflight.delete(name);
              partial -= run.done;
              probes.push(run.probe);
              timedOut.delete(name);
              played += r.rows.length + r.errors.length;
              errorsSoFar += r.errors.length;
              session.gamesPlayed += r.rows.length + r.errors.length;
              walks[b.cell] = walkCell(ex, cell, shard, (x) => store.tally(x));
              enqueue(walks[b.cell]!);
              progress.update(state);
              if (inflight.size === 0 && queue.length === 0) resolve(); else pump();
            }).catch((e: unknown) => {
              if (failed) return;
              if (run.stopped) {
                // stopped by the watchdog: its worker is gone (the pool starts another); replay the batch without that game
                inflight.delete(name);
                partial -= run.done;
                timedOut.set(name, [...(timedOut.get(name) ?? []), run.stopped]);
                queued.add(name);
                queue.unshift(b);
                pump();
                return;
              }
              failed = true; reject(e);
            });
          }
        };
        // The clock of the time limit: a game counts from when the watchdog first sees it in its probe.
        const limitMs = ex.gameTimeLimit * 1000;
        watchdog = setInterval(() => {
          const now = performance.now();
          for (const run of inflight.values()) {
            if (run.stopped) continue;
            const snap = run.probe.snapshot();
            if (!snap) { run.game = -1; continue; }
            if (snap.game - run.b.start > run.done) { partial += snap.game - run.b.start - run.done; run.done = snap.game - run.b.start; }
            if (snap.game !== run.game) { run.game = snap.game; run.since = now; continue; }
            if (now - run.since <= limitMs) continue;
            const cell = ex.cells[run.b.cell]!;
            run.stopped = timeoutError(cell, ex.seed, snap.game, snap.choices, ex.gameTimeLimit);
            progress.message(`game ${snap.game} of cell "${cell.id}" passed the time limit of ${ex.gameTimeLimit} s; it is recorded as failed and the rest of its batch is replayed`);
            run.abort.abort();
          }
          progress.update(state);
        }, Math.min(1000, Math.max(20, limitMs / 4)));
        pump();
      }).finally(() => clearInterval(watchdog));
      progress.update(state, true);
      progress.end();
      await p.destroy();
      pool = null;
    }

    // example games from batches of an older run, which kept no choices, are played again on this thread: with a
    // search bot that takes a while, so it is said, with a count every few seconds
    let shown = -Infinity;
    const tables = finish(o.out, ex, store, walks, undefined, (done, total) => {
      const now = performance.now();
      if (done === 0) progress.message(`recording ${fmtInt(total)} example game${total === 1 ? '' : 's'} (each played again with its choices kept)`);
      else if (now - shown >= 10_000) progress.message(`examples: ${fmtInt(done)}/${fmtInt(total)}`);
      else return;
      shown = now;
    });
    const seconds = (performance.now() - t0) / 1000;
    const endedAt = new Date().toISOString();
    session.endedAt = endedAt;
    const clean = tables.errors === 0;
    const exitCode = clean ? 0 : EXIT_NOT_CLEAN;
    writeJson(join(o.out, 'manifest.json'), {
      ...manifest, status: 'complete', endedAt, wallSeconds: seconds,
      gamesPerSecond: seconds > 0 ? session.gamesPlayed / seconds : null,
      counts: tables, clean, exitCode,
    });
    progress.message(
      `done: ${fmtInt(tables.games)} games (${fmtInt(tables.wins)} wins, ${fmtInt(tables.losses)} losses, ${fmtInt(tables.draws)} draws) in ${fmtInt(tables.cells)} cells; ` +
      `played ${fmtInt(session.gamesPlayed)} in ${fmtDuration(seconds)} (${fmtRate(session.gamesPlayed / Math.max(seconds, 1e-9))} games/s); ` +
      `${tables.errors ? `${fmtInt(tables.errors)} GAMES FAILED (see ${join(o.out, 'errors.jsonl')}), exit ${exitCode}` : 'no errors'}`);
    return { exitCode, tables, gamesPlayed: session.gamesPlayed, seconds };
  } finally {
    process.removeListener('SIGINT', onSigint);
    if (pool) await pool.destroy().catch(() => undefined);
    unlock();
  }
}
