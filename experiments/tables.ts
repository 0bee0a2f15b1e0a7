// Builds the output tables from the stored batches: the per-game table (Arrow IPC file + CSV), the per-cell
// summary (CSV + Arrow) and errors.jsonl. Always rebuilt from the batches, so a resumed or merged run gives
// exactly the tables of an uninterrupted one.
//
// Streaming: the stored batches are read one at a time and their rows appended to the files in record
// batches of a fixed number of rows; the per-cell summary is kept as running counts per cell. No step holds
// more than one record batch of rows, so memory does not grow with the number of games.

import {
  Data, Dictionary, Field, Float64, Int32, makeBuilder, makeData, RecordBatch, RecordBatchFileWriter, Schema, Struct, Utf8, Vector,
  type DataType,
} from 'apache-arrow';
import { join } from 'node:path';
import { wilson } from './stats.js';
import { changesText, type Cell, type Experiment } from './spec.js';
import { CHAMPIONS_CELL_COLUMNS, CHAMPIONS_GAME_COLUMNS, championsCellFactors, championsGameRow, type ChampionsRow } from './champions.js';
import type { BatchFile } from './store.js';
import { AtomicFile } from './store.js';
import type { GameRow } from './games.js';

type ColType = 'dict' | 'utf8' | 'int' | 'float';
type Value = string | number | null;
type Columns = Record<string, Value[]>;

/**
 * Per-game columns in order, with their Arrow types (docs/results-format.md; the last four are extras).
 * Strings whose values come from a bounded set (the factors, result, cause, villain groups, henchmen) are
 * dictionary-encoded; per-game strings that are almost all distinct (seed, traceHash, and heroes: the
 * heroes in the order drawn) are plain UTF-8, so no dictionary grows with the number of games.
 */
export const GAME_COLUMNS: [string, ColType][] = [
  ['cell', 'dict'], ['game', 'int'], ['seed', 'utf8'], ['mastermind', 'dict'], ['scheme', 'dict'], ['players', 'int'],
  ['solo', 'dict'], ['bot', 'dict'], ['challenges', 'dict'], ['heroes', 'utf8'], ['villains', 'dict'], ['henchmen', 'dict'],
  ['result', 'dict'], ['cause', 'dict'], ['turns', 'int'],
  ['vp1', 'int'], ['vp2', 'int'], ['vp3', 'int'], ['vp4', 'int'], ['vp5', 'int'], ['vpTotal', 'int'], ['soloScore', 'int'],
  ['twists', 'int'], ['strikes', 'int'], ['escapes', 'int'], ['bystandersCarried', 'int'], ['woundsGained', 'int'],
  ['tacticsDefeated', 'int'], ['steps', 'int'], ['traceHash', 'utf8'], ['durationMs', 'float'],
  // extras: grid position, the hero / villain / henchmen factor levels ("random" or the fixed set)
  ['cellIndex', 'int'], ['heroesSpec', 'dict'], ['villainsSpec', 'dict'], ['henchmenSpec', 'dict'],
  // the card sets the game drew from ("core", "core+dark-city")
  ['sets', 'dict'],
  // the what-if changes the game played with ("Loki.attack=9"; '' for the printed game)
  ['changes', 'dict'],
];

export const CELL_COLUMNS: [string, ColType][] = [
  ['cellIndex', 'int'], ['cell', 'utf8'], ['mastermind', 'utf8'], ['scheme', 'utf8'], ['players', 'int'], ['solo', 'utf8'],
  ['bot', 'utf8'], ['challenges', 'utf8'], ['heroesSpec', 'utf8'], ['villainsSpec', 'utf8'], ['henchmenSpec', 'utf8'],
  ['sets', 'utf8'], ['changes', 'utf8'], ['n', 'int'], ['wins', 'int'], ['losses', 'int'], ['draws', 'int'], ['errors', 'int'],
  ['winRate', 'float'], ['ciLow', 'float'], ['ciHigh', 'float'], ['ciHalfWidth', 'float'],
  ['meanTurns', 'float'], ['meanVpTotal', 'float'], ['topLossCause', 'utf8'], ['topLossCauseShare', 'float'], ['stop', 'utf8'],
];

