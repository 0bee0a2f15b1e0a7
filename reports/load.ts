// Reads results folders written by `legendary run` (docs/results-format.md): the per-game table
// (games.arrow preferred, games.csv otherwise) and manifest.json. The table is read in pieces (one Arrow
// record batch, or a few megabytes of CSV, at a time) into a compact GameStore, so memory does not grow
// with the width of the table and no row object is ever built for the whole study.

import { RecordBatchReader, RecordBatchStreamWriter, type RecordBatch, type Vector } from 'apache-arrow';
// apache-arrow's own file reader takes the whole file into memory; its footer decoder (not part of the
// package's main exports, pinned with the package) lets us read one record batch at a time instead.
// It must be imported after the main module, which initialises the classes it uses.
import { Footer } from 'apache-arrow/ipc/metadata/file';
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { GameStore, Interner, type GameInput } from './store.js';

/** Bad report input (missing folder, missing table, wrong columns): one line for the user, exit 2. */
export class ReportInputError extends Error {
  constructor(message: string) { super(message); this.name = 'ReportInputError'; }
}

export interface Study {
  /** the folders read, as given */
  dirs: string[];
  /** a short name: the folder names joined with " + " */
  name: string;
  /** manifest.json of each folder (null when a folder has none) */
  manifests: (Record<string, unknown> | null)[];
  /** the games, one per distinct (cell, seed) */
  store: GameStore;
  /** games dropped because the same (cell, seed) appeared in more than one folder */
  duplicates: number;
  /** games that threw or passed the step cap (lines of errors.jsonl); they are not in the tables */
  errors: number;
}

const REQUIRED = ['cell', 'mastermind', 'scheme', 'players', 'bot', 'result', 'cause', 'turns'] as const;
/** A Marvel Champions study's games table (experiments/champions.ts): its factors are read into the same slots. */
const CHAMPIONS_REQUIRED = ['cell', 'villain', 'mode', 'modular', 'players', 'team', 'bot', 'result', 'cause', 'rounds'] as const;
const CHAMPIONS_SLOTS: Record<string, string> = { mastermind: 'villain', scheme: 'mode', challenges: 'modular', sets: 'team', turns: 'rounds' };
const isChampions = (names: ReadonlySet<string>) => names.has('villain') && names.has('mode') && names.has('rounds') && !names.has('mastermind');
/** Every column the report reads (the others are skipped while reading CSV). */
const USED = new Set<string>([...REQUIRED, 'game', 'seed', 'solo', 'challenges', 'sets', 'changes', 'heroes', 'villains', 'henchmen',
  ...CHAMPIONS_REQUIRED, 'villainProgress', 'vpTotal', 'vp1', 'vp2', 'vp3', 'vp4', 'vp5']);

/** One piece of a games table: column readers by name (absent columns are missing from the map). */
interface Piece {
  rows: number;
  str: Map<string, (i: number) => string>;
  num: Map<string, (i: number) => number>;
}

// ---- Arrow ------------------------------------------------------------------------------------------

function readAt(fd: number, pos: number, n: number): Uint8Array {
  const b = new Uint8Array(n);
  for (let got = 0; got < n;) {
    const k = readSync(fd, b, got, n - got, pos + got);
    if (k === 0) throw new Error(`unexpected end of file at byte ${pos + got}`);
    got += k;
  }
  return b;
}

/**
 * The messages of an Arrow IPC file as one IPC stream: the schema (from the footer; some writers do not
 * repeat it at the start), then every dictionary batch, then every record batch, each read from its
 * place in the file when the reader asks for it. Only one batch is in memory at a time.
 */
