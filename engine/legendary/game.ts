// The engine's public face: create, ask, answer, clone, replay, summarise.

import { choose as answer } from './flow.js';
import { MASTERMINDS } from './registry.js';
import { cityName, nameOf, soloScore, victoryPoints } from './rules.js';
import { mastermindTitle, newGame, type SetupOptions } from './setup.js';
import { describeAction } from './actions.js';
import type { Decision, Game } from './types.js';

export { newGame, SetupError, resolvePlan, type SetupOptions } from './setup.js';

/** The decision the game is waiting for, or null when it is over. */
export function decision(g: Game): Decision | null { return g.pending; }
export function isOver(g: Game): boolean { return g.result !== null; }

/** Answers the pending decision with option index `i`, then runs to the next decision. */
export function choose(g: Game, i: number): void {
  if (g.log && g.pending) {
    const d = g.pending;
    if (i >= 0 && i < d.options.length && d.reason !== 'main') g.log.push(`   P${d.player + 1} chooses (${d.reason}): ${describeOption(g, d, d.options[i]!)}`);
  }
  answer(g, i);
}

export { clone, cloneTurn } from './clone.js';

/** Replays a game from its setup, seed and chosen option indices. */
export function replay(o: SetupOptions, choices: readonly number[]): Game {
  const g = newGame({ ...o, record: true });
  for (const i of choices) {
    if (g.result !== null) throw new Error('replay: the game ended before all choices were used');
    choose(g, i);
  }
  return g;
}

export interface GameSummary {
  result: Game['result'];
  cause: string;
  turns: number;
  seed: number | string;
  setup: {
    players: number; solo: string; sets: string[]; mastermind: string; scheme: string;
    heroes: string[]; villains: string[]; henchmen: string[];
    /** challenge modes in canonical order, e.g. ['heroic', 'opening-salvo:2']; [] for none */
    challenges: string[];
  };
  vp: number[];
  soloScore: number | null;
  twists: number;
  strikes: number;
  escapes: number;
  bystandersCarried: number;
  woundsGained: number;
  tacticsDefeated: number;
  steps: number;
  traceHash: string;
}

export function traceHash(g: Game): string { return g.trace.toString(16).padStart(8, '0'); }

export function summary(g: Game): GameSummary {
  const s = g.setup;
  return {
    result: g.result, cause: g.cause, turns: g.turn, seed: g.seed,
    setup: { players: s.players, solo: s.solo, sets: s.sets, mastermind: mastermindTitle(s), scheme: s.scheme, heroes: s.heroes, villains: s.villains, henchmen: s.henchmen, challenges: s.challenges },
    vp: g.players.map((_, p) => victoryPoints(g, p)),
    soloScore: s.players === 1 && g.result === 'win' ? soloScore(g) : null,
    twists: g.stats.twists, strikes: g.stats.strikes, escapes: g.stats.escapes,
    bystandersCarried: g.stats.bystandersCarried, woundsGained: g.stats.woundsGained,
    tacticsDefeated: g.stats.tacticsDefeated, steps: g.steps, traceHash: traceHash(g),
  };
}

/** A readable description of one option of a decision. */
export function describeOption(g: Game, d: Decision, v: number): string {
  switch (d.kind) {
    case 'main': return describeAction(g, v);
    case 'card': return v < 0 ? 'none' : nameOf(g, v);
    case 'yesno': return v === 1 ? 'yes' : 'no';
    case 'player': return `player ${v + 1}`;
    case 'slot': return d.reason.includes('hq') ? `HQ ${v + 1}: ${nameOf(g, g.hq[v]!)}`
      : v >= 0 && v < g.city.length ? `${cityName(v)}: ${nameOf(g, g.city[v]!)}` : v === g.city.length ? 'the Mastermind' : `slot ${v}`;
    default: return `${d.reason} #${v}`;
  }
}

export function mastermindNames(): string[] { return [...MASTERMINDS.keys()]; }
