// `legendary view` and `play --save / --html` as a user meets them: the files they write, and bad input as one
// line with exit code 2 and nothing written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replay, traceHash } from '../../engine/legendary/index.js';
import { readRecord, viewCommand, writeViewer } from '../view.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-view-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const cli = (...args: string[]) => { const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }); return { code: r.status, out: r.stdout, err: r.stderr }; };
const oneLine = (r: { code: number | null; err: string }, re: RegExp) => {
  expect(r.code).toBe(2);
  expect(r.err.trim().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(re);
};

describe('legendary view', () => {
  const rec = join(tmp, 'g.json');

  it('writes the page of a saved game next to it, the same page as play --html', () => {
    const p = cli('play', '--seed', '3', '--json', '--save', rec, '--html', join(tmp, 'direct.html'));
    expect(p.code, p.err).toBe(0);
    const saved = JSON.parse(readFileSync(rec, 'utf8')) as { setup: { seed: number }; choices: number[]; bot: string };
    expect(saved.setup.seed).toBe(3);
    expect(saved.bot).toBe('random');
    expect(saved.choices.length).toBeGreaterThan(10);
    const v = cli('view', rec);
    expect(v.code, v.err).toBe(0);
    const played = JSON.parse(p.out) as { result: string; traceHash: string };
    expect(v.out).toBe(`${join(tmp, 'g.html')}: ${saved.choices.length} decisions, ${played.result}\n`);
    expect(readFileSync(join(tmp, 'g.html'), 'utf8')).toBe(readFileSync(join(tmp, 'direct.html'), 'utf8'));
    // the saved record replays the same game
    expect(traceHash(replay(saved.setup as never, saved.choices))).toBe(played.traceHash);
    // its own page is replaced without --force
    expect(cli('view', rec, '-o', join(tmp, 'direct.html')).code).toBe(0);
  });

  it('reads a line of errors.jsonl', () => {
    const saved = JSON.parse(readFileSync(rec, 'utf8')) as { setup: object; choices: number[] };
    const jsonl = join(tmp, 'errors.jsonl');
    writeFileSync(jsonl, [{ cell: 'c1', game: 4, ...saved, choices: saved.choices.slice(0, 30), kind: 'step-cap' }, { cell: 'c2', game: 9, ...saved, kind: 'exception' }].map((x) => JSON.stringify(x)).join('\n') + '\n');
    const r = cli('view', jsonl, '--line', '1', '-o', join(tmp, 'e1.html'));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/30 decisions, unfinished/);
    expect(readFileSync(join(tmp, 'e1.html'), 'utf8')).toContain('<title>c1, game 4: replay</title>');
    expect(() => readRecord(jsonl, 3)).toThrow(/--line 3: .*errors\.jsonl has 2 lines; accepted: 1-2/);
    expect(existsSync(join(tmp, 'e3.html'))).toBe(false);
  });

  it('refuses bad input with one line and exit code 2, and writes nothing', () => {
    oneLine(cli('view', join(tmp, 'none.json')), /cannot read .*none\.json: no such file/);
    const notRec = join(tmp, 'spec.json');
    writeFileSync(notRec, JSON.stringify({ factors: {}, games: 3 }));
    expect(() => readRecord(notRec)).toThrow(/is not a game record: expected a JSON object with "setup"/);
    const bad = join(tmp, 'bad.json');
    const saved = JSON.parse(readFileSync(rec, 'utf8')) as { setup: never; choices: number[] };
    writeFileSync(bad, JSON.stringify({ ...saved, choices: [...saved.choices.slice(0, 3), 500] }));
    expect(() => writeViewer(readRecord(bad), join(tmp, 'x.html'))).toThrow(/cannot replay the record: choice 4 is 500, but that decision has \d+ options/);
    expect(existsSync(join(tmp, 'x.html'))).toBe(false);
    expect(() => viewCommand(rec, { line: 'two' })).toThrow(/bad --line "two"; accepted: a line number from 1/);
    const foreign = join(tmp, 'notes.html');
    writeFileSync(foreign, '<p>mine</p>');
    expect(() => writeViewer(readRecord(rec), foreign)).toThrow(/notes\.html exists and is not a replay page written by legendary; choose another -o, or give --force/);
    expect(readFileSync(foreign, 'utf8')).toBe('<p>mine</p>');
    writeViewer(readRecord(rec), foreign, true);
    expect(readFileSync(foreign, 'utf8')).toContain('legendary-replay-view/1');
    oneLine(cli('play', '--seed', '3', '--save', notRec), /spec\.json exists and is not a replay file; choose another --save/);
    expect(JSON.parse(readFileSync(notRec, 'utf8'))).toEqual({ factors: {}, games: 3 });
  });
});
