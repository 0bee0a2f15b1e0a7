// `legendary design` from the command line: bad input in-process (one line, nothing written), one real run (built command).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExperimentError } from '../../experiments/errors.js';
import { designCommand } from '../design.js';
import { UsageError } from '../errors.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-design-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const SPEC = join(tmp, 'loki.json');
writeFileSync(SPEC, JSON.stringify({ name: 'loki', seed: 2, factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['heuristic'] }, games: 10 }));
const out = join(tmp, 'd.json');

async function refused(o: Parameters<typeof designCommand>[1], pattern: RegExp, spec = SPEC): Promise<void> {
  let err: unknown = null;
  try { await designCommand(spec, { quiet: true, out, ...o }); } catch (e) { err = e; }
  expect(err instanceof UsageError || err instanceof ExperimentError, String(err)).toBe(true);
  expect((err as Error).message).toMatch(pattern);
  expect((err as Error).message).not.toContain('\n');
  expect(existsSync(out)).toBe(false);
}

describe('legendary design', () => {
  it('bad input is one line naming what is accepted, and nothing is written', async () => {
    await refused({ knobs: ['Loki.attack=8..12'] }, /^--target is required/);
    await refused({ target: '1.5', knobs: ['Loki.attack=8..12'] }, /^bad --target "1.5"; accepted: a win rate from 0 to 1/);
    await refused({ target: '-0.1', knobs: ['Loki.attack=8..12'] }, /^bad --target/);
    await refused({ target: '0.5' }, /^--knobs is required/);
    await refused({ target: '0.5', knobs: ['Thanos.attack=8..12'] }, /^knob "Thanos.attack": unknown change target "Thanos"/);
    await refused({ target: '0.5', knobs: ['Loki.recruit=8..12'] }, /unknown change field "recruit" for mastermind "Loki"; accepted: attack, vp/);
    await refused({ target: '0.5', knobs: ['Loki.attack=8..12'], tolerance: '2' }, /^bad --tolerance "2"/);
    await refused({ target: '0.5', knobs: ['Loki.attack=8..12'], budget: '10' }, /^bad --budget "10"; accepted: a whole number of games from 100/);
    const varied = join(tmp, 'varied.json');
    writeFileSync(varied, JSON.stringify({ factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['heuristic'] }, sweep: { 'Loki.attack': [8, 9] }, games: 1 }));
    await refused({ target: '0.5', knobs: ['Loki.attack=8..12'] }, /has no cells of the printed game .*; design starts from the printed game: add \{\} to its "changes"/, varied);
    writeFileSync(out + '.other', 'mine');
    let err: unknown = null;
    try { await designCommand(SPEC, { quiet: true, target: '0.5', knobs: ['Loki.attack=8..12'], out: out + '.other' }); } catch (e) { err = e; }
    expect((err as Error).message).toMatch(/exists and legendary design did not write it; choose another file or add --force/);
    expect(readFileSync(out + '.other', 'utf8')).toBe('mine');
  });

  it('prints the table of the best candidates and writes the result as JSON; a second run may replace its own file', () => {
    const args = ['design', SPEC, '--target', '0.3', '--tolerance', '0.1', '--knobs', 'Loki.attack=4|7|10', '--budget', '400', '--workers', '1', '--out', out];
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^design: heuristic on loki \(1 setup\), target 30.0% ± 10.0%, knobs Loki.attack=4\|7\|10 \(printed 10\)/);
    expect(r.stdout).toMatch(/rank +change +size +search +games +win rate +95% CI +in band +vs printed \(paired\)/);
    const j = JSON.parse(readFileSync(out, 'utf8')) as { format: string; rows: { label: string; games: number }[]; target: number; searchGames: number; finalGames: number };
    expect(j.format).toBe('legendary-design/1');
    expect(j.target).toBe(0.3);
    expect(j.rows.some((x) => x.label === 'printed')).toBe(true);
    expect(j.searchGames + j.finalGames).toBeLessThanOrEqual(400);
    const again = spawnSync(process.execPath, [BIN, ...args, '--json', '--quiet'], { encoding: 'utf8' });
    expect(again.status, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(readFileSync(out, 'utf8')));
    expect(JSON.parse(again.stdout).rows).toEqual(j.rows);
  });
});
