// The one interface every bot implements: look at what a player can see, return an option index.

import type { PlayerView } from '../engine/legendary/observe.js';

export interface Agent {
  /** the bot spec string that made it, e.g. "random" or "ismcts:iterations=400" */
  readonly spec: string;
  /** Index of the chosen option of `view.decision` (which is never null when this is called). */
  choose(view: PlayerView): number;
  /** Why the last choice was made, where the bot can say (the replay viewer shows it); null where it cannot. */
  explain?(): AgentReason | null;
}

/** A bot's account of one choice: a note on the rule that decided, and per option what a search found. */
export interface AgentReason {
  note: string;
  /** per option index: how often a search tried it and its mean reward (0..1), or a look-ahead's score of it */
  options?: { option: number; visits?: number; value?: number; score?: number }[];
}
