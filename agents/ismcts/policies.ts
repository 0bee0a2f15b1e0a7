// The named pieces an ISMCTS spec chooses from: rollout policies, priors, evaluations, play macros.
// Bot-based pieces ask a rule-based bot through a PlayerView of the searcher's own sample (a
// determinization; for the cheating variant only, a copy of the true state).

import { PlayerView } from '../../engine/legendary/observe.js';
import type { Game } from '../../engine/legendary/types.js';
import type { Agent } from '../agent.js';
import { AttackFirstAgent } from '../attack-first.js';
import { GreedyRecruitAgent } from '../greedy-recruit.js';
import { HeuristicAgent, evaluate as heuristicEvaluate } from '../heuristic.js';
import { SCHEME_WEIGHTS } from '../tuned-weights.js';
import { reward as ownReward } from './evaluate.js';
import { winProbability } from './features.js';
import { orderedPlay, type PlayPolicy } from './plays.js';
import { agentRollout, quickRollout, randomRollout, type RolloutPolicy } from './rollout.js';

/** Rule-based bots the search can use as its rollout policy or prior, by spec name. */
const BOT_POLICIES: Record<string, (seed: string, tuned: boolean) => Agent> = {
  'greedy-recruit': (seed) => new GreedyRecruitAgent(seed),
  'attack-first': (seed) => new AttackFirstAgent(seed),
  'heuristic': (seed, tuned) => new HeuristicAgent(seed, {}, 'heuristic', tuned ? SCHEME_WEIGHTS : null),
};

export const ROLLOUT_NAMES = ['quick', 'random', ...Object.keys(BOT_POLICIES)];
export const PRIOR_NAMES = ['none', ...Object.keys(BOT_POLICIES)];
export const EVAL_NAMES = ['fitted', 'own', 'heuristic'];
export const PLAY_NAMES = ['heuristic', 'ordered', 'off'];

/** `tuned`: the heuristic uses the weights tuned per Scheme (agents/tuned-weights.ts). */
export function rolloutPolicy(name: string, seed: string, tuned = false): RolloutPolicy {
  if (name === 'quick') return quickRollout;
  if (name === 'random') return randomRollout;
  const make = BOT_POLICIES[name];
  if (!make) throw new Error(`unknown rollout policy "${name}"; accepted: ${ROLLOUT_NAMES.join(', ')}`);
  return agentRollout(make(`ismcts-rollout:${seed}`, tuned));
}

export function priorPolicy(name: string, seed: string, tuned = false): RolloutPolicy | null {
  if (name === 'none') return null;
  const make = BOT_POLICIES[name];
  if (!make) throw new Error(`unknown prior "${name}"; accepted: ${PRIOR_NAMES.join(', ')}`);
  return agentRollout(make(`ismcts-prior:${seed}`, tuned));
}

/** The heuristic bot's state evaluation, seen by the player to move (its features are all public). */
function heuristicReward(g: Game): number { return heuristicEvaluate(new PlayerView(g, g.current)); }

export function evaluation(name: string): (g: Game) => number {
  if (name === 'fitted') return winProbability;
  if (name === 'own') return ownReward;
  if (name === 'heuristic') return heuristicReward;
  throw new Error(`unknown evaluation "${name}"; accepted: ${EVAL_NAMES.join(', ')}`);
}

export function playMacro(name: string, seed: string, tuned = false): PlayPolicy | null {
  if (name === 'off') return null;
  if (name === 'ordered') return orderedPlay;
  if (name === 'heuristic') {
    const h = new HeuristicAgent(`ismcts-play:${seed}`, {}, 'heuristic', tuned ? SCHEME_WEIGHTS : null);
    return (view, d) => h.nextPlay(view, d);
  }
  throw new Error(`unknown play macro "${name}"; accepted: ${PLAY_NAMES.join(', ')}`);
}
