// Bot specs: one string names a bot and its parameters everywhere (CLI, experiment files):
// "random", "ismcts:iterations=400,cutoff=turn". A per-seat table separates seats with commas:
// "heuristic,ismcts:iterations=200" (key=value items continue the previous bot's parameters).

import type { Agent } from './agent.js';
import { RandomAgent } from './random.js';
import { GreedyRecruitAgent } from './greedy-recruit.js';
import { AttackFirstAgent } from './attack-first.js';
import { booleanParam } from './params.js';
import { SCHEME_WEIGHTS, TUNED_PARAM } from './tuned-weights.js';
import { HEURISTIC_DEFAULTS, HEURISTIC_PARAMS, HeuristicAgent, type HeuristicWeights } from './heuristic.js';
import { ISMCTS_DESCRIPTION, ISMCTS_PARAMS, makeIsmcts } from './ismcts/spec.js';

export class BotSpecError extends Error {
  constructor(message: string) { super(message); this.name = 'BotSpecError'; }
}

export interface BotFactory {
  name: string;
  description: string;
  /** accepted parameters with a one-line description each */
  params: Record<string, string>;
  make: (seed: number | string, params: Record<string, string>, spec: string) => Agent;
}

export const BOTS = new Map<string, BotFactory>();

export function registerBot(f: BotFactory): void { BOTS.set(f.name, f); }

registerBot({
  name: 'random', description: 'uniform over the legal options', params: {},
  make: (seed) => new RandomAgent(seed),
});

/**
 * Reads numeric bot parameters: every value must be a finite number within [min, max]; a bad one is a
 * BotSpecError naming the parameter, the value and what is accepted.
 */
export function numericParams<K extends string>(bot: string, params: Record<string, string>, keys: readonly K[],
  min = 0, max = Number.POSITIVE_INFINITY): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const k of keys) {
    const raw = params[k];
    if (raw === undefined) continue;
    const v = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(v) || v < min || v > max) {
      const range = max === Number.POSITIVE_INFINITY ? `a number >= ${min}` : `a number from ${min} to ${max}`;
      throw new BotSpecError(`bad value "${raw}" for parameter ${k} of bot ${bot}; accepted: ${range}`);
    }
    out[k] = v;
  }
  return out;
}

registerBot({
  name: 'greedy-recruit',
  description: 'plays every card, recruits the most expensive affordable heroes first, then fights whatever it can',
  params: {},
  make: (seed, _params, spec) => new GreedyRecruitAgent(seed, spec),
});

registerBot({
  name: 'attack-first',
  description: 'plays every card, fights first (the Mastermind, else the villain nearest escape), recruits with the rest',
  params: {},
  make: (seed, _params, spec) => new AttackFirstAgent(seed, spec),
});

registerBot({
  name: 'heuristic',
  description: 'human-like policy with tunable weights: escape threat, bystanders, scheme, Mastermind, deck, superpower order',
  params: { ...HEURISTIC_PARAMS, tuned: TUNED_PARAM },
  make: (seed, params, spec) => {
    const tuned = booleanParam('heuristic', 'tuned', params.tuned);
    if (typeof tuned === 'string') throw new BotSpecError(tuned);
    return new HeuristicAgent(seed,
      numericParams('heuristic', params, Object.keys(HEURISTIC_DEFAULTS) as (keyof HeuristicWeights)[]), spec,
      tuned ? SCHEME_WEIGHTS : null);
  },
});

registerBot({
  name: 'ismcts', description: ISMCTS_DESCRIPTION, params: ISMCTS_PARAMS,
  make: (seed, params, spec) => {
    const a = makeIsmcts(seed, params, spec);
    if (typeof a === 'string') throw new BotSpecError(a);
    return a;
  },
});

/** Parses one bot spec into a name and parameters, checking both. */
export function parseBotSpec(spec: string): { name: string; params: Record<string, string> } {
  const s = spec.trim();
  const colon = s.indexOf(':');
  const name = (colon < 0 ? s : s.slice(0, colon)).trim().toLowerCase();
  const f = BOTS.get(name);
  if (!f) throw new BotSpecError(`unknown bot "${name}"; accepted: ${[...BOTS.keys()].join(', ')}`);
  const params: Record<string, string> = {};
  if (colon >= 0) {
    for (const kv of s.slice(colon + 1).split(/[,;]/).filter((x) => x.trim())) {
      const eq = kv.indexOf('=');
      const k = (eq < 0 ? kv : kv.slice(0, eq)).trim();
      if (!(k in f.params)) {
        const acc = Object.keys(f.params);
        throw new BotSpecError(`unknown parameter "${k}" for bot ${name}; accepted: ${acc.length ? acc.join(', ') : '(none)'}`);
      }
      params[k] = eq < 0 ? 'true' : kv.slice(eq + 1).trim();
    }
  }
  return { name, params };
}

/**
 * Splits a per-seat table "heuristic,ismcts:iterations=200" into seat specs. A comma-separated item of
 * the form key=value continues the previous bot's parameters; any other item starts a new seat.
 */
export function splitSeats(table: string): string[] {
  const seats: string[] = [];
  for (const raw of table.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    const isParam = /^[^:]*=/.test(part);
    if (seats.length === 0 || !isParam) seats.push(part);
    else seats[seats.length - 1] += ',' + part;
  }
  if (seats.length === 0) throw new BotSpecError(`empty bot spec; accepted: ${[...BOTS.keys()].join(', ')}`);
  return seats;
}

/** Makes the agents for a table spec; seat i gets seed `${seed}:${i}`. */
export function makeAgents(table: string, seed: number | string, players: number): Agent[] {
  const seats = splitSeats(table);
  if (seats.length !== 1 && seats.length !== players) {
    throw new BotSpecError(`bot table "${table}" has ${seats.length} seats but the game has ${players} players; give 1 spec or ${players}`);
  }
  return Array.from({ length: players }, (_, i) => {
    const spec = seats[seats.length === 1 ? 0 : i]!;
    const { name, params } = parseBotSpec(spec);
    return BOTS.get(name)!.make(`${seed}:${i}`, params, spec);
  });
}
