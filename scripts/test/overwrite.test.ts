// No file is overwritten behind the user's back: run, merge and report write only what their command line
// names or what they print before writing, and refuse (exit 2, one line naming the file and --force) to
// replace a file they did not write on an earlier run. Files they did write are recognised by a mark inside
// them: the manifest's "format" for a results folder, a closing comment in an HTML report, the "format" at
// the top of the report's JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-overwrite-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function cli(args: string[], cwd = tmp) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', cwd });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const SPEC = join(tmp, 'tiny.json');
const tiny = { name: 'tiny', seed: 'overwrite', factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['random'] }, games: 6, batchSize: 3 };
const results = join(tmp, 'results-tiny');
beforeAll(() => {
  writeFileSync(SPEC, JSON.stringify(tiny));
  const r = cli(['run', SPEC, '--out', results, '--quiet']);
  if (r.code !== 0) throw new Error(`legendary run failed (${r.code}): ${r.err}`);
});

/** The names and contents of every file under a folder, to show that a refused command wrote nothing. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out[join(e.parentPath, e.name)] = readFileSync(join(e.parentPath, e.name), 'utf8');
  }
  return out;
}

function refused(r: ReturnType<typeof cli>, file: string) {
  expect(r.code, r.err).toBe(2);
  const lines = r.err.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(file);
  expect(lines[0]).toContain('--force');
}

describe('legendary report', () => {
  const dir = join(tmp, 'rep');
  const mine = JSON.stringify({ name: 'x', factors: {} });
  const page = '<!DOCTYPE html><html><body>my page</body></html>\n';

  it('refuses to replace a spec named like its JSON tables, or a page it did not write, and writes nothing', () => {
    mkdirSync(dir);
    writeFileSync(join(dir, 'x.json'), mine);
    refused(cli(['report', results, '-o', join(dir, 'x.html'), '--format', 'json']), join(dir, 'x.json'));
    expect(existsSync(join(dir, 'x.html'))).toBe(false);
    writeFileSync(join(dir, 'index.html'), page);
    refused(cli(['report', results, '-o', join(dir, 'index.html')]), join(dir, 'index.html'));
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'x.json']);
    expect(readFileSync(join(dir, 'x.json'), 'utf8')).toBe(mine);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page);
  });

  it('--force replaces them, and the files are named on stderr before they are written', () => {
    writeFileSync(join(dir, 'index.json'), mine);
    const html = join(dir, 'index.html'), json = join(dir, 'index.json');
    const r = cli(['report', results, '-o', html, '--format', 'json', '--force']);
    expect(r.code, r.err).toBe(0);
    expect(r.err.split('\n')).toEqual(expect.arrayContaining([`writing ${html}`, `writing ${json}`]));
    expect(r.out.trim().split('\n')).toEqual([html, json]);
    expect(readFileSync(html, 'utf8').trimEnd()).toMatch(/<!-- written by legendary report \(Legendary Lab\)[^\n]*-->$/);
    expect(JSON.parse(readFileSync(json, 'utf8')).format).toBe('legendary-lab report tables');
  });

  it('replaces its own files of an earlier run without --force', () => {
    // a report and its JSON as an earlier run left them (marked, with a stale table)
    const html = join(dir, 'again.html'), json = join(dir, 'again.json');
    writeFileSync(html, readFileSync(join(dir, 'index.html')));
    writeFileSync(json, readFileSync(join(dir, 'index.json'), 'utf8').replace('"version": 1', '"version": 1, "stale": true'));
    const r = cli(['report', results, '-o', html, '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(json, 'utf8')).not.toContain('stale');
  });

  it('names its default output, <first folder>/report.html, and replaces a report of an older version there', () => {
    // reports written before the closing mark existed are recognised by their generator tag
    const old = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="generator" content="legendary-lab 0.1.0; vega 6.4.0">\n</head><body></body></html>\n';
    writeFileSync(join(results, 'report.html'), old);
    const r = cli(['report', results]);
    expect(r.code, r.err).toBe(0);
    expect(r.err.split('\n')).toContain(`writing ${results}/report.html`);
    expect(readFileSync(join(results, 'report.html'), 'utf8')).not.toBe(old);
  });
});

describe('legendary run', () => {
  it('refuses a folder whose manifest.json it did not write, and writes nothing there', () => {
    const dir = join(tmp, 'webapp');
    mkdirSync(dir);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ name: 'My web app', icons: [] }));
    const before = snapshot(dir);
    const r = cli(['run', SPEC, '--out', dir, '--quiet']);
    refused(r, join(dir, 'manifest.json'));
    expect(snapshot(dir)).toEqual(before);
    // with --force it becomes a results folder
    const f = cli(['run', SPEC, '--out', dir, '--quiet', '--force']);
    expect(f.code, f.err).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).format).toBe('legendary-results/1');
    // and from then on it is recognised as one: running again resumes it without --force
    expect(cli(['run', SPEC, '--out', dir, '--quiet']).code).toBe(0);
  });

  it('writes into a folder with other files only with --force, and leaves those files alone', () => {
    const dir = join(tmp, 'notes');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    refused(cli(['run', SPEC, '--out', dir]), 'notes.txt');
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    const f = cli(['run', SPEC, '--out', dir, '--force', '--quiet']);
    expect(f.code, f.err).toBe(0);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(join(dir, 'games.csv'), 'utf8').trimEnd().split('\n')).toHaveLength(7);
  });

  it('without --out, names its default folder before writing to it', () => {
    const cwd = join(tmp, 'cwd');
    mkdirSync(cwd);
    const r = cli(['run', SPEC], cwd);
    expect(r.code, r.err).toBe(0);
    expect(r.err.split('\n')[0]).toMatch(/^tiny: 1 cells, 6 games, \d workers? -> results\/tiny$/);
    expect(existsSync(join(cwd, 'results', 'tiny', 'games.csv'))).toBe(true);
  });
});

describe('legendary merge', () => {
  it('refuses an --out folder that holds other files unless --force', () => {
    const dir = join(tmp, 'merge-into');
    mkdirSync(dir);
    writeFileSync(join(dir, 'games.csv'), 'my,own\n1,2\n');
    const r = cli(['merge', results, '--out', dir]);
    refused(r, 'games.csv');
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe('my,own\n1,2\n');
    const f = cli(['merge', results, '--out', dir, '--force', '--quiet']);
    expect(f.code, f.err).toBe(0);
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(readFileSync(join(results, 'games.csv'), 'utf8'));
  });
});
