// `legendary view`: a recorded game as one self-contained HTML page (reports/viewer.ts).

import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { SetupError } from '../engine/legendary/index.js';
import { SetupError as ChampionsSetupError } from '../engine/champions/index.js';
import { writeAtomic } from '../experiments/store.js';
import { isRecord, isViewerPage, ReplayError, replayData, viewerHtml, type ReplayRecord } from '../reports/viewer.js';
import { UsageError } from './errors.js';

/**
 * A record from a file: a replay file (`play --save`: {"setup", "choices", "bot"}), or a line of a run's
 * errors.jsonl (`line`, from 1; the first by default).
 */
export function readRecord(file: string, line?: number): ReplayRecord {
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch (e) { throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`); }
  const lines = text.split('\n').filter((l) => l.trim());
  let raw: unknown;
  if (file.endsWith('.jsonl') || (lines.length > 1 && line !== undefined)) {
    const k = line ?? 1;
    if (k < 1 || k > lines.length) throw new UsageError(`--line ${k}: ${file} has ${lines.length} line${lines.length === 1 ? '' : 's'}; accepted: 1-${lines.length}`);
    try { raw = JSON.parse(lines[k - 1]!); } catch (e) { throw new UsageError(`${file} line ${k} is not JSON: ${(e as Error).message}`); }
  } else {
    if (line !== undefined && line !== 1) throw new UsageError(`--line ${line}: ${file} holds one record; --line is for errors.jsonl files`);
    try { raw = JSON.parse(text); } catch (e) { throw new UsageError(`${file} is not JSON: ${(e as Error).message}`); }
  }
  if (!isRecord(raw)) {
    throw new UsageError(`${file} is not a game record: expected a JSON object with "setup" (players, seed, ...) and "choices" (option indices), as written by play --save or a line of errors.jsonl`);
  }
  const r = raw as ReplayRecord & { cell?: string; game?: number };
  return { setup: r.setup, choices: r.choices, bot: r.bot, title: r.cell !== undefined ? `${r.cell}, game ${r.game}` : undefined };
}

/** Writes the page, refusing to replace a file that is not a page of ours unless `force`. */
export function writeViewer(rec: ReplayRecord, out: string, force = false): { steps: number; result: string } {
  if (existsSync(out) && !force && !isViewerPage(out)) {
    throw new UsageError(`${out} exists and is not a replay page written by legendary; choose another -o, or give --force to replace it`);
  }
  let data;
  try { data = replayData(rec); } catch (e) {
    if (e instanceof ReplayError || e instanceof SetupError || e instanceof ChampionsSetupError) throw new UsageError(`cannot replay the record: ${e.message}`);
    throw e;
  }
  try { writeAtomic(out, viewerHtml(data)); } catch (e) { throw new UsageError(`cannot write ${out}: ${(e as Error).message}`); }
  return { steps: data.steps.length - 1, result: data.result ?? 'unfinished' };
}

/** Writes a replay file (`play --save`), refusing to replace a file that is not one. */
export function saveRecord(path: string, rec: ReplayRecord): void {
  if (existsSync(path)) {
    let ours = false;
    try { ours = isRecord(JSON.parse(readFileSync(path, 'utf8'))); } catch { /* not ours */ }
    if (!ours) throw new UsageError(`${path} exists and is not a replay file; choose another --save`);
  }
  try { writeAtomic(path, JSON.stringify(rec) + '\n'); } catch (e) { throw new UsageError(`cannot write ${path}: ${(e as Error).message}`); }
}

/** `play --save/--html` (either game): the played game as a replay file and/or a replay page. */
export function keepGame(o: { save?: string; html?: string }, rec: ReplayRecord): void {
  if (o.save) saveRecord(o.save, rec);
  if (o.html) writeViewer(rec, o.html);
}

export function viewCommand(file: string, o: { output?: string; line?: string; force?: boolean }): void {
  let line: number | undefined;
  if (o.line !== undefined) {
    if (!/^\s*\d+\s*$/.test(o.line) || Number(o.line) < 1) throw new UsageError(`bad --line "${o.line}"; accepted: a line number from 1`);
    line = Number(o.line);
  }
  const rec = readRecord(file, line);
  const out = o.output ?? join(dirname(file), `${basename(file, extname(file))}${line !== undefined ? `-${line}` : ''}.html`);
  const r = writeViewer(rec, out, o.force);
  process.stdout.write(`${out}: ${r.steps} decisions, ${r.result}\n`);
}
