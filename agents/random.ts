// Uniform over the legal options; deterministic given its seed. It reads only how many options there are, so the
// same bot plays both rulesets (Legendary's PlayerView and Marvel Champions' ChampionsView both say it).

import { randInt, seedRng, type RngState } from '../engine/shared/rng.js';
import type { PlayerView } from '../engine/legendary/observe.js';
import type { Agent } from './agent.js';

export class RandomAgent implements Agent {
  readonly spec = 'random';
  private readonly rng: RngState;
  constructor(seed: number | string) { this.rng = seedRng(`random-bot:${seed}`); }
  choose(view: PlayerView | { readonly optionCount: number }): number { return randInt(this.rng, view.optionCount); }
}
