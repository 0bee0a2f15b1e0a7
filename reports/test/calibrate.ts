// The pass criteria of the calibration suite, shared by its test files.
//
// Family-wise error: the share of replicates whose report states at least one false claim (a difference
// where there is none, or one of the wrong sign) must be at most 5% plus 2.33 Monte Carlo standard
// errors of a 5% rate: a procedure exactly at 5% fails this check 1% of the time (7.9% at 300
// replicates, 8.6% at 200).
// Coverage: the share of all 95% intervals (level rates, differences, effects) that contain the truth
// must be at least 93%, and of each kind at least 90%; with thousands of intervals per design the Monte
// Carlo error of the overall share is a few tenths of a point (intervals of one replicate are correlated).
import { expect } from 'vitest';
import type { Calibration } from './synthetic.js';

export const SCHEME_P = [0.15, 0.35, 0.55, 0.8];

export const tolerance = (reps: number) => 0.05 + 2.33 * Math.sqrt((0.05 * 0.95) / reps);

function line(name: string, c: Calibration): string {
  return `${name}: ${c.replicates} replicates, family-wise false claims ${(c.familyWise * 100).toFixed(1)}% (limit ${(tolerance(c.replicates) * 100).toFixed(1)}%), `
    + `coverage ${(c.coverage * 100).toFixed(1)}% [${Object.entries(c.coverageByKind).map(([k, v]) => `${k} ${(v * 100).toFixed(1)}%`).join(', ')}], `
    + `${c.family.toFixed(0)} claims tested and ${c.claimsHeld.toFixed(1)} held per report`;
}

export function check(name: string, c: Calibration): void {
  console.log(line(name, c)); // one line per design, so the figures can be quoted
  expect(c.familyWise).toBeLessThanOrEqual(tolerance(c.replicates));
  expect(c.coverage).toBeGreaterThanOrEqual(0.93);
  for (const [kind, v] of Object.entries(c.coverageByKind)) expect(v, kind).toBeGreaterThanOrEqual(0.9);
}

/** A broken analysis must fail the family-wise check (so the check has teeth). */
export function expectFails(c: Calibration): void {
  console.log(line('(broken on purpose)', c));
  expect(c.familyWise).toBeGreaterThan(tolerance(c.replicates));
}
