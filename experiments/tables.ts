// Builds the output tables from the stored batches: the per-game table (Arrow IPC + CSV), the per-cell
// summary (arquero; CSV + Arrow) and errors.jsonl. Always rebuilt from the batches, so a resumed or merged
// run gives exactly the tables of an uninterrupted one.

import * as aq from 'arquero';
import {
  Dictionary, Float64, Int32, Table, Utf8, tableToIPC, vectorFromArray, type DataType, type Vector,
} from 'apache-arrow';
import { join } from 'node:path';
import { wilson } from './stats.js';
import type { Cell, Experiment } from './spec.js';
import type { BatchFile } from './store.js';
import { writeAtomic } from './store.js';
import type { GameError } from './games.js';

const op = aq.op;

type ColType = 'dict' | 'utf8' | 'int' | 'float';
type Columns = Record<string, (string | number | null)[]>;

/** Per-game columns in order, with their Arrow types (docs/results-format.md; the last four are extras). */
export const GAME_COLUMNS: [string, ColType][] = [
  ['cell', 'dict'], ['game', 'int'], ['seed', 'utf8'], ['mastermind', 'dict'], ['scheme', 'dict'], ['players', 'int'],
  ['solo', 'dict'], ['bot', 'dict'], ['challenges', 'dict'], ['heroes', 'dict'], ['villains', 'dict'], ['henchmen', 'dict'],
  ['result', 'dict'], ['cause', 'dict'], ['turns', 'int'],
  ['vp1', 'int'], ['vp2', 'int'], ['vp3', 'int'], ['vp4', 'int'], ['vp5', 'int'], ['vpTotal', 'int'], ['soloScore', 'int'],
  ['twists', 'int'], ['strikes', 'int'], ['escapes', 'int'], ['bystandersCarried', 'int'], ['woundsGained', 'int'],
  ['tacticsDefeated', 'int'], ['steps', 'int'], ['traceHash', 'utf8'], ['durationMs', 'float'],
  // extras: grid position and the hero / villain / henchmen factor levels ("random" or the fixed set)
  ['cellIndex', 'int'], ['heroesSpec', 'dict'], ['villainsSpec', 'dict'], ['henchmenSpec', 'dict'],
];

export const CELL_COLUMNS: [string, ColType][] = [
  ['cellIndex', 'int'], ['cell', 'utf8'], ['mastermind', 'utf8'], ['scheme', 'utf8'], ['players', 'int'], ['solo', 'utf8'],
  ['bot', 'utf8'], ['challenges', 'utf8'], ['heroesSpec', 'utf8'], ['villainsSpec', 'utf8'], ['henchmenSpec', 'utf8'],
  ['n', 'int'], ['wins', 'int'], ['losses', 'int'], ['draws', 'int'], ['errors', 'int'],
  ['winRate', 'float'], ['ciLow', 'float'], ['ciHigh', 'float'], ['ciHalfWidth', 'float'],
  ['meanTurns', 'float'], ['meanVpTotal', 'float'], ['topLossCause', 'utf8'], ['topLossCauseShare', 'float'], ['stop', 'utf8'],
];

const levelText = (l: string[] | null) => (l === null ? 'random' : l.join('|'));

function arrowType(t: ColType): DataType {
  switch (t) {
    case 'dict': return new Dictionary(new Utf8(), new Int32());
    case 'utf8': return new Utf8();
    case 'int': return new Int32();
    case 'float': return new Float64();
  }
}

/** Arrow IPC file format with fixed column types (never inferred from the data). */
export function toArrowFile(cols: Columns, spec: [string, ColType][]): Uint8Array {
  const vectors: Record<string, Vector> = {};
  for (const [name, t] of spec) vectors[name] = vectorFromArray(cols[name]!, arrowType(t)) as Vector;
  return tableToIPC(new Table(vectors), 'file');
}

/** Stored batches of the grid, in (cell in grid order, first game) order. */
export interface OrderedBatch { cell: Cell; batch: BatchFile }

export function gameColumns(batches: OrderedBatch[]): Columns {
  const cols: Columns = {};
  for (const [name] of GAME_COLUMNS) cols[name] = [];
  const push = (k: string, v: string | number | null) => { cols[k]!.push(v); };
  for (const { cell, batch } of batches) {
    for (const r of batch.rows) {
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
    }
  }
  return cols;
}

