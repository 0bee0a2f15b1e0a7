// The one interface every bot implements: look at what a player can see, return an option index.

import type { PlayerView } from '../engine/legendary/observe.js';

export interface Agent {
  /** the bot spec string that made it, e.g. "random" or "ismcts:iterations=400" */
  readonly spec: string;
  /** Index of the chosen option of `view.decision` (which is never null when this is called). */
  choose(view: PlayerView): number;
}
