// Difficulty points: on simulated games with known effects the model recovers them within their intervals, the
// held-out cells fall inside their predictive intervals about as often as they should, and predictions add up.
import { describe, expect, it } from 'vitest';
import { calibrate, fitPoints, pointsGames, predict, rateForPoints, type PointsGame } from '../points.js';
import { storeFromRows } from '../store.js';
import { seededRandom } from '../stats.js';

/** Games drawn like a study with random heroes and villains: known log-odds effects per level. */
function simulate(n: number, seed: string) {
  const rnd = seededRandom(seed);
  const pick = <T>(a: readonly T[], k: number) => { const c = [...a]; const out: T[] = []; for (let i = 0; i < k; i++) out.push(c.splice(Math.floor(rnd() * c.length), 1)[0]!); return out; };
  const normal = () => { const u = Math.max(1e-12, rnd()), v = rnd(); return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v); };
  const truth = new Map<string, number>();
  const levels = (f: string, k: number, sd: number) => Array.from({ length: k }, (_, i) => { const name = `${f}${i}`; truth.set(`${f}\u0000${name}`, sd * normal()); return name; });
  const mm = levels('mastermind', 8, 0.8), sc = levels('scheme', 10, 0.6), he = levels('heroes', 20, 0.3), vi = levels('villains', 8, 0.4);
  const players = ['1 (basic solo)', '2', '3', '4'];
  players.forEach((p, i) => truth.set(`players\u0000${p}`, [0.5, 0.2, -0.2, -0.5][i]!));
  const intercept = 0.1;
  const games: PointsGame[] = [];
  for (let i = 0; i < n; i++) {
    const m = mm[Math.floor(rnd() * mm.length)]!, s = sc[Math.floor(rnd() * sc.length)]!, pl = players[Math.floor(rnd() * players.length)]!;
    const h = pick(he, 3 + (pl === '4' ? 1 : 0)), v = pick(vi, pl === '1 (basic solo)' ? 1 : 2);
    const levelsOf = { mastermind: [m], scheme: [s], players: [pl], heroes: h, villains: v };
    let eta = intercept;
    for (const [f, ls] of Object.entries(levelsOf)) for (const l of ls) eta += truth.get(`${f}\u0000${l}`)!;
    games.push({ levels: levelsOf, win: rnd() < 1 / (1 + Math.exp(-eta)) ? 1 : 0, cell: `${m}|${s}|${pl}` });
  }
  return { games, truth };
}

describe('difficulty points', () => {
  const { games, truth } = simulate(12_000, 'points-calibration');
  const model = fitPoints(games);

  it('recovers known effects within their 95% intervals (up to the average level of each factor, which the intercept absorbs)', () => {
    // effects are identified up to a constant per factor: compare each level's effect with its factor's mean removed
    let inside = 0, total = 0, err = 0;
    for (const f of ['mastermind', 'scheme', 'players', 'heroes', 'villains'] as const) {
      const es = model.effects.filter((e) => e.family === f);
      const tm = es.reduce((a, e) => a + truth.get(`${f}\u0000${e.level}`)!, 0) / es.length;
      const em = es.reduce((a, e) => a + e.beta, 0) / es.length;
      for (const e of es) {
        const t = truth.get(`${f}\u0000${e.level}`)! - tm, b = e.beta - em;
        total++; err += Math.abs(b - t);
        if (Math.abs(b - t) <= 1.96 * e.se) inside++;
      }
    }
    expect(total).toBe(50);
    expect(inside / total).toBeGreaterThanOrEqual(0.86);
    expect(err / total).toBeLessThan(0.12);
    // points: harder = more; a level's interval contains its point estimate
    for (const e of model.effects) {
      expect(e.points).toBeCloseTo(-e.beta / model.unit, 9);
      expect(e.lo).toBeLessThan(e.points);
      expect(e.hi).toBeGreaterThan(e.points);
    }
    // shrinkage: each factor's prior spread is estimated near the truth's
    expect(model.sigma.mastermind!).toBeGreaterThan(0.4);
    expect(model.sigma.heroes!).toBeLessThan(model.sigma.mastermind!);
  });

  it('held-out cells fall inside their 95% predictive intervals about 95% of the time', () => {
    const c = calibrate(games);
    expect(c.cells.length).toBeGreaterThan(30);
    expect(c.inside).toBeGreaterThan(0.88);
    for (const b of c.bins) expect(Math.abs(b.predicted - b.observed)).toBeLessThan(0.1);
  });

  it('says nothing about coverage with too few held-out cells, and counts a replayed deal once', () => {
    const few = games.filter((g) => g.cell.startsWith('mastermind0|scheme0|') || g.cell.startsWith('mastermind1|scheme1|'));
    expect(calibrate(few).inside).toBeNaN();
    const store = storeFromRows([
      ...[0, 1, 2].map((i) => ({ cell: 'a', bot: 'b', seed: `s${i}`, mastermind: 'M', scheme: 'S', heroes: 'H1|H2', result: 'win' as const })),
      ...[0, 1, 2].map((i) => ({ cell: 'a+heroic', bot: 'b', challenges: 'heroic', seed: `s${i}`, mastermind: 'M', scheme: 'S', heroes: 'H1|H2', result: 'loss' as const })),
    ]);
    const pg = pointsGames(store, 'b');
    expect(pg.length).toBe(3);
    expect(pg.repeated).toBe(3);
  });

  it('predicts a named setup from its points, and a setup left to chance from the factor averages; says what it never saw', () => {
    const fixed = { mastermind: ['mastermind0'], scheme: ['scheme3'], players: ['2'], heroes: ['heroes1', 'heroes2', 'heroes3'], villains: ['villains0', 'villains1'] };
    const p = predict(model, { fixed, random: {} });
    const sum = model.effects.filter((e) => (fixed as Record<string, string[]>)[e.family]?.includes(e.level)).reduce((a, e) => a + e.points, 0);
    expect(p.points).toBeCloseTo(sum, 9);
    expect(p.rate).toBeCloseTo(rateForPoints(model, sum), 9);
    expect(p.lo).toBeLessThan(p.rate);
    expect(p.hi).toBeGreaterThan(p.rate);
    expect(p.unseen).toEqual([]);
    const loose = predict(model, { fixed: { mastermind: ['mastermind0'], players: ['2'] }, random: { scheme: 1, heroes: 3, villains: 2 } });
    expect(loose.hi - loose.lo).toBeLessThan(0.3);
    // the parts left to chance are drawn from the allowed levels only
    const hard = model.effects.filter((e) => e.family === 'scheme').sort((a, b) => a.beta - b.beta)[0]!.level;
    const onlyHard = predict(model, { fixed: { mastermind: ['mastermind0'], players: ['2'] }, random: { scheme: 1, heroes: 3, villains: 2 }, allowed: { scheme: new Set([hard.toLowerCase()]) } });
    expect(onlyHard.rate).toBeLessThan(loose.rate);
    const odd = predict(model, { fixed: { mastermind: ['Nobody'] }, random: {} });
    expect(odd.unseen).toEqual(['Mastermind Nobody']);
    expect(odd.hi - odd.lo).toBeGreaterThan(p.hi - p.lo);
  });
});
