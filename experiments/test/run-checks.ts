// Checks shared by the runner tests of both games (runner.test.ts, champions-runner.test.ts): the same spec run on 1 and
// 2 workers, run as shards, and killed mid-run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';

/** The built CLI (npm test builds before testing). */
export const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;

/** The built CLI run in a test: exit code and output. */
export type Cli = (...args: string[]) => { code: number | null; out: string; err: string };

/**
 * A test file's kit: a temporary folder (removed after the file's tests), the CLI, a writer of spec files into the
 * folder, and a reader of a results folder's files.
 */
export function runnerKit(prefix: string): { tmp: string; cli: Cli; spec: (name: string, s: Record<string, unknown>) => string; read: (dir: string, f: string) => string } {
  const tmp = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const cli: Cli = (...args) => {
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const spec = (name: string, s: Record<string, unknown>): string => {
    const f = join(tmp, `${name}.json`);
    writeFileSync(f, JSON.stringify(s));
    return f;
  };
  return { tmp, cli, spec, read: (dir, f) => readFileSync(join(dir, f), 'utf8') };
}

/** games.csv without durationMs, the one column that is not reproducible (no field of the tests' specs holds a comma
 *  or a quote, so a plain split is exact). */
export function gamesWithoutDuration(dir: string): string[] {
  const lines = readFileSync(join(dir, 'games.csv'), 'utf8').trimEnd().split('\n');
  const i = lines[0]!.split(',').indexOf('durationMs');
  expect(i).toBeGreaterThan(0);
  return lines.map((l) => l.split(',').filter((_, j) => j !== i).join(','));
}

/** The batch files a run has stored in `out`. */
export function storedBatches(out: string): number {
  return existsSync(join(out, 'batches')) ? readdirSync(join(out, 'batches')).filter((x) => x.endsWith('.json')).length : 0;
}

/**
 * Runs `legendary run <spec> --out <out>` on one worker and kills it with SIGKILL once `after` batches are stored;
 * checks that it died of the signal mid-run (fewer than `total` batches, the manifest still 'running').
 */
export async function killRunAfter(spec: string, out: string, after: number, total: number): Promise<void> {
  const child = spawn(process.execPath, [BIN, 'run', spec, '--out', out, '--workers', '1', '--quiet'], { stdio: 'ignore' });
  const exited = new Promise<NodeJS.Signals | null>((res) => child.on('exit', (_c, sig) => res(sig)));
  await new Promise<void>((res, rej) => {
    const t0 = Date.now();
    const poll = setInterval(() => {
      if (storedBatches(out) >= after) { clearInterval(poll); child.kill('SIGKILL'); res(); }
      else if (Date.now() - t0 > 30_000) { clearInterval(poll); child.kill('SIGKILL'); rej(new Error('no batches written')); }
    }, 2);
  });
  expect(await exited).toBe('SIGKILL');
  const n = storedBatches(out);
  expect(n).toBeGreaterThanOrEqual(after);
  expect(n).toBeLessThan(total); // really killed mid-run
  expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).status).toBe('running');
}

/** The output files every finished run writes. */
export const RUN_FILES = ['games.arrow', 'games.csv', 'cells.csv', 'cells.arrow', 'errors.jsonl', 'manifest.json'];

/** Runs `spec` into `one` on 1 worker and into `two` on 2 workers; both finish and write every output file. Returns
 *  the two runs' output. */
export function runOnOneAndTwoWorkers(cli: Cli, spec: string, one: string, two: string): ReturnType<Cli>[] {
  const a = cli('run', spec, '--out', one, '--workers', '1');
  expect(a.code, a.err).toBe(0);
  const b = cli('run', spec, '--out', two, '--workers', '2');
  expect(b.code, b.err).toBe(0);
  for (const d of [one, two]) for (const file of RUN_FILES) expect(existsSync(join(d, file)), file).toBe(true);
  return [a, b];
}

/**
 * Runs `spec` as shards 1..n into `dirs` (one worker each): each plays some games, together `total` (`rows(dir)` is a
 * folder's games table with its header); a merge without shard 2 is refused in one line naming it (exit 2).
 */
export function runShards(cli: Cli, spec: string, dirs: string[], total: number, rows: (dir: string) => string[], partialOut: string): void {
  dirs.forEach((d, i) => {
    const r = cli('run', spec, '--out', d, '--workers', '1', '--shard', `${i + 1}/${dirs.length}`, '--quiet');
    expect(r.code, r.err).toBe(0);
  });
  const sizes = dirs.map((d) => rows(d).length - 1);
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(total);
  for (const s of sizes) expect(s).toBeGreaterThan(0);
  const partial = cli('merge', ...dirs.filter((_, i) => i !== 1), '--out', partialOut);
  expect(partial.code).toBe(2);
  expect(partial.err).toMatch(new RegExp(`^legendary: incomplete: \\d+ games are missing from shard 2/${dirs.length}`));
  expect(partial.err.trim().split('\n')).toHaveLength(1);
}
