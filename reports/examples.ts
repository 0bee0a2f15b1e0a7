// Example games of a study (spec "examples"; experiments/runner.ts writes them to <results>/examples/): the
// report writes each as a replay page (reports/viewer.ts) into a folder next to the report, and its cell table
// links to them, so the report folder stays self-contained.

import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeAtomic } from '../experiments/store.js';
import { isViewerPage, replayData, viewerHtml, type ReplayRecord } from './viewer.js';
import { ReportInputError } from './load.js';

/** A link from the cell table: the game's result, its index in the cell, and the page relative to the report. */
export interface ExampleLink { result: string; game: number; href: string }

const INDEX_FORMAT = 'legendary-examples/1';

interface Found { dir: number; cell: string; game: number; result: string; record: string; page: string }

function found(dirs: readonly string[]): Found[] {
  const out: Found[] = [];
  dirs.forEach((d, i) => {
    const idx = join(d, 'examples', 'index.json');
    if (!existsSync(idx)) return;
    let j: { format?: string; games?: { cell: string; game: number; result: string; file: string }[] };
    try { j = JSON.parse(readFileSync(idx, 'utf8')); } catch { return; }
    if (j.format !== INDEX_FORMAT || !Array.isArray(j.games)) return;
    for (const x of j.games) {
      const page = `${dirs.length > 1 ? `${i + 1}-` : ''}${x.file.replace(/\.json$/, '')}.html`;
      out.push({ dir: i, cell: x.cell, game: x.game, result: x.result, record: join(d, 'examples', x.file), page });
    }
  });
  return out;
}

/** The folder the pages of a report go to: report.html -> report-games/. */
export function pagesDirFor(report: string): string {
  return join(dirname(report), `${basename(report).replace(/\.html?$/i, '')}-games`);
}

/** Refuses a pages folder that holds files the viewer did not write (unless force). */
export function checkPagesDir(dirs: readonly string[], report: string, force: boolean): void {
  if (found(dirs).length === 0) return;
  const dir = pagesDirFor(report);
  if (!existsSync(dir) || force) return;
  if (!statSync(dir).isDirectory()) throw new ReportInputError(`${dir} is a file; the report's replay pages go to a folder of that name: move it, or add --force`);
  const foreign = readdirSync(dir).filter((f) => !f.endsWith('.html') || !isViewerPage(join(dir, f)));
  if (foreign.length) throw new ReportInputError(`${dir} holds files legendary did not write (${foreign.slice(0, 3).join(', ')}); the report's replay pages go there: move them, or add --force`);
}

/**
 * Writes the replay page of every example game of the study's folders next to the report and returns the
 * links per cell id (empty where the study kept none).
 */
export function writeExamplePages(dirs: readonly string[], report: string, log: (s: string) => void): { links: Record<string, ExampleLink[]>; files: string[] } {
  const list = found(dirs);
  const links: Record<string, ExampleLink[]> = {};
  const files: string[] = [];
  if (list.length === 0) return { links, files };
  const dir = pagesDirFor(report);
  mkdirSync(dir, { recursive: true });
  log(`writing ${list.length} replay page${list.length > 1 ? 's' : ''} to ${dir}`);
  for (const x of list) {
    const rec = JSON.parse(readFileSync(x.record, 'utf8')) as ReplayRecord;
    const file = join(dir, x.page);
    writeAtomic(file, viewerHtml(replayData({ ...rec, title: `${x.cell}: game ${x.game} (${x.result})` })));
    files.push(file);
    (links[x.cell] ??= []).push({ result: x.result, game: x.game, href: `${basename(dir)}/${x.page}` });
  }
  return { links, files };
}

