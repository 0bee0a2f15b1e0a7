// Aggregation of real games (played by the fixture) checked against a plain recount of the rows, and
// the loader checked on every form of games table it accepts.
import { Float64, RecordBatchFileWriter, Table, tableFromIPC, Utf8, vectorFromArray, type Vector } from 'apache-arrow';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS } from '../../agents/registry.js';
import { aggregate, analyse, challengesLabel, compareBaseline, factorTable, impact, playersLabel, reportClaims, shortCause, type ReportData } from '../aggregate.js';
import { meanDifference } from '../estimate.js';
import { loadStudy, readCsv, ReportInputError, type Study } from '../load.js';
import { renderReport } from '../html.js';
import { holm, seededRandom, wilson } from '../stats.js';
import { storeFromRows, type GameInput, type GameStore } from '../store.js';
import { writeFixture, type FixtureResult, type FixtureSpec } from './fixture.js';
import { championsTeam, TEAM_ASPECTS, TEAM_HEROES } from './synthetic.js';

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

/** Everything a store holds, as plain values (to compare two loads). */
function snapshot(s: GameStore) {
  return {
    cells: s.cells.map((c) => ({ ...c, causes: [...c.causes] })),
    games: Array.from({ length: s.n }, (_, i) => [s.cellOf[i], s.deals.values[s.dealOf[i]!], s.resultOf[i], s.heroSets.values[s.heroSetOf[i]!],
      s.villainSets.values[s.villainSetOf[i]!], s.turnsOf[i], s.vpOf[i]]),
  };
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
    expect(new Set(fx.rows.map((r) => r.traceHash)).size).toBeGreaterThan(fx.games / 4);
    // the runner's seed rule: the two bots and the two challenge levels of a setup replay the same deals
    const seeds = new Set(fx.rows.map((r) => r.seed));
    expect(seeds.size).toBe(fx.games / 4);
  });

  it('games.arrow and games.csv load to the same store', () => {
    const csvOnly = join(tmp, 'csv-only');
    mkdirSync(csvOnly, { recursive: true });
    copyFileSync(join(fx.dir, 'games.csv'), join(csvOnly, 'games.csv'));
    const a = loadStudy([fx.dir]).store, c = loadStudy([csvOnly]).store;
    expect(a.n).toBe(fx.games);
    expect(snapshot(c)).toEqual(snapshot(a));
  });

  it('an Arrow file of many record batches loads like one of a single batch', () => {
    const whole = tableFromIPC(readFileSync(join(fx.dir, 'games.arrow')));
    expect(whole.batches.length).toBe(1);
    const writer = new RecordBatchFileWriter();
    const size = 37; // not a divisor of the games: the last batch is short
    for (let i = 0; i < whole.numRows; i += size) writer.write(whole.batches[0]!.slice(i, i + size));
    writer.finish();
    const multi = join(tmp, 'multi');
    mkdirSync(multi, { recursive: true });
    writeFileSync(join(multi, 'games.arrow'), writer.toUint8Array(true));
    const back = tableFromIPC(readFileSync(join(multi, 'games.arrow')));
    expect(back.batches.length).toBe(Math.ceil(whole.numRows / size));
    expect(snapshot(loadStudy([multi]).store)).toEqual(snapshot(loadStudy([fx.dir]).store));
    // plain (not dictionary-encoded) strings and 64-bit floats, in batches of 50
    const plain = join(tmp, 'plain');
    mkdirSync(plain, { recursive: true });
    const cols: Record<string, Vector> = {};
    for (const k of Object.keys(fx.rows[0]!)) {
      const values = fx.rows.map((r) => r[k] as unknown);
      cols[k] = values.some((v) => typeof v === 'string') ? vectorFromArray(values.map((v) => (v === null ? null : String(v))), new Utf8()) : vectorFromArray(values as (number | null)[], new Float64());
    }
    const flat = new Table(cols);
    const w2 = new RecordBatchFileWriter();
    for (let i = 0; i < flat.numRows; i += 50) w2.write(flat.batches[0]!.slice(i, i + 50));
    w2.finish();
    writeFileSync(join(plain, 'games.arrow'), w2.toUint8Array(true));
    expect(tableFromIPC(readFileSync(join(plain, 'games.arrow'))).batches.length).toBe(Math.ceil(fx.games / 50));
    expect(snapshot(loadStudy([plain]).store)).toEqual(snapshot(loadStudy([fx.dir]).store));
  });

  it('reads CSV in pieces: tiny chunks and pieces give the same rows; quotes, commas and newlines inside fields', () => {
    const f = join(tmp, 'quoted.csv');
    writeFileSync(f, 'a,b,c\r\n1,"x, y","he said ""hi"""\r\n2,"two\nlines",\n3,,"é"\n');
    const read = (chunk: number, piece: number) => {
      const out: string[][] = [];
      readCsv(f, (p, cols) => { for (let i = 0; i < p.rows; i++) out.push(cols.map((c) => p.str.get(c)!(i))); }, chunk, piece);
      return out;
    };
    const expected = [['1', 'x, y', 'he said "hi"'], ['2', 'two\nlines', ''], ['3', '', 'é']];
    expect(read(1 << 20, 1000)).toEqual(expected);
    for (const chunk of [1, 2, 3, 5, 7]) expect(read(chunk, 2), `chunk ${chunk}`).toEqual(expected);
    const big = join(tmp, 'pieces');
    mkdirSync(big, { recursive: true });
    copyFileSync(join(fx.dir, 'games.csv'), join(big, 'games.csv'));
    let pieces = 0;
    readCsv(join(big, 'games.csv'), () => { pieces++; }, 4096, 50);
    expect(pieces).toBe(Math.ceil(fx.games / 50));
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
    expect((bad([res]) as Error).message).toMatch(/row 2: result "victory" is not one of win, loss, draw/);
    const junk = join(tmp, 'junk'); mkdirSync(junk, { recursive: true });
    writeFileSync(join(junk, 'games.arrow'), 'this is not arrow');
    expect((bad([junk]) as Error).message).toMatch(/cannot read .*games\.arrow/);
    expect((bad([fx.dir, fx.dir]) as Error).message).toMatch(/given twice/);
    for (const e of [e1, bad([empty]), bad([cols]), bad([res]), bad([junk])]) expect((e as Error).message).not.toContain('\n');
  });

  it('merging folders that hold the same games counts each game once', () => {
    const copy = join(tmp, 'copy');
    mkdirSync(copy, { recursive: true });
    copyFileSync(join(fx.dir, 'games.arrow'), join(copy, 'games.arrow'));
    const s = loadStudy([fx.dir, copy]);
    expect(s.store.n).toBe(fx.games);
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
    expect(data.overall.reduce((a, o) => a + o.wins + o.losses + o.draws, 0)).toBe(fx.games);
    // mean turns with the half-width of its interval: 1.96 sd / sqrt(n)
    const c0 = data.cellTable[0]!, turns = (fx.rows as Row[]).filter((r) => r.cell === c0.cell).map((r) => r.turns as number);
    const m = turns.reduce((a, b) => a + b, 0) / turns.length, sd = Math.sqrt(turns.reduce((a, b) => a + (b - m) ** 2, 0) / (turns.length - 1));
    expect(c0.meanTurns).toBeCloseTo(m, 10);
    expect(c0.meanTurnsHalf).toBeCloseTo(1.959963984540054 * sd / Math.sqrt(turns.length), 10);
  });

  it('a level rate is the mean of its cells\' rates; levels are ordered hardest first', () => {
    const t = data.factors.mastermind!;
    const rc = recount(fx.rows, (r) => `${r.mastermind}|${r.bot}`);
    const cells = recount(fx.rows, (r) => r.cell);
    for (const r of t.rows) {
      expect({ n: r.n, wins: r.wins, losses: r.losses, draws: r.draws }).toEqual(rc.get(`${r.level}|${r.bot}`));
      const mine = [...cells].filter(([id]) => fx.rows.find((x) => x.cell === id && x.mastermind === r.level && x.bot === r.bot));
      expect(r.cells).toBe(mine.length);
      expect(r.rate).toBeCloseTo(mine.reduce((a, [, c]) => a + c.wins / c.n, 0) / mine.length, 12);
      expect(r.lo).toBeLessThanOrEqual(r.rate); expect(r.hi).toBeGreaterThanOrEqual(r.rate);
    }
    const mean = (l: string) => t.rows.filter((r) => r.level === l).reduce((a, r) => a + r.rate, 0) / t.bots.length;
    for (let i = 1; i < t.order.length; i++) expect(mean(t.order[i]!)).toBeGreaterThanOrEqual(mean(t.order[i - 1]!));
    // two masterminds: one pair per bot
    expect(t.pairs.length).toBe(SPEC.bots.length);
  });

  it('every claim of the report is in one Holm family', () => {
    const claims = reportClaims(data);
    expect(data.claims.family).toBe(claims.length);
    expect(claims.length).toBeGreaterThan(20);
    const adj = holm(claims.map((c) => c.p));
    claims.forEach((c, i) => { expect(c.pHolm).toBeCloseTo(adj[i]!, 12); expect(c.holds).toBe(c.pHolm <= 0.05); });
    expect(data.claims.held).toBe(claims.filter((c) => c.holds).length);
  });

  it('tables appear only for factors that vary', () => {
    expect(data.varies).toEqual({ mastermind: true, scheme: true, players: true, challenges: true, sets: false, changes: false, bot: true });
    expect(data.factors.sets).toBeUndefined();
    expect(data.heatmap).not.toBeNull();
    expect(data.challengeByMastermind).not.toBeNull();
    expect(data.ladder).not.toBeNull();
    expect(data.factors.challenges!.order).toContain('none');
    expect(new Set(data.heatmap!.map((r) => r.x))).toEqual(new Set(SPEC.masterminds));
    expect(new Set(data.heatmap!.map((r) => r.y))).toEqual(new Set(SPEC.schemes));
    expect(new Set(data.challengeByMastermind!.map((r) => r.x))).toEqual(new Set(SPEC.masterminds));
    expect(new Set(data.challengeByMastermind!.map((r) => r.y))).toEqual(new Set(['none', 'heroic']));
    const rc = recount(fx.rows, (r) => `${r.mastermind}|${r.challenges || 'none'}|${r.bot}`);
    for (const r of data.challengeByMastermind!) expect(r.n).toBe(rc.get(`${r.x}|${r.y}|${r.bot}`)!.n);
    const one = writeFixture(join(tmp, 'one'), { name: 'one', seed: 'one', masterminds: ['Magneto'], schemes: ['The Legacy Virus'], players: [2], bots: ['random'], games: 6 });
    const d1 = aggregate(loadStudy([one.dir]));
    expect(d1.varies).toEqual({ mastermind: false, scheme: false, players: false, challenges: false, sets: false, changes: false, bot: false });
    expect(d1.factors).toEqual({});
    expect(d1.heatmap).toBeNull();
    expect(d1.challengeByMastermind).toBeNull();
    expect(d1.ladder).toBeNull();
  });

  it('loss causes are each cell\'s share averaged over the cells; histograms add up to the games', () => {
    const byCell = new Map<string, { n: number; causes: Map<string, number>; scheme: string; bot: string }>();
    for (const r of fx.rows as Row[]) {
      const c = byCell.get(r.cell) ?? { n: 0, causes: new Map(), scheme: r.scheme, bot: r.bot };
      c.n++; if (r.result === 'loss') c.causes.set(r.cause, (c.causes.get(r.cause) ?? 0) + 1);
      byCell.set(r.cell, c);
    }
    for (const row of data.lossCauses) {
      const cells = [...byCell.values()].filter((c) => c.scheme === row.scheme && c.bot === row.bot);
      expect(row.share).toBeCloseTo(cells.reduce((a, c) => a + (c.causes.get(row.fullCause) ?? 0) / c.n, 0) / cells.length, 12);
      expect(row.count).toBe(cells.reduce((a, c) => a + (c.causes.get(row.fullCause) ?? 0), 0));
      expect(row.lo).toBeLessThanOrEqual(row.share + 1e-12); expect(row.hi).toBeGreaterThanOrEqual(row.share - 1e-12);
      expect(row.hi - row.lo).toBeGreaterThan(0);
    }
    expect(data.turns.reduce((a, r) => a + r.count, 0)).toBe(fx.games);
    expect(data.vp.reduce((a, r) => a + r.count, 0)).toBe(fx.games);
    for (const r of data.turns) expect(r.to).toBeGreaterThan(r.from);
  });

  it('hero impact compares games with and without each hero inside each cell, for each bot', () => {
    const heroes = data.heroes!;
    expect(heroes.rows.length).toBeGreaterThan(5);
    for (const h of heroes.rows.slice(0, 4)) {
      // recount: only the bot's cells where the hero is sometimes in and sometimes out carry information
      let nWith = 0, nWithout = 0, winsWith = 0, cells = 0;
      for (const cell of new Set(fx.rows.filter((r) => r.bot === h.bot).map((r) => r.cell as string))) {
        const rs = fx.rows.filter((r) => r.cell === cell);
        const inn = rs.filter((r) => (r.heroes as string).split('|').includes(h.name));
        if (inn.length === 0 || inn.length === rs.length) continue;
        cells++; nWith += inn.length; nWithout += rs.length - inn.length; winsWith += inn.filter((r) => r.result === 'win').length;
      }
      expect({ nWith: h.nWith, nWithout: h.nWithout, winsWith: h.winsWith, strata: h.strata }).toEqual({ nWith, nWithout, winsWith, strata: cells });
    }
    // two bots: per name a heterogeneity test and an average over the bots
    expect(heroes.heterogeneity.length).toBeGreaterThan(0);
    for (const h of heroes.heterogeneity) expect(h.bots.length).toBe(2);
    expect(heroes.pooled.every((r) => r.bot === 'all bots')).toBe(true);
    expect(data.villains!.rows.length).toBeGreaterThan(2);
  });

  it('an effect resting on a single win is not claimed: the exact randomization test decides where results are few', () => {
    // 1,000 games of one cell, hero H in 74 of them; one win in all, in a game with H (MOVER alone would claim it)
    const rows = (winsWithH: number) => Array.from({ length: 1000 }, (_, i) => ({
      cell: 'c', seed: `d${i}`, mastermind: 'M', scheme: 'S', bot: 'b', result: (i < 74 && i < winsWithH ? 'win' : 'loss') as 'win' | 'loss',
      heroes: i < 74 ? 'H|X' : `Y${i % 7}|Z`,
    }));
    const one = impact(analyse(storeFromRows(rows(1))), 'heroes')!.rows.find((r) => r.name === 'H')!;
    expect(one.winsWith).toBe(1);
    expect(one.test).toBe('randomization');
    expect(one.p).toBeCloseTo(0.074, 9);
    expect(one.holds).toBe(false);
    // ten wins, all with H: the exact test and the interval both hold
    const ten = impact(analyse(storeFromRows(rows(10))), 'heroes')!.rows.find((r) => r.name === 'H')!;
    expect(ten.p).toBeLessThan(1e-6);
    expect(ten.holds).toBe(true);
  });

  it('two bots with one win each where H played: the average over the bots takes the larger of their own p', () => {
    const rows = ['A', 'B'].flatMap((bot) => Array.from({ length: 1000 }, (_, i) => ({
      cell: `c|${bot}`, seed: `d${i}`, mastermind: 'M', scheme: 'S', bot, result: (i === (bot === 'A' ? 0 : 1) ? 'win' : 'loss') as 'win' | 'loss',
      heroes: i < 74 ? 'H|X' : `Y${i % 7}|Z`,
    })));
    const t = impact(analyse(storeFromRows(rows)), 'heroes')!;
    const own = t.rows.filter((r) => r.name === 'H');
    expect(own.map((r) => r.test)).toEqual(['randomization', 'randomization']);
    const avg = t.pooled.find((r) => r.name === 'H')!;
    expect(avg.test).toBe('randomization');
    expect(avg.p).toBeCloseTo(Math.max(...own.map((r) => r.p)), 12);
    expect(avg.holds).toBe(false);
  });

  it('no impact table when a card group never varies inside a cell', () => {
    const rows = [0, 1, 2, 3].map((i) => ({ cell: `c${i % 2}`, mastermind: 'M', scheme: 'S', bot: 'b', result: (i % 2 ? 'win' : 'loss') as 'win' | 'loss', heroes: i % 2 ? 'A|B' : 'C|D', villains: 'V' }));
    const an = analyse(storeFromRows(rows));
    expect(impact(an, 'heroes')).toBeNull();
    expect(impact(an, 'villains')).toBeNull();
  });

  it('the skill ladder compares bots on the deals both played, with every bot pair on every setup in the family', () => {
    const L = data.ladder!;
    expect(L.overall.rows.map((r) => r.level).sort()).toEqual([...SPEC.bots].sort());
    const setups = new Set(fx.rows.map((r) => `${r.mastermind}|${r.scheme}|${r.players}|${r.challenges}`)).size;
    expect(L.family).toBe(setups); // two bots: one comparison per setup
    // each setup is one cell per bot and the bots replayed the same deals: McNemar on all of them
    for (const c of L.comparisons) { expect(c.test).toBe('mcnemar'); expect(c.pairs).toBe(SPEC.games); }
    for (const r of L.reversals) expect(r.diff).toBeGreaterThan(0);
    expect(L.agreement).toHaveLength(1);
  });
});

