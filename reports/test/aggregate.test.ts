// Aggregation of real games (played by the fixture) checked against a plain recount of the rows.
import * as aq from 'arquero';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS } from '../../agents/registry.js';
import { aggregate, challengesLabel, compareBaseline, playersLabel, prepare, shortCause, type ReportData } from '../aggregate.js';
import { loadStudy, ReportInputError } from '../load.js';
import { holm, wilson } from '../stats.js';
import { writeFixture, type FixtureResult, type FixtureSpec } from './fixture.js';

const tmp = mkdtempSync(join(tmpdir(), 'report-agg-'));
// a second bot that can win when one is registered (the random bot never wins a real game)
const SECOND = BOTS.has('heuristic') ? 'heuristic' : 'random,random';
const SPEC: FixtureSpec = {
  name: 'agg', seed: 'agg-1', masterminds: ['Red Skull', 'Loki'], schemes: ['Midtown Bank Robbery', 'The Legacy Virus'],
  players: [1, 2], bots: ['random', SECOND], games: 12, challenges: ['', 'heroic'],
};
let fx: FixtureResult;
let data: ReportData;
type Row = Record<string, any>;

beforeAll(() => {
  fx = writeFixture(join(tmp, 'a'), SPEC);
  data = aggregate(loadStudy([fx.dir]));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function recount(rows: Row[], key: (r: Row) => string) {
  const m = new Map<string, { n: number; wins: number; losses: number; draws: number }>();
  for (const r of rows) {
    const k = key(r);
    const c = m.get(k) ?? { n: 0, wins: 0, losses: 0, draws: 0 };
    c.n++; if (r.result === 'win') c.wins++; else if (r.result === 'loss') c.losses++; else c.draws++;
    m.set(k, c);
  }
  return m;
}

describe('fixture and loading', () => {
  it('the fixture writes every column docs/results-format.md lists, from real games', () => {
    const doc = readFileSync(new URL('../../docs/results-format.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Per-game table columns'));
    const names = new Set<string>();
    for (const line of section.split('\n').filter((l) => l.startsWith('| `'))) {
      const first = line.split(' | ')[0]!;
      const found = [...first.matchAll(/`([A-Za-z0-9]+)`/g)].map((m) => m[1]!);
      if (found.length === 2 && first.includes('..')) { // `vp1` .. `vp5`
        const a = Number(found[0]!.replace(/\D/g, '')), b = Number(found[1]!.replace(/\D/g, '')), base = found[0]!.replace(/\d+$/, '');
        for (let i = a; i <= b; i++) names.add(`${base}${i}`);
      } else found.forEach((n) => names.add(n));
    }
    expect(names.size).toBeGreaterThan(20);
    const header = readFileSync(join(fx.dir, 'games.csv'), 'utf8').split('\n')[0]!.split(',');
    for (const n of names) expect(header, n).toContain(n);
    expect(fx.games).toBe(fx.rows.length);
    expect(new Set(fx.rows.map((r) => r.traceHash)).size).toBeGreaterThan(fx.games / 2);
  });

  it('games.arrow and games.csv load to the same normalised table', () => {
    const csvOnly = join(tmp, 'csv-only');
    mkdirSync(csvOnly, { recursive: true });
    copyFileSync(join(fx.dir, 'games.csv'), join(csvOnly, 'games.csv'));
    const a = loadStudy([fx.dir]).games.objects(), c = loadStudy([csvOnly]).games.objects();
    expect(a.length).toBe(fx.games);
    expect(c).toEqual(a);
  });

  it('bad folders are ReportInputErrors with one clear line', () => {
    const bad = (dirs: string[]) => { try { loadStudy(dirs); } catch (e) { return e; } return null; };
    const e1 = bad([join(tmp, 'nope')]);
    expect(e1).toBeInstanceOf(ReportInputError);
    expect((e1 as Error).message).toMatch(/does not exist/);
    const empty = join(tmp, 'empty'); mkdirSync(empty, { recursive: true });
    expect((bad([empty]) as Error).message).toMatch(/neither games\.arrow nor games\.csv/);
    const cols = join(tmp, 'cols'); mkdirSync(cols, { recursive: true });
    writeFileSync(join(cols, 'games.csv'), 'cell,mastermind\nx,y\n');
    expect((bad([cols]) as Error).message).toMatch(/lacks the column\(s\) scheme, players, bot, result, cause, turns/);
    const res = join(tmp, 'res'); mkdirSync(res, { recursive: true });
    writeFileSync(join(res, 'games.csv'), 'cell,mastermind,scheme,players,bot,result,cause,turns\nx,a,b,2,random,victory,c,3\n');
    expect((bad([res]) as Error).message).toMatch(/result "victory" is not one of win, loss, draw/);
    expect((bad([fx.dir, fx.dir]) as Error).message).toMatch(/given twice/);
    for (const e of [e1, bad([empty]), bad([cols]), bad([res])]) expect((e as Error).message).not.toContain('\n');
  });

  it('merging folders that hold the same games counts each game once', () => {
    const copy = join(tmp, 'copy');
    mkdirSync(copy, { recursive: true });
    copyFileSync(join(fx.dir, 'games.arrow'), join(copy, 'games.arrow'));
    const s = loadStudy([fx.dir, copy]);
    expect(s.games.numRows()).toBe(fx.games);
    expect(s.duplicates).toBe(fx.games);
  });
});

describe('aggregation', () => {
  it('the cell table matches a recount of the rows, with Wilson intervals', () => {
    const rc = recount(fx.rows, (r) => r.cell);
    expect(data.cellTable.length).toBe(rc.size);
    expect(data.cells).toBe(rc.size);
    for (const c of data.cellTable) {
      const r = rc.get(c.cell)!;
      expect({ n: c.n, wins: c.wins, losses: c.losses, draws: c.draws }).toEqual(r);
      const w = wilson(r.wins, r.n);
      expect(c.lo).toBeCloseTo(w.lo, 12);
      expect(c.hi).toBeCloseTo(w.hi, 12);
    }
    expect(data.games).toBe(fx.games);
    expect(data.overall.wins + data.overall.losses + data.overall.draws).toBe(fx.games);
  });

  it('per-mastermind rows per bot match a recount; levels are ordered hardest first; pairs carry Holm', () => {
    const t = data.factors.mastermind!;
    const rc = recount(fx.rows, (r) => `${r.mastermind}|${r.bot}`);
    for (const r of t.rows) expect({ n: r.n, wins: r.wins, losses: r.losses, draws: r.draws }).toEqual(rc.get(`${r.level}|${r.bot}`));
    const pooled = t.order.map((l) => { const rs = t.rows.filter((r) => r.level === l); return rs.reduce((a, r) => a + r.wins, 0) / rs.reduce((a, r) => a + r.n, 0); });
    for (let i = 1; i < pooled.length; i++) expect(pooled[i]).toBeGreaterThanOrEqual(pooled[i - 1]!);
    // two masterminds: one pair per bot; Holm over the whole chart's family
    expect(t.pairs.length).toBe(SPEC.bots.length);
    const adj = holm(t.pairs.map((p) => p.p));
    t.pairs.forEach((p, i) => { expect(p.pHolm).toBeCloseTo(adj[i]!, 12); expect(p.holds).toBe(p.pHolm <= 0.05); });
  });

  it('tables appear only for factors that vary', () => {
    expect(data.varies).toEqual({ mastermind: true, scheme: true, players: true, challenges: true, bot: true });
    expect(data.heatmap).not.toBeNull();
    expect(data.challengeByMastermind).not.toBeNull();
    expect(data.ladder).not.toBeNull();
    expect(data.factors.challenges!.order).toContain('none');
    // heatmaps: masterminds in the columns (x), schemes / challenge modes in the rows (y)
    expect(new Set(data.heatmap!.map((r) => r.x))).toEqual(new Set(SPEC.masterminds));
    expect(new Set(data.heatmap!.map((r) => r.y))).toEqual(new Set(SPEC.schemes));
    expect(new Set(data.challengeByMastermind!.map((r) => r.x))).toEqual(new Set(SPEC.masterminds));
    expect(new Set(data.challengeByMastermind!.map((r) => r.y))).toEqual(new Set(['none', 'heroic']));
    const rc = recount(fx.rows, (r) => `${r.mastermind}|${r.challenges || 'none'}|${r.bot}`);
    for (const r of data.challengeByMastermind!) expect(r.n).toBe(rc.get(`${r.x}|${r.y}|${r.bot}`)!.n);
    const one = writeFixture(join(tmp, 'one'), { name: 'one', seed: 'one', masterminds: ['Magneto'], schemes: ['The Legacy Virus'], players: [2], bots: ['random'], games: 6 });
    const d1 = aggregate(loadStudy([one.dir]));
    expect(d1.varies).toEqual({ mastermind: false, scheme: false, players: false, challenges: false, bot: false });
    expect(d1.factors).toEqual({});
    expect(d1.heatmap).toBeNull();
    expect(d1.challengeByMastermind).toBeNull();
    expect(d1.ladder).toBeNull();
  });

  it('loss causes add up to the losses of each scheme and bot; histograms to the games', () => {
    const rc = recount(fx.rows, (r) => `${r.scheme}|${r.bot}`);
    const sums = new Map<string, number>();
    for (const c of data.lossCauses) {
      sums.set(`${c.scheme}|${c.bot}`, (sums.get(`${c.scheme}|${c.bot}`) ?? 0) + c.count);
      expect(c.share).toBeCloseTo(c.count / rc.get(`${c.scheme}|${c.bot}`)!.n, 12);
    }
    for (const [k, n] of sums) expect(n).toBe(rc.get(k)!.losses);
    expect(data.turns.reduce((a, r) => a + r.count, 0)).toBe(fx.games);
    expect(data.vp.reduce((a, r) => a + r.count, 0)).toBe(fx.games);
    for (const r of data.turns) expect(r.to).toBeGreaterThan(r.from);
  });

  it('hero impact compares games with and without each hero inside each cell', () => {
    const heroes = data.heroes!;
    expect(heroes.length).toBeGreaterThan(5);
    const h = heroes[0]!;
    // recount: only cells where the hero is sometimes in and sometimes out carry information
    let nWith = 0, nWithout = 0, winsWith = 0;
    for (const cell of new Set(fx.rows.map((r) => r.cell as string))) {
      const rs = fx.rows.filter((r) => r.cell === cell);
      const inn = rs.filter((r) => (r.heroes as string).split('|').includes(h.name));
      if (inn.length === 0 || inn.length === rs.length) continue;
      nWith += inn.length; nWithout += rs.length - inn.length; winsWith += inn.filter((r) => r.result === 'win').length;
    }
    expect({ nWith: h.nWith, nWithout: h.nWithout, winsWith: h.winsWith }).toEqual({ nWith, nWithout, winsWith });
    const adj = holm(heroes.map((r) => r.p));
    heroes.forEach((r, i) => expect(r.pHolm).toBeCloseTo(adj[i]!, 12));
    expect(data.villains!.length).toBeGreaterThan(2);
  });

  it('no impact table when a card group never varies inside a cell', () => {
    const rows = [0, 1, 2, 3].map((i) => ({ cell: `c${i % 2}`, mastermind: 'M', scheme: 'S', players: 2, bot: 'b', result: i % 2 ? 'win' : 'loss', cause: 'x', turns: 5, heroes: i % 2 ? 'A|B' : 'C|D', villains: 'V' }));
    const t = prepare(aq.from(rows).assign({ solo: rows.map(() => 'none'), challenges: rows.map(() => ''), vpTotal: rows.map(() => 0) }));
    const d = aggregate({ dirs: ['x'], name: 'x', manifests: [null], games: t, duplicates: 0, errors: 0 });
    expect(d.heroes).toBeNull();
    expect(d.villains).toBeNull();
  });

  it('the skill ladder compares bots overall and lists reversals with Holm over every bot pair and setup', () => {
    const L = data.ladder!;
    expect(L.overall.rows.map((r) => r.level).sort()).toEqual([...SPEC.bots].sort());
    const setups = new Set(fx.rows.map((r) => `${r.mastermind}|${r.scheme}|${r.players}|${r.challenges}`)).size;
    expect(L.family).toBe(setups); // two bots: one comparison per setup
    for (const r of L.reversals) expect(r.diff).toBeGreaterThan(0);
    expect(L.agreement).toHaveLength(1);
  });
});

describe('baseline comparison', () => {
  it('matches cells on the factors that vary and compares win rates with Newcombe intervals', () => {
    const b = writeFixture(join(tmp, 'base'), { ...SPEC, seed: 'agg-2' });
    const d = aggregate(loadStudy([fx.dir]), loadStudy([b.dir]));
    const B = d.baseline!;
    expect(B.keyFactors).toEqual(['Mastermind', 'Scheme', 'Players', 'Bot', 'Challenge modes']);
    expect(B.matched).toBe(data.cells);
    expect(B.onlyCurrent + B.onlyBaseline).toBe(0);
    expect(B.overall.n).toBe(fx.games);
    expect(B.overall.nBase).toBe(b.games);
    expect(B.overall.diff).toBeCloseTo(B.overall.rate - B.overall.rateBase, 12);
    expect(B.cells).toHaveLength(data.cells);
    expect(B.byFactor.map((f) => f.rows.length)).toEqual([2, 2, 2, 2, 2]);
  });

  it('leaves out a factor that is fixed in both studies (two bot policies compared)', () => {
    const g = (bot: string, seed: string) => prepare(loadStudy([writeFixture(join(tmp, `bot-${seed}`), { name: bot, seed, masterminds: ['Loki', 'Magneto'], schemes: ['The Legacy Virus'], players: [2], bots: [bot], games: 5 }).dir]).games);
    const B = compareBaseline(g('random', 'p'), g(SECOND, 'q'), 'other bot');
    expect(B.keyFactors).toEqual(['Mastermind']);
    expect(B.matched).toBe(2);
    expect(B.overall.n).toBe(10);
  });
});

describe('labels', () => {
  it('players, challenges and loss causes read well', () => {
    expect(playersLabel(2, 'none')).toBe('2');
    expect(playersLabel(1, 'advanced')).toBe('1 (advanced solo)');
    expect(challengesLabel('')).toBe('none');
    expect(challengesLabel('heroic+tyrant')).toBe('heroic+tyrant');
    expect(shortCause('Killbots: 5 Killbots escaped')).toBe('5 Killbots escaped');
    expect(shortCause('villain deck ran out')).toBe('villain deck ran out');
  });
});
