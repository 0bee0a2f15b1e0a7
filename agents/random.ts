// Uniform over the legal options; deterministic given its seed.

import { randInt, seedRng, type RngState } from '../engine/shared/rng.js';
import type { PlayerView } from '../engine/legendary/observe.js';
import type { Agent } from './agent.js';

export class RandomAgent implements Agent {
  readonly spec = 'random';
  private readonly rng: RngState;
  constructor(seed: number | string) { this.rng = seedRng(`random-bot:${seed}`); }
  choose(view: PlayerView): number { return randInt(this.rng, view.optionCount); }
}
