// Plays one batch of games of one cell. Runs inside a pool worker (and in tests, in-process).

import { makeAgents } from '../agents/registry.js';
import { playOut, StepCapError } from '../agents/play.js';
import type { Agent } from '../agents/agent.js';
import { newGame, replay, summary, type Game, type GameSummary, type SetupOptions } from '../engine/legendary/index.js';
import { gameSeed, setupOptions, type Cell } from './spec.js';
import type { SetupOptions as ChampionsSetupOptions } from '../engine/champions/index.js';
import { championsExampleRecord, championsSetup, playChampionsBatch } from './champions.js';

/** One finished game: the per-game columns that are not factors of the cell (the engine's summary plus these). */
export interface GameRow extends Pick<GameSummary,
  'cause' | 'turns' | 'vp' | 'soloScore' | 'twists' | 'strikes' | 'escapes' | 'bystandersCarried' | 'woundsGained' |
  'tacticsDefeated' | 'steps' | 'traceHash'> {
  game: number;
  seed: string;
  heroes: string[];
  villains: string[];
  henchmen: string[];
  result: 'win' | 'loss' | 'draw';
  durationMs: number;
}

/**
 * A game that threw or passed the step cap. The object is also a replay file for
 * `legendary play --replay`: it has `setup` (the exact options, seed included), `bot` and `choices`
 * (every option index the bots returned, including the one whose answer threw).
 */
export interface GameError {
  cell: string;
  game: number;
  seed: string;
  setup: SetupOptions;
  bot: string;
  choices: number[];
  /** 'timeout': the game passed the spec's gameTimeLimit (it is not played again, so `reproduced` is false) */
  kind: 'step-cap' | 'exception' | 'timeout';
  error: string;
  stack?: string;
  /** decisions answered when it stopped */
  steps: number;
  /** whether replaying the game with recording on stopped with the same error */
  reproduced: boolean;
}

/**
 * Shared memory through which a pool worker shows the main thread which game it is playing and every choice
 * made in it so far: [0] the game index (-1 between games), [1] the number of choices, then the choices. The
 * main thread holds the clock (experiments/runner.ts): when a game runs past the time limit it reads the
 * choices from here and stops the worker, which works even when the game never returns to its decision loop.
 */
export class GameProbe {
  private readonly a: Int32Array;
  constructor(readonly buffer: SharedArrayBuffer) { this.a = new Int32Array(buffer); }
  /** room for `stepCap` choices: a game never answers more decisions than that */
  static create(stepCap: number): GameProbe {
    const p = new GameProbe(new SharedArrayBuffer(4 * (2 + stepCap)));
    p.end(); // not playing yet (a new buffer holds zeros, which would read as game 0)
    return p;
  }
  begin(game: number): void { Atomics.store(this.a, 1, 0); Atomics.store(this.a, 0, game); }
  record(choice: number): void {
    const n = this.a[1]!;
    if (2 + n >= this.a.length) return;
    this.a[2 + n] = choice;
    Atomics.store(this.a, 1, n + 1); // published after the choice itself
  }
  end(): void { Atomics.store(this.a, 0, -1); }
  /** The game being played and its choices so far, or null between games or if the worker moved on meanwhile. */
  snapshot(): { game: number; choices: number[] } | null {
    const game = Atomics.load(this.a, 0);
    if (game < 0) return null;
    const n = Atomics.load(this.a, 1);
    const choices = Array.from(this.a.subarray(2, 2 + n));
    return Atomics.load(this.a, 0) === game && Atomics.load(this.a, 1) >= n ? { game, choices } : null;
  }
}

export interface BatchTask {
  cell: Cell;
  specSeed: number | string;
  stepCap: number;
  start: number;
  end: number;
  /** GameProbe.buffer: when given, the worker publishes the game it plays and its choices there */
  probe?: SharedArrayBuffer;
  /** games of this batch already known to pass the time limit: recorded as given, not played again */
  timedOut?: GameError[];
  /** spec "examples": keep the choices of the batch's first this-many won and lost games */
  examples?: number;
}

/** The choices of a game kept as a possible example game (spec "examples"), so it need not be played again. */
export interface ExampleChoices { game: number; choices: number[] }

export interface BatchOutput { rows: GameRow[]; errors: GameError[]; ms: number; examples?: ExampleChoices[] }

/** Keeps the choices of a batch's first `n` won and `n` lost games: a cell's example games, the first of each result
 *  in game order, are among them, since a cell's batches hold its games in order. */
export class ExampleKeeper {
  readonly kept: ExampleChoices[] = [];
  private wins = 0;
  private losses = 0;
  constructor(private readonly n: number) {}
  offer(game: number, result: string, choices: number[]): void {
    const before = result === 'win' ? this.wins++ : result === 'loss' ? this.losses++ : this.n;
    if (before >= this.n) return;
    this.kept.push({ game, choices: choices.slice() });
  }
}

class Recorder implements Agent {
  constructor(private readonly inner: Agent, private readonly out: (choice: number) => void) {}
  get spec(): string { return this.inner.spec; }
  choose(view: Parameters<Agent['choose']>[0]): number { const i = this.inner.choose(view); this.out(i); return i; }
}

