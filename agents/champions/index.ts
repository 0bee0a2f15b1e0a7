// Marvel Champions bots by name, and a loop that plays a game with them.

import { choose, decision, newGame, type Game, type SetupOptions } from '../../engine/champions/index.js';
import { RandomAgent } from '../random.js';
import { ChampionsView, type ChampionsAgent } from './agent.js';
import { SimpleAgent } from './simple.js';
import { ChampionsHeuristicAgent, championsWeights, CHAMPIONS_DEFAULT_WEIGHTS } from './heuristic.js';
import { ChampionsIsmctsAgent, championsIsmctsConfig, CHAMPIONS_ISMCTS_DEFAULTS } from './ismcts.js';

export { ChampionsView, type ChampionsAgent } from './agent.js';
export { SimpleAgent } from './simple.js';
export { ChampionsHeuristicAgent, CHAMPIONS_DEFAULT_WEIGHTS, type ChampionsWeights } from './heuristic.js';

export const CHAMPIONS_BOTS = ['random', 'simple', 'heuristic', 'ismcts'] as const;

/** A Marvel Champions bot's parameter names (those its spec may set), or null for an unknown bot. */
export function championsBotParams(name: string): string[] | null {
  switch (name.trim().toLowerCase()) {
    case 'random': case 'simple': return [];
    case 'heuristic': return Object.keys(CHAMPIONS_DEFAULT_WEIGHTS);
    case 'ismcts': return Object.keys(CHAMPIONS_ISMCTS_DEFAULTS);
    default: return null;
  }
}

export function makeChampionsAgent(spec: string, seed: number | string): ChampionsAgent {
  switch (spec.trim().toLowerCase()) {
    case 'random': { const r = new RandomAgent(seed); return { spec: 'random', choose: (v) => r.choose(v) }; }
    case 'simple': return new SimpleAgent(seed);
    default:
      if (/^heuristic(:|$)/.test(spec.trim().toLowerCase())) return new ChampionsHeuristicAgent(seed, championsWeights(spec.trim()), spec.trim());
      if (/^ismcts(:|$)/.test(spec.trim().toLowerCase())) return new ChampionsIsmctsAgent(spec.trim(), seed, championsIsmctsConfig(spec.trim().toLowerCase()));
      throw new Error(`unknown Marvel Champions bot "${spec}"; accepted: ${CHAMPIONS_BOTS.join(', ')} (heuristic:<weight>=X,..., ismcts:iterations=N,c=X,...)`);
  }
}

/** Plays a game to its end with one bot answering every decision; returns the final state. */
export function playChampions(o: SetupOptions, agent: ChampionsAgent): Game {
  const g = newGame(o);
  playOut(g, agent);
  return g;
}

export function playOut(g: Game, agent: ChampionsAgent): void {
  for (let d = decision(g); d !== null; d = decision(g)) choose(g, agent.choose(new ChampionsView(g)));
}