/** Two bots on the same deals: 4 cells of 300 games each, Hulk in every other deal; `wins` decides each game. */
function hulkStudy(seed: string, wins: (bot: 'A' | 'B', hulk: boolean, deal: number, rand: () => number) => boolean): Study {
  const rand = seededRandom(seed);
  const rows: Partial<GameInput>[] = [];
  for (let cell = 0; cell < 4; cell++) {
    for (let g = 0; g < 300; g++) {
      const hulk = g % 2 === 0, deal = rand();
      for (const bot of ['A', 'B'] as const) {
        rows.push({ cell: `c${cell}|${bot}`, seed: `s${cell}-${g}`, mastermind: `M${cell}`, scheme: 'S', bot, result: wins(bot, hulk, deal, rand) ? 'win' : 'loss', heroes: hulk ? 'Hulk|X' : 'Y|Z' });
      }
    }
  }
  return { dirs: ['x'], name: 'x', manifests: [null], store: storeFromRows(rows), duplicates: 0, errors: 0 };
}

describe('bots that disagree or agree on a hero', () => {
  it('a hero that helps one bot and hurts the other: per-bot effects, heterogeneity holds, no average over the bots', () => {
    // one number per deal, so the bots' results are correlated as on real shared deals
    const study = hulkStudy('disagree', (bot, hulk, u) => u < (bot === 'A' ? (hulk ? 0.7 : 0.4) : (hulk ? 0.3 : 0.6)));
    const t = impact(analyse(study.store), 'heroes')!;
    const hulk = (bot: string) => t.rows.find((r) => r.name === 'Hulk' && r.bot === bot)!;
    expect(hulk('A').diff).toBeGreaterThan(0.2); expect(hulk('A').holds).toBe(true);
    expect(hulk('B').diff).toBeLessThan(-0.2); expect(hulk('B').holds).toBe(true);
    const het = t.heterogeneity.find((h) => h.name === 'Hulk')!;
    expect(het.df).toBe(1);
    expect(het.holds).toBe(true);
    // the page gives each bot's effect and no average for Hulk
    const html = renderReport(aggregate(study)).html;
    expect(html).toMatch(/<span class="bot">for A<\/span> <b>Hulk<\/b> in the game raises the win rate by [\d.]+ pts compared with a random other hero/);
    expect(html).toMatch(/<b>Hulk<\/b>: χ² = [\d.]+ on 1 df \(Holm p [^)]*\); see each bot's row, no average is given/);
    expect(html).not.toMatch(/averaged over the bots<\/span> <b>Hulk/);
  });

  it('the same effect for both bots: the average over the bots is shown, with its claim', () => {
    const d = aggregate(hulkStudy('agree', (bot, hulk, _u, rand) => rand() < (bot === 'A' ? 0.3 : 0.5) + (hulk ? 0.3 : 0)));
    const het = d.heroes!.heterogeneity.find((h) => h.name === 'Hulk')!;
    expect(het.p).toBeGreaterThan(0.05);
    const pooled = d.heroes!.pooled.find((r) => r.name === 'Hulk')!;
    expect(pooled.holds).toBe(true);
    expect(pooled.diff).toBeGreaterThan(0.2);
    expect(renderReport(d).html).toMatch(/averaged over the bots<\/span> <b>Hulk<\/b> in the game raises the win rate/);
  });
});

