// Pool scaling for `legendary bench`: games per second with 1..N workers on the runner's own task path
// (batches of the first-game setup with the random bot), efficiency versus one worker, and start-up time.

import type { Piscina } from 'piscina';
import { makePool } from './runner.js';
import { pool } from '../engine/legendary/registry.js';
import { validateSpec, type Cell } from './spec.js';
import type { WorkerResult, WorkerTask } from './worker.js';

export interface PoolBenchRow {
  workers: number;
  /** wall-clock throughput and its efficiency versus one worker: gps(n) / (n * gps(1)) */
  gamesPerSecond: number;
  efficiency: number;
  /** games per second of CPU time spent by the workers (null where thread CPU time cannot be read), and its
   *  ratio to one worker's: scaling losses of the pool itself, free of other processes competing for cores */
  gamesPerCpuSecond: number | null;
  cpuEfficiency: number | null;
  startupMs: number;
  firstTaskMs: number;
  games: number;
  /** the share of the process's CPU time spent outside the threads playing games (the garbage collector's and
   *  compiler's helper threads, the main thread's dispatching) while measuring; absent where not measured */
  helperShare?: number | null;
}

const HOLD_MS = 100;

/** Time until every worker of a new pool has run a task (each task holds its thread HOLD_MS, subtracted). */
async function startPool(workers: number): Promise<{ pool: Piscina; startupMs: number; firstTaskMs: number }> {
  const t0 = performance.now();
  const pool = makePool(workers);
  let first = 0;
  await Promise.all(Array.from({ length: workers }, () => pool.run({ kind: 'noop', holdMs: HOLD_MS } satisfies WorkerTask).then(() => {
    if (!first) first = performance.now() - t0 - HOLD_MS;
  })));
  return { pool, startupMs: performance.now() - t0 - HOLD_MS, firstTaskMs: first };
}

/** The pool benchmark's workload: one cell of the runner, played in batches of `batchSize` games. */
export interface PoolWorkload { cell: Cell; seed: number | string; stepCap: number; batchSize: number }

/** The default workload: the rulebook's first game, 2 players, random bot, 200 games a task; with `sets`, the
 *  first Mastermind × Scheme cell of those sets with heroes, villains and henchmen drawn per game. */
export function poolWorkload(bot = 'random', batchSize = 200, sets?: string[]): PoolWorkload {
  const factors: Record<string, unknown> = sets
    ? { sets: [sets], masterminds: [pool('mastermind', sets)[0]], schemes: [pool('scheme', sets)[0]], players: [2], bots: [bot] }
    : {
      masterminds: ['Red Skull'], schemes: ['Unleash the Power of the Cosmic Cube'], players: [2], bots: [bot],
      heroes: [['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Wolverine']], villains: [['HYDRA', 'Spider-Foes']], henchmen: [['Sentinel']],
    };
  const ex = validateSpec({ seed: 'bench', games: 1, factors });
  return { cell: ex.cells[0]!, seed: ex.seed, stepCap: ex.stepCap, batchSize };
}

/**
 * Games per second with each worker count in `counts` (or 1..counts), two tasks queued per worker, after a
 * warm-up task on every worker; each count gets a fresh pool.
 */
export async function benchPool(seconds: number, counts: number | number[], log: (s: string) => void = () => {},
  workload: PoolWorkload = poolWorkload()): Promise<PoolBenchRow[]> {
  const list = typeof counts === 'number' ? Array.from({ length: counts }, (_, i) => i + 1) : counts;
  const { cell, seed, stepCap, batchSize } = workload;
  const rows: PoolBenchRow[] = [];
  for (const w of list) {
    log(`benchmarking the pool with ${w} worker${w > 1 ? 's' : ''}...\n`);
    const { pool, startupMs, firstTaskMs } = await startPool(w);
    let next = 0, games = 0, cpuMs: number | null = 0;
    const task = (): WorkerTask => {
      const start = next; next += batchSize;
      return { kind: 'batch', measureCpu: true, cell, specSeed: seed, stepCap, start, end: start + batchSize };
    };
    // warm-up (JIT) on every worker, then measure with two tasks queued per worker
    await Promise.all(Array.from({ length: w * 2 }, () => pool.run(task())));
    const t0 = performance.now(), end = t0 + seconds * 1000, p0 = process.cpuUsage();
    await Promise.all(Array.from({ length: w * 2 }, async () => {
      while (performance.now() < end) {
        const r = await pool.run(task()) as WorkerResult;
        games += batchSize;
        cpuMs = cpuMs === null || r.cpuMs == null ? null : cpuMs + r.cpuMs;
      }
    }));
    const secs = (performance.now() - t0) / 1000;
    const p1 = process.cpuUsage(p0), processMs = (p1.user + p1.system) / 1000;
    await pool.destroy();
    const gps = games / secs;
    const gpc = cpuMs ? games / (cpuMs / 1000) : null;
    rows.push({
      workers: w, gamesPerSecond: gps, efficiency: 1, gamesPerCpuSecond: gpc, cpuEfficiency: null,
      startupMs, firstTaskMs, games, helperShare: cpuMs && processMs > 0 ? Math.max(0, 1 - cpuMs / processMs) : null,
    });
  }
  return relative(rows);
}

/** Fills each row's efficiencies against the first row (the fewest workers): per worker, wall clock and CPU time. */
export function relative(rows: PoolBenchRow[]): PoolBenchRow[] {
  const one = rows[0];
  if (!one) return rows;
  return rows.map((r) => ({
    ...r,
    efficiency: r.gamesPerSecond / ((r.workers / one.workers) * one.gamesPerSecond),
    cpuEfficiency: r.gamesPerCpuSecond && one.gamesPerCpuSecond ? r.gamesPerCpuSecond / one.gamesPerCpuSecond : null,
  }));
}
