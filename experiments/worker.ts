// The pool worker (piscina loads the compiled dist/experiments/worker.js). One task = one batch of games.

import { readFileSync } from 'node:fs';
import { playBatch, type BatchOutput, type BatchTask } from './games.js';

/**
 * A batch of games, or (for `legendary bench`) an empty task that holds its thread for holdMs. With
 * measureCpu the result also carries the CPU time this thread spent on the batch (Linux only).
 */
export type WorkerTask = ({ kind: 'batch'; measureCpu?: boolean } & BatchTask) | { kind: 'noop'; holdMs?: number };

export type WorkerResult = BatchOutput & { cpuMs?: number | null };

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time of the calling thread (user + system), from /proc/thread-self/stat; null where there is none. */
export function threadCpuMs(): number | null {
  try {
    const s = readFileSync('/proc/thread-self/stat', 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS; // fields 14 and 15 of stat(5)
  } catch { return null; }
}

export default function work(task: WorkerTask): WorkerResult | null {
  if (task.kind === 'noop') {
    if (task.holdMs) Atomics.wait(sleeper, 0, 0, task.holdMs);
    return null;
  }
  if (!task.measureCpu) return playBatch(task);
  const c0 = threadCpuMs();
  const out: WorkerResult = playBatch(task);
  const c1 = threadCpuMs();
  out.cpuMs = c0 === null || c1 === null ? null : c1 - c0;
  return out;
}
