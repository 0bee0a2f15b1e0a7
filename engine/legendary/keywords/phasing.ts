// Phasing (Civil War and later sets): "During your turn, if a card with Phasing is in your hand, you may swap it
// with the top card of your deck." The swap is neither playing nor drawing a card, so nothing that watches those
// sees it (the set's Keywords). A main-phase action per distinct card in hand that has the keyword (a Divided card
// when either side has it: in hand it counts as both); offered while the deck or discard pile has a card (an empty
// deck is refilled from the discard pile first, as for a look at the top card). Swapping announces 'phase'.
import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { announce, hasKeyword, log, nameOf, topOfDeck } from '../rules.js';
import type { Game } from '../types.js';

export const PHASING = 'phasing';

/** Player p swaps card c of their hand with the top card of their deck; false when there is no card to swap with. */
export function phase(g: Game, p: number, c: number): boolean {
  const pl = g.players[p]!;
  const i = pl.hand.indexOf(c);
  const top = i < 0 ? -1 : topOfDeck(g, p);
  if (top < 0) return false;
  pl.deck[pl.deck.length - 1] = c;
  pl.hand[i] = top;
  g.log && log(g, ` P${p + 1} phases ${nameOf(g, c)} with the top card of their deck`);
  announce(g, 'phase', p, c);
  return true;
}

export const ACT_PHASING = mainAction({
  id: PHASING, order: 16, keyword: PHASING,
  // a weak card for an unknown one now (it comes back as the next hand's first card)
  hint: { about: 'swap-top', card: (_g, _p, c) => c },
  options: (g, p, out) => {
    const pl = g.players[p]!;
    if (pl.deck.length === 0 && pl.discard.length === 0) return;
    const seen: number[] = [];
    for (const c of pl.hand) {
      const d = g.defOf[c]!;
      if (!seen.includes(d) && hasKeyword(g, c, PHASING)) { seen.push(d); out.push(act(ACT_PHASING, c)); }
    }
  },
  handle: (g, p, c) => { phase(g, p, c); },
  describe: (g, c) => `phase ${nameOf(g, c)} (swap it with the top card of your deck)`,
});

/** Whether card c (in a hand) has Phasing. */
export function hasPhasing(g: Game, c: number): boolean { return hasKeyword(g, c, PHASING); }
