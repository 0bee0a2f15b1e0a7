// Plays a game to its end with one agent per seat.

import { PlayerView } from '../engine/legendary/observe.js';
import { choose } from '../engine/legendary/game.js';
import type { Game } from '../engine/legendary/types.js';
import type { Agent } from './agent.js';

/** Decisions after which a game is declared stalled (no real game comes near it). */
export const STEP_CAP = 20000;

export class StepCapError extends Error {
  constructor(steps: number) { super(`game passed the step cap of ${steps} decisions`); this.name = 'StepCapError'; }
}

/** Plays `g` to the end (mutating it). Agents choose for their seat; throws StepCapError on a stall. */
export function playOut(g: Game, agents: readonly Agent[], cap = STEP_CAP): Game {
  const views = g.players.map((_, p) => new PlayerView(g, p));
  while (g.result === null) {
    const d = g.pending!;
    if (g.steps >= cap) throw new StepCapError(cap);
    const i = agents[d.player % agents.length]!.choose(views[d.player]!);
    choose(g, i);
  }
  return g;
}
