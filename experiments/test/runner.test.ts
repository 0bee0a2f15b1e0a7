// The runner as a user meets it: the built `legendary run` / `legendary merge` commands on tiny specs with
// the random bot. (npm test builds before testing; the pool loads dist/experiments/worker.js.)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/legendary/index.js';
import { engineHasChallenges } from '../spec.js';
import { wilson } from '../stats.js';
import { gamesWithoutDuration, killRunAfter, runnerKit, runOnOneAndTwoWorkers, runShards } from './run-checks.js';

const { tmp, cli, spec, read } = runnerKit('legendary-runner-');

const small = {
  seed: 'runner-test',
  factors: { masterminds: ['Red Skull', 'Loki'], schemes: ['Midtown Bank Robbery', 'The Legacy Virus'], players: [2, 3], bots: ['random'] },
  games: 60,
  batchSize: 16,
};

describe('legendary run', () => {
  const f = spec('small', small);
  const one = join(tmp, 'w1'), two = join(tmp, 'w2');

  it('writes every output file, and the results do not depend on the worker count', () => {
    const [a] = runOnOneAndTwoWorkers(cli, f, one, two);
    const ga = gamesWithoutDuration(one);
    expect(ga).toHaveLength(1 + 8 * 60);
    expect(gamesWithoutDuration(two)).toEqual(ga);
    expect(read(two, 'cells.csv')).toBe(read(one, 'cells.csv'));
    // rows sorted by cell in grid order, then game
    const rows = ga.slice(1).map((l) => l.split(','));
    const h = ga[0]!.split(',');
    const ci = h.indexOf('cellIndex'), gi = h.indexOf('game');
    const keys = rows.map((r) => Number(r[ci]) * 1e6 + Number(r[gi]));
    expect(keys).toEqual([...keys].sort((x, y) => x - y));
    expect(new Set(keys).size).toBe(keys.length);
    // progress on a non-terminal stderr: a few lines, not one per batch
    expect(a.err.trim().split('\n').length).toBeLessThan(8);
    expect(a.err).toMatch(/480\/480 games \(100%\), [\d,]+ games\/s, ETA 0:00, errors 0/);
  });

  it('the manifest records spec, provenance, seeds, timing and counts', () => {
    const m = JSON.parse(read(one, 'manifest.json'));
    expect(m.spec).toEqual(small);
    expect(m.tool.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(m.tool.commit === null || /^[0-9a-f]{40}$/.test(m.tool.commit)).toBe(true);
    expect(m.node).toBe(process.version);
    expect(m.seeds.spec).toBe('runner-test');
    expect(m.status).toBe('complete');
    expect(Date.parse(m.endedAt)).toBeGreaterThanOrEqual(Date.parse(m.startedAt));
    expect(m.gamesPerSecond).toBeGreaterThan(0);
    expect(m.counts).toMatchObject({ games: 480, errors: 0, cells: 8 });
    expect(m.counts.wins + m.counts.losses + m.counts.draws).toBe(480);
    expect(m.clean).toBe(true);
  });

  it('games.arrow holds the same rows with fixed column types; cells.csv summarises them', () => {
    const t = tableFromIPC(readFileSync(join(one, 'games.arrow')));
    expect(t.numRows).toBe(480);
    const type = (c: string) => String(t.schema.fields.find((x) => x.name === c)?.type);
    expect(type('game')).toBe('Int32');
    expect(type('vp3')).toBe('Int32');
    expect(type('durationMs')).toBe('Float64');
    expect(type('seed')).toBe('Utf8');
    expect(type('mastermind')).toMatch(/Utf8/);
    const csv = gamesWithoutDuration(one).slice(1).map((l) => l.split(','));
    const h = gamesWithoutDuration(one)[0]!.split(',');
    const seeds = t.getChild('seed')!.toArray() as string[];
    expect([...seeds]).toEqual(csv.map((r) => r[h.indexOf('seed')]));
    expect(t.getChild('vp3')!.get(0)).toBe(t.getChild('players')!.get(0) === 3 ? Number(csv[0]![h.indexOf('vp3')]) : null);
    // per-cell summary recomputed from the per-game rows
    const cells = read(one, 'cells.csv').trimEnd().split('\n').map((l) => l.split(','));
    const ch = cells[0]!;
    for (const c of cells.slice(1)) {
      const mine = csv.filter((r) => r[h.indexOf('cellIndex')] === c[ch.indexOf('cellIndex')]);
      const wins = mine.filter((r) => r[h.indexOf('result')] === 'win').length;
      expect(Number(c[ch.indexOf('n')])).toBe(mine.length);
      expect(Number(c[ch.indexOf('wins')])).toBe(wins);
      expect(Number(c[ch.indexOf('losses')])).toBe(mine.filter((r) => r[h.indexOf('result')] === 'loss').length);
      expect(Number(c[ch.indexOf('ciHigh')])).toBeCloseTo(wilson(wins, mine.length)!.high, 12);
      const turns = mine.reduce((a, r) => a + Number(r[h.indexOf('turns')]), 0) / mine.length;
      expect(Number(c[ch.indexOf('meanTurns')])).toBeCloseTo(turns, 10);
      expect(c[ch.indexOf('stop')]).toBe('games');
    }
  });

  it('any row can be replayed alone with `legendary play --seed`', () => {
    const rows = gamesWithoutDuration(one);
    const h = rows[0]!.split(',');
    for (const i of [1, 250, 480]) {
      const r = rows[i]!.split(',');
      const col = (c: string) => r[h.indexOf(c)]!;
      const p = cli('play', '--mastermind', col('mastermind'), '--scheme', col('scheme'), '--players', col('players'), '--bot', col('bot'), '--seed', col('seed'), '--json');
      expect(p.code, p.err).toBe(0);
      const g = JSON.parse(p.out);
      expect(g.traceHash).toBe(col('traceHash'));
      expect(String(g.turns)).toBe(col('turns'));
      expect(g.setup.heroes.join('|')).toBe(col('heroes'));
    }
  });

  it('running the same command again changes nothing and plays no game', () => {
    const before = gamesWithoutDuration(two);
    const r = cli('run', f, '--out', two, '--workers', '2');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/resuming: 480 games already stored/);
    expect(r.err).toMatch(/played 0 in/);
    expect(gamesWithoutDuration(two)).toEqual(before);
    expect(JSON.parse(read(two, 'manifest.json')).sessions).toHaveLength(2);
  });

  it('raising games in the spec and rerunning into the same folder plays only the new games', () => {
    const d = join(tmp, 'grow');
    expect(cli('run', spec('grow-32', { ...small, games: 32 }), '--out', d, '--quiet').code).toBe(0);
    const r = cli('run', spec('grow-60', small), '--out', d);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/resuming: 256 games already stored/);
    expect(r.err).toMatch(/played 224 in/);
    expect(gamesWithoutDuration(d)).toEqual(gamesWithoutDuration(one));
  });

  it('shards run disjoint parts whose merge equals the unsharded run', () => {
    const dirs = [1, 2, 3].map((k) => join(tmp, `shard-${k}`));
    // a missing shard is named
    runShards(cli, f, dirs, 480, gamesWithoutDuration, join(tmp, 'partial'));
    const merged = join(tmp, 'merged');
    const m = cli('merge', ...dirs, '--out', merged);
    expect(m.code, m.err).toBe(0);
    expect(gamesWithoutDuration(merged)).toEqual(gamesWithoutDuration(one));
    expect(read(merged, 'cells.csv')).toBe(read(one, 'cells.csv'));
    const man = JSON.parse(read(merged, 'manifest.json'));
    expect(man.mergedFrom).toHaveLength(3);
    expect(man.counts.games).toBe(480);
  });

  it('merge refuses shards of different experiments', () => {
    const other = spec('other', { ...small, seed: 'another' });
    const d = join(tmp, 'other-1');
    expect(cli('run', other, '--out', d, '--quiet').code).toBe(0);
    const r = cli('merge', one, d, '--out', join(tmp, 'bad-merge'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/holds a different experiment/);
  });
});

