// Example games (spec "examples"): run keeps the first won and lost games of each cell as replay records, the
// report writes their replay pages next to itself and links them from the cell table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replay, summary } from '../../engine/legendary/index.js';
import { replay as replayChampions, summary as championsSummary, type SetupOptions as ChampionsSetup } from '../../engine/champions/index.js';
import { validateSpec } from '../spec.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-examples-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const cli = (...args: string[]) => { const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }); return { code: r.status, out: r.stdout, err: r.stderr }; };
const spec = (examples?: number) => ({
  name: 'examples', seed: 3, games: 8, batchSize: 8, ...(examples === undefined ? {} : { examples }),
  factors: { masterminds: ['Red Skull', 'Loki'], schemes: ['Midtown Bank Robbery'], players: [2], bots: ['random', 'heuristic'] },
});

describe('spec "examples"', () => {
  it('is a whole number from 0 to 10, for either game', () => {
    expect(validateSpec(spec()).examples).toBe(0);
    expect(validateSpec(spec(2)).examples).toBe(2);
    for (const bad of [-1, 11, 1.5, 'yes']) expect(() => validateSpec({ ...spec(), examples: bad })).toThrow(/\$\.examples/);
    const champions = { game: 'champions', seed: 1, games: 2, factors: { villains: ['rhino'], players: [1], teams: ['starters'], bots: ['random'] } };
    expect(validateSpec({ ...champions, examples: 1 }).examples).toBe(1);
    expect(() => validateSpec({ ...champions, examples: 11 })).toThrow(/\$\.examples/);
  });
});

describe('a Marvel Champions study with example games', () => {
  it('keeps each cell\'s first games as records that replay to the tables\' trace hash, and the report links their pages', () => {
    const f = join(tmp, 'champions.json');
    const out = join(tmp, 'champions-run');
    writeFileSync(f, JSON.stringify({ name: 'mc', game: 'champions', seed: 4, games: 6, examples: 1, factors: { villains: ['rhino', 'klaw'], players: [1], teams: [['spider-man-justice']], bots: ['random'] } }));
    const r = cli('run', f, '--out', out);
    expect(r.code, r.err).toBe(0);
    const index = JSON.parse(readFileSync(join(out, 'examples', 'index.json'), 'utf8')) as { games: { cell: string; game: number; result: string; file: string }[] };
    expect(index.games.length).toBeGreaterThanOrEqual(2);
    // the workers kept the example games' choices, so none is played again after the last game
    expect(r.err).not.toContain('recording');
    const batches = readdirSync(join(out, 'batches')).map((f) => JSON.parse(readFileSync(join(out, 'batches', f), 'utf8')) as { examples?: { game: number; choices: number[] }[] });
    expect(batches.every((b) => (b.examples?.length ?? 0) >= 1)).toBe(true);
    const files = new Map(index.games.map((x) => [x.file, readFileSync(join(out, 'examples', x.file), 'utf8')]));
    // batches from before the choices were kept: the example games are played again, as said, and come out the same
    for (const f of readdirSync(join(out, 'batches'))) {
      const b = JSON.parse(readFileSync(join(out, 'batches', f), 'utf8')) as Record<string, unknown>;
      delete b.examples;
      writeFileSync(join(out, 'batches', f), JSON.stringify(b));
    }
    const again = cli('run', f, '--out', out);
    expect(again.code, again.err).toBe(0);
    expect(again.err).toContain(`recording ${index.games.length} example games (each played again with its choices kept)`);
    for (const [file, text] of files) expect(readFileSync(join(out, 'examples', file), 'utf8')).toBe(text);
    const csv = readFileSync(join(out, 'games.csv'), 'utf8');
    for (const x of index.games) {
      const rec = JSON.parse(readFileSync(join(out, 'examples', x.file), 'utf8')) as { setup: ChampionsSetup; choices: number[]; traceHash: string };
      const g = replayChampions(rec.setup, rec.choices);
      expect(championsSummary(g).traceHash).toBe(rec.traceHash);
      expect(championsSummary(g).result === 'win' ? 'win' : 'loss').toBe(x.result);
      expect(csv).toContain(`,${rec.traceHash},`);
    }
    const html = join(tmp, 'mc.html');
    expect(cli('report', out, '-o', html).code).toBe(0);
    const pages = readdirSync(join(tmp, 'mc-games'));
    expect(pages).toHaveLength(index.games.length);
    const report = readFileSync(html, 'utf8');
    for (const p of pages) expect(report).toContain(`mc-games/${p}`);
    expect(readFileSync(join(tmp, 'mc-games', pages[0]!), 'utf8')).toContain('"game":"champions"');
  });
});