function once(setup: SetupOptions, bot: string, stepCap: number, record: ((choice: number) => void) | null): Game {
  const g = newGame(setup);
  let agents = makeAgents(bot, setup.seed, g.players.length);
  if (record) agents = agents.map((a) => new Recorder(a, record));
  return playOut(g, agents, stepCap);
}

/** An example game of a study (spec "examples") as a replay record for `legendary view`: its choices as the worker
 *  kept them (`kept`), replayed by the rules alone, or else the game played again with its bots, its choices
 *  recorded (games are deterministic, so either way it is the game of the tables; the caller checks the trace hash). */
export function exampleRecord(cell: Cell, specSeed: number | string, game: number, stepCap: number, kept?: number[]): { cell: string; game: number; setup: SetupOptions | ChampionsSetupOptions; bot: string; choices: number[]; traceHash: string } {
  if (cell.champions) return championsExampleRecord(cell, specSeed, game, kept);
  const seed = gameSeed(specSeed, cell.setupKey, game);
  const setup = setupOptions(cell, seed);
  if (kept) return { cell: cell.id, game, setup, bot: cell.bot, choices: kept, traceHash: summary(replay(setup, kept)).traceHash };
  const choices: number[] = [];
  const g = once(setup, cell.bot, stepCap, (i) => choices.push(i));
  return { cell: cell.id, game, setup, bot: cell.bot, choices, traceHash: summary(g).traceHash };
}

/** The line of errors.jsonl for a game stopped at the time limit after `choices`. */
export function timeoutError(cell: Cell, specSeed: number | string, game: number, choices: number[], limitSeconds: number): GameError {
  const seed = gameSeed(specSeed, cell.setupKey, game);
  return {
    cell: cell.id, game, seed, setup: cell.champions ? championsSetup(cell, seed) as never : setupOptions(cell, seed), bot: cell.bot, choices, kind: 'timeout',
    error: `game passed the time limit of ${limitSeconds} s after ${choices.length} decisions (raise "gameTimeLimit" in the spec for slower bots)`,
    steps: choices.length, reproduced: false,
  };
}

function describe(e: unknown): { kind: GameError['kind']; error: string; stack?: string } {
  if (e instanceof StepCapError) return { kind: 'step-cap', error: e.message };
  if (e instanceof Error) return { kind: 'exception', error: `${e.name}: ${e.message}`, stack: e.stack };
  return { kind: 'exception', error: String(e) };
}

export function playBatch(t: BatchTask): BatchOutput {
  if (t.cell.champions) return playChampionsBatch(t);
  const t0 = performance.now();
  const rows: GameRow[] = [];
  const errors: GameError[] = [];
  const probe = t.probe ? new GameProbe(t.probe) : null;
  const keeper = t.examples ? new ExampleKeeper(t.examples) : null;
  const made: number[] = [];
  const live = probe || keeper ? (i: number) => { probe?.record(i); if (keeper) made.push(i); } : null;
  for (let game = t.start; game < t.end; game++) {
    made.length = 0;
    const known = t.timedOut?.find((e) => e.game === game);
    if (known) { errors.push(known); continue; }
    const seed = gameSeed(t.specSeed, t.cell.setupKey, game);
    const setup = setupOptions(t.cell, seed);
    const g0 = performance.now();
    let g: Game;
    probe?.begin(game);
    try {
      g = once(setup, t.cell.bot, t.stepCap, live);
    } catch (first) {
      // play it again recording every choice (games are deterministic), so the error can be replayed
      const choices: number[] = [];
      let again: unknown = null, steps = 0;
      probe?.begin(game);
      try { once(setup, t.cell.bot, t.stepCap, (i) => { choices.push(i); probe?.record(i); }); } catch (e) { again = e; }
      probe?.end();
      const d = describe(first), d2 = describe(again);
      steps = choices.length;
      errors.push({
        cell: t.cell.id, game, seed, setup, bot: t.cell.bot, choices, ...d, steps,
        reproduced: again !== null && d2.kind === d.kind && d2.error === d.error,
      });
      continue;
    }
    probe?.end();
    const s = summary(g);
    rows.push({
      game, seed, heroes: s.setup.heroes, villains: s.setup.villains, henchmen: s.setup.henchmen,
      result: s.result as GameRow['result'], cause: s.cause, turns: s.turns, vp: s.vp, soloScore: s.soloScore,
      twists: s.twists, strikes: s.strikes, escapes: s.escapes, bystandersCarried: s.bystandersCarried,
      woundsGained: s.woundsGained, tacticsDefeated: s.tacticsDefeated, steps: s.steps, traceHash: s.traceHash,
      durationMs: Math.round((performance.now() - g0) * 1000) / 1000,
    });
    keeper?.offer(game, s.result ?? 'draw', made);
  }
  return { rows, errors, ms: performance.now() - t0, ...(keeper?.kept.length ? { examples: keeper.kept } : {}) };
}