describe('resume after SIGKILL', () => {
  it('loses no finished game and counts none twice', async () => {
    const s = { ...small, seed: 'kill-test', games: 300, batchSize: 25 };
    const f = spec('kill', s);
    const ref = join(tmp, 'kill-ref');
    expect(cli('run', f, '--out', ref, '--quiet').code).toBe(0);
    const out = join(tmp, 'killed');
    const total = 8 * (300 / 25);
    // kill twice, at different points, then let it finish
    for (const after of [6, 40]) await killRunAfter(f, out, after, total);
    const r = cli('run', f, '--out', out, '--workers', '2');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/resuming: [\d,]+ games already stored/);
    const got = gamesWithoutDuration(out);
    expect(got).toHaveLength(1 + 8 * 300);
    expect(got).toEqual(gamesWithoutDuration(ref));
    expect(read(out, 'cells.csv')).toBe(read(ref, 'cells.csv'));
    expect(readdirSync(join(out, 'batches')).filter((x) => x.includes('.tmp-'))).toEqual([]);
  });
});

describe('adaptive sampling', () => {
  it('stops each cell at the first round narrow enough, identically with 1 or 2 workers', () => {
    // greedy-recruit wins some setups often and others rarely, so cells stop after different rounds
    const s = {
      ...small, seed: 'adaptive', games: { ciHalfWidth: 0.1, minGames: 20, maxGames: 100, roundGames: 20 }, batchSize: 20,
      factors: { ...small.factors, masterminds: ['Red Skull'], schemes: ['Midtown Bank Robbery'], bots: ['greedy-recruit'] },
    };
    const f = spec('adaptive', s);
    const a = join(tmp, 'ad1'), b = join(tmp, 'ad2');
    expect(cli('run', f, '--out', a, '--workers', '1', '--quiet').code).toBe(0);
    expect(cli('run', f, '--out', b, '--workers', '2', '--quiet').code).toBe(0);
    expect(gamesWithoutDuration(b)).toEqual(gamesWithoutDuration(a));
    const rows = gamesWithoutDuration(a);
    const h = rows[0]!.split(',');
    const games = rows.slice(1).map((l) => l.split(','));
    const cells = read(a, 'cells.csv').trimEnd().split('\n').map((l) => l.split(','));
    const ch = cells[0]!;
    const sizes: number[] = [];
    for (const c of cells.slice(1)) {
      const mine = games.filter((r) => r[h.indexOf('cellIndex')] === c[ch.indexOf('cellIndex')]);
      const n = mine.length;
      const wins = (k: number) => mine.slice(0, k).filter((r) => r[h.indexOf('result')] === 'win').length;
      // game indices are 0..n-1 and n is a round end: 20, 40, 60, 80, 100
      expect(mine.map((r) => Number(r[h.indexOf('game')]))).toEqual([...Array(n).keys()]);
      expect(n % 20).toBe(0);
      const stop = c[ch.indexOf('stop')];
      if (stop === 'ci') expect(wilson(wins(n), n)!.halfWidth).toBeLessThanOrEqual(0.1);
      else { expect(stop).toBe('max'); expect(n).toBe(100); }
      for (let k = 20; k < n; k += 20) expect(wilson(wins(k), k)!.halfWidth).toBeGreaterThan(0.1);
      sizes.push(n);
    }
    // not a vacuous check: the cells stopped after different numbers of rounds
    expect(new Set(sizes).size).toBeGreaterThan(1);
    // with adaptive sampling whole cells are dealt to shards; the merge is again the same table
    const shards = [1, 2].map((k) => join(tmp, `ad-shard-${k}`));
    shards.forEach((d, i) => expect(cli('run', f, '--out', d, '--shard', `${i + 1}/2`, '--workers', '1', '--quiet').code).toBe(0));
    const m = cli('merge', ...shards, '--out', join(tmp, 'ad-merged'), '--quiet');
    expect(m.code, m.err).toBe(0);
    expect(gamesWithoutDuration(join(tmp, 'ad-merged'))).toEqual(rows);
    expect(read(join(tmp, 'ad-merged'), 'cells.csv')).toBe(read(a, 'cells.csv'));
  });
});

