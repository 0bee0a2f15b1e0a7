// Benchmarks two builds side by side: a git ref (default HEAD) checked out and built in a temporary worktree,
// against the working tree's build. Rounds interleave the two (A B, then B A, ...), each measurement a fresh
// process, so the machine's drift hits both alike; it prints the ratio new/old per measurement, its median
// and spread over the rounds. With --hashes it checks instead that both builds play the same games.
//
//   npm run build && node dist/scripts/bench-ab.js [--ref main] [--rounds 5] [--only random:first,heuristic:first]
//   node dist/scripts/bench-ab.js --hashes [--ref main]

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { MEASUREMENTS } from './bench-probe.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROBE = join(ROOT, 'dist', 'scripts', 'bench-probe.js');

function fail(msg: string): never { process.stderr.write(`bench-ab: ${msg}\n`); process.exit(2); }

/** Checks out `ref` into a temporary worktree and builds it; returns its folder. */
function buildRef(ref: string): string {
  try { execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, stdio: 'pipe' }); } catch { fail(`"${ref}" is not a commit of this repository; give a branch, tag or commit (e.g. main, HEAD~3)`); }
  const dir = mkdtempSync(join(tmpdir(), 'legendary-ab-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'pipe' });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  process.stderr.write(`building ${ref} in ${dir}...\n`);
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

function removeWorktree(dir: string): void {
  try { execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'pipe' }); } catch { rmSync(dir, { recursive: true, force: true }); }
}

function probe(build: string, what: string): number {
  const out = execFileSync(process.execPath, [PROBE, build, what], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return (JSON.parse(out.trim().split('\n').pop()!) as { value: number }).value;
}

const median = (a: number[]) => { const s = [...a].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };
const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

function main(): void {
  const o = new Command('bench-ab')
    .description('benchmark a git ref (old) against the working tree\'s build (new), interleaved, as ratios new/old')
    .option('--ref <ref>', 'the old build: a branch, tag or commit', 'HEAD')
    .option('--rounds <n>', 'rounds of every measurement (each round runs old and new once)', '5')
    .option('--only <list>', `measurements, comma-separated (accepted: ${Object.keys(MEASUREMENTS).join(', ')})`)
    .option('--hashes', 'instead: check that both builds play the same seeded games (equal trace hashes)')
    .option('--keep', 'keep the old build\'s worktree')
    .option('--old-dir <dir>', 'use this already built checkout as the old build (instead of --ref)')
    .parse().opts<{ ref: string; rounds: string; only?: string; hashes?: boolean; keep?: boolean; oldDir?: string }>();
  if (!existsSync(PROBE)) fail('the working tree is not built; run npm run build first');
  const rounds = Number(o.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) fail(`--rounds must be a whole number, at least 1 (got "${o.rounds}")`);
  const only = o.only ? o.only.split(',').map((s) => s.trim()) : Object.keys(MEASUREMENTS);
  for (const w of only) if (!MEASUREMENTS[w]) fail(`unknown measurement "${w}"; accepted: ${Object.keys(MEASUREMENTS).join(', ')}`);
  if (o.oldDir && !['engine/legendary/index.js', 'engine/index.js'].some((f) => existsSync(join(o.oldDir!, 'dist', f)))) fail(`--old-dir ${o.oldDir} holds no build (dist/engine/legendary/index.js); build it first`);
  const old = o.oldDir ? resolve(o.oldDir) : buildRef(o.ref);
  const label = o.oldDir ? old : o.ref;
  try {
    if (o.hashes) {
      process.stderr.write('playing seeded games on both builds...\n');
      const a = execFileSync(process.execPath, [PROBE, old, '--hashes'], { encoding: 'utf8' }).trim().split('\n');
      const b = execFileSync(process.execPath, [PROBE, ROOT, '--hashes'], { encoding: 'utf8' }).trim().split('\n');
      let same = 0;
      for (let i = 0; i < a.length; i++) {
        const [pool, bot] = a[i]!.split(' ');
        const eq = a[i] === b[i];
        if (eq) same++;
        process.stdout.write(`  ${eq ? 'same     ' : 'DIFFERENT'} ${pool} ${bot} (${a[i]!.split(' ').length - 2} games)\n`);
      }
      process.stdout.write(`${same} of ${a.length} pool/bot lines have equal trace hashes\n`);
      if (same !== a.length) process.exitCode = 1;
      return;
    }
    process.stdout.write(`machine: ${cpus().length} cores, ${cpus()[0]?.model.trim()}, Node ${process.version}; old = ${label}, new = working tree; ${rounds} rounds\n`);
    process.stdout.write(`games per CPU-second of the benchmark process (all its threads), median over the rounds\n`);
    process.stdout.write(`${'measurement'.padEnd(22)} ${'old'.padStart(10)} ${'new'.padStart(10)}   ratio new/old: median [min, max]\n`);
    for (const w of only) {
      const olds: number[] = [], news: number[] = [], ratios: number[] = [];
      for (let r = 0; r < rounds; r++) {
        process.stderr.write(`\r${w}: round ${r + 1}/${rounds}   `);
        // alternate which goes first, so a drifting machine favours neither
        let a: number, b: number;
        if (r % 2 === 0) { a = probe(old, w); b = probe(ROOT, w); } else { b = probe(ROOT, w); a = probe(old, w); }
        olds.push(a); news.push(b); ratios.push(b / a);
      }
      process.stderr.write('\r' + ' '.repeat(40) + '\r');
      process.stdout.write(`${w.padEnd(22)} ${fmt(median(olds)).padStart(10)} ${fmt(median(news)).padStart(10)}   ${median(ratios).toFixed(2)}x [${Math.min(...ratios).toFixed(2)}, ${Math.max(...ratios).toFixed(2)}]\n`);
    }
  } finally {
    if (o.oldDir) { /* not ours */ } else if (o.keep) process.stderr.write(`old build kept in ${old}\n`); else removeWorktree(old);
  }
}

main();
