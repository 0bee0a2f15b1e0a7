// The "play your cards" macro-action. Playing every card in hand, in a good order, is almost always right
// in Legendary (the points are lost at the end of the turn otherwise), so the search does not branch on
// plays: whenever the main decision offers a card to play, the play policy picks it. The tree then branches
// only on what matters: fights, recruits, healing, ending the turn, and the choices cards ask for.
//
// The built-in order: cards that draw first (more cards to play), then cards whose superpower or team
// power is already on, then plain cards, then cards whose power is still off (a later card may switch it
// on), Copy Powers last.

import type { PlayerView } from '../../engine/legendary/observe.js';
import { ACT_PLAY, actArg, actCode } from '../../engine/legendary/actions.js';
import type { Decision } from '../../engine/legendary/types.js';
import { traits } from '../policy.js';

/** Option index of the card to play next, or -1 when the decision offers no card to play. */
export type PlayPolicy = (view: PlayerView, d: Decision) => number;

export const orderedPlay: PlayPolicy = (view, d) => {
  const o = d.options, t = view.t;
  let best = -1, bestScore = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const v = o[i]!;
    if (actCode(v) !== ACT_PLAY) continue;
    const tr = traits(view.def(actArg(v)));
    let s = 0;
    if (tr.draws > 0) s += 100 + tr.draws;
    if (tr.needCls) {
      let on = false;
      for (let b = 0; b < 5; b++) if ((tr.needCls & (1 << b)) && t.clsCount[b]! > 0) on = true;
      s += on ? 50 : -20;
    }
    if (tr.needTeam >= 0) s += t.teamCount[tr.needTeam]! > 0 ? 50 : -20;
    if (tr.countCls || tr.countTeam >= 0 || tr.countOdd) s -= 30; // counters late
    if (tr.copies) s -= 200;
    if (tr.firstOnly) s += t.heroesPlayed === 0 ? 150 : 0;
    if (s > bestScore) { bestScore = s; best = i; }
  }
  return best;
};
