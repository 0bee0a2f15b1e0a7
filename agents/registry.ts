// Bot specs: one string names a bot and its parameters everywhere (CLI, experiment files):
// "random", "ismcts:iterations=400,cutoff=turn". A per-seat table separates seats with commas:
// "heuristic,ismcts:iterations=200" (key=value items continue the previous bot's parameters).

import type { Agent } from './agent.js';
import { RandomAgent } from './random.js';

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
