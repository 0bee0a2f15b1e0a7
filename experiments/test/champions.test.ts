// Marvel Champions studies in the runner: a spec with "game": "champions", its grid and seeds, its games and tables.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decision, replay } from '../../engine/champions/index.js';
import { ExperimentError } from '../errors.js';
import { playBatch } from '../games.js';
import { runExperiment } from '../runner.js';
import { validateSpec } from '../spec.js';
import { CHAMPIONS_GAME_COLUMNS, gameTeam, starterTeam } from '../champions.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-champions-run-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const spec = (f: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  game: 'champions', seed: 4, factors: { villains: ['rhino'], players: [2], bots: ['random'], ...f }, games: 6, ...top,
});
function problems(raw: unknown): string[] {
  try { validateSpec(raw); } catch (e) { if (e instanceof ExperimentError) return e.problems; throw e; }
  return [];
}

describe('a Marvel Champions spec', () => {
  it('expands villains x modes x modulars x players x teams x bots; bots share the deals of a setup', () => {
    const ex = validateSpec(spec({ villains: 'all', modes: 'all', players: [1, 2], teams: ['random', 'starters', ['she-hulk:protection', 'iron-man-aggression']], bots: ['random', 'simple'] }, { skipImpossibleCells: true }));
    expect(ex.game).toBe('champions');
    // 3 villains x 2 modes x (1 player: random, starters; 2 players: random, starters, the fixed pair) x 2 bots
    expect(ex.cells.length).toBe(3 * 2 * 5 * 2);
    expect(ex.skipped.length).toBe(3 * 2 * 2);
    expect(ex.cells[0]!.id).toBe('champions|rhino|standard|recommended|1|random|random');
    const a = ex.cells.find((c) => c.id === 'champions|klaw|expert|recommended|2|she-hulk:protection+iron-man:aggression|random')!;
    const b = ex.cells.find((c) => c.id === 'champions|klaw|expert|recommended|2|she-hulk:protection+iron-man:aggression|simple')!;
    expect(a.setupKey).toBe(b.setupKey);
    expect(starterTeam(2)).toEqual([{ identity: 'spider_man', aspect: 'justice' }, { identity: 'captain_marvel', aspect: 'leadership' }]);
    expect(gameTeam('s', 3)).toEqual(gameTeam('s', 3));
    expect(new Set(gameTeam('s', 4).map((h) => h.identity)).size).toBe(4);
  });

  it('bad factors are named at their JSON path with what is accepted', () => {
    expect(problems(spec({ villains: ['doom'] }))).toEqual(['$.factors.villains[0]: unknown villain "doom"; accepted: rhino, klaw, ultron']);
    expect(problems(spec({ players: [5] }))[0]).toBe('$.factors.players[0]: impossible player count 5; accepted: 1, 2, 3, 4');
    expect(problems(spec({ teams: [['hulk:justice']] }))[0]).toMatch(/^\$\.factors\.teams\[0\]\[0\]: unknown hero "hulk:justice"; accepted: a starter deck/);
    expect(problems(spec({ teams: [['spider-man:justice']] }))[0]).toMatch(/^\$\.factors\.teams\[0\]: impossible cell .*a team of 1 hero\(es\) for 2 player\(s\)/);
    expect(problems(spec({ masterminds: ['Loki'] }))[0]).toMatch(/^\$\.factors\.masterminds: unknown key "masterminds" for a Marvel Champions spec; accepted: villains, modes/);
    expect(problems(spec({ bots: ['genius'] }))[0]).toMatch(/unknown bot "genius"; accepted: random, simple, heuristic, ismcts/);
    // a bot with parameters is a bot spec, checked by making it
    expect(validateSpec(spec({ bots: ['ismcts:iterations=5'] })).cells[0]!.bot).toBe('ismcts:iterations=5');
    // the bot's name in any case, its weights by their own names
    expect(validateSpec(spec({ bots: ['Heuristic:cardDamage=3'] })).cells[0]!.bot).toBe('heuristic:cardDamage=3');
    expect(problems(spec({ bots: ['heuristic:carddamage=3'] }))[0]).toMatch(/bad Marvel Champions heuristic weight "carddamage=3"/);
    expect(problems({ ...spec(), game: 'chess' })[0]).toBe('$.game: unknown game "chess"; accepted: legendary (the default), champions');
  });

  it('plays a batch reproducibly, one row per game with the game\'s own columns', () => {
    const cell = validateSpec(spec({ teams: ['starters'] })).cells[0]!;
    const a = playBatch({ cell, specSeed: 4, stepCap: 20000, start: 0, end: 4 });
    const b = playBatch({ cell, specSeed: 4, stepCap: 20000, start: 0, end: 4 });
    expect(a.errors).toEqual([]);
    expect(a.rows.length).toBe(4);
    const strip = (x: typeof a) => x.rows.map(({ durationMs: _d, ...r }) => r);
    expect(strip(b)).toEqual(strip(a));
    for (const r of a.rows as unknown as { heroes: string[]; turns: number }[]) { expect(r.heroes).toEqual(['spider-man:justice', 'captain-marvel:leadership']); expect(r.turns).toBeGreaterThan(0); }
  });

  it('legendary run writes its tables', () => {
    const file = join(tmp, 'c.json'), out = join(tmp, 'out');
    writeFileSync(file, JSON.stringify(spec({ modes: ['standard', 'expert'] }, { name: 'c' })));
    const r = spawnSync(process.execPath, [BIN, 'run', file, '--out', out, '--quiet'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const header = readFileSync(join(out, 'games.csv'), 'utf8').split('\n')[0]!.split(',');
    expect(header).toEqual(CHAMPIONS_GAME_COLUMNS.map(([n]) => n));
    expect(readFileSync(join(out, 'games.csv'), 'utf8').trim().split('\n').length).toBe(1 + 12);
    expect(readFileSync(join(out, 'cells.csv'), 'utf8')).toMatch(/\nmeanRounds|,meanRounds,/);
  });

  it('a game past the time limit is stopped and recorded with its choices so far, as for Legendary', () => {
    // a heuristic game takes a good part of a second, a random one about a millisecond; the limit is 50 ms
    const file = join(tmp, 't.json'), out = join(tmp, 'timeouts');
    writeFileSync(file, JSON.stringify(spec({ players: [1], teams: ['starters'], bots: ['random', 'heuristic'] }, { games: 2, batchSize: 2, gameTimeLimit: 0.05 })));
    const r = spawnSync(process.execPath, [BIN, 'run', file, '--out', out, '--workers', '2'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(3); // the run finished with failed games
    expect(r.stderr).toMatch(/passed the time limit of 0\.05 s/);
    const rows = readFileSync(join(out, 'games.csv'), 'utf8').trim().split('\n').slice(1);
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row).toMatch(/\|random,/);
    const errors = readFileSync(join(out, 'errors.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { kind: string; bot: string; game: number; setup: never; choices: number[] });
    expect(errors.map((e) => [e.kind, e.bot, e.game])).toEqual([['timeout', 'heuristic', 0], ['timeout', 'heuristic', 1]]);
    // the choices made before the stop replay by the rules, to a game still going on
    for (const e of errors) expect(decision(replay(e.setup, e.choices))).not.toBeNull();
  });

  it('the progress line counts the games a running batch has finished, not only whole batches', async () => {
    // one batch of 8 heuristic games (a few seconds) on one worker; the watchdog ticks every second, a terminal
    // redraws the line every 200 ms
    const raw = spec({ players: [1], teams: ['starters'], bots: ['heuristic'] }, { games: 8, batchSize: 8 });
    const lines: string[] = [];
    await runExperiment(validateSpec(raw), { out: join(tmp, 'progress'), workers: 1, rawSpec: raw, specFile: 'progress.json', stderr: { isTTY: true, write: (x: string) => lines.push(x) } });
    const counts = lines.map((l) => /(\d+)\/8 games/.exec(l)).filter((m) => m !== null).map((m) => Number(m![1]));
    expect(counts.at(-1)).toBe(8);
    expect(counts.some((n) => n > 0 && n < 8), lines.join('')).toBe(true);
  });
});

describe('the report of a Marvel Champions study', () => {
  it('names the game\'s own factors: villain, mode, modular set, team; rounds, no victory points', () => {
    const file = join(tmp, 'r.json'), out = join(tmp, 'rout');
    writeFileSync(file, JSON.stringify(spec({ villains: 'all', modes: ['standard', 'expert'], players: [1, 2] }, { name: 'r', games: 8 })));
    const r = spawnSync(process.execPath, [BIN, 'run', file, '--out', out, '--quiet'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const html = join(tmp, 'r.html');
    const rep = spawnSync(process.execPath, [BIN, 'report', out, '-o', html], { encoding: 'utf8' });
    expect(rep.status, rep.stderr).toBe(0);
    const page = readFileSync(html, 'utf8');
    for (const s of ['Marvel Champions Lab report', 'Villain difficulty', 'Mode difficulty', 'Villain × Mode', 'Win rate per villain', 'Game length (rounds)']) expect(page, s).toContain(s);
    for (const s of ['Mastermind difficulty', 'Victory points (all players)', 'Difficulty points']) expect(page, s).not.toContain(s);
    // the table of every cell heads its columns with the game's factors too
    for (const s of ['<th>Villain</th><th>Mode</th><th>Players</th>', '<th data-type="num">mean rounds (95%)</th>']) expect(page.includes(s), s).toBe(true);
    for (const s of ['<th>Mastermind</th>', '<th>Scheme</th>', '<th data-type="num">mean turns']) expect(page.includes(s), s).toBe(false);
    // how far the heroes got: each game's villainProgress in [0, 1] (1 on a win); the report's mean per villain and
    // mode is the mean of its cells' means, recounted here from games.csv
    const lines = readFileSync(join(out, 'games.csv'), 'utf8').trim().split('\n');
    const head = lines[0]!.split(','), col = (n: string) => head.indexOf(n);
    const byCell = new Map<string, { villain: string; mode: string; xs: number[] }>();
    for (const l of lines.slice(1)) {
      const f = l.split(',');
      const x = Number(f[col('villainProgress')]);
      expect(x).toBeGreaterThanOrEqual(0); expect(x).toBeLessThanOrEqual(1);
      if (f[col('result')] === 'win') expect(x).toBe(1);
      const c = byCell.get(f[col('cell')]!) ?? byCell.set(f[col('cell')]!, { villain: f[col('villain')]!, mode: f[col('mode')]!, xs: [] }).get(f[col('cell')]!)!;
      c.xs.push(x);
    }
    expect(page).toContain('How far the heroes got');
    for (const [villain, mode] of [['rhino', 'standard'], ['ultron', 'expert']]) {
      const means = [...byCell.values()].filter((c) => c.villain === villain && c.mode === mode).map((c) => c.xs.reduce((a, b) => a + b, 0) / c.xs.length);
      const m = means.reduce((a, b) => a + b, 0) / means.length;
      expect(page, `${villain} ${mode}`).toMatch(new RegExp(`<td>${villain} \\(${mode}\\)</td><td data-v="[0-9.e-]+">${(100 * m).toFixed(1)}%`));
    }
    const pts = spawnSync(process.execPath, [BIN, 'points', out], { encoding: 'utf8' });
    expect(pts.status).toBe(2);
    expect(pts.stderr).toMatch(/holds a Marvel Champions study: difficulty points cover Legendary's factors only so far/);
  });
});
