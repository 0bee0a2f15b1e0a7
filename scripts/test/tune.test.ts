// `legendary tune` as a user meets it: the built command (npm test builds before testing).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-tune-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const spec = join(tmp, 'one-cell.json');
writeFileSync(spec, JSON.stringify({
  name: 'one-cell', seed: 5,
  factors: { masterminds: ['Red Skull'], schemes: ['The Legacy Virus'], players: [2], bots: ['heuristic'] },
  games: 10,
}));

describe('legendary tune', () => {
  it('rejects bad input with one line naming the problem and what is accepted, exit 2, nothing on stdout', () => {
    const cases: [string[], RegExp][] = [
      [['--params', 'nope=1..2'], /^legendary: unknown parameter "nope" for bot heuristic; accepted: escapeThreat, bystander, /],
      [['--params', 'deck=1..x'], /^legendary: malformed range "deck=1\.\.x" in --params; accepted: name=lo\.\.hi/],
      [['--params', 'deck=2..1'], /^legendary: malformed range "deck=2\.\.1" in --params: lo \(2\) must be below hi \(1\)/],
      [['--bot', 'random', '--params', 'deck=1..2'], /^legendary: unknown parameter "deck" for bot random; accepted: \(none/],
      [['--params', 'deck=1..2', '--budget', '20'], /^legendary: --budget 20 is too small for 1 cell; accepted: a whole number of games from \d+/],
      [['--params', 'deck=1..2', '--target', '1.5'], /^legendary: bad --target "1\.5"; accepted: a win rate from 0 to 1/],
      [[], /^legendary: --params is required; accepted: /],
    ];
    for (const [args, want] of cases) {
      const r = run('tune', spec, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err, args.join(' ')).toMatch(want);
      expect(r.out, args.join(' ')).toBe('');
    }
  });

  it('--help explains the range syntax, the method and the budget kept for the final check', () => {
    const r = run('tune', '--help');
    expect(r.code).toBe(0);
    for (const s of ['name=lo..hi:N', 'name=a|b|c', 'NTBEA', 'A quarter of the budget', '--target', 'escapeThreat', '--per-scheme', 'tuned']) expect(r.out).toContain(s);
  });

  it('a small run prints progress on stderr and a table with intervals; --json on 2 workers gives the same rows', () => {
    const args = ['tune', spec, '--params', 'escapeThreat=0..2:3,scheme=0|2', '--budget', '180', '--seed', '9'];
    const t = run(...args, '--workers', '1');
    expect(t.code).toBe(0);
    expect(t.err).toMatch(/^tune: heuristic on one-cell: 1 cell, 2 parameters \(6 settings/);
    expect(t.err).toMatch(/\d+\/180 games \(\d+%\), (step \d+\/\d+|final check on fresh deals), best heuristic:/);
    expect(t.out).toMatch(/rank\s+escapeThreat\s+scheme\s+search\s+games\s+win rate\s+95% CI\s+vs default/);
    expect(t.out).toMatch(/^1\s+[012]\s+[02]\s+\d+\.\d% of \d+\s+\d+\s+\d+\.\d%\s+\d+\.\d% to \d+\.\d%\s+[+-]\d+\.\d pts\s+[+-]\d+\.\d to [+-]\d+\.\d$/m);
    expect(t.out).toMatch(/^default\s+\(default\)\s+\(default\)/m);
    expect(t.out).toMatch(/recommended .*: heuristic:escapeThreat=\d,scheme=\d/);

    // the same search on 2 workers, as JSON: the same rows as the table of 1 worker
    const b = run(...args, '--workers', '2', '--json', '--quiet');
    expect(b.code).toBe(0);
    expect(b.err).toBe('');
    const ja = JSON.parse(b.out);
    expect(ja.rows[0].bot).toBe(t.out.match(/recommended .*: (\S+)/)![1]);
    const tableRates = [...t.out.matchAll(/^(?:\d|default)\s+\S+\s+\S+.*?\s(\d+\.\d)%\s+\d+\.\d% to/gm)].map((m) => m[1]);
    expect(tableRates).toEqual(ja.rows.map((r: { winRate: number }) => (100 * r.winRate).toFixed(1)));
    expect(ja.rows.at(-1).isDefault).toBe(true);
    for (const row of ja.rows) expect(row.ci.low).toBeLessThanOrEqual(row.winRate);
  });

  it('tunes a Marvel Champions spec\'s bots by their own parameters; --per-scheme is Legendary\'s', () => {
    const champ = join(tmp, 'champ.json');
    writeFileSync(champ, JSON.stringify({
      name: 'champ', game: 'champions', seed: 3,
      factors: { villains: ['rhino'], players: [1], teams: [['spider-man-justice']], bots: ['heuristic'] }, games: 4,
    }));
    const bad = run('tune', champ, '--params', 'escapeThreat=0..2');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^legendary: unknown parameter "escapeThreat" for bot heuristic; accepted: cardDamage, /);
    const per = run('tune', champ, '--params', 'permanent=0..2', '--per-scheme');
    expect(per.code).toBe(2);
    expect(per.err).toMatch(/^legendary: --per-scheme tunes Legendary Schemes; .*champ\.json is a Marvel Champions spec/);
    const r = run('tune', champ, '--bot', 'heuristic:worlds=0', '--params', 'recoverBelow=0.3|0.7', '--budget', '160', '--workers', '1', '--json', '--quiet');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.bot).toBe('heuristic:worlds=0');
    expect(j.rows.at(-1).isDefault).toBe(true);
    for (const row of j.rows) expect(row.bot).toMatch(/^heuristic:worlds=0(,recoverBelow=0\.[37])?$/);
  });

  it('--per-scheme searches each Scheme on its own cells, then lists each recommendation and the rows that beat the default', () => {
    const two = join(tmp, 'two-schemes.json');
    writeFileSync(two, JSON.stringify({
      name: 'two-schemes', seed: 5,
      factors: { masterminds: ['Red Skull'], schemes: ['The Legacy Virus', 'Super Hero Civil War'], players: [2], bots: ['heuristic'] },
      games: 10,
    }));
    const args = ['tune', two, '--per-scheme', '--params', 'deck=1|2,draw=1|2', '--budget', '200', '--seed', '3', '--workers', '1'];
    const t = run(...args);
    expect(t.code).toBe(0);
    expect(t.err).toMatch(/^\[1\/2\] tune: heuristic on two-schemes \/ The Legacy Virus: 1 cell/m);
    expect(t.err).toMatch(/^\[2\/2\] tune: heuristic on two-schemes \/ Super Hero Civil War: 1 cell/m);
    expect(t.out.match(/^tune heuristic on two-schemes \/ .* \(1 cell\)/gm)).toHaveLength(2);
    expect(t.out).toMatch(/^scheme\s+vs default\s+95% CI \(paired\)\s+recommended$/m);
    expect(t.out).toMatch(/^The Legacy Virus\s+[+-]\d+\.\d pts\s+[+-]\d+\.\d to [+-]\d+\.\d\s+heuristic:deck=\d,draw=\d$/m);
    expect(t.out).toMatch(/^Super Hero Civil War\s+[+-]\d+\.\d pts/m);
    const j = run(...args, '--json', '--quiet');
    expect(j.code).toBe(0);
    const rs = JSON.parse(j.out);
    expect(rs.map((r: { scheme: string; cells: number }) => [r.scheme, r.cells])).toEqual([['The Legacy Virus', 1], ['Super Hero Civil War', 1]]);
    // a row is listed for the table exactly when its paired interval is above zero
    const keep = rs.filter((r: { rows: { rank: number; vsDefault: { low: number } | null }[] }) => (r.rows.find((x) => x.rank === 1)?.vsDefault?.low ?? 0) > 0);
    const listed = [...t.out.matchAll(/^ {2}"([^"]+)": \{ deck: \d, draw: \d \},$/gm)].map((m) => m[1]);
    expect(listed).toEqual(keep.map((r: { scheme: string }) => r.scheme));
    // the budget is checked for every Scheme before any game
    const small = run('tune', two, '--per-scheme', '--params', 'deck=1|2', '--budget', '20');
    expect(small.code).toBe(2);
    expect(small.err).toMatch(/^legendary: --budget 20 is too small for 1 cell of The Legacy Virus; accepted: a whole number of games from \d+/);
    expect(small.out).toBe('');
  });
});