function* arrowFileAsStream(fd: number): Generator<Uint8Array> {
  const size = fstatSync(fd).size;
  if (size < 18) throw new Error('too short for an Arrow file');
  const tail = readAt(fd, size - 10, 10);
  if (new TextDecoder().decode(tail.subarray(4)) !== 'ARROW1') throw new Error('not an Arrow IPC file (no ARROW1 at its end)');
  const len = new DataView(tail.buffer, tail.byteOffset).getInt32(0, true);
  const footer = Footer.decode(readAt(fd, size - 10 - len, len));
  const w = new RecordBatchStreamWriter();
  w.reset(undefined, footer.schema);
  const schema = w.toUint8Array(true);
  // drop an end-of-stream marker (0xFFFFFFFF 0x00000000) if the writer added one
  const eos = schema.length >= 8 && schema.subarray(schema.length - 8).every((v, i) => v === (i < 4 ? 255 : 0));
  yield eos ? schema.subarray(0, schema.length - 8) : schema;
  for (const b of footer.dictionaryBatches()) if (b) yield readAt(fd, Number(b.offset), b.metaDataLength + Number(b.bodyLength));
  for (const b of footer.recordBatches()) if (b) yield readAt(fd, Number(b.offset), b.metaDataLength + Number(b.bodyLength));
}

const decoded = new WeakMap<Vector, string[]>();

function arrowColumn(v: Vector): { str: (i: number) => string; num: (i: number) => number } {
  const d = v.data[0]!;
  const valid = d.nullCount > 0 ? (i: number) => d.getValid(i) : () => true;
  if (d.dictionary) {
    // batches usually share their dictionary: decode it once
    let words = decoded.get(d.dictionary);
    if (!words) decoded.set(d.dictionary, words = Array.from(d.dictionary.toArray() as ArrayLike<unknown>, (w) => (w === null || w === undefined ? '' : String(w))));
    const idx = d.values as ArrayLike<number>;
    const str = (i: number) => (valid(i) ? words[Number(idx[i])] ?? '' : '');
    return { str, num: (i) => { const s = str(i); return s === '' ? NaN : Number(s); } };
  }
  const values = d.values as ArrayLike<number | bigint> | undefined;
  const numeric = values && ArrayBuffer.isView(values) && !(d.valueOffsets);
  if (numeric) {
    return {
      num: (i) => (valid(i) ? Number(values[i]) : NaN),
      str: (i) => (valid(i) ? String(Number(values[i])) : ''),
    };
  }
  return {
    str: (i) => { const x = v.get(i) as unknown; return x === null || x === undefined ? '' : String(x); },
    num: (i) => { const x = v.get(i) as unknown; return x === null || x === undefined || x === '' ? NaN : Number(x); },
  };
}

function arrowPiece(batch: RecordBatch): Piece {
  const str = new Map<string, (i: number) => string>(), num = new Map<string, (i: number) => number>();
  batch.schema.fields.forEach((f, k) => {
    const c = arrowColumn(batch.getChildAt(k)!);
    str.set(f.name, c.str); num.set(f.name, c.num);
  });
  return { rows: batch.numRows, str, num };
}

function readArrow(file: string, onPiece: (p: Piece, columns: string[]) => void): void {
  const fd = openSync(file, 'r');
  try {
    const reader = RecordBatchReader.from(arrowFileAsStream(fd)).open();
    const columns = reader.schema.fields.map((f) => f.name);
    let any = false;
    for (const batch of reader) { any = true; onPiece(arrowPiece(batch as RecordBatch), columns); }
    if (!any) onPiece({ rows: 0, str: new Map(), num: new Map() }, columns);
  } finally {
    closeSync(fd);
  }
}

// ---- CSV --------------------------------------------------------------------------------------------

/**
 * The fields of one CSV record that starts at `pos` and may hold quoted fields (with commas, doubled
 * quotes and newlines inside), and the index just after its end of line; null when `text` ends before
 * the record does (more input is needed), unless `eof`.
 */