/** Rows per record batch of games.arrow (the last batch holds the rest). */
export const ROWS_PER_RECORD_BATCH = 16_384;

const levelText = (l: string[] | null) => (l === null ? 'random' : l.join('|'));

// ---- Arrow IPC file, written record batch by record batch -------------------------------------------

/** One column's values as one Arrow Data (nulls where the value is null). */
function dataOf<T extends DataType>(type: T, values: readonly Value[]): Data<T> {
  const b = makeBuilder({ type, nullValues: [null] });
  for (const v of values) b.append(v as never);
  return b.finish().flush() as Data<T>;
}

/**
 * A dictionary-encoded string column across record batches. The dictionary only grows: each record batch
 * adds the values it is the first to use as one more chunk, which the Arrow file holds as a delta
 * dictionary batch (the IPC file format allows deltas, not replacements).
 */
class DictColumn {
  private readonly index = new Map<string, number>();
  private readonly chunks: Data<Utf8>[] = [];
  constructor(readonly type: Dictionary<Utf8, Int32>) {}
  encode(values: readonly Value[]): Data<Dictionary<Utf8, Int32>> {
    const keys = new Int32Array(values.length);
    const fresh: string[] = [];
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (typeof v !== 'string') throw new Error(`dictionary column value ${String(v)} is not a string`);
      let k = this.index.get(v);
      if (k === undefined) { k = this.index.size; this.index.set(v, k); fresh.push(v); }
      keys[i] = k;
    }
    if (fresh.length || !this.chunks.length) this.chunks.push(dataOf(new Utf8(), fresh));
    return makeData({ type: this.type, length: values.length, nullCount: 0, data: keys, dictionary: new Vector(this.chunks.slice()) });
  }
}

/** apache-arrow's file writer, with its output going straight to a file instead of an in-memory queue. */
class FileSinkWriter extends RecordBatchFileWriter {
  constructor(private readonly file: AtomicFile) { super(); }
  protected override _write(chunk: ArrayBufferView | ArrayBufferLike | ArrayLike<number> | Iterable<number> | string | null | undefined): this {
    if (this._started && chunk) {
      const bytes = ArrayBuffer.isView(chunk) ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) : new Uint8Array(chunk as ArrayBufferLike);
      if (bytes.byteLength) { this.file.write(bytes); this._position += bytes.byteLength; }
    }
    return this;
  }
}

/**
 * An Arrow IPC file with fixed column types (never inferred from the data), appended one record batch at a
 * time. Dictionary ids are the dictionary columns' positions (0, 1, ...), so the bytes depend on the rows only.
 */
export class ArrowTableFile {
  private readonly schema: Schema;
  private readonly dicts = new Map<string, DictColumn>();
  private readonly writer: FileSinkWriter;
  private batches = 0;
  constructor(private readonly file: AtomicFile, private readonly columns: [string, ColType][]) {
    let id = 0;
    const fields = columns.map(([name, t]) => {
      const type = t === 'dict' ? new Dictionary(new Utf8(), new Int32(), id++) : t === 'utf8' ? new Utf8() : t === 'int' ? new Int32() : new Float64();
      if (type instanceof Dictionary) this.dicts.set(name, new DictColumn(type));
      return new Field(name, type, true);
    });
    this.schema = new Schema(fields);
    this.writer = new FileSinkWriter(file);
  }
  append(cols: Columns, rows: number): void {
    const children = this.columns.map(([name], i) => {
      const values = cols[name]!;
      if (values.length !== rows) throw new Error(`column ${name} has ${values.length} values for ${rows} rows`);
      return this.dicts.get(name)?.encode(values) ?? dataOf(this.schema.fields[i]!.type, values);
    });
    this.writer.write(new RecordBatch(this.schema, makeData({ type: new Struct(this.schema.fields), length: rows, nullCount: 0, children })));
    this.batches++;
  }
  /** Writes the footer (and one empty record batch if there were none) and moves the file into place. */
  commit(): void {
    if (this.batches === 0) this.append(Object.fromEntries(this.columns.map(([n]) => [n, []])), 0);
    this.writer.finish();
    this.file.commit();
  }
}

// ---- CSV ----------------------------------------------------------------------------------------------

