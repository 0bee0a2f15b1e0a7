// What changes with skill: orders two bots reverse (skill-sensitive) and the gap between the strongest and
// the weakest bot on each setup (skill depth), on synthetic studies whose truth is known.
import * as vega from 'vega';
import * as vl from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../html.js';
import { seededRandom } from '../stats.js';
import { GameStore } from '../store.js';
import { report, simulate, type SynthCell } from './synthetic.js';

const MM = ['Magneto', 'Red Skull'], SC = ['Midtown Bank Robbery', 'The Legacy Virus'];
const cells = (p: (bot: string, mm: string, sc: string) => number, bots: string[]): SynthCell[] =>
  bots.flatMap((bot) => MM.flatMap((mastermind) => SC.map((scheme) => ({ mastermind, scheme, bot, challenges: '', p: p(bot, mastermind, scheme) }))));

describe('skill-aware report', () => {
  // the weak bot finds Magneto much harder than Red Skull, the strong bot the other way round
  const reversed = (bot: string, mm: string) => (bot === 'weak' ? (mm === 'Magneto' ? 0.15 : 0.55) : (mm === 'Magneto' ? 0.85 : 0.45));

  it('marks a mastermind order two bots reverse as skill-sensitive, naming the bots of each side', () => {
    const data = report(simulate({ cells: cells(reversed, ['weak', 'strong']), q: 0.5, games: 300 }, seededRandom('skill-1')));
    const k = data.skill!;
    expect(k.bots).toEqual(['strong', 'weak']);
    const mm = k.sensitive.filter((r) => r.kind === 'mastermind');
    expect(mm).toHaveLength(1);
    const r = mm[0]!;
    // "a is harder than b" for botsA, the other way for botsB
    const harderForWeak = r.a === 'Magneto' ? r.botsA : r.botsB;
    expect(harderForWeak).toEqual(['weak']);
    expect([...r.botsA, ...r.botsB].sort()).toEqual(['strong', 'weak']);
    for (const d of r.diffsA) expect(d).toBeLessThan(0);
    for (const d of r.diffsB) expect(d).toBeGreaterThan(0);
    for (const p of [...r.pHolmA, ...r.pHolmB]) expect(p).toBeLessThanOrEqual(data.alpha);
    // schemes are equally hard for both: no scheme pair is marked
    expect(k.sensitive.filter((x) => x.kind === 'scheme')).toEqual([]);
    const html = renderReport(data).html;
    expect(html).toContain('<h3>Skill-sensitive</h3>');
    expect(html).toMatch(/<span class="tag"[^>]*>skill-sensitive<\/span> <b>Magneto<\/b> is harder than <b>Red Skull<\/b>/);
  });

  it('ranks setups by skill depth: the strongest bot minus the weakest, paired on shared deals, deepest first', async () => {
    const data = report(simulate({ cells: cells(reversed, ['weak', 'strong']), q: 0.5, games: 300 }, seededRandom('skill-2')));
    const k = data.skill!;
    // overall the strong bot wins 65%, the weak one 35%
    expect(k.depthBots).toEqual(['weak', 'strong']);
    expect(k.depth).toHaveLength(MM.length * SC.length);
    for (let i = 1; i < k.depth.length; i++) expect(k.depth[i - 1]!.depth).toBeGreaterThanOrEqual(k.depth[i]!.depth);
    for (const r of k.depth) {
      const truth = reversed('strong', r.setup.split(' / ')[0]!) - reversed('weak', r.setup.split(' / ')[0]!);
      expect(r.lo).toBeLessThanOrEqual(truth);
      expect(r.hi).toBeGreaterThanOrEqual(truth);
      expect(r.depth).toBeCloseTo(r.rateStrong - r.rateWeak, 10);
      expect(r.pairs).toBe(300);
    }
    // Magneto's setups gain 70 points with skill, Red Skull's lose 10
    expect(k.depth.slice(0, 2).every((r) => r.setup.startsWith('Magneto') && r.holds)).toBe(true);
    expect(k.depth.slice(2).every((r) => r.setup.startsWith('Red Skull'))).toBe(true);
    const page = renderReport(data);
    expect(page.html).toContain('id="chart-skill-depth"');
    // the chart compiles without warnings and draws a rule and a point per setup
    const spec = page.charts.find((c) => c.id === 'chart-skill-depth')!.spec;
    const warnings: string[] = [];
    const logger = { level: () => logger, warn: (...m: unknown[]) => { warnings.push(m.join(' ')); return logger; }, info: () => logger, debug: () => logger, error: (...m: unknown[]) => { throw new Error(m.join(' ')); } };
    const view = new vega.View(vega.parse(vl.compile(spec as unknown as vl.TopLevelSpec, { logger: logger as never }).spec), { renderer: 'none' });
    const svg = await view.toSVG();
    view.finalize();
    expect(warnings).toEqual([]);
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThanOrEqual(2 * k.depth.length);
    for (const r of k.depth) expect(svg).toContain(r.setup);
  });

  it('marks nothing when the bots agree, and leaves the random bot and single-bot studies out', () => {
    const same = (_bot: string, mm: string) => (mm === 'Magneto' ? 0.3 : 0.6);
    const data = report(simulate({ cells: cells(same, ['weak', 'strong', 'random']), q: 0.5, games: 200 }, seededRandom('skill-3')));
    expect(data.skill!.bots).toEqual(['strong', 'weak']);
    expect(data.skill!.sensitive).toEqual([]);
    expect(data.skill!.differs).toEqual([]);
    expect(renderReport(data).html).toContain('No order is shown to reverse between the bots');
    const one = report(simulate({ cells: cells(same, ['random', 'heuristic']), q: 0.5, games: 50 }, seededRandom('skill-4')));
    expect(one.skill).toBeNull();
  });

  it('marks a hero whose effect on the win rate holds with opposite signs for two bots', () => {
    // the same deals (seeds and heroes) for both bots; Hulk helps the strong bot and hurts the weak one
    const store = new GameStore();
    const rand = seededRandom('skill-5');
    const pool = ['Cyclops', 'Hawkeye', 'Hulk', 'Storm', 'Thor', 'Rogue'];
    for (const mm of MM) {
      for (let g = 0; g < 600; g++) {
        const heroes = pool.filter(() => rand() < 0.5).join('|') || 'Storm';
        const u = rand();
        for (const bot of ['weak', 'strong']) {
          const hulk = heroes.split('|').includes('Hulk');
          const p = 0.5 + (hulk ? (bot === 'strong' ? 0.25 : -0.25) : 0);
          store.add({
            cell: `${mm}|${bot}`, game: g, seed: `${mm}#${g}`, mastermind: mm, scheme: SC[0]!, players: 2, solo: 'none', bot, challenges: '',
            heroes, villains: '', result: u < p ? 'win' : 'loss', cause: u < p ? 'mastermind defeated' : 'evil wins', turns: 10, vpTotal: 0,
          });
        }
      }
    }
    const data = report(store);
    const heroes = data.skill!.sensitive.filter((r) => r.kind === 'hero');
    expect(heroes.map((r) => r.a)).toEqual(['Hulk']);
    expect(heroes[0]!.botsA).toEqual(['weak']); // lowers the win rate for the weak bot
    expect(heroes[0]!.botsB).toEqual(['strong']);
    expect(heroes[0]!.b).toBe('a random other hero');
    expect(renderReport(data).html).toContain('hero <b>Hulk</b> lowers the win rate for weak');
    // its effect differs between the bots too (the heterogeneity test), and only its
    expect(data.skill!.differs.map((x) => x.name)).toEqual(['Hulk']);
    expect(renderReport(data).html).toContain('Where the bots differ without a reversal: the effect of hero <b>Hulk</b>');
  });
});
