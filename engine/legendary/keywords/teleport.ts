// Teleport (Dark City and later sets): "Instead of playing this card, you may set it aside. At the end of
// this turn, add it to your new hand as an extra card." A main-phase action, offered for each distinct card
// in hand that has the keyword (printed, or given this turn); the card waits in the turn's set-aside zone
// and the end of the turn adds it to the new hand. Teleporting announces a 'teleport' event.

import { mainAction } from '../compile.js';
import { act } from '../actions.js';
import { announce, hasKeyword, log, nameOf } from '../rules.js';
import type { Game } from '../types.js';

export const TELEPORT = 'teleport';

/** Sets a card from player p's hand aside for their next hand. */
export function teleport(g: Game, p: number, c: number): void {
  const hand = g.players[p]!.hand;
  const i = hand.indexOf(c);
  if (i < 0) return;
  hand.splice(i, 1);
  g.t.aside.push(c);
  g.log && log(g, ` P${p + 1} teleports ${nameOf(g, c)} to the next hand`);
  announce(g, 'teleport', p, c);
}

export const ACT_TELEPORT = mainAction({
  id: TELEPORT, order: 15, keyword: TELEPORT, hint: { about: 'defer-card', card: (_g, _p, c) => c },
  options: (g, p, out) => {
    const seen: number[] = [];
    for (const c of g.players[p]!.hand) {
      const d = g.defOf[c]!;
      if (!seen.includes(d) && hasKeyword(g, c, TELEPORT)) { seen.push(d); out.push(act(ACT_TELEPORT, c)); }
    }
  },
  handle: (g, p, c) => teleport(g, p, c),
  describe: (g, c) => `teleport ${nameOf(g, c)} (set it aside for the next hand)`,
});
