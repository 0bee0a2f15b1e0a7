// attack-first: plays every card it can, then fights: the Mastermind whenever it can, otherwise the villain
// nearest escape (highest city space, 4 = Bridge), then the others; recruits with what is left (most
// expensive affordable hero first, the S.H.I.E.L.D. Officer stack counting as cost 3). Heals when there is
// nothing else to do. Every other decision takes the shared default (agents/policy.ts).

import type { PlayerView } from '../engine/legendary/observe.js';
import { seedRng } from '../engine/shared/rng.js';
import type { Agent } from './agent.js';
import { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, bestFocus, bestWeaken, defaultChoice, simpleTeleport, type PolicyCtx } from './policy.js';

const OFFICER_COST = 3;

export class AttackFirstAgent implements Agent {
  readonly spec: string;
  readonly ctx: PolicyCtx;
  constructor(seed: number | string, spec = 'attack-first') {
    this.spec = spec;
    this.ctx = { rng: seedRng(`attack-first:${seed}`), misses: 0 };
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
    let play = -1, mm = -1, fight = -1, fightSlot = -1, rec = -1, recCost = -1, heal = -1, end = o.length - 1;
    for (let i = 0; i < o.length; i++) {
      const v = o[i]!, code = (v / 65536) | 0, arg = v & 0xffff;
      switch (code) {
        case ACT_PLAY: if (play < 0) play = i; break;
        case ACT_MASTERMIND: mm = i; break;
        // a villain defeated this turn that came back (Mr. Immortal) is not fought again
        case ACT_FIGHT: if (arg > fightSlot && !view.t.defeated.includes(view.city[arg]!)) { fightSlot = arg; fight = i; } break;
        case ACT_RECRUIT: { const cost = view.def(view.hq[arg]!).cost; if (cost > recCost) { recCost = cost; rec = i; } break; }
        case ACT_OFFICER: if (OFFICER_COST > recCost) { recCost = OFFICER_COST; rec = i; } break;
        case ACT_HEAL: heal = i; break;
        case ACT_END: end = i; break;
        default: {
          // an action a keyword or scheme adds: a fight outside the city after the city's, rescuing counts as
          // recruiting (by its cost); a card that could wait for the next hand was decided above
          const info = view.actionInfo(v);
          if (info?.about === 'fight-other' && fight < 0) fight = i;
          else if (info?.about === 'rescue' && info.cost > recCost) { recCost = info.cost; rec = i; }
          break;
        }
      }
    }
    if (play >= 0) return play;
    if (mm >= 0) return mm;
    if (fight >= 0) return fight;
    if (rec >= 0) return rec;
    // Recruit nothing else wants goes to a Focus ability
    const focus = bestFocus(view, d);
    if (focus >= 0) return focus;
    if (heal >= 0) return heal;
    return end;
  }
}
