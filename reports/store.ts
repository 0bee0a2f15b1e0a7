// The games of a study in compact form: one entry per cell with its counts, and per game only what the
// analyses need (cell, deal, result, the hero and villain sets, turns, VP) in typed arrays. A million
// games take about 30 MB here; the per-game table itself is never held.

import { playersLabel, challengesLabel } from './labels.js';

/**
 * A copy of a string that does not point into a larger one. A string cut out of a big piece of text (a
 * chunk of CSV) may keep that whole text alive; whatever the store keeps is copied first.
 */
export function flat(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}

/** Strings to dense integer ids (first seen, first numbered). */
export class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(s: string): number {
    let i = this.ids.get(s);
    if (i === undefined) { i = this.values.length; const f = flat(s); this.ids.set(f, i); this.values.push(f); }
    return i;
  }
  get(s: string): number | undefined { return this.ids.get(s); }
  get size(): number { return this.values.length; }
}

/** One cell of the study: its factor levels and running totals. */
export interface CellInfo {
  index: number;
  id: string;
  mastermind: string; scheme: string; players: number; solo: string; bot: string; challenges: string;
  /** the card sets the cell's games drew from, joined with '+' ('core' in tables written before sets existed) */
  sets: string;
  /** the what-if changes its games played with ('' for the printed game, and in tables written before changes existed) */
  changes: string;
  /** the changes as shown ('printed' for '') */
  changesLabel: string;
  /** the players factor as shown ("2", "1 (advanced solo)") and the challenge modes as shown ('none' for '') */
  playersLabel: string; challengesLabel: string;
  n: number; wins: number; losses: number; draws: number;
  turnsSum: number; turnsSq: number; turnsN: number; vpSum: number; vpN: number;
  /** loss causes in this cell: cause -> games lost that way */
  causes: Map<string, number>;
}

/** The factor columns a row must give (strings) and its numbers; undefined = absent from the table. */
export interface GameInput {
  cell: string; game: number; seed: string;
  mastermind: string; scheme: string; players: number; solo: string; bot: string; challenges: string;
  /** absent or '' when the table has no sets column (written before card sets existed): core */
  sets?: string;
  /** absent or '' for the printed game */
  changes?: string;
  heroes: string; villains: string;
  /** absent in tables read before the points model used it */
  henchmen?: string;
  result: 'win' | 'loss' | 'draw'; cause: string; turns: number; vpTotal: number;
  /** Marvel Champions: how far the heroes got against the villain, 0 to 1 (villainProgress); absent or NaN elsewhere */
  progress?: number;
}

const RESULT_CODE = { loss: 0, win: 1, draw: 2 } as const;

class Grow<T extends Int32Array | Uint8Array | Float64Array> {
  a: T;
  constructor(private readonly make: (n: number) => T) { this.a = make(1024); }
  set(i: number, v: number): void {
    if (i >= this.a.length) { const b = this.make(this.a.length * 2); b.set(this.a); this.a = b; }
    this.a[i] = v;
  }
}

export class GameStore {
  /** which game the study played: Marvel Champions tables are read into the same slots (reports/load.ts) */
  game: 'legendary' | 'champions' = 'legendary';
  readonly cells: CellInfo[] = [];
  private readonly cellIds = new Map<string, number>();
  /** hero / villain-group sets as they appear in the table, by id; and the names in each */
  readonly heroSets = new Interner();
  readonly villainSets = new Interner();
  readonly henchmenSets = new Interner();
  /** loss causes by id (a game that was not lost has cause -1) */
  readonly causes = new Interner();
  n = 0;
  private readonly gCell = new Grow((k) => new Int32Array(k));
  private readonly gDeal = new Grow((k) => new Int32Array(k));
  private readonly gRes = new Grow((k) => new Uint8Array(k));
  private readonly gHero = new Grow((k) => new Int32Array(k));
  private readonly gVill = new Grow((k) => new Int32Array(k));
  private readonly gHench = new Grow((k) => new Int32Array(k));
  private readonly gTurns = new Grow((k) => new Float64Array(k));
  private readonly gVp = new Grow((k) => new Float64Array(k));
  private readonly gCause = new Grow((k) => new Int32Array(k));
  private readonly gProg = new Grow((k) => new Float64Array(k));
  /** games with a progress figure (Marvel Champions tables that have the column) */
  progressGames = 0;
  private order: { start: Int32Array; games: Int32Array } | null = null;

  /**
   * @param deals the deal ids, shared with any store this one is compared with (a deal is a seed: cells
   *   that replay the same seed, in this study or another, play the same deal)
   */
  constructor(readonly deals: Interner = new Interner()) {}

