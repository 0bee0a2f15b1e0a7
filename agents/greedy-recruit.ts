// greedy-recruit: plays every card it can, spends Recruit on the most expensive affordable hero first (HQ
// heroes and the S.H.I.E.L.D. Officer stack, cost 3), then spends Attack on the strongest target it can
// defeat (the Mastermind counts, by its Attack). Heals when there is nothing else to do. Every other
// decision takes the shared default (agents/policy.ts). Ties: the first option in the engine's order.

import type { PlayerView } from '../engine/legendary/observe.js';
import { seedRng } from '../engine/shared/rng.js';
import type { Agent } from './agent.js';
import { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, bestFocus, bestWeaken, defaultChoice, simpleTeleport, type PolicyCtx } from './policy.js';

const OFFICER_COST = 3;

export class GreedyRecruitAgent implements Agent {
  readonly spec: string;
  readonly ctx: PolicyCtx;
  constructor(seed: number | string, spec = 'greedy-recruit') {
    this.spec = spec;
    this.ctx = { rng: seedRng(`greedy-recruit:${seed}`), misses: 0 };
  }

  choose(view: PlayerView): number {
    const d = view.decision!;
    if (d.kind !== 'main') return defaultChoice(view, d, this.ctx);
    const o = d.options;
    // the engine lists the cards to play first: play the first one without looking further (a card that may
    // be teleported waits for the next hand when its points would buy nothing more this turn)
    if (((o[0]! / 65536) | 0) === ACT_PLAY) { const t = simpleTeleport(view, d); return t >= 0 ? t : 0; }
    // a free weakening of an enemy (Cosmic Threat) first, then the rest
    const weaken = bestWeaken(view, d);
    if (weaken >= 0) return weaken;
    let play = -1, rec = -1, recCost = -1, fight = -1, fightAtk = -1, heal = -1, end = o.length - 1;
    for (let i = 0; i < o.length; i++) {
      const v = o[i]!, code = (v / 65536) | 0, arg = v & 0xffff;
      switch (code) {
        case ACT_PLAY: if (play < 0) play = i; break;
        case ACT_RECRUIT: { const cost = view.def(view.hq[arg]!).cost; if (cost > recCost) { recCost = cost; rec = i; } break; }
        case ACT_OFFICER: if (OFFICER_COST > recCost) { recCost = OFFICER_COST; rec = i; } break;
        case ACT_FIGHT: {
          if (view.t.defeated.includes(view.city[arg]!)) break; // it came back after its defeat (Mr. Immortal)
          const a = view.villainAttack(arg); if (a > fightAtk) { fightAtk = a; fight = i; } break;
        }
        case ACT_MASTERMIND: { const a = view.mastermindAttack(); if (a > fightAtk) { fightAtk = a; fight = i; } break; }
        case ACT_HEAL: heal = i; break;
        case ACT_END: end = i; break;
        default: {
          // an action a keyword or scheme adds: rescuing counts as recruiting (by its cost), a fight outside
          // the city as a fight; a card that could wait for the next hand was decided above
          const info = view.actionInfo(v);
          if (info?.about === 'rescue' && info.cost > recCost) { recCost = info.cost; rec = i; }
          else if (info?.about === 'fight-other' && info.cost > fightAtk) { fightAtk = info.cost; fight = i; }
          break;
        }
      }
    }
    if (play >= 0) return play;
    if (rec >= 0) return rec;
    if (fight >= 0) return fight;
    // Recruit nothing else wants goes to a Focus ability
    const focus = bestFocus(view, d);
    if (focus >= 0) return focus;
    if (heal >= 0) return heal;
    return end;
  }
}
