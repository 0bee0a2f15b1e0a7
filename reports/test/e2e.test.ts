// End to end: a small real run (`legendary run`), its report (`legendary report`, with a baseline and
// JSON), opened in headless Chromium through playwright-core: Debian's when it is installed, else the one
// packaged in @sparticuz/chromium (./browser.ts). Every chart must render SVG marks, the console must stay
// clean, and the page must load nothing but itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS } from '../../agents/registry.js';
import { findChromium } from './browser.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const browser = await findChromium();
console.log(`report e2e: ${browser.label}`);
const tmp = mkdtempSync(join(tmpdir(), 'report-e2e-'));
const out = join(tmp, 'out', 'report.html');
const fileUrl = pathToFileURL(out).href;
const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
const SECOND = BOTS.has('heuristic') ? 'heuristic' : 'random';

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function spec(seed: number) {
  return {
    name: `e2e-${seed}`, seed,
    factors: {
      masterminds: ['Red Skull', 'Loki'], schemes: ['Midtown Bank Robbery', 'The Legacy Virus'], players: [1, 2],
      bots: [...new Set(['random', SECOND])], challenges: [[], ['tyrant']],
    },
    games: 10, batchSize: 10,
  };
}

let ctx: BrowserContext;
let page: Page;
const requests: string[] = [];
const consoleErrors: string[] = [];
let reportRun: ReturnType<typeof cli>;

beforeAll(async () => {
  for (const seed of [1, 2]) {
    const f = join(tmp, `spec-${seed}.json`);
    writeFileSync(f, JSON.stringify(spec(seed)));
    const r = cli('run', f, '--out', join(tmp, `run-${seed}`), '--workers', '1', '--quiet');
    if (r.code !== 0) throw new Error(`legendary run failed (${r.code}): ${r.err}`);
  }
  reportRun = cli('report', join(tmp, 'run-1'), '-o', out, '--baseline', join(tmp, 'run-2'), '--format', 'json');
  ctx = await chromium.launchPersistentContext(profile, {
    executablePath: browser.executablePath, headless: true, acceptDownloads: true, viewport: { width: 1366, height: 900 },
    args: browser.args, env: browser.env,
  });
  page = await ctx.newPage();
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  await page.goto(fileUrl);
  await page.waitForSelector('body[data-charts]', { timeout: 30000 });
}, 120000);

afterAll(async () => {
  await ctx?.close();
  rmSync(tmp, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});

describe('legendary report on a real run', () => {
  it('writes the HTML and the JSON tables and names them', () => {
    expect(reportRun.code, reportRun.err).toBe(0);
    expect(reportRun.out.trim().split('\n')).toEqual([out, out.replace(/\.html$/, '.json')]);
    const j = JSON.parse(readFileSync(out.replace(/\.html$/, '.json'), 'utf8'));
    expect(j.games).toBe(320);
    expect(j.cellTable).toHaveLength(32);
    expect(j.baseline.matched).toBe(32);
    expect(j.varies).toEqual({ mastermind: true, scheme: true, players: true, challenges: true, sets: false, changes: false, bot: SECOND !== 'random' });
  });

  it('bad input is one line and exit code 2, and writes nothing', () => {
    const missing = cli('report', join(tmp, 'nope'), '-o', join(tmp, 'x.html'));
    expect(missing.code).toBe(2);
    expect(missing.err.trim().split('\n')).toHaveLength(1);
    expect(missing.err).toMatch(/legendary: results folder .*nope does not exist/);
    const notResults = cli('report', tmp, '-o', join(tmp, 'x.html'));
    expect(notResults.code).toBe(2);
    expect(notResults.err).toMatch(/has neither games\.arrow nor games\.csv/);
    const format = cli('report', join(tmp, 'run-1'), '-o', join(tmp, 'x.html'), '--format', 'pdf');
    expect(format.code).toBe(2);
    expect(format.err).toMatch(/unknown --format "pdf"; accepted: html, json/);
    const baseline = cli('report', join(tmp, 'run-1'), '-o', join(tmp, 'x.html'), '--baseline', join(tmp, 'nope'));
    expect(baseline.code).toBe(2);
    expect(existsSync(join(tmp, 'x.html'))).toBe(false);
  });
});

describe(`the report in headless Chromium: ${browser.label}`, () => {
  it('renders every chart with SVG marks', async () => {
    const charts = await page.$$eval('.vis', (els) => els.map((el) => ({
      id: el.id,
      svg: el.querySelectorAll('svg').length,
      marks: el.querySelectorAll('svg .role-mark > *').length,
      failed: el.querySelectorAll('.chart-error').length,
    })));
    expect(charts.length).toBeGreaterThanOrEqual(SECOND !== 'random' ? 19 : 15);
    expect(await page.getAttribute('body', 'data-charts')).toBe(`${charts.length}/${charts.length}`);
    for (const c of charts) {
      expect(c.failed, c.id).toBe(0);
      expect(c.svg, c.id).toBeGreaterThan(0);
      expect(c.marks, c.id).toBeGreaterThan(0);
    }
    for (const id of ['chart-mastermind', 'chart-scheme', 'chart-heatmap', 'chart-challenges', 'chart-players', 'chart-losses', 'chart-turns', 'chart-vp', 'chart-heroes']) {
      expect(charts.map((c) => c.id)).toContain(id);
    }
  });

  it('logs no console errors and loads nothing but the file itself', () => {
    expect(consoleErrors).toEqual([]);
    expect([...new Set(requests)]).toEqual([fileUrl]);
  });

  it('exports a chart as SVG and as PNG from the page', async () => {
    for (const [label, check] of [['Save as SVG', (b: Buffer) => expect(b.toString('utf8', 0, 200)).toMatch(/<svg/)],
      ['Save as PNG', (b: Buffer) => expect(b.subarray(1, 4).toString('latin1')).toBe('PNG')]] as const) {
      await page.click('#chart-mastermind details summary');
      const link = page.locator('#chart-mastermind .vega-actions a', { hasText: label });
      await link.dispatchEvent('mousedown'); // vega-embed makes the image URL on mousedown
      await page.waitForFunction((el) => /^(data|blob):/.test((el as HTMLAnchorElement).href), await link.elementHandle(), { timeout: 10000 });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      check(readFileSync((await download.path())!));
      await page.keyboard.press('Escape');
      await page.evaluate(() => document.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open')));
    }
  });

  it('sorts the cell table by a column', async () => {
    await page.click('table.cells thead th:has-text("win rate")');
    const asc = await page.$$eval('table.cells tbody tr', (rows) => rows.map((r) => Number(r.querySelector('td:nth-last-child(4)')!.getAttribute('data-v'))));
    expect(asc.length).toBe(32);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.click('table.cells thead th:has-text("win rate")');
    const desc = await page.$$eval('table.cells tbody tr', (rows) => rows.map((r) => Number(r.querySelector('td:nth-last-child(4)')!.getAttribute('data-v'))));
    expect(desc).toEqual([...asc].reverse());
  });

  it('prints: navigation hidden, a PDF of several pages', async () => {
    await page.emulateMedia({ media: 'print' });
    expect(await page.$eval('nav', (n) => getComputedStyle(n).display)).toBe('none');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThan(3);
    await page.emulateMedia({ media: 'screen' });
  });
});
