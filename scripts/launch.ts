// The launcher in front of the commands that play on a pool of worker threads (run, tune, design, bench).
//
// V8 runs every worker's garbage-collection helpers and optimizing compilations on one process-wide pool of
// platform threads, four by default in Node. With more workers than that, the workers queue for those four:
// their code stays unoptimized for longer and their collections wait, and the games played per CPU-second fall
// (issue 27, measured on 16 cores: ismcts played 7.7 games per CPU-second per worker with 16 workers against
// 26 with one; with a platform pool of 16 threads, 15.4 against 15.8). The size is fixed when the process
// starts, so on a machine with more than four CPUs these commands start Node again with `--v8-pool-size` set
// to the number of logical CPUs (docs/running-at-scale.md). LEGENDARY_V8_POOL_SIZE overrides the size; 0
// keeps Node's default and starts no second process.

import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { isatty } from 'node:tty';
import { givenPoolSize, NODE_DEFAULT_POOL } from '../experiments/host.js';

const POOL_COMMANDS = new Set(['run', 'tune', 'design', 'bench']);
const ENV_SIZE = 'LEGENDARY_V8_POOL_SIZE';
const ENV_LAUNCHED = 'LEGENDARY_LAUNCHED';
/**
 * The pool size to relaunch with, or null to go on in this process: from LEGENDARY_V8_POOL_SIZE, else the
 * logical CPUs where there are more than Node's default. Throws a one-line message on a bad value.
 */
export function wantedPoolSize(env: NodeJS.ProcessEnv, cpus: number): number | null {
  const v = env[ENV_SIZE];
  if (v !== undefined && v.trim() !== '') {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 1024) throw new Error(`${ENV_SIZE}: "${v}" is not accepted; give a whole number of V8 helper threads from 1 to 1024, or 0 to keep Node's default`);
    return n === 0 ? null : n;
  }
  return cpus > NODE_DEFAULT_POOL ? cpus : null;
}

/** In a relaunched process: end at once when the launcher ends (as if killed with it), whatever the way. */
function followLauncher(): void {
  if (!process.send) return;
  process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
  (process.channel as { unref?: () => void } | undefined)?.unref?.();
}

/**
 * Relaunches this command under `node --v8-pool-size=N` where that pays (see above) and returns the promise of
 * its exit code; returns null where this process goes on itself.
 */
export function relaunch(argv: readonly string[] = process.argv): Promise<number> | null {
  if (process.env[ENV_LAUNCHED]) { followLauncher(); return null; }
  if (!POOL_COMMANDS.has(argv[2] ?? '')) return null;
  if (givenPoolSize() !== null) return null;
  let size: number | null;
  try { size = wantedPoolSize(process.env, availableParallelism()); } catch (e) {
    process.stderr.write(`legendary: ${(e as Error).message}\n`);
    return Promise.resolve(2);
  }
  if (size === null || size === NODE_DEFAULT_POOL) return null;
  const child = spawn(process.execPath, [`--v8-pool-size=${size}`, ...process.execArgv, ...argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [ENV_LAUNCHED]: String(size) },
  });
  // Ctrl-C at a terminal reaches both processes (one process group): the command handles it, the launcher
  // waits. A signal sent to the launcher alone (no terminal) is passed on.
  const tty = isatty(0);
  const forward = (sig: NodeJS.Signals) => () => { if (!(sig === 'SIGINT' && tty)) child.kill(sig); };
  const handlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((s) => [s, forward(s)] as const);
  for (const [s, h] of handlers) process.on(s, h);
  return new Promise((resolve) => {
    child.on('error', (e) => { process.stderr.write(`legendary: could not start node again: ${e.message}\n`); resolve(1); });
    child.on('exit', (code, signal) => {
      for (const [s, h] of handlers) process.off(s, h);
      if (signal) { process.kill(process.pid, signal); return; }
      resolve(code ?? 1);
    });
  });
}
