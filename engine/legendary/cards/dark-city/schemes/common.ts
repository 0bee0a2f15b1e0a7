// What several Dark City schemes do: find the villain nearest the Villain Deck, make a villain escape at an
// unusual time, and count cards for their Evil Wins and hints.

import { ask, cont, later } from '../../../flow.js';
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

/**
 * The villains `cards` (in the city) escape, one at a time, in the order the current player picks (a 'card' question over
 * those still in the city, intent 'escape-order'), each escape done (its HQ KO, discards, Escape effect) before the
 * next; one that has left the city meanwhile stays where it is. `src` is the card that makes them escape.
 */
export function escapeInOrder(g: Game, cards: readonly number[], src: number): void {
  if (cards.length) later(g, ESCAPE_EACH, g.current, src, 0, cards.slice());
}
const stillThere = (g: Game, cards: readonly number[]) => cards.filter((c) => g.city.includes(c));
const ESCAPE_EACH = cont('escape-in-order', (g, f) => {
  const left = stillThere(g, f.l ?? []);
  if (left.length === 0) return;
  if (left.length === 1) { escapeChosen(g, f.c, left[0]!, []); return; }
  ask(g, g.current, 'card', ESCAPE_CHOSEN, left, { source: f.c });
});
const ESCAPE_CHOSEN = cont('escape-order', (g, f, v) => {
  escapeChosen(g, f.c, v, stillThere(g, f.l ?? []).filter((c) => c !== v));
}, { about: 'escape-order' });
function escapeChosen(g: Game, src: number, c: number, rest: number[]): void {
  const s = g.city.indexOf(c);
  if (s >= 0) escapeNow(g, s);
  if (rest.length) later(g, ESCAPE_EACH, g.current, src, 0, rest);
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
