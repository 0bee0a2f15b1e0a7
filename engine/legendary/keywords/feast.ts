// Feast (Paint the Town Red and later sets): "Feast" = "Fight: KO the top card of your deck." A villain or
// Mastermind Tactic with the keyword calls `feast` from its Fight effect (some do more depending on the card
// feasted on); a Master Strike may feast on each player. An empty deck is refilled from the discard pile
// first, as for any look at the top card; with no cards at all, nothing is KO'd.

import { koCard, log, nameOf, topOfDeck } from '../rules.js';
import type { Game } from '../types.js';

export const FEAST = 'feast';

/** Feasts on player p: KOs the top card of their deck (caused by card `src`); returns the card, or -1. */
export function feast(g: Game, p: number, src: number): number {
  const c = topOfDeck(g, p);
  if (c < 0) return -1;
  g.log && log(g, `  ${nameOf(g, src)} feasts on P${p + 1}'s ${nameOf(g, c)}`);
  koCard(g, p, c, src);
  return c;
}
/** Whether a feasted card is a Hero of printed cost 0 ("feasts on a 0-cost Hero"). */
export function feastedZeroCostHero(g: Game, c: number): boolean {
  if (c < 0) return false;
  const d = g.cards[g.defOf[c]!]!;
  return d.kind === 'hero' && d.cost === 0;
}