const NEEDS_QUOTES = /[",\n\r]/;

/** One CSV field (RFC 4180): empty for null, quoted when it holds a quote, comma or line break. */
export function csvField(v: Value | undefined): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function writeCsvRows(file: AtomicFile, cols: Columns, names: string[], rows: number): void {
  const arrays = names.map((n) => cols[n]!);
  for (let i = 0; i < rows; i++) file.write(arrays.map((a) => csvField(a[i])).join(',') + '\n');
}

// ---- The per-cell summary -----------------------------------------------------------------------------

/** Running counts of one cell's games. */
interface CellTally { n: number; wins: number; losses: number; draws: number; errors: number; sumTurns: number; sumVpTotal: number; lossCauses: Map<string, number> }

function newTally(): CellTally { return { n: 0, wins: 0, losses: 0, draws: 0, errors: 0, sumTurns: 0, sumVpTotal: 0, lossCauses: new Map() } }

/** The per-cell summary, one row per cell of the grid (cells without games have n = 0). */
export function cellSummary(ex: Experiment, tallies: Map<number, CellTally>, stops: Map<number, string>): Columns {
  const out: Columns = {};
  const columns = ex.game === 'champions' ? CHAMPIONS_CELL_COLUMNS : CELL_COLUMNS;
  for (const [name] of columns) out[name] = [];
  for (const c of ex.cells) {
    const t = tallies.get(c.index) ?? newTally();
    const { n, wins, losses } = t;
    const w = wilson(wins, n);
    // the most common loss cause (ties: the first in code-unit order) and its share of the losses
    let top = '', topCount = 0;
    for (const [cause, k] of t.lossCauses) if (k > topCount || (k === topCount && cause < top)) { top = cause; topCount = k; }
    const row: Record<string, Value> = {
      cellIndex: c.index, cell: c.id, mastermind: c.mastermind, scheme: c.scheme, players: c.players, solo: c.solo, bot: c.bot,
      challenges: c.challenges.join('+'), heroesSpec: levelText(c.heroes), villainsSpec: levelText(c.villains), henchmenSpec: levelText(c.henchmen),
      sets: c.sets.join('+'), changes: changesText(c.changes), n, wins, losses, draws: t.draws, errors: t.errors,
      winRate: n ? wins / n : null, ciLow: w?.low ?? null, ciHigh: w?.high ?? null, ciHalfWidth: w?.halfWidth ?? null,
      // sums of integers are exact, so the means do not depend on the order of summation
      meanTurns: n ? t.sumTurns / n : null, meanVpTotal: n ? t.sumVpTotal / n : null,
      topLossCause: top, topLossCauseShare: losses ? topCount / losses : null,
      stop: stops.get(c.index) ?? '',
      ...(c.champions ? { ...championsCellFactors(c), meanRounds: n ? t.sumTurns / n : null } : {}),
    };
    for (const [name] of columns) out[name]!.push(row[name] ?? null);
  }
  return out;
}

// ---- The writer -----------------------------------------------------------------------------------------

/** Stored batches of the grid, in (cell in grid order, first game) order. */
export interface OrderedBatch { cell: Cell; batch: BatchFile }

export interface WrittenTables { games: number; wins: number; losses: number; draws: number; errors: number; cells: number }

function emptyColumns(spec: [string, ColType][]): Columns {
  return Object.fromEntries(spec.map(([n]) => [n, []]));
}

function pushGame(cols: Columns, cell: Cell, r: GameRow): void {
  const push = (k: string, v: Value) => { cols[k]!.push(v); };
  push('cell', cell.id); push('game', r.game); push('seed', r.seed);
  push('mastermind', cell.mastermind); push('scheme', cell.scheme); push('players', cell.players);
  push('solo', cell.solo); push('bot', cell.bot); push('challenges', cell.challenges.join('+'));
  push('heroes', r.heroes.join('|')); push('villains', r.villains.join('|')); push('henchmen', r.henchmen.join('|'));
  push('result', r.result); push('cause', r.cause); push('turns', r.turns);
  for (let s = 0; s < 5; s++) push(`vp${s + 1}`, s < r.vp.length ? r.vp[s]! : null);
  push('vpTotal', r.vp.reduce((a, b) => a + b, 0)); push('soloScore', r.soloScore);
  push('twists', r.twists); push('strikes', r.strikes); push('escapes', r.escapes);
  push('bystandersCarried', r.bystandersCarried); push('woundsGained', r.woundsGained);
  push('tacticsDefeated', r.tacticsDefeated); push('steps', r.steps); push('traceHash', r.traceHash);
  push('durationMs', r.durationMs);
  push('cellIndex', cell.index); push('heroesSpec', levelText(cell.heroes));
  push('villainsSpec', levelText(cell.villains)); push('henchmenSpec', levelText(cell.henchmen));
  push('sets', cell.sets.join('+')); push('changes', changesText(cell.changes));
}

/**
 * Writes games.arrow, games.csv, errors.jsonl, cells.csv and cells.arrow, each under a temporary name that is
 * renamed into place only when every table is complete. `batches` is consumed one batch at a time (pass a
 * generator that reads each batch file when asked), so only one record batch of rows is in memory at once.
 */
export function writeTables(out: string, ex: Experiment, batches: Iterable<OrderedBatch>, stops: Map<number, string>, rowsPerBatch = ROWS_PER_RECORD_BATCH): WrittenTables {
  const files: AtomicFile[] = [];
  const open = (name: string) => { const f = new AtomicFile(join(out, name)); files.push(f); return f; };
  // a Marvel Champions study has its own columns (experiments/champions.ts)
  const champions = ex.game === 'champions';
  const gameColumns = champions ? CHAMPIONS_GAME_COLUMNS : GAME_COLUMNS;
  const cellColumns = champions ? CHAMPIONS_CELL_COLUMNS : CELL_COLUMNS;
  const push = champions
    ? (cols: Columns, cell: Cell, r: GameRow) => { const row = championsGameRow(cell, r as unknown as ChampionsRow); for (const [n] of CHAMPIONS_GAME_COLUMNS) cols[n]!.push(row[n] ?? null); }
    : pushGame;
  try {
    const arrow = new ArrowTableFile(open('games.arrow'), gameColumns);
    const csv = open('games.csv');
    const errors = open('errors.jsonl');
    const names = gameColumns.map(([n]) => n);
    csv.write(names.map(csvField).join(',') + '\n');
    const tallies = new Map<number, CellTally>();
    const total: WrittenTables = { games: 0, wins: 0, losses: 0, draws: 0, errors: 0, cells: ex.cells.length };
    let cols = emptyColumns(gameColumns), rows = 0;
    const flush = () => {
      if (!rows) return;
      arrow.append(cols, rows);
      writeCsvRows(csv, cols, names, rows);
      cols = emptyColumns(gameColumns); rows = 0;
    };
    for (const { cell, batch } of batches) {
      let t = tallies.get(cell.index);
      if (!t) { t = newTally(); tallies.set(cell.index, t); }
      for (const r of batch.rows) {
        push(cols, cell, r);
        t.n++; t.sumTurns += r.turns; t.sumVpTotal += r.vp.reduce((a, b) => a + b, 0);
        if (r.result === 'win') { t.wins++; total.wins++; } else if (r.result === 'loss') {
          t.losses++; total.losses++;
          t.lossCauses.set(r.cause, (t.lossCauses.get(r.cause) ?? 0) + 1);
        } else { t.draws++; total.draws++; }
        total.games++;
        if (++rows === rowsPerBatch) flush();
      }
      for (const e of batch.errors) { errors.write(JSON.stringify(e) + '\n'); t.errors++; total.errors++; }
    }
    flush();

    const cells = cellSummary(ex, tallies, stops);
    const cellNames = cellColumns.map(([n]) => n);
    const cellsCsv = open('cells.csv');
    cellsCsv.write(cellNames.map(csvField).join(',') + '\n');
    writeCsvRows(cellsCsv, cells, cellNames, ex.cells.length);
    const cellsArrow = new ArrowTableFile(open('cells.arrow'), cellColumns);
    cellsArrow.append(cells, ex.cells.length);

    arrow.commit();
    for (const f of [csv, errors, cellsCsv]) f.commit();
    cellsArrow.commit();
    return total;
  } catch (e) {
    for (const f of files) f.abort();
    throw e;
  }
}
