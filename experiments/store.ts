// The results folder on disk: atomically written batch files (the source of truth for resume and merge),
// and the manifest.

import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExperimentError } from './errors.js';
import type { ExampleChoices, GameError, GameRow } from './games.js';
import type { BatchRef } from './spec.js';

export const BATCH_FORMAT = 'legendary-batch/1';
export const RESULTS_FORMAT = 'legendary-results/1';

/** One stored batch: the games [start, end) of one cell. */
export interface BatchFile {
  format: typeof BATCH_FORMAT;
  /** batchKey of the cell (spec seed, cell id, setup key, step cap) */
  key: string;
  cell: string;
  start: number;
  end: number;
  rows: GameRow[];
  errors: GameError[];
  /** worker time for the batch */
  ms: number;
  /** spec "examples": the choices of the batch's first won and lost games (files from before this lack them, and
   *  their example games are played again) */
  examples?: ExampleChoices[];
}

export function batchName(key: string, b: BatchRef): string { return `${key}-${b.start}-${b.end}.json`; }

/**
 * A file written in pieces under a temporary name in the same folder, then flushed to disk and renamed over
 * its final name by commit(): a reader (or a process killed at any moment) sees either the old file or the
 * whole new one. Writes go through a buffer, so many small pieces cost few system calls.
 */
export class AtomicFile {
  readonly tmp: string;
  private fd: number | null;
  private readonly buf = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  constructor(readonly path: string) {
    this.tmp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    this.fd = openSync(this.tmp, 'w');
  }
  private flush(): void {
    if (this.used) { writeAll(this.fd!, this.buf.subarray(0, this.used)); this.used = 0; }
  }
  write(data: string | Uint8Array): void {
    if (this.fd === null) throw new Error(`${this.path}: written after commit or abort`);
    const n = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    if (this.used + n > this.buf.length) this.flush();
    if (n > this.buf.length) { writeAll(this.fd, typeof data === 'string' ? Buffer.from(data) : data); return; }
    if (typeof data === 'string') this.buf.write(data, this.used); else this.buf.set(data, this.used);
    this.used += n;
  }
  commit(): void {
    this.flush();
    fsyncSync(this.fd!);
    closeSync(this.fd!);
    this.fd = null;
    renameSync(this.tmp, this.path);
  }
  /** Drops the temporary file (after a failure); the final name is left as it was. */
  abort(): void {
    if (this.fd !== null) { try { closeSync(this.fd); } catch { /* already closed */ } this.fd = null; }
    rmSync(this.tmp, { force: true });
  }
}

function writeAll(fd: number, b: Uint8Array): void {
  for (let off = 0; off < b.byteLength;) off += writeSync(fd, b, off, b.byteLength - off);
}

/** Writes a whole file atomically (see AtomicFile). */
export function writeAtomic(path: string, data: string | Uint8Array): void {
  const f = new AtomicFile(path);
  try { f.write(data); f.commit(); } catch (e) { f.abort(); throw e; }
}

export function batchesDir(out: string): string { return join(out, 'batches'); }

/** Names of the complete batch files in a results folder (it only reads: temporary files are skipped). */
export function listBatches(out: string): Set<string> {
  const dir = batchesDir(out);
  const names = new Set<string>();
  if (!existsSync(dir)) return names;
  for (const f of readdirSync(dir)) if (f.endsWith('.json') && !f.includes('.tmp-')) names.add(f);
  return names;
}

export function readBatch(out: string, name: string): BatchFile {
  const path = join(batchesDir(out), name);
  let b: BatchFile;
  try { b = JSON.parse(readFileSync(path, 'utf8')) as BatchFile; } catch (e) {
    throw new ExperimentError(`${path}: unreadable batch file (${(e as Error).message}); delete it and run again to replay those games`);
  }
  if (b.format !== BATCH_FORMAT) throw new ExperimentError(`${path}: not a ${BATCH_FORMAT} file; delete it and run again`);
  return b;
}

export function writeBatch(out: string, b: BatchFile): void {
  writeAtomic(join(batchesDir(out), batchName(b.key, { cell: 0, start: b.start, end: b.end })), JSON.stringify(b));
}