describe('challenge modes', () => {
  it.skipIf(!engineHasChallenges())('reach the engine, and cells with and without them share their seeds', () => {
    const f = spec('challenges', {
      seed: 4, games: 3, batchSize: 3,
      factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['random'], challenges: [[], ['Opening Salvo 2', 'Heroic']] },
    });
    const out = join(tmp, 'challenges');
    const r = cli('run', f, '--out', out, '--quiet');
    expect(r.code, r.err).toBe(0);
    const rows = gamesWithoutDuration(out);
    const h = rows[0]!.split(',');
    const col = (row: string, c: string) => row.split(',')[h.indexOf(c)]!;
    const plain = rows.slice(1, 4), modes = rows.slice(4, 7);
    expect(modes.map((x) => col(x, 'challenges'))).toEqual(['heroic+opening-salvo:2', 'heroic+opening-salvo:2', 'heroic+opening-salvo:2']);
    expect(modes.map((x) => col(x, 'seed'))).toEqual(plain.map((x) => col(x, 'seed')));
    expect(modes.map((x) => col(x, 'heroes'))).toEqual(plain.map((x) => col(x, 'heroes')));
    // Opening Salvo 2: every player starts with 2 Wounds, so the games differ
    expect(modes.map((x) => col(x, 'traceHash'))).not.toEqual(plain.map((x) => col(x, 'traceHash')));
    const p = cli('play', '--mastermind', 'Loki', '--scheme', 'The Legacy Virus', '--players', '2', '--seed', col(modes[0]!, 'seed'), '--challenge', 'heroic,opening-salvo:2', '--json');
    expect(p.code, p.err).toBe(0);
    expect(JSON.parse(p.out).traceHash).toBe(col(modes[0]!, 'traceHash'));
  });
});