  /** Adds one game; returns false (and adds nothing) when `skip(cell, deal)` says it is a duplicate. */
  add(r: GameInput, skip?: (cell: number, deal: number) => boolean): boolean {
    let ci = this.cellIds.get(r.cell);
    if (ci === undefined) {
      ci = this.cells.length;
      const id = flat(r.cell);
      this.cellIds.set(id, ci);
      this.cells.push({
        index: ci, id, mastermind: flat(r.mastermind), scheme: flat(r.scheme), players: r.players, solo: flat(r.solo), bot: flat(r.bot),
        challenges: flat(r.challenges), sets: flat(r.sets || 'core'), changes: flat(r.changes ?? ''), changesLabel: flat(r.changes || 'printed'), playersLabel: playersLabel(r.players, r.solo), challengesLabel: flat(challengesLabel(r.challenges)),
        n: 0, wins: 0, losses: 0, draws: 0, turnsSum: 0, turnsSq: 0, turnsN: 0, vpSum: 0, vpN: 0, causes: new Map(),
      });
    }
    // no seed: a game of its own (never paired)
    const deal = this.deals.id(r.seed ? r.seed : `\u0000${r.cell}\u0000${r.game}`);
    if (skip?.(ci, deal)) return false;
    const c = this.cells[ci]!;
    const i = this.n++;
    this.gCell.set(i, ci); this.gDeal.set(i, deal); this.gRes.set(i, RESULT_CODE[r.result]);
    this.gHero.set(i, this.heroSets.id(r.heroes)); this.gVill.set(i, this.villainSets.id(r.villains)); this.gHench.set(i, this.henchmenSets.id(r.henchmen ?? ''));
    this.gTurns.set(i, r.turns); this.gVp.set(i, r.vpTotal); this.gCause.set(i, r.result === 'loss' ? this.causes.id(r.cause) : -1);
    const prog = r.progress ?? NaN;
    this.gProg.set(i, prog);
    if (Number.isFinite(prog)) this.progressGames++;
    c.n++;
    if (r.result === 'win') c.wins++; else if (r.result === 'loss') { c.losses++; const k = c.causes.get(r.cause); c.causes.set(k === undefined ? flat(r.cause) : r.cause, (k ?? 0) + 1); } else c.draws++;
    if (Number.isFinite(r.turns)) { c.turnsSum += r.turns; c.turnsSq += r.turns * r.turns; c.turnsN++; }
    if (Number.isFinite(r.vpTotal)) { c.vpSum += r.vpTotal; c.vpN++; }
    this.order = null;
    return true;
  }

  cellIndex(id: string): number | undefined { return this.cellIds.get(id); }

  // per-game columns (views of the first n entries)
  get cellOf(): Int32Array { return this.gCell.a.subarray(0, this.n); }
  get dealOf(): Int32Array { return this.gDeal.a.subarray(0, this.n); }
  /** 1 for a win, 0 otherwise (draws count as games not won) */
  winOf(i: number): number { return this.gRes.a[i] === 1 ? 1 : 0; }
  /** 0 loss, 1 win, 2 draw */
  get resultOf(): Uint8Array { return this.gRes.a.subarray(0, this.n); }
  get heroSetOf(): Int32Array { return this.gHero.a.subarray(0, this.n); }
  get villainSetOf(): Int32Array { return this.gVill.a.subarray(0, this.n); }
  get henchmenSetOf(): Int32Array { return this.gHench.a.subarray(0, this.n); }
  get turnsOf(): Float64Array { return this.gTurns.a.subarray(0, this.n); }
  get vpOf(): Float64Array { return this.gVp.a.subarray(0, this.n); }
  get causeOf(): Int32Array { return this.gCause.a.subarray(0, this.n); }
  /** how far the heroes got (Marvel Champions), NaN where the table had no figure */
  get progressOf(): Float64Array { return this.gProg.a.subarray(0, this.n); }

  /** The games of a cell (indices into the per-game columns), in the order they were added. */
  gamesOf(cell: number): Int32Array {
    if (!this.order) {
      const k = this.cells.length, start = new Int32Array(k + 1), cellOf = this.cellOf;
      for (let i = 0; i < this.n; i++) start[cellOf[i]! + 1]!++;
      for (let c = 0; c < k; c++) start[c + 1]! += start[c]!;
      const fill = start.slice(0, k), games = new Int32Array(this.n);
      for (let i = 0; i < this.n; i++) games[fill[cellOf[i]!]!++] = i;
      this.order = { start, games };
    }
    return this.order.games.subarray(this.order.start[cell]!, this.order.start[cell + 1]!);
  }

  /** The names in a hero / villain set id ("A|B|C" as written in the table). */
  namesOf(col: 'heroes' | 'villains', set: number): string[] {
    const s = (col === 'heroes' ? this.heroSets : this.villainSets).values[set]!;
    return s ? [...new Set(s.split('|'))] : [];
  }
}

/** A store from plain rows (tests, synthetic studies). Missing fields take neutral values. */
export function storeFromRows(rows: readonly Partial<GameInput>[], deals?: Interner): GameStore {
  const s = new GameStore(deals);
  rows.forEach((r, i) => s.add({
    cell: r.cell ?? 'cell', game: r.game ?? i, seed: r.seed ?? '', mastermind: r.mastermind ?? '', scheme: r.scheme ?? '',
    players: r.players ?? 2, solo: r.solo ?? 'none', bot: r.bot ?? '', challenges: r.challenges ?? '', sets: r.sets ?? '',
    changes: r.changes ?? '', heroes: r.heroes ?? '', villains: r.villains ?? '', henchmen: r.henchmen ?? '', result: r.result ?? 'loss', cause: r.cause ?? '',
    turns: r.turns ?? NaN, vpTotal: r.vpTotal ?? NaN, progress: r.progress ?? NaN,
  }));
  return s;
}
