// The search's own evaluation of a (determinized) game state: 1 for a team win, 0 for a loss or a draw,
// and in between a progress score. The game is cooperative: every seat shares this reward.
//
// Progress combines, with named weights:
// - mastermind: the share of the Mastermind's fights already won (tactics, and Final Blow);
// - scheme:     how far the scheme is from its Evil Wins condition (the scheme's hint);
// - city:       villains in the city, weighted by how close they are to escaping and what they carry;
// - deck:       the team's deck quality: average cost of owned cards, Wounds counting against;
// - rescued:    bystanders in victory piles.

import type { Game } from '../../engine/legendary/types.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import { schemeDanger as policyDanger } from '../policy.js';

export interface EvalWeights { mastermind: number; scheme: number; city: number; deck: number; rescued: number }
export const DEFAULT_WEIGHTS: EvalWeights = { mastermind: 0.45, scheme: 0.2, city: 0.15, deck: 0.15, rescued: 0.05 };

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** How far the scheme has come towards its Evil Wins condition, 0 (none) to 1 (about to win): its hint. */
export function schemeDanger(g: Game): number {
  return policyDanger(new PlayerView(g, g.current));
}

/** Escape pressure in the city, 0 (empty) to 1 (full, with bystanders). */
export function cityThreat(g: Game): number {
  let t = 0, n = 0;
  for (let s = 0; s < 5; s++) {
    if (g.city[s]! < 0) continue;
    n++;
    t += (s + 1) / 15 * (1 + 0.5 * g.att[s]!.length);
  }
  if (n === 5) t += 0.3; // the next villain pushes one out
  return clamp01(t);
}

/** Team deck quality, 0..1: average card cost over everything the players own (Wounds count -2). */
export function deckQuality(g: Game): number {
  let sum = 0, n = 0;
  for (const pl of g.players) {
    for (const zone of [pl.deck, pl.hand, pl.discard, pl.inPlay]) {
      for (const c of zone) {
        const d = g.cards[g.defOf[c]!]!;
        sum += d.kind === 'wound' ? -2 : d.cost;
        n++;
      }
    }
  }
  return n === 0 ? 0 : clamp01(sum / n / 4);
}

export function progress(g: Game, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const fightsWon = g.stats.tacticsDefeated;
  const fights = fightsWon + g.tactics.length + g.finalBlow;
  const mm = fights === 0 ? 1 : fightsWon / fights;
  let rescued = 0;
  for (const pl of g.players) for (const c of pl.victory) if (g.cards[g.defOf[c]!]!.kind === 'bystander') rescued++;
  const total = w.mastermind + w.scheme + w.city + w.deck + w.rescued;
  return (w.mastermind * mm + w.scheme * (1 - clamp01(schemeDanger(g))) + w.city * (1 - cityThreat(g))
    + w.deck * deckQuality(g) + w.rescued * clamp01(rescued / 10)) / total;
}

/** The reward of a state: 1 for a win, 0 for a loss or draw, else progress squeezed into (0.02, 0.98). */
export function reward(g: Game, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (g.result === 'win') return 1;
  if (g.result !== null) return 0;
  return 0.02 + 0.96 * progress(g, w);
}
