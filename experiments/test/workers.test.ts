// The default worker count: every physical core up to four, three quarters of them beyond (two hyper-threads
// of a core count once), at most one per logical CPU, read from the Linux CPU topology; all logical CPUs where
// the topology is unknown.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWorkers, logicalCpus, physicalCores, workersFor } from '../runner.js';

const root = mkdtempSync(join(tmpdir(), 'legendary-cpus-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fake /sys/devices/system/cpu: one entry per logical CPU, [package, core] (null: offline, no topology). */
function sysfs(name: string, cpus: ([number, number] | null)[]): string {
  const dir = join(root, name);
  cpus.forEach((c, i) => {
    const topo = join(dir, `cpu${i}`, 'topology');
    mkdirSync(c ? topo : join(dir, `cpu${i}`), { recursive: true });
    if (c) { writeFileSync(join(topo, 'physical_package_id'), `${c[0]}\n`); writeFileSync(join(topo, 'core_id'), `${c[1]}\n`); }
  });
  mkdirSync(join(dir, 'cpufreq'), { recursive: true }); // other entries are ignored
  return dir;
}

describe('worker count', () => {
  it('counts physical cores: hyper-thread pairs once, each package apart, offline CPUs not at all', () => {
    // 8 cores with two threads each (a 16-vCPU cloud machine)
    expect(physicalCores(sysfs('smt', Array.from({ length: 16 }, (_, i) => [0, i % 8] as [number, number])))).toBe(8);
    // two packages whose core ids repeat
    expect(physicalCores(sysfs('two-packages', [[0, 0], [0, 1], [1, 0], [1, 1]]))).toBe(4);
    // one thread per core, one CPU offline
    expect(physicalCores(sysfs('offline', [[0, 0], [0, 1], null]))).toBe(2);
    // no topology at all (another system): unknown
    expect(physicalCores(join(root, 'missing'))).toBeNull();
  });

  it('uses every core up to four and leaves a quarter to V8\'s helper threads beyond', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64].map(workersFor)).toEqual([1, 1, 2, 3, 4, 4, 5, 6, 9, 12, 24, 48]);
  });

  it('defaults to that share of the physical cores, never more than the logical CPUs, at least one', () => {
    const w = defaultWorkers();
    expect(w).toBeGreaterThanOrEqual(1);
    expect(w).toBeLessThanOrEqual(logicalCpus());
    const p = physicalCores();
    expect(w).toBe(workersFor(p === null ? logicalCpus() : Math.min(logicalCpus(), p)));
  });
});
