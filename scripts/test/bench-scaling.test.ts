// scripts/bench-scaling.ts: the pool's threads and separate processes, measured the same way.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../dist/scripts/bench-scaling.js', import.meta.url).pathname;
const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

describe('bench-scaling', () => {
  it('measures threads and processes for each worker count, with the helper threads\' share', () => {
    const r = run('--counts', '1,2', '--seconds', '0.2', '--batch', '20', '--json');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, { workers: number; games: number; gamesPerSecond: number; gamesPerCpuSecond: number; efficiency: number; helperShare: number }[]>;
    for (const mode of ['threads', 'processes']) {
      const rows = j[mode]!;
      expect(rows.map((x) => x.workers)).toEqual([1, 2]);
      for (const x of rows) {
        expect(x.games).toBeGreaterThanOrEqual(20 * x.workers); // at least one batch of 20 each
        expect(x.gamesPerSecond).toBeGreaterThan(0);
        expect(x.gamesPerCpuSecond).toBeGreaterThan(0);
        expect(x.helperShare).toBeGreaterThanOrEqual(0);
        expect(x.helperShare).toBeLessThan(1);
      }
      expect(rows[0]!.efficiency).toBe(1);
    }
  });

  it('refuses bad input with one line and exit code 2', () => {
    for (const [args, msg] of [[['--mode', 'fibres'], /unknown mode "fibres"; accepted: threads, processes/], [['--counts', '1,x'], /--counts: "x" is not a positive whole number/],
      [['--seconds', '0'], /--seconds: "0" is not a positive number/], [['--bot', 'nobody'], /nobody/]] as const) {
      const r = run(...args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(msg);
    }
  });
});
