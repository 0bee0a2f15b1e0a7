// The runner's promises for a Marvel Champions study, as issue 30 asks ("resume, shard/merge, worker-count
// independence ... hold as they do for Legendary"): the built `legendary run` / `legendary merge` commands on a
// small spec with the random bot, the same checks experiments/test/runner.test.ts makes for Legendary.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, summary } from '../../engine/champions/index.js';
import { CHAMPIONS_GAME_COLUMNS } from '../champions.js';
import { gamesWithoutDuration, killRunAfter, runnerKit, runOnOneAndTwoWorkers, runShards } from './run-checks.js';

const { tmp, cli, spec, read } = runnerKit('legendary-champions-runner-');

/** games.csv without durationMs; its header is the Marvel Champions columns. */
function games(dir: string): string[] {
  const rows = gamesWithoutDuration(dir);
  expect(read(dir, 'games.csv').split('\n', 1)[0]!.split(',')).toEqual(CHAMPIONS_GAME_COLUMNS.map(([n]) => n));
  return rows;
}

// 2 villains x 2 modes x 2 player counts = 8 cells; drawn teams, so the deals differ from game to game
const small = {
  game: 'champions', seed: 'champions-runner',
  factors: { villains: ['rhino', 'klaw'], modes: ['standard', 'expert'], players: [1, 2], teams: ['random'], bots: ['random'] },
  games: 40, batchSize: 10,
};
const CELLS = 8;

describe('a Marvel Champions study in legendary run', () => {
  const f = spec('small', small);
  const one = join(tmp, 'w1'), two = join(tmp, 'w2');

  it('writes every output file, and its games do not depend on the worker count', () => {
    runOnOneAndTwoWorkers(cli, f, one, two);
    const g1 = games(one);
    expect(g1).toHaveLength(1 + CELLS * 40);
    expect(games(two)).toEqual(g1);
    expect(read(two, 'cells.csv')).toBe(read(one, 'cells.csv'));
    // not a vacuous table: the games differ (drawn teams, different deals), and a row replays to its trace hash
    const h = g1[0]!.split(',');
    const col = (row: string, c: string) => row.split(',')[h.indexOf(c)]!;
    expect(new Set(g1.slice(1).map((r) => col(r, 'traceHash'))).size).toBeGreaterThan(CELLS * 30);
    const errors = read(one, 'errors.jsonl');
    expect(errors.trim()).toBe('');
  });

  it('an example game replays from its setup and choices to the trace hash its row in games.csv holds', () => {
    const dir = join(tmp, 'examples');
    const r = cli('run', spec('examples', { ...small, games: 4, batchSize: 4, examples: 1 }), '--out', dir, '--quiet');
    expect(r.code, r.err).toBe(0);
    const rows = games(dir);
    const h = rows[0]!.split(',');
    const files = readdirSync(join(dir, 'examples')).filter((x) => /^c\d+-g\d+-/.test(x));
    expect(files.length).toBe(CELLS); // the random bot loses every game: one lost example a cell
    for (const file of files) {
      const ex = JSON.parse(read(join(dir, 'examples'), file)) as { cell: string; game: number; setup: never; choices: number[] };
      const row = rows.slice(1).map((l) => l.split(',')).find((x) => x[h.indexOf('cell')] === ex.cell && Number(x[h.indexOf('game')]) === ex.game)!;
      expect(summary(replay(ex.setup, ex.choices)).traceHash).toBe(row[h.indexOf('traceHash')]);
    }
  });

  it('rerun with more games into the same folder plays only the new ones, and gives the same table', () => {
    const d = join(tmp, 'grow');
    expect(cli('run', spec('grow-20', { ...small, games: 20 }), '--out', d, '--quiet').code).toBe(0);
    const r = cli('run', f, '--out', d);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/resuming: 160 games already stored/);
    expect(r.err).toMatch(/played 160 in/);
    expect(games(d)).toEqual(games(one));
  });

  it('shards play disjoint parts whose merge equals the unsharded run; a missing shard is named', () => {
    const dirs = [1, 2, 3].map((k) => join(tmp, `shard-${k}`));
    runShards(cli, f, dirs, CELLS * 40, games, join(tmp, 'partial'));
    const merged = join(tmp, 'merged');
    const m = cli('merge', ...dirs, '--out', merged, '--quiet');
    expect(m.code, m.err).toBe(0);
    expect(games(merged)).toEqual(games(one));
    expect(read(merged, 'cells.csv')).toBe(read(one, 'cells.csv'));
    expect(JSON.parse(read(merged, 'manifest.json')).counts.games).toBe(CELLS * 40);
    // the report of the shards read together is the report of the whole study (up to the order of floating-point sums)
    const report = (name: string, ...from: string[]) => {
      const r = cli('report', ...from, '-o', join(tmp, `${name}.html`), '--format', 'json');
      expect(r.code, r.err).toBe(0);
      const { sources: _s, ...data } = JSON.parse(readFileSync(join(tmp, `${name}.json`), 'utf8')) as Record<string, unknown>;
      return JSON.parse(JSON.stringify(data, (_k, v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(10)) : v))) as unknown;
    };
    const whole = report('report-whole', one);
    expect((whole as { games: number }).games).toBe(CELLS * 40);
    expect(report('report-shards', ...dirs)).toEqual(whole);
  });

  it('merge refuses a Marvel Champions study beside a Legendary one', () => {
    const leg = join(tmp, 'legendary');
    const l = cli('run', spec('legendary', { seed: 'champions-runner', factors: { masterminds: ['Red Skull'], schemes: ['Midtown Bank Robbery'], players: [2], bots: ['random'] }, games: 4 }), '--out', leg, '--quiet');
    expect(l.code, l.err).toBe(0);
    const r = cli('merge', one, leg, '--out', join(tmp, 'mixed'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/holds a different experiment/);
    expect(existsSync(join(tmp, 'mixed', 'games.csv'))).toBe(false);
  });
});

describe('a Marvel Champions study resumed after SIGKILL', () => {
  it('loses no finished game and counts none twice', async () => {
    const s = { ...small, seed: 'champions-kill', games: 300, batchSize: 20 };
    const f = spec('kill', s);
    const ref = join(tmp, 'kill-ref');
    expect(cli('run', f, '--out', ref, '--quiet').code).toBe(0);
    const out = join(tmp, 'killed');
    const total = CELLS * (300 / 20);
    // kill twice, at different points, then let it finish
    for (const after of [5, 40]) await killRunAfter(f, out, after, total);
    const r = cli('run', f, '--out', out, '--workers', '2');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/resuming: [\d,]+ games already stored/);
    const got = games(out);
    expect(got).toHaveLength(1 + CELLS * 300);
    expect(got).toEqual(games(ref));
    expect(read(out, 'cells.csv')).toBe(read(ref, 'cells.csv'));
    expect(readdirSync(join(out, 'batches')).filter((x) => x.includes('.tmp-'))).toEqual([]);
  });
});
