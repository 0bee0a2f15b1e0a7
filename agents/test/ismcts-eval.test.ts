// The search's state evaluations: range, terminal values, and the fitted one beating the base rate.
import { describe, expect, it } from 'vitest';
import { choose, newGame } from '../../engine/legendary/game.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import type { Game } from '../../engine/legendary/types.js';
import { makeAgents } from '../registry.js';
import { reward } from '../ismcts/evaluate.js';
import { FEATURES, NF, features, winProbability } from '../ismcts/features.js';
import { fitEvaluation } from '../ismcts/fit.js';
import '../../engine/legendary/cards/core/index.js';

function playSome(seed: number, steps: number): Game {
  const g = newGame({ players: 2, seed, mastermind: 'Magneto', scheme: 'Midtown Bank Robbery' });
  const agents = makeAgents('heuristic', seed, 2);
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  while (g.result === null && g.steps < steps) choose(g, agents[g.pending!.player]!.choose(views[g.pending!.player]!));
  return g;
}

describe('ismcts evaluations', () => {
  it('score every state in [0, 1]: 1 for a win, 0 for a loss or draw, strictly between otherwise', () => {
    for (let seed = 0; seed < 4; seed++) {
      const g = playSome(seed, 60 + 40 * seed);
      expect(g.result).toBeNull();
      for (const f of [reward, winProbability]) {
        const v = f(g);
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
      }
      expect(features(g).length).toBe(NF);
      expect([...features(g)].every(Number.isFinite)).toBe(true);
      g.result = 'win';
      expect(reward(g)).toBe(1); expect(winProbability(g)).toBe(1);
      g.result = 'loss';
      expect(reward(g)).toBe(0); expect(winProbability(g)).toBe(0);
      g.result = 'draw';
      expect(winProbability(g)).toBe(0);
    }
    expect(FEATURES.length).toBe(NF);
  });

  it('the fitted evaluation predicts held-out games better than the base rate (small deterministic fit)', () => {
    const r = fitEvaluation({ bots: ['heuristic', 'attack-first'], seeds: 3, epochs: 400 });
    expect(r.coeffs.length).toBe(NF + 1);
    expect(r.coeffs.every(Number.isFinite)).toBe(true);
    expect(r.samples).toBeGreaterThan(1000);
    expect(r.testLoss).toBeLessThan(r.baseLoss);
    expect(r.testAuc).toBeGreaterThan(0.65);
  });
});