describe('failed games', () => {
  it('a game past the step cap is recorded, replayable, and makes the exit code 3', () => {
    const f = spec('capped', { ...small, factors: { ...small.factors, masterminds: ['Magneto'], players: [2] }, games: 4, stepCap: 30 });
    const out = join(tmp, 'capped');
    const r = cli('run', f, '--out', out, '--workers', '1');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/8 GAMES FAILED/);
    const lines = read(out, 'errors.jsonl').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(8);
    expect(gamesWithoutDuration(out)).toHaveLength(1);
    const e = lines[0];
    expect(e).toMatchObject({ kind: 'step-cap', game: 0, bot: 'random', steps: 30, reproduced: true });
    expect(e.choices).toHaveLength(30);
    expect(e.setup).toMatchObject({ players: 2, mastermind: 'Magneto', seed: e.seed });
    // the recorded choices replay to the same point
    const g = replay(e.setup, e.choices);
    expect(g.steps).toBe(30);
    expect(g.result).toBeNull();
    // one line of errors.jsonl is a replay file for `legendary play --replay`
    const file = join(tmp, 'one-error.json');
    writeFileSync(file, read(out, 'errors.jsonl').split('\n')[0]!);
    const p = cli('play', '--replay', file, '--json');
    expect([0, 1]).toContain(p.code);
    const played = JSON.parse(p.out);
    expect(played.seed).toBe(e.seed);
    expect(played.steps).toBeGreaterThanOrEqual(30);
    const m = JSON.parse(read(out, 'manifest.json'));
    expect(m).toMatchObject({ clean: false, exitCode: 3 });
    expect(m.counts.errors).toBe(8);
    const cells = read(out, 'cells.csv').trimEnd().split('\n').map((l) => l.split(','));
    expect(cells.slice(1).map((c) => c[cells[0]!.indexOf('errors')])).toEqual(['4', '4']);
  });
});

describe('bad input', () => {
  it('a spec error is one line with its JSON path, exit 2, and nothing is written', () => {
    const f = spec('bad', { ...small, factors: { ...small.factors, masterminds: ['Red Skul'] } });
    const out = join(tmp, 'never');
    const r = cli('run', f, '--out', out);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^legendary: \$\.factors\.masterminds\[0\]: unknown mastermind "Red Skul"; accepted: Red Skull, /);
    expect(existsSync(out)).toBe(false);
  });

  it('--check lists every problem, or prints the grid', () => {
    const f = spec('bad2', { ...small, games: -1, factors: { ...small.factors, players: [9], bots: ['nobody'] } });
    const r = cli('run', f, '--check');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(3);
    const ok = cli('run', spec('ok', small), '--check');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/8 cells, 60 games per cell/);
    expect(ok.out).toContain('Red Skull|Midtown Bank Robbery|2|random|');
  });

  it('refuses a results folder that holds other files, bad --workers and bad --shard', () => {
    const d = join(tmp, 'not-results');
    mkdirSync(d);
    writeFileSync(join(d, 'notes.txt'), 'mine');
    const f = spec('small2', small);
    const r = cli('run', f, '--out', d);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/holds other files/);
    expect(readdirSync(d)).toEqual(['notes.txt']);
    expect(cli('run', f, '--out', join(tmp, 'x'), '--workers', '0').code).toBe(2);
    expect(cli('run', f, '--out', join(tmp, 'x'), '--shard', '4/3').code).toBe(2);
    expect(cli('run', join(tmp, 'missing.json')).err).toMatch(/cannot read spec file/);
    expect(existsSync(join(tmp, 'x'))).toBe(false);
  });
});
