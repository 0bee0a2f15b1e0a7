// The report page without a browser: which charts appear, that each compiles and renders to SVG with
// vega in Node, that the page is self-contained, and that claims follow Holm's correction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vega from 'vega';
import * as vl from 'vega-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS } from '../../agents/registry.js';
import { aggregate, analyse, factorTable, type ReportData } from '../aggregate.js';
import { storeFromRows, type GameInput } from '../store.js';
import { seededRandom } from '../stats.js';
import { renderReport, verdicts, type Chart } from '../html.js';
import { loadStudy } from '../load.js';
import { writeFixture } from './fixture.js';
import { championsTeam } from './synthetic.js';

const tmp = mkdtempSync(join(tmpdir(), 'report-render-'));
const SECOND = BOTS.has('heuristic') ? 'heuristic' : 'random,random';
let data: ReportData;
let page: { html: string; charts: Chart[] };

beforeAll(() => {
  const spec = { name: 'r', seed: 'render-1', masterminds: ['Red Skull', 'Dr. Doom'], schemes: ['Midtown Bank Robbery', 'Super Hero Civil War'], players: [1, 2], bots: ['random', SECOND], games: 8, challenges: ['', 'tyrant'] };
  const a = writeFixture(join(tmp, 'a'), spec);
  const b = writeFixture(join(tmp, 'b'), { ...spec, seed: 'render-2' });
  data = aggregate(loadStudy([a.dir]), loadStudy([b.dir]));
  page = renderReport(data, { command: 'legendary report a -o x.html', toolVersion: '0.0.0-test' });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function toSvg(spec: Record<string, unknown>): Promise<{ svg: string; warnings: string[] }> {
  const warnings: string[] = [];
  const logger = { level: () => logger, warn: (...m: unknown[]) => { warnings.push(m.join(' ')); return logger; }, info: () => logger, debug: () => logger, error: (...m: unknown[]) => { throw new Error(m.join(' ')); } };
  const compiled = vl.compile(spec as unknown as vl.TopLevelSpec, { logger: logger as never }).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return { svg, warnings };
}

describe('charts', () => {
  it('every factor that varies gets its charts', () => {
    expect(page.charts.map((c) => c.id).sort()).toEqual([
      'chart-baseline-bot', 'chart-baseline-challenges', 'chart-baseline-mastermind', 'chart-baseline-players', 'chart-baseline-scheme',
      'chart-challenge-mastermind', 'chart-challenges', 'chart-heatmap', 'chart-heroes',
      'chart-ladder', 'chart-ladder-mastermind', 'chart-ladder-scheme', 'chart-losses', 'chart-mastermind',
      'chart-players', 'chart-scheme', 'chart-turns', 'chart-villains', 'chart-vp',
    ]);
  });

  it('each chart compiles without warnings and renders SVG marks in Node', async () => {
    for (const c of page.charts) {
      const { svg, warnings } = await toSvg(c.spec);
      expect(warnings, `${c.id}: ${warnings.join(" | ")}`).toEqual([]);
      expect(svg, c.id).toMatch(/^<svg/);
      expect(svg.match(/class="mark-(symbol|rect|rule|line|text)/g)?.length ?? 0, c.id).toBeGreaterThan(0);
      expect(svg.match(/<path|<line|<text/g)?.length ?? 0, c.id).toBeGreaterThan(3);
    }
  });

  it('a study with one setup shows no per-factor charts', () => {
    const one = writeFixture(join(tmp, 'one'), { name: 'one', seed: 'one', masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['random'], games: 6 });
    const r = renderReport(aggregate(loadStudy([one.dir])));
    const ids = r.charts.map((c) => c.id);
    for (const id of ids) expect(['chart-losses', 'chart-turns', 'chart-vp', 'chart-heroes', 'chart-villains']).toContain(id);
    expect(ids).toContain('chart-turns');
    expect(r.html).toContain('Every cell');
  });
});

describe('Marvel Champions teams', () => {
  it('drawn teams get hero, aspect and deck charts, by win rate and by how far the heroes got, each compiling without warnings', async () => {
    const rand = seededRandom('champions-teams');
    const rows: Partial<GameInput>[] = [];
    for (let i = 0; i < 300; i++) {
      const players = 1 + (i % 2);
      const team = championsTeam(i, players, rand);
      for (const bot of ['heuristic', 'ismcts']) {
        const progress = rand();
        rows.push({ cell: `c${players}|${bot}`, seed: `d${i}`, mastermind: 'klaw', scheme: 'standard', players, bot, heroes: team, result: progress > 0.9 ? 'win' : 'loss', progress });
      }
    }
    const store = storeFromRows(rows);
    store.game = 'champions';
    const r = renderReport(aggregate({ dirs: ['x'], name: 'x', manifests: [null], store, duplicates: 0, errors: 0 }));
    const ids2 = r.charts.map((c) => c.id);
    const want = ['chart-heroes', 'chart-aspects', 'chart-decks', 'chart-progress-hero', 'chart-progress-aspect', 'chart-progress-hero-and-aspect'];
    for (const id of want) expect(ids2).toContain(id);
    expect(ids2).not.toContain('chart-villains');
    for (const c of r.charts.filter((x) => want.includes(x.id))) {
      const { svg, warnings } = await toSvg(c.spec);
      expect(warnings, `${c.id}: ${warnings.join(' | ')}`).toEqual([]);
      expect(svg.match(/class="mark-(symbol|rule)/g)?.length ?? 0, c.id).toBeGreaterThan(0);
    }
    expect(r.html).toContain('Hero and aspect impact');
  });
});

describe('what-if changes', () => {
  it('a sweep gets win rate against the value, and each variant its paired change against the printed game', async () => {
    // 300 deals; a weaker Mastermind (lower Attack) wins more often, deal by deal
    const rows: Partial<GameInput>[] = [];
    const u = (d: number) => ((d * 7919) % 300) / 300;
    for (const [changes, p] of [['', 0.3], ['Loki.attack=8', 0.5], ['Loki.attack=9', 0.4], ['Loki.attack=11', 0.2]] as const) {
      for (let d = 0; d < 300; d++) {
        rows.push({ cell: `Loki|x|2|heuristic|${changes}`, mastermind: 'Loki', scheme: 'The Legacy Virus', bot: 'heuristic', changes, seed: `s${d}`, game: d, result: u(d) < p ? 'win' : 'loss', cause: 'x', turns: 10 });
      }
    }
    // a second Mastermind, crossed with the variants as a spec's grid crosses them (Loki's changes leave it as printed)
    for (const changes of ['', 'Loki.attack=8', 'Loki.attack=9', 'Loki.attack=11']) {
      for (let d = 0; d < 300; d++) rows.push({ cell: `Red Skull|x|2|heuristic|${changes}`, mastermind: 'Red Skull', scheme: 'The Legacy Virus', bot: 'heuristic', changes, seed: `r${d}`, game: d, result: u(d) < 0.6 ? 'win' : 'loss', cause: 'x', turns: 10 });
    }
    const store = storeFromRows(rows);
    const data = aggregate({ dirs: [], name: 'sweep', manifests: [], store, duplicates: 0, errors: 0 });
    // the other sections are about the printed game: Loki's rate is the printed one, not averaged with the variants
    expect(data.factors.mastermind!.rows.find((x) => x.level === 'Loki')!.rate).toBeCloseTo(0.3, 9);
    // the variants' claims are against the printed game only
    expect(data.factors.changes!.pairs.every((x) => x.a === 'printed' || x.b === 'printed')).toBe(true);
    expect(data.factors.changes!.pairs.length).toBe(3);
    const r = renderReport(data);
    const ids = r.charts.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['chart-sweep', 'chart-changes', 'chart-changes-delta']));
    expect(r.html).toContain('What-if changes');
    expect(r.html).toMatch(/<b>printed<\/b> is harder than <b>Loki.attack=8<\/b>: 45.0% vs 55.0% wins/);
    for (const c of r.charts.filter((x) => x.id.startsWith('chart-sweep') || x.id.startsWith('chart-changes'))) {
      const { svg, warnings } = await toSvg(c.spec);
      expect(warnings, c.id).toEqual([]);
      expect(svg.match(/class="mark-(symbol|rule|line)/g)?.length ?? 0, c.id).toBeGreaterThan(0);
    }
    const sweep = r.charts.find((c) => c.id === 'chart-sweep')!.spec as { layer: { data: { values: { value?: number; rate: number }[] } }[] };
    expect(sweep.layer[0]!.data.values.map((v) => [v.value, Math.round(v.rate * 1000) / 1000])).toEqual([[11, 0.4], [9, 0.5], [8, 0.55]]);
  });
});

describe('difficulty points', () => {
  it('a study that draws heroes at random over several setups gets a points section with its held-out check', async () => {
    const rows: Partial<GameInput>[] = [];
    const rnd = seededRandom('render-points');
    const heroes = ['Hulk', 'Thor', 'Storm', 'Rogue', 'Wolverine', 'Cyclops', 'Gambit', 'Deadpool'];
    // 3 Masterminds x 5 schemes x 4 player counts: 60 cells, enough to hold out a fifth of them
    for (let i = 0; i < 1800; i++) {
      const mastermind = ['Loki', 'Red Skull', 'Magneto'][i % 3]!, scheme = ['A', 'B', 'C', 'D', 'E'][Math.floor(i / 3) % 5]!, players = 2 + (Math.floor(i / 15) % 4);
      const hs = [...heroes].sort(() => rnd() - 0.5).slice(0, 3);
      const eta = (mastermind === 'Loki' ? -1 : 0.5) + (hs.includes('Hulk') ? 0.8 : 0);
      rows.push({ cell: `${mastermind}|${scheme}|${players}|heuristic|`, mastermind, scheme, players, bot: 'heuristic', seed: `p${i}`, game: i, heroes: hs.join('|'), villains: 'V', result: rnd() < 1 / (1 + Math.exp(-eta)) ? 'win' : 'loss', cause: 'x', turns: 10 });
    }
    const r = renderReport(aggregate({ dirs: [], name: 'points', manifests: [], store: storeFromRows(rows), duplicates: 0, errors: 0 }));
    expect(r.html).toContain('Difficulty points');
    expect(r.html).toMatch(/Fitted on 1,800 games\. Held-out check: \d+ cells, \d+\.\d% inside their 95% predictive interval/);
    // Loki is the hardest Mastermind; Hulk is worth negative points (easier)
    expect(r.html).toMatch(/Mastermind: 3 levels, hardest first<\/summary><table class="cells"><thead>.*?<tbody><tr><td>Loki<\/td>/);
    const chartSpec = r.charts.find((c) => c.id === 'chart-points-calibration')!;
    const { warnings } = await toSvg(chartSpec.spec);
    expect(warnings).toEqual([]);
  });
});

describe('the page', () => {
  it('is one self-contained file: libraries inlined, no external references, a CSP that forbids the network', () => {
    const { html } = page;
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
    expect(html).toContain('/* vega 6.4.0 */');
    expect(html).toContain('/* vega-lite 6.4.3 */');
    expect(html).toContain('/* vega-embed 7.3.0 */');
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/<link[^>]+href=/i);
    expect(html).not.toMatch(/<img[^>]+src="http/i);
    // the inlined code cannot end its script element early
    const scripts = html.split(/<script\b/i).length - 1;
    expect(html.split(/<\/script>/i).length - 1).toBe(scripts);
    expect(scripts).toBe(5);
  });

  it('states the report-wide error rate, and never words "could not show" as "does not"', () => {
    const text = page.html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '');
    expect(text).toContain(`This report makes ${data.claims.family} claims`);
    expect(text).toMatch(/the chance that even one stated claim is false is at most 5%/);
    for (const bad of [/holds on every setup/i, /makes no difference/i, /\bare equal\b/i, /does not (change|matter|affect)/i, /cannot tell/i]) expect(text).not.toMatch(bad);
  });

  it('shows the study metadata and the command that built the report', () => {
    expect(page.html).toContain('legendary report a -o x.html');
    expect(page.html).toContain('render-1'); // the spec seed from manifest.json
    expect(page.html).toContain('Methods');
  });

  it('the chart data embedded in the page is valid JSON with every chart', () => {
    const m = /<script type="application\/json" id="report-charts">([\s\S]*?)<\/script>/.exec(page.html)!;
    const charts = JSON.parse(m[1]!) as { id: string }[];
    expect(charts.map((c) => c.id)).toEqual(page.charts.map((c) => c.id));
    for (const c of charts) expect(page.html).toContain(`id="${c.id}"`);
  });
});

describe('claims follow Holm', () => {
  // A 5/100, B 60/100, C 55/100 wins: A differs from both (p < 1e-10), B vs C is p ≈ 0.47
  const games = (m: string, wins: number, n: number): Partial<GameInput>[] => Array.from({ length: n }, (_, i) => ({
    cell: m, seed: `${m}-${i}`, mastermind: m, scheme: 'S', bot: 'b', result: i < wins ? 'win' : 'loss',
    cause: i < wins ? 'mastermind defeated' : 'S: evil wins', turns: 10, vpTotal: 3,
  }));
  const table = (rows: Partial<GameInput>[]) => factorTable(analyse(storeFromRows(rows)), 'mastermind');
  const t = table([...games('A', 5, 100), ...games('B', 60, 100), ...games('C', 55, 100)]);

  it('states a difference that holds, and says the data cannot tell the rest apart', () => {
    expect(t.order).toEqual(['A', 'C', 'B']);
    const html = verdicts(t);
    expect(html).toMatch(/<b>A<\/b> is harder than <b>B<\/b>/);
    expect(html).toMatch(/<b>A<\/b> is harder than <b>C<\/b>/);
    expect(html).not.toMatch(/<b>C<\/b> is harder than <b>B<\/b>/);
    expect(html).toMatch(/could not show a difference between: C and B/);
    expect(html).toContain('2 of 3 comparisons hold');
  });

  it('with several bots every claim names its bot, and says where it was not shown', () => {
    const two = [...games('A', 5, 100), ...games('B', 60, 100)].flatMap((r) => [{ ...r, bot: 'x', cell: `${r.cell}|x` }, { ...r, bot: 'y', cell: `${r.cell}|y`, result: r.result === 'win' && r.seed!.endsWith('1') ? 'loss' : r.result } as Partial<GameInput>]);
    // bot y: the same but for the wins of the seeds ending in 1 (A 4 of 100, B 54); bot z: 6 games a level, nothing to show
    const z = [...games('A', 3, 6), ...games('B', 3, 6)].map((r) => ({ ...r, bot: 'z', cell: `${r.cell}|z` }));
    const html = verdicts(table([...two, ...z]));
    const items = html.match(/<li>[\s\S]*?<\/li>/g)!;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatch(/<b>A<\/b> is harder than <b>B<\/b>: <span class="bot">for x<\/span> 5\.0% vs 60\.0% wins.*; <span class="bot">for y<\/span> 4\.0% vs 54\.0% wins/);
    expect(items[0]).toMatch(/Not shown for z\./);
    expect(html).toMatch(/<span class="bot">for x<\/span>: <b>A<\/b> <span class="lt">&lt;<\/span> <b>B<\/b>/);
  });

  it('with too few games nothing is claimed', () => {
    const small = table([...games('A', 1, 10), ...games('B', 4, 10)]);
    expect(small.pairs[0]!.p).toBeGreaterThan(0.05);
    expect(verdicts(small)).toMatch(/the data could not show a difference between any of these 2 masterminds: none of the 1 comparison in this chart holds after Holm's correction. That is not evidence that they are equally hard/i);
    expect(verdicts(small)).not.toMatch(/is harder than/);
  });
});
