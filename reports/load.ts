// Reads results folders written by `legendary run` (docs/results-format.md): the per-game table
// (games.arrow preferred, games.csv otherwise) and manifest.json.

import * as aq from 'arquero';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** Bad report input (missing folder, missing table, wrong columns): one line for the user, exit 2. */
export class ReportInputError extends Error {
  constructor(message: string) { super(message); this.name = 'ReportInputError'; }
}

/** One game, normalised (only the columns the report uses). */
export interface GameRow {
  cell: string; game: number; seed: string;
  mastermind: string; scheme: string; players: number; solo: string; bot: string; challenges: string;
  heroes: string; villains: string; henchmen: string;
  result: string; cause: string; turns: number; vpTotal: number;
}

export interface Study {
  /** the folders read, as given */
  dirs: string[];
  /** a short name: the folder names joined with " + " */
  name: string;
  /** manifest.json of each folder (null when a folder has none) */
  manifests: (Record<string, unknown> | null)[];
  /** the per-game table (arquero), one row per distinct game */
  games: aq.ColumnTable;
  /** games dropped because the same (cell, seed) appeared in more than one folder */
  duplicates: number;
  /** games that threw or passed the step cap (lines of errors.jsonl); they are not in the tables */
  errors: number;
}

const REQUIRED = ['cell', 'mastermind', 'scheme', 'players', 'bot', 'result', 'cause', 'turns'] as const;
const STRING_COLS = ['cell', 'seed', 'mastermind', 'scheme', 'solo', 'bot', 'challenges', 'heroes', 'villains', 'henchmen', 'result', 'cause'] as const;
const NUMBER_COLS = ['game', 'players', 'turns', 'vpTotal'] as const;

function readTable(dir: string): { table: aq.ColumnTable; file: string } {
  const arrow = join(dir, 'games.arrow'), csv = join(dir, 'games.csv');
  try {
    if (existsSync(arrow)) return { table: aq.fromArrow(readFileSync(arrow)), file: arrow };
    // a final newline is not an empty game
    return { table: aq.fromCSV(readFileSync(csv, 'utf8').replace(/(\r?\n)+$/, ''), { autoType: false }), file: csv };
  } catch (e) {
    throw new ReportInputError(`cannot read ${existsSync(arrow) ? arrow : csv}: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** Builds a normalised arquero table from a raw games table (Arrow or CSV). */
export function normaliseGames(raw: aq.ColumnTable, file: string): aq.ColumnTable {
  const names = new Set(raw.columnNames());
  const missing = REQUIRED.filter((c) => !names.has(c));
  if (missing.length) {
    throw new ReportInputError(`${file} lacks the column(s) ${missing.join(', ')}; expected the results format of docs/results-format.md (cell, mastermind, scheme, players, bot, result, cause, turns, ...)`);
  }
  const n = raw.numRows();
  const cols: Record<string, unknown[]> = {};
  const get = (c: string) => (names.has(c) ? raw.array(c) as ArrayLike<unknown> : null);
  for (const c of STRING_COLS) {
    const a = get(c);
    const out = new Array<string>(n);
    for (let i = 0; i < n; i++) { const v = a ? a[i] : null; out[i] = v === null || v === undefined ? '' : String(v); }
    cols[c] = out;
  }
  for (const c of NUMBER_COLS) {
    const a = get(c);
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const v = a ? a[i] : null;
      out[i] = v === null || v === undefined || v === '' ? NaN : Number(v);
    }
    cols[c] = out;
  }
  // vpTotal may be absent in older tables: sum vp1..vp5
  if (!names.has('vpTotal')) {
    const vp = cols.vpTotal as number[];
    for (let i = 0; i < n; i++) {
      let s = 0, any = false;
      for (let k = 1; k <= 5; k++) {
        const a = get(`vp${k}`); const v = a ? a[i] : null;
        if (v !== null && v !== undefined && v !== '') { s += Number(v); any = true; }
      }
      vp[i] = any ? s : NaN;
    }
  }
  const results = cols.result as string[];
  for (let i = 0; i < n; i++) {
    if (results[i] !== 'win' && results[i] !== 'loss' && results[i] !== 'draw') {
      throw new ReportInputError(`${file} row ${i + 2}: result "${results[i]}" is not one of win, loss, draw`);
    }
  }
  const players = cols.players as number[];
  if (players.some((p) => !Number.isInteger(p))) throw new ReportInputError(`${file}: the players column must hold whole numbers`);
  return aq.table(cols);
}

function readManifest(dir: string): Record<string, unknown> | null {
  const f = join(dir, 'manifest.json');
  if (!existsSync(f)) return null;
  try {
    const m = JSON.parse(readFileSync(f, 'utf8')) as unknown;
    if (m && typeof m === 'object' && !Array.isArray(m)) return m as Record<string, unknown>;
  } catch { /* fall through */ }
  throw new ReportInputError(`${f} is not a JSON object`);
}

/** Checks that each folder exists and holds a games table; throws ReportInputError otherwise. */
export function checkResultsDir(dir: string): void {
  if (!existsSync(dir)) throw new ReportInputError(`results folder ${dir} does not exist`);
  if (!statSync(dir).isDirectory()) throw new ReportInputError(`${dir} is not a folder; give a results folder written by legendary run`);
  if (!existsSync(join(dir, 'games.arrow')) && !existsSync(join(dir, 'games.csv'))) {
    throw new ReportInputError(`results folder ${dir} has neither games.arrow nor games.csv; give a folder written by legendary run`);
  }
}

/** Reads one study from one or more results folders (their games are merged). */
export function loadStudy(dirs: readonly string[], log: (line: string) => void = () => {}): Study {
  if (dirs.length === 0) throw new ReportInputError('no results folder given');
  for (const d of dirs) checkResultsDir(d);
  const seenDirs = new Set<string>();
  let merged: aq.ColumnTable | null = null;
  const manifests: Study['manifests'] = [];
  let errors = 0;
  for (const d of dirs) {
    const abs = resolve(d);
    if (seenDirs.has(abs)) throw new ReportInputError(`results folder ${d} is given twice`);
    seenDirs.add(abs);
    const { table, file } = readTable(d);
    const t = normaliseGames(table, file);
    log(`read ${file}: ${t.numRows()} games`);
    manifests.push(readManifest(d));
    const ef = join(d, 'errors.jsonl');
    if (existsSync(ef)) errors += readFileSync(ef, 'utf8').split('\n').filter((l) => l.trim()).length;
    merged = merged ? merged.concat(t) : t;
  }
  let games = merged!;
  const before = games.numRows();
  if (dirs.length > 1) games = games.dedupe('cell', 'seed');
  const duplicates = before - games.numRows();
  if (duplicates) log(`dropped ${duplicates} games that appear in more than one folder (same cell and seed)`);
  if (games.numRows() === 0) throw new ReportInputError(`${dirs.join(', ')}: no games to report on`);
  return { dirs: [...dirs], name: dirs.map((d) => basename(resolve(d))).join(' + '), manifests, games, duplicates, errors };
}