describe('run and report with example games', () => {
  const f = join(tmp, 'spec.json');
  const out = join(tmp, 'run');
  writeFileSync(f, JSON.stringify(spec(1)));

  it('keeps the first won and the first lost game of each cell, each the very game of the tables', () => {
    const r = cli('run', f, '--out', out, '--workers', '2', '--quiet');
    expect(r.code, r.err).toBe(0);
    const index = JSON.parse(readFileSync(join(out, 'examples', 'index.json'), 'utf8')) as { format: string; games: { cell: string; game: number; result: string; file: string }[] };
    expect(index.format).toBe('legendary-examples/1');
    const rows = readFileSync(join(out, 'games.csv'), 'utf8').trim().split('\n');
    const h = rows[0]!.split(',');
    const col = (name: string) => h.indexOf(name);
    const games = rows.slice(1).map((l) => l.split(',')).map((x) => ({ cell: x[col('cell')]!, game: Number(x[col('game')]), result: x[col('result')]!, trace: x[col('traceHash')]! }));
    // the first of each result per cell, no more
    const want = new Map<string, number>();
    for (const g of games) if (g.result !== 'draw' && !want.has(`${g.cell}\u0000${g.result}`)) want.set(`${g.cell}\u0000${g.result}`, g.game);
    expect(new Map(index.games.map((x) => [`${x.cell}\u0000${x.result}`, x.game]))).toEqual(want);
    expect(index.games.some((x) => x.result === 'win') && index.games.some((x) => x.result === 'loss')).toBe(true);
    for (const x of index.games) {
      const rec = JSON.parse(readFileSync(join(out, 'examples', x.file), 'utf8')) as { setup: never; choices: number[] };
      const g = replay(rec.setup, rec.choices);
      const row = games.find((y) => y.cell === x.cell && y.game === x.game)!;
      expect(summary(g).traceHash).toBe(row.trace);
      expect(g.result).toBe(x.result);
    }
  });

  it('writes the replay pages next to the report and links them from the cell table', () => {
    const report = join(tmp, 'rep', 'study.html');
    const r = cli('report', out, '-o', report);
    expect(r.code, r.err).toBe(0);
    const pages = readdirSync(join(tmp, 'rep', 'study-games'));
    const index = JSON.parse(readFileSync(join(out, 'examples', 'index.json'), 'utf8')) as { games: { file: string }[] };
    expect(pages.sort()).toEqual(index.games.map((x) => x.file.replace('.json', '.html')).sort());
    const html = readFileSync(report, 'utf8');
    for (const p of pages) {
      expect(html).toContain(`href="study-games/${p}"`);
      expect(readFileSync(join(tmp, 'rep', 'study-games', p), 'utf8')).toContain('"format":"legendary-replay-view/1"');
    }
    expect(r.out.split('\n').filter(Boolean)).toHaveLength(1 + pages.length);
    // again: its own pages are replaced
    expect(cli('report', out, '-o', report).code).toBe(0);
  });

  it('refuses a pages folder with files it did not write, and a run without examples writes none', () => {
    const report = join(tmp, 'rep2', 'r.html');
    mkdirSync(join(tmp, 'rep2', 'r-games'), { recursive: true });
    writeFileSync(join(tmp, 'rep2', 'r-games', 'notes.txt'), 'mine');
    const r = cli('report', out, '-o', report);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/r-games holds files legendary did not write \(notes\.txt\)/);
    expect(existsSync(report)).toBe(false);
    const plain = join(tmp, 'plain');
    const f2 = join(tmp, 'plain.json');
    writeFileSync(f2, JSON.stringify(spec()));
    expect(cli('run', f2, '--out', plain, '--workers', '1', '--quiet').code).toBe(0);
    expect(existsSync(join(plain, 'examples'))).toBe(false);
    expect(cli('report', plain, '-o', join(tmp, 'rep3', 'r.html')).code).toBe(0);
    expect(existsSync(join(tmp, 'rep3', 'r-games'))).toBe(false);
    expect(readFileSync(join(tmp, 'rep3', 'r.html'), 'utf8')).not.toContain('<th>replays</th>');
  });
});
