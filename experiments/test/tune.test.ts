// The parameter search: range parsing, NTBEA on a synthetic noisy objective (no games), determinism, the
// fresh paired final check, and a small real run through the same games `legendary run` plays.
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng } from '../../engine/shared/rng.js';
import { ExperimentError } from '../errors.js';
import { playBatch } from '../games.js';
import { validateSpec } from '../spec.js';
import { pairedDiff, wilson } from '../stats.js';
import {
  botFamily, botWith, CHAMPIONS_TUNE_BOTS, dealCells, gameEvaluator, gridValues, minBudget, parseBaseBot, parseRanges, tune,
  type Deal, type EvalJob, type Evaluate, type Outcome, type ParamRange,
} from '../tune.js';

function rangeError(bot: string, text: string): string {
  try { parseRanges(bot, text); } catch (e) {
    expect(e).toBeInstanceOf(ExperimentError);
    return (e as Error).message;
  }
  throw new Error(`no error for ${bot} --params ${text}`);
}

describe('parameter ranges', () => {
  it('lo..hi gives 5 evenly spaced values, whole numbers when lo and hi are; :N and a|b|c as written', () => {
    expect(parseRanges('heuristic', 'deck=0.5..2.5')).toEqual([{ name: 'deck', values: ['0.5', '1', '1.5', '2', '2.5'] }]);
    expect(parseRanges('heuristic', 'deck=0..8')).toEqual([{ name: 'deck', values: ['0', '2', '4', '6', '8'] }]);
    // whole-number grid on a short range: rounded, without repeats
    expect(parseRanges('heuristic', 'deck=0..3')[0]!.values).toEqual(['0', '1', '2', '3']);
    expect(parseRanges('heuristic', 'deck=1..9:3, scheme=0|0.5|4')).toEqual([
      { name: 'deck', values: ['1', '5', '9'] }, { name: 'scheme', values: ['0', '0.5', '4'] }]);
    expect(parseRanges('heuristic', ['deck=0..1:2', 'heal=1..2:2']).map((r) => r.name)).toEqual(['deck', 'heal']);
    expect(gridValues(0, 1, 4, false)).toEqual(['0', '0.333333', '0.666667', '1']);
    expect(parseRanges('ismcts:iterations=20', 'rollout=random|heuristic,c=0..2:3')).toEqual([
      { name: 'rollout', values: ['random', 'heuristic'] }, { name: 'c', values: ['0', '1', '2'] }]);
  });

  it('rejects unknown names (listing the accepted ones), malformed ranges and values the bot refuses', () => {
    expect(rangeError('heuristic', 'nope=1..2')).toBe('unknown parameter "nope" for bot heuristic; accepted: escapeThreat, bystander, scheme, mastermind, deck, superpower, draw, heal, tuned');
    expect(rangeError('random', 'x=1..2')).toMatch(/^unknown parameter "x" for bot random; accepted: \(none/);
    for (const bad of ['deck', 'deck=', 'deck=1..', 'deck=..2', 'deck=a..b', 'deck=1-2', '=1..2', 'deck=1.5.5..2']) {
      expect(rangeError('heuristic', bad), bad).toMatch(/^malformed range ".*" in --params; accepted: name=lo\.\.hi/);
    }
    expect(rangeError('heuristic', 'deck=1...2')).toMatch(/^malformed range "deck=1\.\.\.2" in --params/);
    expect(rangeError('heuristic', 'deck=2..1')).toMatch(/lo \(2\) must be below hi \(1\)/);
    expect(rangeError('heuristic', 'deck=1..1')).toMatch(/must be below/);
    expect(rangeError('heuristic', 'deck=0..1:1')).toMatch(/accepted: 2 to 50/);
    expect(rangeError('heuristic', 'deck=0..1:51')).toMatch(/accepted: 2 to 50/);
    expect(rangeError('heuristic', 'deck=1|1')).toMatch(/listed twice/);
    expect(rangeError('heuristic', 'deck=1|')).toMatch(/empty value/);
    expect(rangeError('heuristic', 'deck=0..1,deck=2..3')).toMatch(/given twice/);
    expect(rangeError('heuristic', 'deck=-1..1')).toMatch(/bad value "-1" for parameter deck of bot heuristic; accepted: a number >= 0/);
    expect(rangeError('ismcts', 'rollout=random|nonsense')).toMatch(/rollout/);
    expect(rangeError('heuristic', ' , ')).toMatch(/--params is empty/);
    expect(() => parseBaseBot('heuristic,random')).toThrow(/names 2 seats/);
  });

  it('a candidate is the base spec with the searched parameters replaced, in canonical form', () => {
    const base = parseBaseBot('heuristic:deck=2,heal=0.5');
    expect(botWith(base, { deck: '3', escapeThreat: '1.5' })).toBe('heuristic:deck=3,heal=0.5,escapeThreat=1.5');
    expect(botWith(base, {})).toBe('heuristic:deck=2,heal=0.5');
  });
});

describe('pairedDiff', () => {
  it('is centred on the difference of discordant deals and excludes 0 only when one side wins clearly more', () => {
    const n = 60;
    const a = Array.from({ length: n }, (_, i) => (i < 40 ? 1 : 0));
    const b = Array.from({ length: n }, (_, i) => (i < 20 ? 1 : 0));
    const p = pairedDiff(a, b)!;
    expect(p.diff).toBeCloseTo(20 / 60, 12);
    expect(p.low).toBeGreaterThan(0);
    expect(p.high).toBeLessThan(1);
    const q = pairedDiff(b, a)!;
    expect(q.low).toBeCloseTo(-p.high, 12);
    const same = pairedDiff(a, a)!;
    expect(same.diff).toBe(0);
    expect(same.low).toBeLessThan(0);
    expect(same.high).toBeGreaterThan(0);
    // hand-computed: 1 deal only a, 1 only b of 4 -> (1.5 - 1.5)/6 = 0, half = 1.96 * sqrt(0.5 / 6)
    const h = pairedDiff([1, 0, 1, 0], [0, 1, 1, 0])!;
    expect(h.high).toBeCloseTo(1.959963984540054 * Math.sqrt(0.5 / 6), 12);
    expect(pairedDiff([], [])).toBeNull();
  });
});

// ---- A synthetic objective: no games ----------------------------------------------------------------

const U = (key: string) => nextU32(seedRng(key)) / 2 ** 32;

/**
 * An Evaluate whose win chance is p(params), with common random numbers as real deals have them: on 60% of the
 * deals the outcome is decided by the deal alone (the same uniform number for every setting: an easy deal is
 * easy for all), on the rest by the setting's own luck. Records every job it was given.
 */
function synthetic(p: (params: Record<string, string>) => number, log?: EvalJob[]): Evaluate {
  return async (jobs) => {
    log?.push(...jobs);
    return jobs.map((j) => j.deals.map((d): Outcome => {
      const k = `${d.cell}:${d.game}`;
      const u = U(`pick:${k}`) < 0.6 ? U(`deal:${k}`) : U(`own:${k}:${j.bot}`);
      return u < p(j.params) ? 1 : 0;
    }));
  };
}

const two: ParamRange[] = [
  { name: 'escapeThreat', values: ['0', '1', '2', '3', '4'] },
  { name: 'deck', values: ['0', '1', '2', '3', '4'] },
];
/** a peak at escapeThreat=3, deck=1 (0.55), falling 0.04 a level away */
const peak = (x: Record<string, string>) => 0.55 - 0.04 * (Math.abs(Number(x.escapeThreat) - 3) + Math.abs(Number(x.deck) - 1));

describe('NTBEA on a synthetic noisy objective', () => {
  it('finds the best of 25 settings far more often than chance (1 in 25)', async () => {
    let hits = 0, near = 0;
    const runs = 20;
    for (let s = 0; s < runs; s++) {
      const r = await tune({ bot: 'heuristic', ranges: two, budget: 1600, seed: `syn-${s}`, cells: 16 }, synthetic(peak));
      const best = r.rows.find((x) => x.rank === 1)!;
      const levels = Math.abs(Number(best.params.escapeThreat) - 3) + Math.abs(Number(best.params.deck) - 1);
      if (levels === 0) hits++;
      if (levels <= 1) near++;
    }
    // neighbours of the best are only 4 points worse, about half a standard error of a setting's search games
    expect(hits).toBeGreaterThanOrEqual(6);
    expect(near).toBeGreaterThanOrEqual(14);
  });

  it('with a target, finds the setting whose win rate is closest to it', async () => {
    // win rate 0.1 .. 0.9 by deck; escapeThreat does nothing; target 0.7 -> deck=3
    const ramp = (x: Record<string, string>) => 0.1 + 0.2 * Number(x.deck);
    let hits = 0;
    for (let s = 0; s < 10; s++) {
      const r = await tune({ bot: 'heuristic', ranges: two, budget: 1200, target: 0.7, seed: s, cells: 16 }, synthetic(ramp));
      if (r.rows.find((x) => x.rank === 1)!.params.deck === '3') hits++;
      for (const row of r.rows) if (row.winRate !== null) expect(row.distance).toBeCloseTo(Math.abs(row.winRate - 0.7), 12);
    }
    expect(hits).toBeGreaterThanOrEqual(7);
  });

  it('plays the candidates of a step on the same deals, and the final check on fresh deals shared by every setting', async () => {
    const log: EvalJob[] = [];
    const r = await tune({ bot: 'heuristic', ranges: two, budget: 800, seed: 3, cells: 5, stepGames: 16 }, synthetic(peak, log));
    const key = (d: Deal) => `${d.cell}/${d.game}`;
    const search = log.slice(0, 2 * r.steps), final = log.slice(2 * r.steps);
    expect(final).toHaveLength(r.rows.length);
    for (let i = 0; i < search.length; i += 2) expect(search[i + 1]!.deals).toEqual(search[i]!.deals);
    // consecutive steps use different deals, spread over the cells
    expect(search[2]!.deals).not.toEqual(search[0]!.deals);
    expect(new Set(search[0]!.deals.map((d) => d.cell)).size).toBe(5);
    for (const j of final) expect(j.deals).toEqual(final[0]!.deals);
    const used = new Set(search.flatMap((j) => j.deals.map(key)));
    expect(final[0]!.deals.some((d) => used.has(key(d)))).toBe(false);
    expect(final[0]!.deals).toHaveLength(r.finalPerSetting);
    // the last row is the default settings (the base spec), with its paired comparison on the others
    const def = r.rows[r.rows.length - 1]!;
    expect(def.isDefault).toBe(true);
    expect(final[final.length - 1]!.bot).toBe('heuristic');
    for (const row of r.rows.slice(0, -1)) {
      expect(row.vsDefault!.deals).toBe(r.finalPerSetting);
      expect(row.vsDefault!.diff).toBeCloseTo(row.winRate! - def.winRate!, 12);
      const w = wilson(row.wins, row.games)!;
      expect(row.ci).toEqual({ low: w.low, high: w.high });
    }
    expect(r.searchGames + r.finalGames).toBeLessThanOrEqual(800);
    expect(r.finalGames).toBe(r.rows.length * r.finalPerSetting);
  });

  it('gives the same result for the same seed, and searches differently for another', async () => {
    const o = { bot: 'heuristic', ranges: two, budget: 900, cells: 8 };
    const a = await tune({ ...o, seed: 'same' }, synthetic(peak));
    const b = await tune({ ...o, seed: 'same' }, synthetic(peak));
    expect(b).toEqual(a);
    const logA: EvalJob[] = [], logC: EvalJob[] = [];
    await tune({ ...o, seed: 'same' }, synthetic(peak, logA));
    await tune({ ...o, seed: 'other' }, synthetic(peak, logC));
    expect(logC.map((j) => j.bot)).not.toEqual(logA.map((j) => j.bot));
  });

  it('refuses a budget too small to search and check', async () => {
    const need = minBudget({ cells: 16 });
    await expect(tune({ bot: 'heuristic', ranges: two, budget: need - 1, seed: 1, cells: 16 }, synthetic(peak))).rejects.toThrow(/too small.*from \d+/);
    await expect(tune({ bot: 'heuristic', ranges: two, budget: need, seed: 1, cells: 16 }, synthetic(peak))).resolves.toBeTruthy();
  });
});

// ---- Real games -------------------------------------------------------------------------------------

const tiny = validateSpec({
  name: 'tune-test', seed: 'tune-test',
  factors: { masterminds: ['Red Skull'], schemes: ['The Legacy Virus', 'Midtown Bank Robbery'], players: [2], bots: ['random', 'heuristic'] },
  games: 10,
});

describe('tune on real games', () => {
  it('takes the spec\'s cells without the bot factor, and plays each deal as `legendary run` plays it', async () => {
    const cells = dealCells(tiny);
    expect(tiny.cells).toHaveLength(4);
    expect(cells).toHaveLength(2);
    const ev = gameEvaluator(tiny, tiny.seed, 1);
    const deals: Deal[] = [{ cell: 1, game: 3 }, { cell: 0, game: 0 }, { cell: 0, game: 1 }, { cell: 1, game: 4 }];
    const [got] = await ev.evaluate([{ bot: 'heuristic:deck=2', params: { deck: '2' }, deals }]);
    const want = deals.map((d) => {
      const c = cells[d.cell]!;
      const r = playBatch({ cell: { ...c, bot: 'heuristic:deck=2' }, specSeed: tiny.seed, stepCap: tiny.stepCap, start: d.game, end: d.game + 1 });
      return r.rows.length ? (r.rows[0]!.result === 'win' ? 1 : 0) : -1;
    });
    expect(got).toEqual(want);
    await ev.close();
  });

  it('1 worker in this thread and 2 on the pool give the same outcomes', async () => {
    const deals = Array.from({ length: 30 }, (_, i) => ({ cell: i % 2, game: Math.floor(i / 2) }));
    const jobs = [{ bot: 'heuristic:scheme=0', params: {}, deals }, { bot: 'heuristic:scheme=3', params: {}, deals }];
    const one = gameEvaluator(tiny, tiny.seed, 1);
    const pool = gameEvaluator(tiny, tiny.seed, 2);
    try {
      const a = await one.evaluate(jobs);
      const b = await pool.evaluate(jobs);
      expect(b).toEqual(a);
      expect(a[0]!.every((v) => v === 0 || v === 1)).toBe(true);
    } finally { await one.close(); await pool.close(); }
  });

  it('a small heuristic search gives a table with fresh-game intervals', async () => {
    const ranges = parseRanges('heuristic', 'escapeThreat=0..2:3,scheme=0|1|3');
    let progressCalls = 0, games = 0;
    const ev = gameEvaluator(tiny, tiny.seed, 1, (n) => { games += n; });
    const r = await tune({ bot: 'heuristic', ranges, budget: 240, seed: tiny.seed, cells: 2, onProgress: () => { progressCalls++; } }, ev.evaluate);
    await ev.close();
    expect(progressCalls).toBeGreaterThan(r.steps);
    expect(games).toBe(r.searchGames + r.finalGames);
    expect(r.rows.length).toBeGreaterThanOrEqual(2);
    expect(r.rows[0]!.rank).toBe(1);
    for (const row of r.rows) {
      expect(row.games + row.failed).toBe(r.finalPerSetting);
      expect(row.ci!.low).toBeLessThanOrEqual(row.winRate!);
      expect(row.ci!.high).toBeGreaterThanOrEqual(row.winRate!);
      expect(row.ci!.high - row.ci!.low).toBeGreaterThan(0);
    }
    expect(r.rows[0]!.bot).toMatch(/^heuristic:escapeThreat=\d,scheme=\d$/);
  });
});

describe('tune on a Marvel Champions spec', () => {
  const champ = validateSpec({
    name: 'champ', game: 'champions', seed: 9,
    factors: { villains: ['rhino', 'klaw'], players: [1], teams: [['spider-man-justice']], bots: ['heuristic', 'simple'] },
    games: 4,
  });
  const fam = CHAMPIONS_TUNE_BOTS;

  it('reads the Marvel Champions bots\' parameters: the heuristic\'s weights, the search\'s settings', () => {
    expect(parseRanges('heuristic', 'permanent=0.5..1.5:3,cardDamage=2|3', fam)).toEqual([
      { name: 'permanent', values: ['0.5', '1', '1.5'] }, { name: 'cardDamage', values: ['2', '3'] }]);
    expect(parseRanges('ismcts:iterations=20', 'c=0..2:3', fam)).toEqual([{ name: 'c', values: ['0', '1', '2'] }]);
    expect(() => parseRanges('heuristic', 'escapeThreat=0..2', fam)).toThrow(/^unknown parameter "escapeThreat" for bot heuristic; accepted: cardDamage, cardThwart, /);
    expect(() => parseRanges('heuristic', 'worlds=a|b', fam)).toThrow(/^range "worlds=a\|b" in --params: bad Marvel Champions heuristic weight "worlds=a"/);
    expect(() => parseBaseBot('genius', fam)).toThrow(/unknown Marvel Champions bot "genius"; accepted: random, simple, heuristic, ismcts/);
    expect(botWith(parseBaseBot('Heuristic:cardDamage=3', fam), { permanent: '2' }, fam)).toBe('heuristic:cardDamage=3,permanent=2');
    expect(botFamily('champions')).toBe(fam);
  });

  it('deals are the cells without the bot factor, played as `legendary run` plays them', async () => {
    const cells = dealCells(champ);
    expect(champ.cells).toHaveLength(4);
    expect(cells).toHaveLength(2);
    expect(cells.map((c) => c.champions!.villain)).toEqual(['rhino', 'klaw']);
    const ev = gameEvaluator(champ, champ.seed, 1);
    const deals: Deal[] = [{ cell: 0, game: 1 }, { cell: 1, game: 0 }];
    const [got] = await ev.evaluate([{ bot: 'heuristic:worlds=0', params: { worlds: '0' }, deals }]);
    await ev.close();
    const want = deals.map((d) => {
      const r = playBatch({ cell: { ...cells[d.cell]!, bot: 'heuristic:worlds=0' }, specSeed: champ.seed, stepCap: champ.stepCap, start: d.game, end: d.game + 1 });
      return r.rows.length ? (r.rows[0]!.result === 'win' ? 1 : 0) : -1;
    });
    expect(got).toEqual(want);
    expect(got.every((v) => v === 0 || v === 1)).toBe(true);
  });

  it('a small search of the heuristic\'s rule-only weights gives its table', async () => {
    const ranges = parseRanges('heuristic:worlds=0', 'recoverBelow=0.3|0.7,defendSave=2|4', fam);
    const ev = gameEvaluator(champ, champ.seed, 1);
    const r = await tune({ bot: 'heuristic:worlds=0', family: fam, ranges, budget: minBudget({ cells: 2 }), seed: champ.seed, cells: 2 }, ev.evaluate);
    await ev.close();
    expect(r.bot).toBe('heuristic:worlds=0');
    expect(r.rows.some((row) => row.isDefault)).toBe(true);
    for (const row of r.rows) expect(row.bot).toMatch(/^heuristic:worlds=0(,recoverBelow=0\.[37],defendSave=[24])?$/);
  });
});
