// On the real engine: a study that repeats one bot spec under four names (they play identically, so
// every deal's result is the same four times) must give the same claims and intervals as the study
// with one copy. Before deals were the unit, four copies halved the intervals and made claims that
// one copy does not support.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS } from '../../agents/registry.js';
import { aggregate, analyse, FACTORS, reportClaims, type ReportData } from '../aggregate.js';
import { estimate } from '../estimate.js';
import { loadStudy, type Study } from '../load.js';
import { wilson } from '../stats.js';
import { storeFromRows } from '../store.js';
import { writeFixture, type FixtureResult } from './fixture.js';

const tmp = mkdtempSync(join(tmpdir(), 'report-kcopies-'));
const COPIES = ['heuristic', 'heuristic:escapeThreat=1', 'heuristic:scheme=1', 'heuristic:deck=1'];
let fx: FixtureResult;
let four: Study, one: Study;
let d4: ReportData, d1: ReportData;

beforeAll(() => {
  fx = writeFixture(join(tmp, 'four'), {
    name: 'k-copies', seed: 'k-copies-1', masterminds: ['Red Skull', 'Loki'], schemes: ['Midtown Bank Robbery', 'The Legacy Virus', 'Negative Zone Prison Breakout'],
    players: [2], bots: COPIES, games: 20, challenges: ['', 'heroic'],
  });
  four = loadStudy([fx.dir]);
  // the one-copy study: the same games of the first spec only
  one = { ...four, store: storeFromRows(fx.rows.filter((r) => r.bot === 'heuristic') as never) };
  d4 = aggregate(four);
  d1 = aggregate(one);
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Everything a claim or interval says, rounded past floating-point noise. */
const said = (d: ReportData) => ({
  overall: d.overall.map((o) => [o.rate, o.lo, o.hi].map((x) => +x.toFixed(12))),
  factors: FACTORS.map((f) => d.factors[f]?.rows.map((r) => [r.level, r.rate, r.lo, r.hi].map((x) => (typeof x === 'number' ? +x.toFixed(12) : x)))),
  claims: reportClaims(d).map((c) => [c.p, c.pHolm, c.holds].map((x) => (typeof x === 'number' ? +x.toFixed(12) : x))),
  heroes: d.heroes?.rows.map((r) => [r.name, r.diff, r.lo, r.hi, r.holds].map((x) => (typeof x === 'number' ? +x.toFixed(12) : x))),
  held: d.claims.held, family: d.claims.family,
});

describe.skipIf(!BOTS.has('heuristic'))('a bot spec repeated under four names (real games)', () => {
  it('the four specs play every deal identically (same trace hash)', () => {
    const hashes = new Map<string, Set<string>>();
    for (const r of fx.rows) {
      const k = `${r.seed}|${r.challenges}`;
      (hashes.get(k) ?? hashes.set(k, new Set()).get(k)!).add(r.traceHash as string);
    }
    expect(hashes.size).toBe(fx.games / COPIES.length);
    for (const s of hashes.values()) expect(s.size).toBe(1);
  });

  it('gives the same claims and intervals as one copy', () => {
    expect(d4.bots).toEqual(['heuristic']);
    expect(d4.botAliases).toEqual({ heuristic: COPIES.slice().sort() });
    expect(said(d4)).toEqual(said(d1));
    // and the study has claims to compare: Legacy Virus is hard, Midtown Bank Robbery is not
    expect(d1.claims.held).toBeGreaterThan(0);
  });

  it('pooling the four copies deal by deal gives one copy\'s interval; counting games as independent would halve it', () => {
    const an = analyse(four.store);
    expect(an.bots).toHaveLength(1);
    const s = four.store;
    const loki = (bots: string[]) => s.cells.filter((c) => c.mastermind === 'Loki' && bots.includes(c.bot)).map((c) => ({ store: s, cell: c.index }));
    const all = estimate(loki(COPIES)), single = estimate(loki(['heuristic']));
    expect(all.p).toBeCloseTo(single.p, 12);
    expect(all.lo).toBeCloseTo(single.lo, 12);
    expect(all.hi).toBeCloseTo(single.hi, 12);
    expect(all.n).toBe(4 * single.n);
    // what the old report did: pool the games as if independent
    const naive = wilson(all.wins, all.n);
    expect(naive.hi - naive.lo).toBeLessThan(0.6 * (single.hi - single.lo));
  });
});