/** Is this a JSON file whose "format" is the given one (a file a command of ours wrote, which it may replace)? */
export function hasFormat(path: string, format: string): boolean {
  try { return (JSON.parse(readFileSync(path, 'utf8')) as { format?: unknown }).format === format; } catch { return false; }
}

/** Does this manifest.json come from legendary run or merge (its "format" says so)? */
export function isResultsManifest(path: string): boolean { return hasFormat(path, RESULTS_FORMAT); }

/** Files that a run leaves in a folder before its first manifest.json (a run killed that early). */
const EARLY_FILES = ['batches', 'run.lock'];

/**
 * Makes sure `out` can hold this command's results: missing, empty, or a results folder already (resume),
 * recognised by its manifest.json. A folder with anything else is refused unless `force`, so a typo in --out
 * never writes into, or replaces files of, an unrelated folder.
 */
export function checkOutDir(out: string, force = false): 'new' | 'resume' {
  if (!existsSync(out)) return 'new';
  if (!statSync(out).isDirectory()) throw new ExperimentError(`--out ${out} is a file, not a folder`);
  const entries = readdirSync(out);
  if (entries.length === 0) return 'new';
  if (entries.includes('manifest.json')) {
    if (isResultsManifest(join(out, 'manifest.json'))) return 'resume';
    if (force) return 'new';
    throw new ExperimentError(`${join(out, 'manifest.json')} was not written by legendary run or merge; choose a new or empty folder for --out, or add --force to replace it`);
  }
  const other = entries.filter((e) => !EARLY_FILES.includes(e)).sort();
  if (other.length === 0) return 'resume';
  if (force) return entries.includes('batches') ? 'resume' : 'new';
  const named = other.slice(0, 3).join(', ') + (other.length > 3 ? ` and ${other.length - 3} more` : '');
  throw new ExperimentError(`--out ${out} holds other files that legendary did not write (${named}); choose a new or empty folder, or add --force to write into it (files of the same names are replaced)`);
}

/** The files of a results folder besides batches/ (docs/results-format.md). */
export const RESULT_FILES = ['manifest.json', 'games.arrow', 'games.csv', 'cells.csv', 'cells.arrow', 'errors.jsonl'];

/** Creates the folder, and removes the temporary files of ours that a killed run left behind. */
export function prepareOutDir(out: string): void {
  mkdirSync(batchesDir(out), { recursive: true });
  for (const f of readdirSync(out)) {
    const m = /^(.+)\.tmp-\d+-[a-z0-9]+$/.exec(f);
    if (m && RESULT_FILES.includes(m[1]!)) rmSync(join(out, f), { force: true });
  }
  for (const f of readdirSync(batchesDir(out))) {
    if (/^[0-9a-f]{16}-\d+-\d+\.json\.tmp-/.test(f)) rmSync(join(batchesDir(out), f), { force: true });
  }
}

export function readManifest(out: string): Record<string, unknown> | null {
  const p = join(out, 'manifest.json');
  if (!existsSync(p)) return null;
  try { return JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>; } catch { return null; }
}

export function writeJson(path: string, x: unknown): void { writeAtomic(path, JSON.stringify(x, null, 2) + '\n'); }

// ---- Provenance -------------------------------------------------------------------------------------

const ROOT = (() => {
  // this file is experiments/store.ts or dist/experiments/store.js: the package root holds package.json
  let d = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(d, 'package.json'))) return d;
    d = dirname(d);
  }
  return process.cwd();
})();

export function toolVersion(): string {
  try { return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version; } catch { return '0.0.0'; }
}

/** The git commit of the tool's checkout, or null when it is not a git checkout (or git is missing). */
export function gitInfo(): { commit: string | null; dirty: boolean | null } {
  const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
  try {
    const commit = git(['rev-parse', 'HEAD']);
    let dirty: boolean | null = null;
    try { dirty = git(['status', '--porcelain', '--untracked-files=no']).length > 0; } catch { dirty = null; }
    return { commit: /^[0-9a-f]{40}$/.test(commit) ? commit : null, dirty };
  } catch {
    return { commit: null, dirty: null };
  }
}

export { ROOT as PACKAGE_ROOT };
