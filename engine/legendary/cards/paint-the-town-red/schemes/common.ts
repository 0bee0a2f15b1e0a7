// What several Paint the Town Red schemes share.
import type { Game, SchemeView } from '../../../types.js';

/** "Evil wins when the Villain Deck runs out": checked when a Villain Deck card is played and at the end of each turn. */
export function villainDeckOut(g: Game): boolean { return g.villainDeck.length === 0 && g.turn > 0 && g.stats.villainCardsPlayed > 0; }

/** How far the Villain Deck is played out, 0 to 1, from what everyone sees (cards left and cards played). */
export function villainDeckUsed(v: SchemeView): number {
  const total = v.villainDeckSize + v.stats.villainCardsPlayed;
  return total > 0 ? 1 - v.villainDeckSize / total : 0;
}
