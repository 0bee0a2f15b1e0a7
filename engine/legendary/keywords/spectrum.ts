// Spectrum (Secret Wars Volume 2): a card's Spectrum ability works only while its player has heroes of at least three
// classes, counting the cards in hand and the cards played this turn (the card itself included: it is one of the
// cards played; grey heroes have no class). Read when the ability is used, before any choice.
import { CLASS_BITS, clsOf, heroesYouHave } from '../rules.js';
import type { Game } from '../types.js';

export const SPECTRUM_CLASSES = 3;

/** How many hero classes player p has among the hand and the cards played this turn. */
export function classesYouHave(g: Game, p: number): number {
  let bits = 0;
  for (const c of heroesYouHave(g, p)) bits |= clsOf(g, c);
  let n = 0;
  for (const b of CLASS_BITS) if (bits & b) n++;
  return n;
}

/** Whether player p's Spectrum abilities work now. */
export function spectrum(g: Game, p: number): boolean { return classesYouHave(g, p) >= SPECTRUM_CLASSES; }
