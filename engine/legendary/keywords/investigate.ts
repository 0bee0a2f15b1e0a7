// Investigate (Noir and later sets): "Investigate for a [Tech] card" means: look at the top two cards of your
// deck, reveal a matching one among them and draw it (you must, if one matches; only one), and put the rest
// back on the top and/or bottom of your deck in any order. Some abilities investigate the Villain Deck, the Hero
// Deck, the Bystander stack or another player's deck and say what happens to the card found; the rest go back on
// top and/or bottom of that deck, in the order the investigator chooses (Universal Rulebook, Investigate).
//
// The cards looked at stay in their deck while the player decides: the questions name them, so a
// determinization keeps them where they are (engine/legendary/observe.ts pinned cards) and nobody else learns more than
// the public parts. After the put-back nothing remembers them (the observer's knowledge is dropped, never
// invented).

import { addEffect, effectKind } from '../effects.js';
import { ask, cont, later, type Cont } from '../flow.js';
import { distinct, draw, heroDeckRanOut, log, nameOf, peekTop, putBackInOrder, takeFromVillainDeck } from '../rules.js';
import type { DecisionHint, Game } from '../types.js';

export const INVESTIGATE = 'investigate';

/** The decks one can investigate. */
export const OWN_DECK = 0, VILLAIN_DECK = 1, HERO_DECK = 2, BYSTANDER_STACK = 3, SCHEME_DECK = 4;

/** "Whenever you investigate this turn, look at three cards instead of two." */
export const LOOK_THREE = effectKind({ key: 'investigate:look-three' });
export function lookThreeThisTurn(g: Game, src: number): void { addEffect(g, LOOK_THREE, src); }

/** The deck array (top = last) of a deck kind; `owner` the player whose deck it is for OWN_DECK. */
export function deckOf(g: Game, deck: number, owner: number): number[] {
  switch (deck) {
    case OWN_DECK: return g.players[owner]!.deck;
    case VILLAIN_DECK: return g.villainDeck;
    case HERO_DECK: return g.heroDeck;
    case SCHEME_DECK: return g.schemeDeck;
    default: return g.bystanders;
  }
}

/** Takes card c out of a deck it is in (the found card), keeping the deck-ran-out rules. */
export function takeFromDeck(g: Game, deck: number, owner: number, c: number): boolean {
  if (deck === VILLAIN_DECK) return takeFromVillainDeck(g, c);
  const a = deckOf(g, deck, owner);
  const i = a.lastIndexOf(c);
  if (i < 0) return false;
  a.splice(i, 1);
  if (deck === HERO_DECK && a.length === 0) heroDeckRanOut(g);
  return true;
}

/** The found card of your own deck is drawn (put on top, then drawn: the draw hooks see it). */
export function drawFound(g: Game, p: number, c: number): void {
  const d = g.players[p]!.deck;
  const i = d.lastIndexOf(c);
  if (i < 0) return;
  d.splice(i, 1); d.push(c);
  draw(g, p, 1);
}

export interface Investigation {
  /** unique key ('hero:card') */
  key: string;
  deck: number;
  /** whether card c matches (`n` the number the ability chose, e.g. a class or a cost) */
  match: (g: Game, c: number, n: number) => boolean;
  /** what happens to the card found (still in its deck): `p` the investigator, `owner` the deck's owner */
  found: (g: Game, p: number, c: number, src: number, n: number, owner: number) => void;
  /** what choosing among matching cards is about (default: 'gain') */
  hint?: DecisionHint;
}

const SPECS = new Map<string, Investigation & { foundKey: string }>();

/** Registers an investigation; returns its key for `investigate`. */
export function investigation(spec: Investigation): string {
  const foundKey = cont(`investigate:${spec.key}:found`, (g, f, v) => {
    if (v >= 0) { g.log && log(g, `  P${f.p + 1} finds ${nameOf(g, v)}`); spec.found(g, f.p, v, f.c, f.n, f.m); }
  }, spec.hint ?? { about: 'gain' });
  SPECS.set(spec.key, { ...spec, foundKey });
  return spec.key;
}

/** How many cards player p looks at when investigating now. */
export function lookCount(g: Game, p: number): number {
  if (p === g.current) for (const e of g.t.effects) if (e.k === LOOK_THREE) return 3;
  return 2;
}