describe('identical bots', () => {
  it('bots that won and lost the same deals are analysed once', () => {
    const rows = (fx.rows as Row[]).filter((r) => r.bot === SECOND);
    const copy: Row[] = rows.map((r) => ({ ...r, bot: 'copy', cell: `${r.cell}|copy` }));
    const an = analyse(storeFromRows([...rows, ...copy]));
    expect(an.bots).toEqual([SECOND < 'copy' ? SECOND : 'copy']);
    expect([...an.aliases.values()][0]!.sort()).toEqual(['copy', SECOND].sort());
    const one = analyse(storeFromRows(rows));
    expect(factorTable(an, 'mastermind').rows.map((r) => [r.level, r.rate, r.lo, r.hi]))
      .toEqual(factorTable(one, 'mastermind').rows.map((r) => [r.level, r.rate, r.lo, r.hi]));
    // one result changed: no longer the same bot
    const changed = copy.map((r, i) => (i === 0 ? { ...r, result: r.result === 'win' ? 'loss' : 'win' } : r));
    expect(analyse(storeFromRows([...rows, ...changed])).bots).toHaveLength(2);
  });
});

describe('baseline comparison', () => {
  it('matches cells on the factors that vary; the same seeds pair the comparisons deal by deal', () => {
    const b = writeFixture(join(tmp, 'base'), { ...SPEC, seed: SPEC.seed });
    const cur = loadStudy([fx.dir]);
    const d = aggregate(cur, loadStudy([b.dir], () => {}, cur.store.deals));
    const B = d.baseline!;
    expect(B.keyFactors).toEqual(['Mastermind', 'Scheme', 'Players', 'Challenge modes', 'Bot']);
    expect(B.matched).toBe(data.cells);
    expect(B.onlyCurrent + B.onlyBaseline).toBe(0);
    expect(B.overall.n).toBe(fx.games);
    expect(B.overall.nBase).toBe(b.games);
    expect(B.sharedDeals).toBe(fx.games / 4);
    // the same seeds and deterministic bots: the very same games, so no change anywhere
    for (const r of [B.overall, ...B.cells]) { expect(r.diff).toBe(0); expect(r.holds).toBe(false); }
    for (const r of B.cells) expect(r.test).toBe('mcnemar');
    expect(B.cells).toHaveLength(data.cells);
    expect(B.byFactor.map((f) => f.rows.length)).toEqual([2, 2, 2, 2, 2]);
  });

  it('different seeds: independent samples; a factor fixed in both studies is left out of the match', () => {
    const g = (bot: string, seed: string) => loadStudy([writeFixture(join(tmp, `bot-${seed}`), { name: bot, seed, masterminds: ['Loki', 'Magneto'], schemes: ['The Legacy Virus'], players: [2], bots: [bot], games: 5 }).dir]).store;
    const B = compareBaseline(g('random', 'p'), g(SECOND, 'q'), 'other bot');
    expect(B.keyFactors).toEqual(['Mastermind']);
    expect(B.matched).toBe(2);
    expect(B.overall.n).toBe(10);
    expect(B.sharedDeals).toBe(0);
    for (const r of B.byFactor[0]!.rows) expect(r.test).toBe('mover');
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

describe('card sets as a factor', () => {
  it('cells that draw from different sets are grouped by their selection; tables without a sets column are core', () => {
    const rows: Partial<GameInput>[] = [];
    const rand = seededRandom('sets');
    for (let g = 0; g < 400; g++) {
      for (const [sets, p] of [['', 0.2], ['core+dark-city', 0.6]] as const) {
        rows.push({ cell: `M|S|2|b|${sets ? '|sets=' + sets : ''}`, seed: `d${g}`, mastermind: 'M', scheme: 'S', bot: 'b', sets, result: rand() < p ? 'win' : 'loss' });
      }
    }
    const d = aggregate({ dirs: ['x'], name: 'x', manifests: [null], store: storeFromRows(rows), duplicates: 0, errors: 0 });
    expect(d.varies.sets).toBe(true);
    const t = d.factors.sets!;
    const rate = (lvl: string) => t.rows.find((r) => r.level === lvl)!.rate;
    expect(rate('core')).toBeCloseTo(rows.filter((r) => !r.sets && r.result === 'win').length / 400, 10);
    expect(rate('core+dark-city')).toBeCloseTo(rows.filter((r) => r.sets && r.result === 'win').length / 400, 10);
    expect(t.pairs.some((p) => p.holds)).toBe(true);
    const html = renderReport(d).html;
    expect(html).toContain('id="sets"');
    expect(html).toMatch(/Win rate per card-set selection/);
  });
});

describe('how far the heroes got (Marvel Champions progress)', () => {
  const row = (cell: string, seed: string, progress: number, extra: Partial<GameInput> = {}): Partial<GameInput> =>
    ({ cell, seed, mastermind: 'rhino', scheme: 'standard', bot: 'h', result: progress === 1 ? 'win' : 'loss', progress, ...extra });
  const studyOf = (rows: Partial<GameInput>[], game: 'champions' | 'legendary' = 'champions'): Study => {
    const store = storeFromRows(rows);
    store.game = game;
    return { dirs: ['x'], name: 'x', manifests: [null], store, duplicates: 0, errors: 0 };
  };

  it('a single cell: the mean of its games and the textbook interval (sample sd over root n); games without a figure are left out', () => {
    const xs = [0, 0.5, 1, 1, 0.25];
    const d = aggregate(studyOf([...xs.map((x, i) => row('c1', `d${i}`, x)), row('c1', 'd9', NaN)]));
    const r = d.progress!.find((p) => p.by === 'villain')!;
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    expect(r.n).toBe(5);
    expect(r.mean).toBeCloseTo(m, 12);
    expect(r.lo).toBeCloseTo(m - 1.959964 * sd / Math.sqrt(5), 5);
    expect(r.hi).toBeCloseTo(Math.min(1, m + 1.959964 * sd / Math.sqrt(5)), 5);
    expect(r.group).toBe('rhino (standard)');
  });

  it('each cell counts once (not each game), and a cell copied onto the same deals adds no precision', () => {
    const a = [0, 0.5, 1, 1].map((x, i) => row('a', `d${i}`, x, { players: 1 }));
    const b = [0.2, 0.2].map((x, i) => row('b', `d${i}`, x, { players: 2 }));
    const d = aggregate(studyOf([...a, ...b]));
    const v = d.progress!.find((p) => p.by === 'villain')!;
    expect(v.mean).toBeCloseTo((0.625 + 0.2) / 2, 12);
    expect(v.cells).toBe(2);
    expect(d.progress!.filter((p) => p.by === 'players').map((p) => [p.group, p.mean])).toEqual([['1', 0.625], ['2', expect.closeTo(0.2, 12)]]);
    const one = aggregate(studyOf(a)).progress!.find((p) => p.by === 'villain')!;
    const twice = aggregate(studyOf([...a, ...a.map((r) => ({ ...r, cell: 'a2', players: 1 }))])).progress!.find((p) => p.by === 'villain')!;
    expect(twice.mean).toBeCloseTo(one.mean, 12);
    expect(twice.hi - twice.lo).toBeCloseTo(one.hi - one.lo, 12);
  });

  it('games all alike (no spread): Wilson\'s interval at the number of deals, not a point', () => {
    const zero = aggregate(studyOf([0, 1, 2, 3, 4].map((i) => row('z', `d${i}`, 0)))).progress!.find((p) => p.by === 'villain')!;
    const w = wilson(0, 5);
    expect(zero.mean).toBe(0);
    expect(zero.lo).toBe(0);
    expect(zero.hi).toBeCloseTo(w.hi, 9);
    // the same five deals played twice count as five, not ten
    const twice = aggregate(studyOf([0, 1, 2, 3, 4].flatMap((i) => [row('z', `d${i}`, 0), row('z2', `d${i}`, 0)]))).progress!.find((p) => p.by === 'villain')!;
    expect(twice.hi).toBeCloseTo(w.hi, 9);
  });

  it('a difference of two means: the textbook interval on separate deals, none where the same deals give the same values', () => {
    const xa = [0.1, 0.5, 0.9, 0.4], xb = [0.2, 0.3, 0.1];
    const store = storeFromRows([...xa.map((x, i) => row('a', `a${i}`, x)), ...xb.map((x, i) => row('b', `b${i}`, x))]);
    const cell = (name: string) => store.cells.findIndex((c) => c.id === name);
    const d = meanDifference([{ store, cell: cell('a') }], [{ store, cell: cell('b') }], (g) => store.progressOf[g]!)!;
    const m = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const v = (xs: number[]) => xs.reduce((a, x) => a + (x - m(xs)) ** 2, 0) / (xs.length - 1) / xs.length;
    expect(d.diff).toBeCloseTo(m(xa) - m(xb), 12);
    expect(d.hi - d.diff).toBeCloseTo(1.959964 * Math.sqrt(v(xa) + v(xb)), 5);
    // the same deals in both cells with the same values: the shared deals cancel, no spread is left
    const same = storeFromRows([...xa.map((x, i) => row('a', `d${i}`, x)), ...xa.map((x, i) => row('b', `d${i}`, x))]);
    const e = meanDifference([{ store: same, cell: 0 }], [{ store: same, cell: 1 }], (g) => same.progressOf[g]!)!;
    expect(e.diff).toBeCloseTo(0, 12);
    expect(e.hi - e.lo).toBeCloseTo(0, 9);
  });

  it('hero, aspect and deck impact: each counts its part of the team members, compared inside each cell', () => {
    const rand = seededRandom('aspects');
    const ids = TEAM_HEROES, aspects = TEAM_ASPECTS;
    const rows: Partial<GameInput>[] = [];
    for (let i = 0; i < 600; i++) {
      const players = 1 + (i % 2);
      const team = championsTeam(i, players, rand);
      // aggression wins far more often, whoever plays it; the heroes themselves do not matter
      const agg = team.split('|').some((m) => m.endsWith(':aggression'));
      rows.push({ cell: `c${players}`, seed: `d${i}`, mastermind: 'rhino', scheme: 'standard', players, bot: 'h', heroes: team, result: rand() < (agg ? 0.7 : 0.2) ? 'win' : 'loss', progress: (agg ? 0.5 : 0.2) + 0.2 * rand() });
    }
    const d = aggregate(studyOf(rows));
    expect(d.heroes!.rows.map((r) => r.name).sort()).toEqual([...ids].sort());
    expect(d.aspects!.kind).toBe('aspect');
    expect(d.aspects!.rows.map((r) => r.name).sort()).toEqual([...aspects].sort());
    expect(d.decks!.kind).toBe('hero and aspect');
    expect(d.decks!.rows.length).toBe(9);
    // the counts are those of the games with the part in the team (two aggression members count once)
    const solo = rows.filter((r) => r.players === 1), duo = rows.filter((r) => r.players === 2);
    const withAgg = (rs: Partial<GameInput>[]) => rs.filter((r) => (r.heroes as string).split('|').some((m) => m.endsWith(':aggression')));
    const agg = d.aspects!.rows.find((r) => r.name === 'aggression')!;
    expect(agg.nWith).toBe(withAgg(solo).length + withAgg(duo).length);
    expect(agg.strata).toBe(2);
    expect(agg.diff).toBeGreaterThan(0.3);
    expect(agg.holds).toBe(true);
    // every claim is in the report's one Holm family
    expect(reportClaims(d)).toEqual(expect.arrayContaining([agg, ...d.heroes!.rows, ...d.decks!.rows]));
    const page = renderReport(d).html;
    expect(page).toContain('Aspect impact on win rate');
    expect(page).toMatch(/<b>aggression<\/b> in the game raises the win rate by [\d.]+ pts compared with a random other aspect/);
    // how far the heroes got, by the same parts: the mean with minus the mean without, inside each cell
    const pa = d.progressImpact!.find((r) => r.kind === 'aspect' && r.name === 'aggression')!;
    const cellDiff = (rs: Partial<GameInput>[]) => {
      const w = withAgg(rs), wo = rs.filter((r) => !w.includes(r));
      const m = (xs: Partial<GameInput>[]) => xs.reduce((a, r) => a + r.progress!, 0) / xs.length;
      return m(w) - m(wo);
    };
    expect(pa.diff).toBeCloseTo((cellDiff(solo) + cellDiff(duo)) / 2, 12);
    expect(pa.lo).toBeLessThan(pa.diff);
    expect(pa.lo).toBeGreaterThan(0.2);
    expect(d.progressImpact!.filter((r) => r.kind === 'hero').map((r) => r.name).sort()).toEqual([...ids].sort());
    expect(d.progressImpact!.filter((r) => r.kind === 'hero and aspect')).toHaveLength(9);
    expect(page).toContain('How far the heroes got, by hero and aspect');
    // a Legendary study gets no aspect or deck tables
    const leg = aggregate(studyOf(rows, 'legendary'));
    expect(leg.progressImpact).toBeNull();
    expect(leg.aspects).toBeNull();
    expect(leg.decks).toBeNull();
    expect(leg.heroes!.rows.map((r) => r.name)).toContain('she-hulk:aggression');
  });

  it('no section without the figures: Legendary studies and Champions tables written before the column', () => {
    expect(aggregate(studyOf([row('c', 'd1', 0.5)], 'legendary')).progress).toBeNull();
    expect(aggregate(studyOf([row('c', 'd1', NaN)])).progress).toBeNull();
    const page = renderReport(aggregate(studyOf([row('c', 'd1', 0.5), row('c', 'd2', 0.25)]))).html;
    expect(page).toContain('How far the heroes got');
    expect(page).toContain('37.5%');
  });
});
