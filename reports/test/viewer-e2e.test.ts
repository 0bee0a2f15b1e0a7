// The replay page in a real browser (headless Chromium, ./browser.ts): it loads offline with a clean console,
// the timeline steps through the whole game by decision and by turn and ends on the recorded result, and the
// board it shows at a step is the engine's state replayed to that step.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { board, CARDS, replay, type SetupOptions } from '../../engine/legendary/index.js';
import { findChromium } from './browser.js';
import { viewerData } from '../viewer.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'viewer-e2e-'));
const page$ = join(tmp, 'game.html');
const rec$ = join(tmp, 'game.json');
let browser: Browser;
let page: Page;
const errors: string[] = [];
const requests: string[] = [];
let record: { setup: SetupOptions; choices: number[] };

beforeAll(async () => {
  const r = spawnSync(process.execPath, [BIN, 'play', '--players', '2', '--seed', '5', '--bot', 'heuristic', '--save', rec$, '--html', page$], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`legendary play failed (${r.status}): ${r.stderr}`);
  record = JSON.parse(readFileSync(rec$, 'utf8'));
  const b = await findChromium();
  browser = await chromium.launch({ executablePath: b.executablePath, args: b.args, env: b.env, headless: true });
  page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (q) => requests.push(q.url()));
  await page.goto(pathToFileURL(page$).href);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const where = () => page.locator('#where').textContent();
const stepNow = () => page.evaluate(() => (window as unknown as { replayViewer: { step(): number } }).replayViewer.step());

describe('the replay page', () => {
  it('loads offline with no console errors', async () => {
    expect(await where()).toMatch(/^step 0 \/ \d+ · turn 1 · player 1/);
    expect(errors).toEqual([]);
    expect(requests.every((u) => u.startsWith('file:'))).toBe(true);
  });

  it('steps through the whole game with the arrow key and ends on the recorded result', async () => {
    const n = record.choices.length;
    await page.locator('body').click();
    for (let i = 0; i < n; i++) await page.keyboard.press('ArrowRight');
    expect(await stepNow()).toBe(n);
    await page.keyboard.press('ArrowRight'); // past the end: stays
    expect(await stepNow()).toBe(n);
    const end = replay(record.setup, record.choices);
    expect(end.result).not.toBeNull();
    expect(await page.locator('#decision h2').textContent()).toBe('Game over');
    expect(await page.locator('#outcome').textContent()).toMatch(end.result === 'win' ? /^Players win: / : /^Evil wins: |^Draw: /);
    expect(await page.locator('#outcome').textContent()).toContain(end.cause);
    expect(page.url()).toMatch(new RegExp(`#step-${n}$`));
    await page.keyboard.press('Home');
    expect(await stepNow()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('steps by turn, and opens at #turn-N and #step-N', async () => {
    await page.keyboard.press('ArrowDown');
    expect(await where()).toMatch(/· turn 2 ·/);
    await page.keyboard.press('Shift+ArrowRight');
    expect(await where()).toMatch(/· turn 3 ·/);
    await page.keyboard.press('ArrowUp');
    expect(await where()).toMatch(/· turn 2 ·/);
    await page.goto(`${pathToFileURL(page$).href}#turn-4`);
    const s = await stepNow();
    const before = board(replay(record.setup, record.choices.slice(0, s - 1)));
    const at = board(replay(record.setup, record.choices.slice(0, s)));
    expect(at.turn).toBe(4);
    expect(before.turn).toBe(3); // the first step of turn 4
    await page.goto(`${pathToFileURL(page$).href}#step-17`);
    expect(await stepNow()).toBe(17);
  });

  it('rebuilds every step\'s board from the page\'s compact form exactly', async () => {
    const want = viewerData(record).steps.map((s) => s.board);
    const got = await page.evaluate((n) => Array.from({ length: n }, (_, i) => (window as unknown as { replayViewer: { board(i: number): unknown } }).replayViewer.board(i)), want.length);
    expect(got).toEqual(want);
  });

  it('shows at a step what the engine holds there', async () => {
    for (const k of [9, Math.floor(record.choices.length / 2)]) {
      await page.goto(`${pathToFileURL(page$).href}#step-${k}`);
      await page.reload();
      expect(await stepNow()).toBe(k);
      const b = board(replay(record.setup, record.choices.slice(0, k)));
      const zone = (label: string) => page.locator('#piles .zone', { hasText: label }).textContent();
      expect(await zone('Villain Deck')).toBe(`Villain Deck ${b.villainDeck}`);
      expect(await zone('Hero Deck')).toBe(`Hero Deck ${b.heroDeck}`);
      expect(await zone('Wounds')).toBe(`Wounds ${b.wounds}`);
      const me = page.locator('.player').nth(b.current);
      const hand = await me.locator('.zone', { hasText: 'Hand' }).locator('.card').evaluateAll((els) => els.map((e) => e.firstChild!.textContent));
      expect(hand).toEqual(b.players[b.current]!.hand.map((id) => CARDS[id]!.name));
      expect(hand.length).toBeGreaterThan(0);
      const city = await page.locator('#city .space').evaluateAll((els) => els.map((e) => e.querySelector('.card')?.firstChild?.textContent ?? 'empty'));
      expect(city).toEqual(b.city.map((c) => (c.card < 0 ? 'empty' : CARDS[c.card]!.name)));
      expect(await page.locator('#decision li.chosen').textContent()).toBeTruthy();
      expect(await page.locator('#decision .why').textContent()).toMatch(/^Why: the /); // the heuristic's rule
    }
    expect(errors).toEqual([]);
  });
});

describe('a Marvel Champions replay page', () => {
  it('loads, steps by round, and ends on the recorded result', async () => {
    const file = join(tmp, 'mc.html');
    const r = spawnSync(process.execPath, [BIN, 'champions', 'play', '--villain', 'rhino', '--seed', '3', '--bot', 'simple', '--html', file, '--json'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const played = JSON.parse(r.stdout) as { result: string; cause: string; rounds: number };
    await page.goto(pathToFileURL(file).href);
    expect(await where()).toMatch(/^step 0 \/ \d+ · round \d+/);
    expect(await page.locator('#mastermind h2').textContent()).toBe('Villain');
    expect(await page.locator('#city').isVisible()).toBe(false);
    await page.goto(`${pathToFileURL(file).href}#step-3`);
    expect(await page.locator('#decision .why').count()).toBe(1);
    await page.keyboard.press('End');
    expect(await page.locator('#decision h2').textContent()).toBe('Game over');
    expect(await page.locator('#outcome').textContent()).toBe(`${played.result === 'win' ? 'Players win' : 'The villain wins'}: ${played.cause} (round ${played.rounds})`);
    await page.goto(`${pathToFileURL(file).href}#turn-2`);
    expect(await where()).toMatch(/· round 2 ·/);
    expect(errors).toEqual([]);
  });
});