/**
 * Player p investigates (`owner`'s deck for OWN_DECK) with a registered investigation: looks at the top cards,
 * chooses a matching one if any (it must), then puts the rest back on the top or bottom.
 */
export function investigate(g: Game, p: number, key: string, src: number, n = 0, owner = p): void {
  const spec = SPECS.get(key)!;
  const k = lookCount(g, p);
  const looked = spec.deck === OWN_DECK ? peekTop(g, owner, k) : deckOf(g, spec.deck, owner).slice(-k).reverse();
  if (looked.length === 0) return;
  g.log && log(g, `  P${p + 1} investigates: ${looked.map((c) => nameOf(g, c)).join(', ')}`);
  const matches = looked.filter((c) => spec.match(g, c, n));
  ask(g, p, 'card', spec.foundKey, spec.deck === OWN_DECK ? distinct(g, owner, matches) : matches, { source: src, n, m: owner });
  later(g, PUT_BACK, p, src, spec.deck * 16 + owner, looked);
}

/** The cards looked at that are still on top of their deck. */
function restOf(g: Game, deck: number, owner: number, looked: readonly number[]): number[] {
  const a = deckOf(g, deck, owner);
  const top = a.slice(-looked.length);
  return looked.filter((c) => top.includes(c));
}
const PUT_BACK = cont('investigate:put-back', (g, f) => askBottom(g, f.p, f.c, f.n, f.l!));
function askBottom(g: Game, p: number, src: number, code: number, looked: number[]): void {
  const deck = code >> 4, owner = code & 15;
  const rest = restOf(g, deck, owner, looked);
  if (rest.length === 0) return;
  const opts = deck === OWN_DECK ? distinct(g, owner, rest) : rest.slice();
  ask(g, p, 'card', BOTTOM, [...opts, -1], { source: src, n: code });
  // the list of cards looked at rides on the question's options (minus -1): kept for the next round
}
const BOTTOM: string = cont('investigate:bottom', ((g, f, v) => {
  const deck = f.n >> 4, owner = f.n & 15;
  const looked = f.l!.filter((c) => c >= 0);
  if (v >= 0) {
    const a = deckOf(g, deck, owner);
    const i = a.lastIndexOf(v);
    if (i >= 0) { a.splice(i, 1); a.unshift(v); }
    askBottom(g, f.p, f.c, f.n, looked.filter((c) => c !== v));
    return;
  }
  // the rest stay on top, in the order the investigator chooses, whatever the deck (Universal Rulebook:
  // "put the rest ... back on the top and/or bottom of that deck in any order")
  const left = restOf(g, deck, owner, looked).length;
  if (left < 2) return;
  if (deck === OWN_DECK && owner === f.p) putBackInOrder(g, owner, left, f.c);
  else askOrder(g, f.p, f.c, f.n, 0, left);
}) as Cont, { about: 'investigate-bottom' });

/**
 * The investigator orders the top k cards of a deck that is not their own (another player's, the Villain or Hero
 * Deck, ...): which card goes next, from the top down (`placed` are placed). The questions name the cards, so a
 * determinization keeps them on top while they are ordered; afterwards nothing remembers the order.
 */
function askOrder(g: Game, p: number, src: number, code: number, placed: number, k: number): void {
  const deck = code >> 4, owner = code & 15;
  const a = deckOf(g, deck, owner);
  const left = a.slice(Math.max(0, a.length - k), a.length - placed);
  const opts = deck === OWN_DECK ? distinct(g, owner, left) : left.filter((c, i) => left.findIndex((x) => g.defOf[x] === g.defOf[c]) === i);
  if (opts.length > 1) ask(g, p, 'card', ORDER, opts, { source: src, n: code, m: placed * 16 + k });
}
const ORDER = cont('investigate:order', (g, f, v) => {
  const placed = f.m >> 4, k = f.m & 15;
  const a = deckOf(g, f.n >> 4, f.n & 15);
  const at = a.length - 1 - placed; // the next position from the top
  const i = a.lastIndexOf(v);
  if (v >= 0 && i >= a.length - k && i <= at) { a.splice(i, 1); a.splice(at, 0, v); }
  askOrder(g, f.p, f.c, f.n, placed + 1, k);
}, { about: 'gain' });