function quotedRecord(text: string, pos: number, eof: boolean): { fields: string[]; end: number } | null {
  const fields: string[] = [];
  let i = pos;
  for (;;) {
    if (text[i] === '"') {
      let j = i + 1, value = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) { if (eof) throw new Error('a quoted field is not closed at the end of the file'); return null; }
        value += text.slice(j, q);
        if (text[q + 1] === '"') { value += '"'; j = q + 2; continue; }
        if (q + 1 >= text.length && !eof) return null; // cannot tell yet whether a quote follows
        i = q + 1;
        break;
      }
      // anything up to the next comma or end of line belongs to the field too (lenient, as most readers are)
      let k = i;
      while (k < text.length && text[k] !== ',' && text[k] !== '\n') k++;
      fields.push(value + text.slice(i, k).replace(/\r$/, ''));
      i = k;
    } else {
      let k = i;
      while (k < text.length && text[k] !== ',' && text[k] !== '\n') k++;
      fields.push(text.slice(i, k).replace(/\r$/, ''));
      i = k;
    }
    if (i >= text.length) { if (eof) return { fields, end: i }; return null; }
    if (text[i] === '\n') return { fields, end: i + 1 };
    i++; // the comma
  }
}

/**
 * Reads an RFC 4180 CSV file (quoted fields may hold commas, quotes and newlines) in chunks of
 * `chunkBytes`, handing over up to `pieceRows` rows at a time as columns of strings. Only the columns
 * in `want` are kept (all when it is not given). Records without quotes take a fast path (split on
 * commas); the others are parsed field by field.
 */
export function readCsv(file: string, onPiece: (p: Piece, columns: string[]) => void, chunkBytes = 4 << 20, pieceRows = 65536, want?: ReadonlySet<string>): void {
  const fd = openSync(file, 'r');
  const decoder = new TextDecoder('utf-8');
  let header: string[] | null = null;
  let kept: { name: string; index: number; values: string[] }[] = [];
  let rows = 0;
  const flushPiece = () => {
    if (!header) return;
    const str = new Map<string, (i: number) => string>(), num = new Map<string, (i: number) => number>();
    for (const { name, values } of kept) {
      str.set(name, (i) => values[i] ?? '');
      num.set(name, (i) => { const s = values[i]; return s === undefined || s === '' ? NaN : Number(s); });
    }
    onPiece({ rows, str, num }, header);
    for (const k of kept) k.values = [];
    rows = 0;
  };
  const record = (fields: string[]) => {
    if (fields.length === 1 && fields[0] === '') return; // a blank line
    if (!header) {
      header = fields;
      kept = header.map((name, index) => ({ name, index, values: [] as string[] })).filter((k) => !want || want.has(k.name));
      return;
    }
    for (const k of kept) k.values.push(fields[k.index] ?? '');
    if (++rows >= pieceRows) flushPiece();
  };
  let carry = '';
  try {
    const buf = new Uint8Array(chunkBytes);
    for (let pos = 0; ;) {
      const k = readSync(fd, buf, 0, chunkBytes, pos);
      pos += k;
      const eof = k === 0;
      const text = carry + (eof ? decoder.decode() : decoder.decode(buf.subarray(0, k), { stream: true }));
      let at = 0, q = -2; // the next quote at or after `at` (-1: none in the rest of the text; -2: not looked yet)
      for (;;) {
        if (at >= text.length) break;
        const nl = text.indexOf('\n', at);
        if (q !== -1 && q < at) q = text.indexOf('"', at);
        if (nl >= 0 && (q < 0 || q > nl)) {
          const line = text.charCodeAt(nl - 1) === 13 ? text.slice(at, nl - 1) : text.slice(at, nl);
          record(line.split(','));
          at = nl + 1;
          continue;
        }
        if (nl < 0 && q < 0 && !eof) break;
        const r = q < 0 ? { fields: text.slice(at).replace(/\r$/, '').split(','), end: text.length } : quotedRecord(text, at, eof);
        if (!r) break;
        record(r.fields);
        at = r.end;
      }
      carry = text.slice(at);
      if (eof) break;
    }
    if (header) flushPiece();
    else onPiece({ rows: 0, str: new Map(), num: new Map() }, []);
  } finally {
    closeSync(fd);
  }
}

