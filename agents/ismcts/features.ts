// A fitted state evaluation for the search: the probability that the team wins from a state, as a
// logistic function of features of what everyone can see (the searcher applies it to its own samples).
//
// The coefficients (FITTED below) come from agents/ismcts/fit.ts: logistic regression of the final result
// on these features, over states at the start of each turn in self-play games of the rule-based bots on
// every mastermind x scheme, 2 players. The scheme enters only through its hints (progress towards Evil
// Wins, and whether the Wound stack or the Hero Deck is its clock), so the features mean the same for any
// scheme of any set. FITTED is `fitEvaluation()` with FIT_DEFAULTS (20 seeds per cell, 3 bots, 49,468
// states; held-out AUC 0.81, log loss 0.485 against 0.636 for the base rate), run on 2026-11-22. Re-fit
// after changing a feature or the bots (see fit.ts).

import { PlayerView } from '../../engine/legendary/observe.js';
import type { Game } from '../../engine/legendary/types.js';
import { bystandersAt, entriesToEscape, escapeHarm, ownedProfile, schemeDanger, setupFacts } from '../policy.js';

export const FEATURES = [
  'mastermind taken', 'fights left',
  'danger', 'danger^2', 'danger^4', 'danger x wound clock', 'danger x hero deck clock',
  'game time', 'city pressure', 'city bystanders', 'city villains',
  'attack/card', 'recruit/card', 'draw/card', 'wound share', 'mastermind attack / hand attack',
  'escapes', 'strikes',
] as const;
export const NF = FEATURES.length;

/** The feature vector of a state, written into `out`. */
export function features(g: Game, out: Float64Array = new Float64Array(NF)): Float64Array {
  const v = new PlayerView(g, g.current);
  const taken = g.stats.tacticsDefeated, left = g.tactics.length + g.finalBlow;
  let k = 0;
  out[k++] = taken / Math.max(1, taken + left);
  out[k++] = left / 5;
  const f = setupFacts(v);
  const danger = schemeDanger(v);
  out[k++] = danger;
  out[k++] = danger ** 2;
  out[k++] = danger ** 4;
  out[k++] = f.scheme.hint.woundClock ? danger : 0;
  out[k++] = f.scheme.hint.heroDeckClock ? danger : 0;
  out[k++] = 1 - g.villainDeck.length / Math.max(g.villainDeck.length, f.villainDeckStart);
  let pressure = 0, bys = 0, villains = 0;
  for (let s = 0; s < g.city.length; s++) {
    if (g.city[s]! < 0) continue;
    villains++;
    pressure += escapeHarm(v, s) / entriesToEscape(v, s);
    bys += bystandersAt(v, s);
  }
  out[k++] = pressure / 10;
  out[k++] = bys / 5;
  out[k++] = villains / 5;
  let atk = 0, rec = 0, drw = 0, wounds = 0, owned = 0;
  for (let p = 0; p < g.players.length; p++) {
    const pr = ownedProfile(p === g.current ? v : new PlayerView(g, p));
    atk += pr.atk; rec += pr.rec; drw += pr.drw; wounds += pr.wounds; owned += pr.owned;
  }
  owned = Math.max(1, owned);
  out[k++] = atk / owned;
  out[k++] = rec / owned;
  out[k++] = drw / owned;
  out[k++] = wounds / owned;
  out[k++] = left > 0 ? v.mastermindAttack() / Math.max(1, g.handSize * (atk + drw) / owned) / 5 : 0;
  out[k++] = g.stats.escapes / 10;
  out[k++] = g.stats.strikes / 5;
  return out;
}

/** Intercept, then one coefficient per feature (in FEATURES order). */
export const FITTED: readonly number[] = [
  4.119, 1.926, -1.541, -2.001, -0.717, -0.529, -0.73, -1.458, -2.368, -0.144, -0.079, -0.294, 1.867, 0.43, 0.718,
  -1.578, -3.815, 0.098, -0.228,
];

const X = new Float64Array(NF);

/** The fitted win probability of a state: 1 for a win, 0 for a loss or a draw. */
export function winProbability(g: Game, coeffs: readonly number[] = FITTED): number {
  if (g.result === 'win') return 1;
  if (g.result !== null) return 0;
  const x = features(g, X);
  let z = coeffs[0]!;
  for (let i = 0; i < NF; i++) z += coeffs[i + 1]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}
