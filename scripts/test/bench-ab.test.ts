// The side-by-side benchmark (scripts/bench-ab.ts) and its probe: bad input is one line and exit 2, before any
// worktree is made; the probe times a build and reports games per CPU-second.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const AB = `${ROOT}dist/scripts/bench-ab.js`, PROBE = `${ROOT}dist/scripts/bench-probe.js`;
const run = (file: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [file, ...args], { encoding: 'utf8', cwd: ROOT });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const worktrees = () => execFileSync('git', ['worktree', 'list'], { cwd: ROOT, encoding: 'utf8' });

describe('bench-ab', () => {
  it('refuses bad input with one line naming what is accepted, exit 2, and makes no worktree', () => {
    const before = worktrees();
    for (const [args, msg] of [
      [['--rounds', '0'], /--rounds must be a whole number, at least 1 \(got "0"\)/],
      [['--only', 'random:first,fast'], /unknown measurement "fast"; accepted: random:first, random:mixed/],
      [['--ref', 'no-such-branch-xyz'], /"no-such-branch-xyz" is not a commit of this repository/],
      [['--old-dir', '/nonexistent'], /--old-dir \/nonexistent holds no build/],
    ] as const) {
      const r = run(AB, ...args);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toMatch(msg);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
    expect(worktrees()).toBe(before);
  });

  it('the probe plays a measurement\'s seeded games on a build and reports games per CPU-second', () => {
    const a = JSON.parse(execFileSync(process.execPath, [PROBE, ROOT, 'random:first', '20'], { encoding: 'utf8' }));
    expect(a.unit).toBe('games/CPU-s');
    expect(a.value).toBeGreaterThan(0);
    expect(a.cpuSecs).toBeGreaterThan(0);
    // the same seeds play the same games: the same number of decisions each time
    const b = JSON.parse(execFileSync(process.execPath, [PROBE, ROOT, 'random:first', '20'], { encoding: 'utf8' }));
    expect(b.steps).toBe(a.steps);
    const r = run(PROBE, ROOT, 'random:slow');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown measurement "random:slow"; accepted: /);
  });
});