// ---- Games into the store ---------------------------------------------------------------------------

function checkColumns(columns: readonly string[], file: string): void {
  const names = new Set(columns);
  if (isChampions(names)) {
    const missing = CHAMPIONS_REQUIRED.filter((c) => !names.has(c));
    if (missing.length) throw new ReportInputError(`${file} lacks the column(s) ${missing.join(', ')} of a Marvel Champions study (docs/results-format.md)`);
    return;
  }
  const missing = REQUIRED.filter((c) => !names.has(c));
  if (missing.length) {
    throw new ReportInputError(`${file} lacks the column(s) ${missing.join(', ')}; expected the results format of docs/results-format.md (cell, mastermind, scheme, players, bot, result, cause, turns, ...)`);
  }
}

/** Feeds one piece of a games table into the store; returns the games added. */
function ingest(p: Piece, store: GameStore, file: string, firstRow: number, skip?: (cell: number, deal: number) => boolean): { added: number; dropped: number } {
  // a Marvel Champions table's factors sit in the same slots (their names come from the store's game:
  // reports/aggregate.ts wordsFor): the villain in the Mastermind's, the mode in the scheme's, the modular set in the
  // challenge modes', the team in the card sets'; rounds as turns; no victory points, no villain groups
  const champions = isChampions(new Set([...p.str.keys(), ...p.num.keys()]));
  if (champions) store.game = 'champions';
  const slot = (c: string) => (champions ? CHAMPIONS_SLOTS[c] ?? c : c);
  const s = (c: string) => p.str.get(slot(c)) ?? (() => '');
  const n = (c: string) => p.num.get(slot(c)) ?? (() => NaN);
  const cell = s('cell'), game = n('game'), seed = s('seed'), mastermind = s('mastermind'), scheme = s('scheme');
  const players = n('players'), solo = s('solo'), bot = s('bot'), challenges = s('challenges');
  const heroes = champions ? ((h) => (i: number) => h(i).split('+').join('|'))(s('heroes')) : s('heroes');
  const sets = s('sets'), changes = s('changes'), henchmen = s('henchmen');
  const villains = s('villains'), result = s('result'), cause = s('cause'), turns = n('turns');
  // vpTotal may be absent in older tables: sum vp1..vp5
  const vpTotal = p.num.get('vpTotal') ?? ((i: number) => {
    let sum = 0, any = false;
    for (let k = 1; k <= 5; k++) { const v = p.num.get(`vp${k}`)?.(i) ?? NaN; if (Number.isFinite(v)) { sum += v; any = true; } }
    return any ? sum : NaN;
  });
  const progress = champions ? p.num.get('villainProgress') ?? (() => NaN) : () => NaN;
  let added = 0, dropped = 0;
  for (let i = 0; i < p.rows; i++) {
    const res = result(i);
    if (res !== 'win' && res !== 'loss' && res !== 'draw') {
      throw new ReportInputError(`${file} row ${firstRow + i + 2}: result "${res}" is not one of win, loss, draw`);
    }
    const pl = players(i);
    if (!Number.isInteger(pl)) throw new ReportInputError(`${file}: the players column must hold whole numbers (row ${firstRow + i + 2})`);
    const row: GameInput = {
      cell: cell(i), game: game(i), seed: seed(i), mastermind: mastermind(i), scheme: scheme(i), players: pl, solo: solo(i),
      bot: bot(i), challenges: challenges(i), sets: sets(i), changes: changes(i), heroes: heroes(i), villains: villains(i), henchmen: henchmen(i), result: res, cause: cause(i),
      turns: turns(i), vpTotal: vpTotal(i), progress: progress(i),
    };
    if (store.add(row, skip)) added++; else dropped++;
  }
  return { added, dropped };
}

