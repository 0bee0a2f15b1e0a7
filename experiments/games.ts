// Plays one batch of games of one cell. Runs inside a pool worker (and in tests, in-process).

import { makeAgents } from '../agents/registry.js';
import { playOut, StepCapError } from '../agents/play.js';
import type { Agent } from '../agents/agent.js';
import { newGame, summary, type Game, type GameSummary, type SetupOptions } from '../engine/index.js';
import { gameSeed, setupOptions, type Cell } from './spec.js';

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
  kind: 'step-cap' | 'exception';
  error: string;
  stack?: string;
  /** decisions answered when it stopped */
  steps: number;
  /** whether replaying the game with recording on stopped with the same error */
  reproduced: boolean;
}

export interface BatchTask {
  cell: Cell;
  specSeed: number | string;
  stepCap: number;
  start: number;
  end: number;
}

export interface BatchOutput { rows: GameRow[]; errors: GameError[]; ms: number }

class Recorder implements Agent {
  constructor(private readonly inner: Agent, private readonly out: number[]) {}
  get spec(): string { return this.inner.spec; }
  choose(view: Parameters<Agent['choose']>[0]): number { const i = this.inner.choose(view); this.out.push(i); return i; }
}

function once(setup: SetupOptions, bot: string, stepCap: number, record: number[] | null): Game {
  const g = newGame(setup);
  let agents = makeAgents(bot, setup.seed, g.players.length);
  if (record) agents = agents.map((a) => new Recorder(a, record));
  return playOut(g, agents, stepCap);
}

function describe(e: unknown): { kind: GameError['kind']; error: string; stack?: string } {
  if (e instanceof StepCapError) return { kind: 'step-cap', error: e.message };
  if (e instanceof Error) return { kind: 'exception', error: `${e.name}: ${e.message}`, stack: e.stack };
  return { kind: 'exception', error: String(e) };
}

export function playBatch(t: BatchTask): BatchOutput {
  const t0 = performance.now();
  const rows: GameRow[] = [];
  const errors: GameError[] = [];
  for (let game = t.start; game < t.end; game++) {
    const seed = gameSeed(t.specSeed, t.cell.setupKey, game);
    const setup = setupOptions(t.cell, seed);
    const g0 = performance.now();
    let g: Game;
    try {
      g = once(setup, t.cell.bot, t.stepCap, null);
    } catch (first) {
      // play it again recording every choice (games are deterministic), so the error can be replayed
      const choices: number[] = [];
      let again: unknown = null, steps = 0;
      try { once(setup, t.cell.bot, t.stepCap, choices); } catch (e) { again = e; }
      const d = describe(first), d2 = describe(again);
      steps = choices.length;
      errors.push({
        cell: t.cell.id, game, seed, setup, bot: t.cell.bot, choices, ...d, steps,
        reproduced: again !== null && d2.kind === d.kind && d2.error === d.error,
      });
      continue;
    }
    const s = summary(g);
    rows.push({
      game, seed, heroes: s.setup.heroes, villains: s.setup.villains, henchmen: s.setup.henchmen,
      result: s.result as GameRow['result'], cause: s.cause, turns: s.turns, vp: s.vp, soloScore: s.soloScore,
      twists: s.twists, strikes: s.strikes, escapes: s.escapes, bystandersCarried: s.bystandersCarried,
      woundsGained: s.woundsGained, tacticsDefeated: s.tacticsDefeated, steps: s.steps, traceHash: s.traceHash,
      durationMs: Math.round((performance.now() - g0) * 1000) / 1000,
    });
  }
  return { rows, errors, ms: performance.now() - t0 };
}
