// What several Civil War Masterminds share (no cards are registered here): a villain entering a given city space,
// hero icons, and the top cards of the Villain Deck put back in an order the player chooses.

import { ask, cont } from '../../../flow.js';
import { cityLive, def, distinct, enterCity, enterCityAt, villainEscapes } from '../../../rules.js';
import type { Game } from '../../../types.js';

// ---- A villain entering a given city space ------------------------------------------------------------

/**
 * Villain c (taken from where it was by the caller) enters city space `slot`. An occupied space makes room as
 * when a villain enters the Sewers (Universal Rulebook, "Push Other Villains Forward if Necessary": whenever a
 * villain enters a city space, the one there is pushed one space toward the escape pile, in a chain); the one
 * pushed off the end escapes, before the newcomer's Ambush. A space that no longer exists (destroyed, or -1): it
 * enters the city as usual.
 */
export function enterCitySpace(g: Game, c: number, slot: number): void {
  if (!cityLive(g, slot)) { enterCity(g, c); return; }
  // the live spaces from `slot` to the end of the city, in order
  const live: number[] = [];
  for (let s = slot; s < g.city.length; s++) if (cityLive(g, s)) live.push(s);
  let k = live.findIndex((s) => g.city[s]! < 0);
  let escapee = -1, held: number[] = [];
  if (k < 0) { k = live.length - 1; escapee = g.city[live[k]!]!; held = g.att[live[k]!]!; }
  for (; k > 0; k--) { const to = live[k]!, from = live[k - 1]!; g.city[to] = g.city[from]!; g.att[to] = g.att[from]!; }
  g.city[slot] = -1; g.att[slot] = [];
  if (escapee >= 0) villainEscapes(g, escapee, held);
  enterCityAt(g, c, slot);
}

// ---- Hero icons --------------------------------------------------------------------------------------

/**
 * Whether a card has a Recruit icon (a printed Recruit value, "0+" included). A Divided card shows both sides'
 * icons: in hand it has one when either side has one.
 */
export function hasRecruitIcon(g: Game, c: number): boolean {
  const d = def(g, c);
  if (d.kind !== 'hero') return false;
  const of = (x: typeof d) => x.recruit > 0 || x.plus?.recruit === true;
  if (d.halves) return d.halves.some((h) => of(g.cards[h]!));
  return of(d);
}

// ---- The top of the Villain Deck, in any order ------------------------------------------------------

/**
 * Player p looks at the top `n` cards of the Villain Deck and puts them back in the order they choose. The cards stay
 * in the deck while p chooses (the questions name them): each question picks the card to go lowest among those
 * not yet placed (as Investigate puts a card on the bottom); the last one left is the top card.
 */
export function orderVillainDeckTop(g: Game, p: number, n: number, src: number): void {
  askLowest(g, p, src, Math.min(n, g.villainDeck.length));
}
function askLowest(g: Game, p: number, src: number, k: number): void {
  if (k < 2) return;
  const deck = g.villainDeck;
  const window = deck.slice(deck.length - k);
  const opts = distinct(g, -1, window);
  if (opts.length < 2) return; // identical cards: their order does not matter
  ask(g, p, 'card', PLACED_LOWEST, opts, { source: src, n: k });
}
const PLACED_LOWEST = cont('civil-war:villain-deck-order', (g, f, v) => {
  const deck = g.villainDeck;
  const lo = deck.length - f.n;
  const i = deck.lastIndexOf(v);
  if (v < 0 || i < lo) return;
  deck.splice(i, 1);
  deck.splice(lo, 0, v);
  askLowest(g, f.p, f.c, f.n - 1);
}, { about: 'investigate-bottom' });