/** The per-cell summary, one row per cell of the grid (cells without games have n = 0). */
export function cellSummary(ex: Experiment, games: aq.ColumnTable, errorsByCell: Map<number, number>, stops: Map<number, string>): aq.ColumnTable {
  const agg = games.groupby('cellIndex').rollup({
    n: op.count(),
    wins: (d: Record<string, unknown>) => op.sum(d.result === 'win' ? 1 : 0),
    losses: (d: Record<string, unknown>) => op.sum(d.result === 'loss' ? 1 : 0),
    draws: (d: Record<string, unknown>) => op.sum(d.result === 'draw' ? 1 : 0),
    // sums of integers are exact, so the means do not depend on the order of summation
    sumTurns: op.sum('turns'),
    sumVpTotal: op.sum('vpTotal'),
  });
  // most common loss cause per cell (ties: alphabetical), with its share of the losses
  const causes = games
    .filter((d: Record<string, unknown>) => d.result === 'loss')
    .groupby('cellIndex', 'cause')
    .count({ as: 'k' })
    .orderby('cellIndex', aq.desc('k'), 'cause')
    .groupby('cellIndex')
    .filter(() => op.row_number() === 1)
    .ungroup()
    .select({ cellIndex: 'cellIndex', cause: 'topLossCause', k: 'topLossCount' });

  const grid = aq.table({
    cellIndex: ex.cells.map((c) => c.index),
    cell: ex.cells.map((c) => c.id),
    mastermind: ex.cells.map((c) => c.mastermind),
    scheme: ex.cells.map((c) => c.scheme),
    players: ex.cells.map((c) => c.players),
    solo: ex.cells.map((c) => c.solo),
    bot: ex.cells.map((c) => c.bot),
    challenges: ex.cells.map((c) => c.challenges.join('+')),
    heroesSpec: ex.cells.map((c) => levelText(c.heroes)),
    villainsSpec: ex.cells.map((c) => levelText(c.villains)),
    henchmenSpec: ex.cells.map((c) => levelText(c.henchmen)),
    errors: ex.cells.map((c) => errorsByCell.get(c.index) ?? 0),
    stop: ex.cells.map((c) => stops.get(c.index) ?? ''),
  });
  const joined = grid
    .join_left(agg, 'cellIndex')
    .join_left(causes, 'cellIndex')
    .orderby('cellIndex')
    .objects() as Record<string, unknown>[];

  const out: Columns = {};
  for (const [name] of CELL_COLUMNS) out[name] = [];
  for (const r of joined) {
    const n = (r.n as number | undefined) ?? 0;
    const wins = (r.wins as number | undefined) ?? 0;
    const losses = (r.losses as number | undefined) ?? 0;
    const w = wilson(wins, n);
    const row: Record<string, string | number | null> = {
      cellIndex: r.cellIndex as number, cell: r.cell as string, mastermind: r.mastermind as string, scheme: r.scheme as string,
      players: r.players as number, solo: r.solo as string, bot: r.bot as string, challenges: r.challenges as string,
      heroesSpec: r.heroesSpec as string, villainsSpec: r.villainsSpec as string, henchmenSpec: r.henchmenSpec as string,
      n, wins, losses, draws: (r.draws as number | undefined) ?? 0, errors: r.errors as number,
      winRate: n ? wins / n : null, ciLow: w?.low ?? null, ciHigh: w?.high ?? null, ciHalfWidth: w?.halfWidth ?? null,
      meanTurns: n ? (r.sumTurns as number) / n : null, meanVpTotal: n ? (r.sumVpTotal as number) / n : null,
      topLossCause: (r.topLossCause as string | undefined) ?? '',
      topLossCauseShare: losses ? ((r.topLossCount as number | undefined) ?? 0) / losses : null,
      stop: r.stop as string,
    };
    for (const [name] of CELL_COLUMNS) out[name]!.push(row[name] ?? null);
  }
  return aq.table(out);
}

export interface WrittenTables { games: number; wins: number; losses: number; draws: number; errors: number; cells: number }

/** Writes games.arrow, games.csv, cells.csv, cells.arrow and errors.jsonl (each atomically). */
export function writeTables(out: string, ex: Experiment, batches: OrderedBatch[], stops: Map<number, string>): WrittenTables {
  const cols = gameColumns(batches);
  const games = aq.table(cols);
  writeAtomic(join(out, 'games.arrow'), toArrowFile(cols, GAME_COLUMNS));
  writeAtomic(join(out, 'games.csv'), aq.toCSV(games, { columns: GAME_COLUMNS.map(([n]) => n) }));

  const errors: GameError[] = [];
  const errorsByCell = new Map<number, number>();
  for (const { cell, batch } of batches) {
    for (const e of batch.errors) { errors.push(e); errorsByCell.set(cell.index, (errorsByCell.get(cell.index) ?? 0) + 1); }
  }
  writeAtomic(join(out, 'errors.jsonl'), errors.map((e) => JSON.stringify(e) + '\n').join(''));

  const cells = cellSummary(ex, games, errorsByCell, stops);
  const cellCols: Columns = {};
  for (const [name] of CELL_COLUMNS) cellCols[name] = cells.array(name) as (string | number | null)[];
  writeAtomic(join(out, 'cells.csv'), aq.toCSV(cells, { columns: CELL_COLUMNS.map(([n]) => n) }));
  writeAtomic(join(out, 'cells.arrow'), toArrowFile(cellCols, CELL_COLUMNS));

  const res = cols.result as string[];
  let wins = 0, losses = 0, draws = 0;
  for (const r of res) { if (r === 'win') wins++; else if (r === 'loss') losses++; else draws++; }
  return { games: res.length, wins, losses, draws, errors: errors.length, cells: ex.cells.length };
}
