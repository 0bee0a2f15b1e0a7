// ismcts:cheat=true — CHEATING, FOR MEASUREMENT ONLY.
//
// The same search as agents/ismcts.ts, but every iteration starts from a copy of the true game state
// (hidden zones included) instead of a determinization of the bot's observation. It exists only to measure
// how much hidden information is worth: the gap between `ismcts` and `ismcts:cheat=true` on the same seeds.
// It is labelled as cheating wherever it appears (its spec contains cheat=true; its label says so).
//
// The copy gets a fresh random generator each iteration: the cheat sees the cards, not the future shuffles
// (which no one at the table can know either).

import { trueState } from '../engine/legendary/cheat.js';
import { clone } from '../engine/legendary/game.js';
import type { PlayerView } from '../engine/legendary/observe.js';
import { nextU32, type RngState } from '../engine/shared/rng.js';
import type { Game } from '../engine/legendary/types.js';
import { IsmctsAgent, type IsmctsOptions, type Sampler } from './ismcts.js';

export const CHEAT_LABEL = 'ismcts (cheating: sees hidden information; for measurement only)';

/** Samples copies of the true state behind the view, each with a fresh random generator. */
export function trueStateSampler(view: PlayerView): Sampler {
  const g = trueState(view);
  return {
    sample(rng: RngState): Game {
      const c = clone(g);
      c.choices = null; c.log = null;
      c.rng = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
      return c;
    },
  };
}

export class CheatingIsmctsAgent extends IsmctsAgent {
  constructor(spec: string, seed: number | string, o: IsmctsOptions) {
    super(spec, seed, o, trueStateSampler, CHEAT_LABEL);
  }
}
