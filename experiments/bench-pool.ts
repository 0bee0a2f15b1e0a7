// Pool scaling for `legendary bench`: games per second with 1..N workers on the runner's own task path
// (batches of the first-game setup with the random bot), efficiency versus one worker, and start-up time.

import type { Piscina } from 'piscina';
import { makePool } from './runner.js';
import { validateSpec } from './spec.js';
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

export async function benchPool(seconds: number, maxWorkers: number, batchSize = 200, log: (s: string) => void = () => {}): Promise<PoolBenchRow[]> {
  const ex = validateSpec({
    seed: 'bench', games: 1,
    factors: {
      masterminds: ['Red Skull'], schemes: ['Unleash the Power of the Cosmic Cube'], players: [2], bots: ['random'],
      heroes: [['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Wolverine']], villains: [['HYDRA', 'Spider-Foes']], henchmen: [['Sentinel']],
    },
  });
  const cell = ex.cells[0]!;
  const rows: PoolBenchRow[] = [];
  for (let w = 1; w <= maxWorkers; w++) {
    log(`benchmarking the pool with ${w} worker${w > 1 ? 's' : ''}...\n`);
    const { pool, startupMs, firstTaskMs } = await startPool(w);
    let next = 0, games = 0, cpuMs: number | null = 0;
    const task = (): WorkerTask => {
      const start = next; next += batchSize;
      return { kind: 'batch', measureCpu: true, cell, specSeed: ex.seed, stepCap: ex.stepCap, start, end: start + batchSize };
    };
    // warm-up (JIT) on every worker, then measure with two tasks queued per worker
    await Promise.all(Array.from({ length: w * 2 }, () => pool.run(task())));
    const t0 = performance.now(), end = t0 + seconds * 1000;
    await Promise.all(Array.from({ length: w * 2 }, async () => {
      while (performance.now() < end) {
        const r = await pool.run(task()) as WorkerResult;
        games += batchSize;
        cpuMs = cpuMs === null || r.cpuMs == null ? null : cpuMs + r.cpuMs;
      }
    }));
    const secs = (performance.now() - t0) / 1000;
    await pool.destroy();
    const gps = games / secs;
    const gpc = cpuMs ? games / (cpuMs / 1000) : null;
    const one = rows[0];
    rows.push({
      workers: w, gamesPerSecond: gps, efficiency: one ? gps / (w * one.gamesPerSecond) : 1,
      gamesPerCpuSecond: gpc, cpuEfficiency: one ? (gpc && one.gamesPerCpuSecond ? gpc / one.gamesPerCpuSecond : null) : gpc ? 1 : null,
      startupMs, firstTaskMs, games,
    });
  }
  return rows;
}
