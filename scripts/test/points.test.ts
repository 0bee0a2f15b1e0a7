// `legendary points` and `odds --model`: bad input in-process (one line, nothing written), a fit of a small real study,
// and the model's instant answer for a setup (built command for the spawned runs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { fitStudy, oddsFromModel, pointsCommand } from '../points.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-points-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const cli = (...args: string[]) => { const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }); return { code: r.status, out: r.stdout, err: r.stderr }; };

const study = join(tmp, 'study'), flat = join(tmp, 'flat');
beforeAll(() => {
  // random heroes, villains and henchmen over 2 Masterminds x 2 schemes x 2 player counts: 320 games of the heuristic
  const spec = join(tmp, 's.json'), one = join(tmp, 'one.json');
  writeFileSync(spec, JSON.stringify({ name: 's', seed: 'pts', factors: { masterminds: ['Loki', 'Red Skull'], schemes: ['The Legacy Virus', 'Midtown Bank Robbery'], players: [2, 3], bots: ['heuristic'] }, games: 40, batchSize: 20 }));
  writeFileSync(one, JSON.stringify({ name: 'one', seed: 'pts', factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['heuristic'], heroes: [['Hulk', 'Thor', 'Storm', 'Wolverine', 'Rogue']], villains: [['Enemies of Asgard', 'Masters of Evil']], henchmen: [['Hand Ninjas']] }, games: 220, batchSize: 110 }));
  for (const [s, d] of [[spec, study], [one, flat]] as const) {
    const r = cli('run', s, '--out', d, '--quiet');
    if (r.code !== 0) throw new Error(r.err);
  }
});

function refused(f: () => unknown, pattern: RegExp): void {
  let err: unknown = null;
  try { f(); } catch (e) { err = e; }
  expect(err, String(err)).toBeInstanceOf(UsageError);
  expect((err as Error).message).toMatch(pattern);
  expect((err as Error).message).not.toContain('\n');
}

describe('legendary points', () => {
  it('bad input is one line naming the problem and what is accepted, and nothing is written', () => {
    refused(() => pointsCommand([join(tmp, 'nope')], { quiet: true }), /is not a results folder/);
    refused(() => pointsCommand([flat], { quiet: true }), /^nothing varies in .*: every game has the same Mastermind, scheme, player count, heroes and villains/);
    expect(existsSync(join(flat, 'points.json'))).toBe(false);
    refused(() => pointsCommand([study], { quiet: true, bot: 'random' }), /^--bot "random" played no games in .*; accepted: heuristic/);
    writeFileSync(join(tmp, 'mine.json'), '{}');
    refused(() => pointsCommand([study], { quiet: true, out: join(tmp, 'mine.json') }), /exists and legendary points did not write it/);
    expect(readFileSync(join(tmp, 'mine.json'), 'utf8')).toBe('{}');
    refused(() => oddsFromModel(join(tmp, 'nothing'), { players: '2', bot: 'heuristic' }), /^--model .*: no .*; fit one with `legendary points/);
    refused(() => oddsFromModel(join(tmp, 'mine.json'), { players: '2', bot: 'heuristic' }), /is not a points model of legendary points/);
  });

  it('fits a study: every level it drew gets points with an interval, the held-out check is reported, and the model is saved', () => {
    const r = cli('points', study);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^difficulty points for heuristic, fitted on 320 games/);
    expect(r.out).toMatch(/\nMastermind \(2\)\n/);
    expect(r.out).toMatch(/\nHero \(\d+\)\n/);
    expect(r.out).toMatch(/total points -> win rate/);
    // 8 cells: too few held out (about a fifth of them) to state a coverage
    expect(r.out).toMatch(/held-out check: only \d held-out cells \(at least 10 needed\); a study with more setups can be checked/);
    const m = fitStudy([study], {});
    const saved = JSON.parse(readFileSync(join(study, 'points.json'), 'utf8')) as typeof m;
    expect(saved.format).toBe('legendary-points/1');
    expect(saved.effects.map((e) => e.level)).toEqual(m.effects.map((e) => e.level));
    for (const e of m.effects) { expect(e.lo).toBeLessThan(e.points); expect(e.hi).toBeGreaterThan(e.points); }
    // a second run replaces its own file; --out may name a new folder, not an existing one
    expect(cli('points', study, '--json', '--quiet').code).toBe(0);
    expect(cli('points', study, '--quiet', '--out', join(tmp, 'new', 'm.json')).code).toBe(0);
    expect(existsSync(join(tmp, 'new', 'm.json'))).toBe(true);
    refused(() => pointsCommand([study], { quiet: true, out: tmp }), /is a folder; name the model's file/);
  });

  it('odds --model answers at once from the model, and names what it never saw', () => {
    const a = cli('odds', '--model', study, '--mastermind', 'Loki', '--scheme', 'The Legacy Virus', '--players', '2');
    expect(a.code, a.err).toBe(0);
    expect(a.out).toMatch(/^win rate \d+\.\d%, 95% interval \[\d+\.\d%, \d+\.\d%\] from the points model .* \(bot heuristic; no games played\)/);
    const j = JSON.parse(cli('odds', '--model', join(study, 'points.json'), '--mastermind', 'Loki', '--players', '2', '--json').out) as { winRate: number; lo: number; hi: number; unseen: string[] };
    expect(j.lo).toBeLessThan(j.winRate);
    expect(j.hi).toBeGreaterThan(j.winRate);
    const far = oddsFromModel(study, { players: '4', mastermind: 'Magneto', bot: 'heuristic' });
    expect(far.unseen).toEqual(expect.arrayContaining(['Players 4', 'Mastermind Magneto']));
    expect(cli('odds', '--model', study, '--players', '4', '--mastermind', 'Magneto').out).toMatch(/outside what the model saw: .*Mastermind Magneto/);
    refused(() => oddsFromModel(study, { players: '2', bot: 'heuristic', change: 'Loki.attack=9' }), /answers for the printed game only/);
    // a named Mastermind brings the group it always leads; a named scheme its requirements
    expect(oddsFromModel(study, { players: '2', mastermind: 'Loki', bot: 'heuristic' }).setup.villains).toEqual(['Enemies of Asgard']);
    expect(oddsFromModel(study, { players: '2', scheme: 'The Legacy Virus', bot: 'heuristic' }).setup.villains).toBeUndefined();
  });
});
