// What a Marvel Champions bot sees and returns: the decision, and the team's observation of the game (every hand
// is visible: the rules allow table talk; deck orders, facedown encounter and boost cards are hidden).

import type { AgentReason } from '../agent.js';
import { decision, observe, type Decision, type Game, type Observation } from '../../engine/champions/index.js';

export class ChampionsView {
  private obs: Observation | null = null;
  constructor(private readonly g: Game) {}
  get decision(): Decision { return decision(this.g)!; }
  get optionCount(): number { return decision(this.g)!.options.length; }
  get player(): number { return decision(this.g)!.player; }
  /** The team's observation (built on first use: a copy of the state with hidden cards unknown). */
  get observation(): Observation { return (this.obs ??= observe(this.g)); }
  /** The observed state (hidden cards carry the code '?'). */
  get game(): Game { return this.observation.game; }
}

export interface ChampionsAgent {
  readonly spec: string;
  choose(view: ChampionsView): number;
  /** Why the last choice was made, where the bot can say (the replay viewer shows it). */
  explain?(): AgentReason | null;
}

/**
 * A bot spec's numeric parameters: "name" gives the defaults, "name:a=1,b=2.5" changes those named. A name the bot
 * does not have, or a value that is not a number, is one error naming the parameter (`what`) and the accepted names.
 */
export function numericParams<T extends object>(spec: string, defaults: T, what: string): T {
  const out = { ...defaults };
  const i = spec.indexOf(':');
  if (i < 0) return out;
  for (const kv of spec.slice(i + 1).split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    const n = Number(v);
    if (!k || !(k in out) || v === undefined || !Number.isFinite(n)) {
      throw new Error(`bad Marvel Champions ${what} "${kv}"; accepted: ${Object.keys(out).join(', ')} (numbers)`);
    }
    (out as Record<string, number>)[k] = n;
  }
  return out;
}
