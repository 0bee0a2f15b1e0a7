// What several Dark City schemes do: find the villain nearest the Villain Deck, make a villain escape at an
// unusual time, and count cards for their Evil Wins and hints.

import { checkEvil, villainEscapes } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';

/** The city space of the villain nearest the Villain Deck (the lowest occupied space), or -1. */
export function closestVillainSlot(g: Game): number {
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) return s;
  return -1;
}

/**
 * The villain in city space `slot` escapes now, with what it holds: every escape rule and its Escape effect
 * apply, and no other villain moves (Universal Rulebook, Escapes from Card Effects).
 */
export function escapeNow(g: Game, slot: number): void {
  const c = g.city[slot]!;
  if (c < 0) return;
  const held = g.att[slot]!;
  g.city[slot] = -1;
  g.att[slot] = [];
  villainEscapes(g, c, held);
}

/** How many cards of a list meet a condition on their definition. */
export function countDefs(cards: readonly number[], def: (c: number) => CardDef, pred: (d: CardDef) => boolean): number {
  let n = 0;
  for (const c of cards) if (pred(def(c))) n++;
  return n;
}
/** A hero with a class (not grey). */
export const nonGreyHero = (d: CardDef) => d.kind === 'hero' && d.cls !== 0;

/** A 'ko' after-hook for schemes whose Evil Wins counts the KO pile: checked whenever a card is KO'd. */
export const CHECK_EVIL_AFTER_KO = { ko: { after: (g: Game) => checkEvil(g) } };
