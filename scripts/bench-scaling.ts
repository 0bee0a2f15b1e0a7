// How the games per second grow with the number of workers, and why they stop growing: the runner's pool
// (worker threads in one process, as `legendary run` uses) against the same work in separate processes (one
// Node process per worker, nothing shared but the machine). Where threads fall behind processes, the loss is
// inside Node (its garbage collector's and compiler's shared helper threads, one heap's locks); where both fall
// alike, it is the machine (shared caches and memory, hyper-threads, clock speed with every core busy).
//
//   npm run build && node dist/scripts/bench-scaling.js [--mode threads,processes] [--counts 1,2,4,8,16]
//       [--seconds 3] [--bot random] [--sets core,dark-city] [--batch 200] [--json]
//
// Node flags (for example --single-threaded-gc, --max-semi-space-size=32) go before the script and reach the
// worker threads and the child processes alike.

import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Command, Option } from 'commander';
import { benchPool, poolWorkload, relative, type PoolBenchRow, type PoolWorkload } from '../experiments/bench-pool.js';
import { playBatch } from '../experiments/games.js';
import { threadCpuMs } from '../experiments/worker.js';
import { logicalCpus, physicalCores } from '../experiments/runner.js';

const SELF = fileURLToPath(import.meta.url);

interface ChildReport { games: number; cpuMs: number; processCpuMs: number; wallMs: number }
type ChildOrder = { seconds: number; bot: string; batch: number; sets?: string[] };

/** A child process: warm up, say ready, wait for go, play batches for the given seconds, report. */
function child(): void {
  let order: ChildOrder | null = null;
  let w: PoolWorkload;
  process.on('message', (m: { order?: ChildOrder; go?: boolean }) => {
    if (m.order) {
      order = m.order;
      w = poolWorkload(order.bot, order.batch, order.sets);
      for (let i = 0; i < 2; i++) playBatch({ cell: w.cell, specSeed: w.seed, stepCap: w.stepCap, start: i * w.batchSize, end: (i + 1) * w.batchSize });
      process.send!({ ready: true });
      return;
    }
    if (!m.go || !order) return;
    let next = 10 * w.batchSize, games = 0;
    // the main thread's CPU time, as the pool counts each worker thread's: the process's other threads
    // (the garbage collector's and compiler's helpers) are in processCpuMs
    const c0 = process.cpuUsage(), m0 = threadCpuMs(), t0 = performance.now(), end = t0 + order.seconds * 1000;
    while (performance.now() < end) {
      playBatch({ cell: w.cell, specSeed: w.seed, stepCap: w.stepCap, start: next, end: next + w.batchSize });
      next += w.batchSize; games += w.batchSize;
    }
    const c = process.cpuUsage(c0), m1 = threadCpuMs();
    const processCpuMs = (c.user + c.system) / 1000;
    const report: ChildReport = { games, cpuMs: m0 === null || m1 === null ? processCpuMs : m1 - m0, processCpuMs, wallMs: performance.now() - t0 };
    process.send!({ report }, () => process.exit(0));
  });
}