/** Reads one folder's games table into the store, piece by piece. */
function readGames(dir: string, store: GameStore, skip?: (cell: number, deal: number) => boolean): { file: string; added: number; dropped: number } {
  const arrow = join(dir, 'games.arrow'), csv = join(dir, 'games.csv');
  const file = existsSync(arrow) ? arrow : csv;
  let rowsSoFar = 0, added = 0, dropped = 0, checked = false;
  const onPiece = (p: Piece, columns: string[]) => {
    if (!checked) { checkColumns(columns, file); checked = true; }
    const r = ingest(p, store, file, rowsSoFar, skip);
    rowsSoFar += p.rows; added += r.added; dropped += r.dropped;
  };
  try {
    if (file === arrow) readArrow(arrow, onPiece); else readCsv(csv, onPiece, undefined, undefined, USED);
  } catch (e) {
    if (e instanceof ReportInputError) throw e;
    throw new ReportInputError(`cannot read ${file}: ${(e as Error).message.split('\n')[0]}`);
  }
  return { file, added, dropped };
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

/** Lines of errors.jsonl that are not blank, counted in chunks. */
function countErrors(file: string): number {
  if (!existsSync(file)) return 0;
  const fd = openSync(file, 'r');
  try {
    const buf = new Uint8Array(1 << 20);
    let count = 0, lineHasText = false;
    for (let pos = 0; ;) {
      const k = readSync(fd, buf, 0, buf.length, pos);
      if (k === 0) break;
      pos += k;
      for (let i = 0; i < k; i++) {
        const c = buf[i]!;
        if (c === 10) { if (lineHasText) count++; lineHasText = false; } else if (c !== 32 && c !== 9 && c !== 13) lineHasText = true;
      }
    }
    return count + (lineHasText ? 1 : 0);
  } finally {
    closeSync(fd);
  }
}

/** Checks that each folder exists and holds a games table; throws ReportInputError otherwise. */
export function checkResultsDir(dir: string): void {
  if (!existsSync(dir)) throw new ReportInputError(`results folder ${dir} does not exist`);
  if (!statSync(dir).isDirectory()) throw new ReportInputError(`${dir} is not a folder; give a results folder written by legendary run`);
  if (!existsSync(join(dir, 'games.arrow')) && !existsSync(join(dir, 'games.csv'))) {
    throw new ReportInputError(`results folder ${dir} has neither games.arrow nor games.csv; give a folder written by legendary run`);
  }
}

/**
 * Reads one study from one or more results folders (their games are merged; a game in more than one
 * folder, same cell and seed, counts once). `deals` is shared with a baseline study so that the two
 * can be paired on the seeds they have in common.
 */
export function loadStudy(dirs: readonly string[], log: (line: string) => void = () => {}, deals: Interner = new Interner()): Study {
  if (dirs.length === 0) throw new ReportInputError('no results folder given');
  for (const d of dirs) checkResultsDir(d);
  const seenDirs = new Set<string>();
  for (const d of dirs) {
    const abs = resolve(d);
    if (seenDirs.has(abs)) throw new ReportInputError(`results folder ${d} is given twice`);
    seenDirs.add(abs);
  }
  const store = new GameStore(deals);
  // (cell, deal) pairs already read, only needed when several folders may repeat games
  const seen = dirs.length > 1 ? new Set<number>() : null;
  const skip = seen ? (cell: number, deal: number) => {
    const k = cell * 4294967296 + deal;
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  } : undefined;
  const manifests: Study['manifests'] = [];
  let errors = 0, duplicates = 0;
  for (const d of dirs) {
    const r = readGames(d, store, skip);
    log(`read ${r.file}: ${r.added + r.dropped} games`);
    duplicates += r.dropped;
    manifests.push(readManifest(d));
    errors += countErrors(join(d, 'errors.jsonl'));
  }
  if (duplicates) log(`dropped ${duplicates} games that appear in more than one folder (same cell and seed)`);
  if (store.n === 0) throw new ReportInputError(`${dirs.join(', ')}: no games to report on`);
  return { dirs: [...dirs], name: dirs.map((d) => basename(resolve(d))).join(' + '), manifests, store, duplicates, errors };
}
