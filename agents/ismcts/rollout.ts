// Cheap rollout policies for the search. They read the game they are given, which is the searcher's own
// determinization (or, for the cheating bot only, a copy of the true state).

import { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, actArg, actCode } from '../../engine/legendary/actions.js';
import { randInt, type RngState } from '../../engine/shared/rng.js';
import type { Decision, Game } from '../../engine/legendary/types.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import { decisionHint } from '../../engine/legendary/flow.js';
import type { Agent } from '../agent.js';

/** A rollout policy: the index of the option to take in the pending decision. */
export type RolloutPolicy = (g: Game, rng: RngState) => number;

export const randomRollout: RolloutPolicy = (g, rng) => randInt(rng, g.pending!.options.length);

function cost(g: Game, c: number): number { return g.cards[g.defOf[c]!]!.cost; }
function isWound(g: Game, c: number): boolean { return g.cards[g.defOf[c]!]!.kind === 'wound'; }

/**
 * Main phase, in a fixed sensible order: play every card, fight the Mastermind, fight the villain nearest
 * escape (then the most valuable), recruit the most expensive hero, else an Officer, heal, end.
 */
function quickMain(g: Game, d: Decision): number {
  const o = d.options;
  let best = -1, bestScore = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const v = o[i]!, code = actCode(v), x = actArg(v);
    let s: number;
    switch (code) {
      case ACT_PLAY: s = 1000; break;
      case ACT_MASTERMIND: s = 900; break;
      case ACT_FIGHT: s = 500 + x * 20 + g.cards[g.defOf[g.city[x]!]!]!.vp + g.att[x]!.length * 3; break;
      case ACT_RECRUIT: s = 300 + cost(g, g.hq[x]!); break;
      case ACT_OFFICER: s = 250; break;
      case ACT_HEAL: s = 100; break;
      case ACT_END: s = 0; break;
      default: s = 0;
    }
    if (s > bestScore) { bestScore = s; best = i; }
  }
  return best;
}

/** Questions whose card choice gives a card up (the DecisionHint of the question). */
const AWAY = new Set(['lose', 'discard', 'ko-optional', 'ko-wound', 'lose-vp', 'discard-top']);

/** Cards to give up (KO, discard): Wounds, then the cheapest; cards to gain or use: the most expensive. */
function quickCard(g: Game, d: Decision): number {
  const o = d.options;
  const away = AWAY.has(decisionHint(d.reason)?.about ?? '');
  let best = -1, bestScore = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const c = o[i]!;
    let s: number;
    if (c < 0) s = away ? -5 : -100; // declining a KO beats losing a good card
    else if (away) s = isWound(g, c) ? 100 : -cost(g, c) * 2 + (cost(g, c) === 0 ? 1 : -10);
    else s = cost(g, c);
    if (s > bestScore) { bestScore = s; best = i; }
  }
  return best;
}

/** Yes/no questions answered "no" by the quick policy (taking a Wound, playing an extra villain card). */
const SAY_NO = new Set(['gain-wound', 'villain-card-for-attack']);

export const quickRollout: RolloutPolicy = (g, rng) => {
  const d = g.pending!;
  switch (d.kind) {
    case 'main': return quickMain(g, d);
    case 'card': return quickCard(g, d);
    case 'yesno': {
      const want = SAY_NO.has(decisionHint(d.reason)?.about ?? '') ? 0 : 1;
      const i = d.options.indexOf(want);
      return i >= 0 ? i : 0;
    }
    case 'slot':
      if (decisionHint(d.reason)?.about === 'hq-lose') {
        // give up the cheapest HQ hero
        let best = 0, bc = Infinity;
        d.options.forEach((s, i) => { const c = g.hq[s]!; const k = c >= 0 ? cost(g, c) : 0; if (k < bc) { bc = k; best = i; } });
        return best;
      }
      return randInt(rng, d.options.length);
    default: return randInt(rng, d.options.length);
  }
};

/** A rollout policy that asks a bot (through a view of the searcher's own sample). */
export function agentRollout(agent: Agent): RolloutPolicy {
  return (g) => agent.choose(new PlayerView(g, g.pending!.player));
}