/** n child processes, started and warmed up together, then timed together. */
async function processesRow(n: number, order: ChildOrder): Promise<PoolBenchRow> {
  const t0 = performance.now();
  const kids = Array.from({ length: n }, () => fork(SELF, ['--child'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const next = (k: ReturnType<typeof fork>, key: string) => new Promise<Record<string, unknown>>((res, rej) => {
    const on = (m: Record<string, unknown>) => { if (key in m) { k.off('message', on); res(m); } };
    k.on('message', on);
    k.once('exit', (code) => rej(new Error(`a child process ended (exit ${code})`)));
  });
  await Promise.all(kids.map((k) => { const p = next(k, 'ready'); k.send({ order }); return p; }));
  const startupMs = performance.now() - t0;
  const reports = await Promise.all(kids.map((k) => { const p = next(k, 'report'); k.send({ go: true }); return p; }));
  const rs = reports.map((m) => m.report as ChildReport);
  const games = rs.reduce((a, r) => a + r.games, 0);
  const wall = Math.max(...rs.map((r) => r.wallMs)) / 1000;
  const cpu = rs.reduce((a, r) => a + r.cpuMs, 0) / 1000;
  const all = rs.reduce((a, r) => a + r.processCpuMs, 0) / 1000;
  return { workers: n, gamesPerSecond: games / wall, efficiency: 1, gamesPerCpuSecond: games / cpu, cpuEfficiency: 1, startupMs, firstTaskMs: 0, games, helperShare: 1 - cpu / all };
}

function fail(msg: string): never { process.stderr.write(`bench-scaling: ${msg}\n`); process.exit(2); }

async function main(): Promise<void> {
  const o = new Command('bench-scaling')
    .description('games per second against the number of workers: the pool\'s threads and separate processes side by side')
    .addOption(new Option('--mode <list>', 'threads, processes, or both').default('threads,processes'))
    .option('--counts <list>', 'worker counts, e.g. 1,2,4,8,16 (default: 1, 2, 4, ... up to every logical CPU)')
    .option('--seconds <n>', 'seconds timed per worker count', '3')
    .option('--bot <spec>', 'the bot playing every seat', 'random')
    .option('--sets <list>', 'play play the first Mastermind × Scheme of these sets, heroes and villains drawn per game, instead of the first game (e.g. core,dark-city)')
    .option('--batch <n>', 'games per task (default: 200 random, 20 heuristic, 1 otherwise)')
    .option('--json', 'print the rows as JSON')
    .parse().opts<{ mode: string; counts?: string; seconds: string; bot: string; sets?: string; batch?: string; json?: boolean }>();
  const modes = o.mode.split(',').map((s) => s.trim());
  for (const m of modes) if (m !== 'threads' && m !== 'processes') fail(`unknown mode "${m}"; accepted: threads, processes`);
  const max = logicalCpus();
  const counts = o.counts
    ? o.counts.split(',').map((s) => { const n = Number(s); if (!Number.isInteger(n) || n < 1) fail(`--counts: "${s}" is not a positive whole number`); return n; })
    : [...new Set([...Array.from({ length: Math.floor(Math.log2(max)) + 1 }, (_, i) => 2 ** i), max])];
  const seconds = Number(o.seconds);
  if (!(seconds > 0)) fail(`--seconds: "${o.seconds}" is not a positive number`);
  const batch = o.batch !== undefined ? Number(o.batch) : o.bot === 'random' ? 200 : o.bot === 'heuristic' ? 20 : 1;
  if (!Number.isInteger(batch) || batch < 1) fail(`--batch: "${o.batch}" is not a positive whole number`);
  const sets = o.sets?.split(',').map((s) => s.trim());
  let workload: PoolWorkload;
  try { workload = poolWorkload(o.bot, batch, sets); } catch (e) { fail((e as Error).message.split('\n')[0]!); }
  const log = (s: string) => process.stderr.write(s);
  const out: Record<string, PoolBenchRow[]> = {};
  for (const mode of modes) {
    if (mode === 'threads') out.threads = await benchPool(seconds, counts, log, workload);
    else {
      const rows: PoolBenchRow[] = [];
      for (const n of counts) { log(`benchmarking ${n} process${n > 1 ? 'es' : ''}...\n`); rows.push(await processesRow(n, { seconds, bot: o.bot, batch, sets })); }
      out.processes = relative(rows);
    }
  }
  const machine = { cores: max, physicalCores: physicalCores(), cpu: cpus()[0]?.model ?? 'unknown', node: process.version, flags: process.execArgv, load: loadavg()[0] };
  if (o.json) { process.stdout.write(JSON.stringify({ machine, bot: o.bot, sets: sets ?? 'first game', batch, seconds, ...out }, null, 2) + '\n'); return; }
  process.stdout.write(`machine: ${machine.cores} logical CPUs (${machine.physicalCores ?? '?'} physical cores), ${machine.cpu}, Node ${machine.node}` +
    `${machine.flags.length ? `, flags ${machine.flags.join(' ')}` : ''}; bot ${o.bot}, ${sets ? `the first Mastermind × Scheme of ${sets.join(', ')}` : '2-player first game'}, ${batch} games a task, ${seconds} s a row\n`);
  const pct = (x: number | null) => (x === null ? 'n/a' : `${(100 * x).toFixed(0)}%`);
  const num = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(2));
  for (const [mode, rows] of Object.entries(out)) {
    process.stdout.write(`${mode}:\n  workers   games/s   efficiency   games/CPU-s   CPU efficiency   helper threads' CPU share\n`);
    for (const r of rows) {
      process.stdout.write(`  ${String(r.workers).padStart(7)} ${num(r.gamesPerSecond).padStart(9)} ${pct(r.efficiency).padStart(12)} ${(r.gamesPerCpuSecond === null ? 'n/a' : num(r.gamesPerCpuSecond)).padStart(13)} ${pct(r.cpuEfficiency).padStart(16)}` +
        ` ${pct(r.helperShare ?? null).padStart(27)}\n`);
    }
  }
}

if (process.argv.includes('--child')) child();
else main().catch((e) => { process.stderr.write(`${(e as Error).stack ?? e}\n`); process.exit(1); });
