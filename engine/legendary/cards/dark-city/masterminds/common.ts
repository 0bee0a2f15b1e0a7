// What several Dark City Masterminds and schemes do: put cards on top of a deck in an order the player chooses, "reveal a
// hero of a kind or else ...", and take cards from the top of the Villain Deck to play some of them.

import { ask, cont, later } from '../../../flow.js';
import { teamId } from '../../../registry.js';
import { distinct, hasCls, hasHero, isTeam, playAsVillainCard, revealCondition, takeFromPlayer } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH } from '../../../types.js';

export const MARVEL_KNIGHTS = teamId('Marvel Knights');
export const X_FORCE = teamId('X-Force');

// ---- Cards put on top of a deck in any order ----------------------------------------------------------

/** Where the cards to stack come from: a registered selection of a player's cards (hand or discard pile). */
const SOURCES: ((g: Game, p: number) => number[])[] = [];
/** Registers which of a player's cards are to be stacked on their deck; returns its id for `stackOnDeck`. */
export function deckStackSource(pick: (g: Game, p: number) => number[]): number {
  SOURCES.push(pick);
  return SOURCES.length - 1;
}
/** The source "the top `n` cards of the deck" (they are put back in the order the player chooses). */
export const TOP_OF_DECK = -1;

/**
 * Player p puts the cards of `source` on top of their deck in the order they choose (TOP_OF_DECK: reorders
 * its top `n` cards). One decision per card: the card chosen goes under the ones still to place, so the
 * last one placed is the top card. Identical cards are one choice; once only identical cards are left they
 * are placed without a question.
 */
export function stackOnDeck(g: Game, p: number, source: number, src: number, n = 0): void {
  later(g, STACK_STEP, p, src, source, null, n);
}
function toStack(g: Game, p: number, source: number, n: number): number[] {
  return source === TOP_OF_DECK ? g.players[p]!.deck.slice(-n) : SOURCES[source]!(g, p);
}
const STACK_STEP = cont('dark-city:stack-on-deck', (g, f) => {
  const cards = toStack(g, f.p, f.n, f.m);
  if (cards.length === 0) return;
  const d = g.defOf[cards[0]!];
  if (cards.every((c) => g.defOf[c] === d)) {
    // identical cards: their order does not matter (on the deck already, they stay as they are)
    if (f.n !== TOP_OF_DECK) for (const c of cards) place(g, f.p, c, f.n, f.m);
    return;
  }
  ask(g, f.p, 'card', STACK_CHOSEN, distinct(g, f.p, cards), { source: f.c, n: f.n, m: f.m });
});
const STACK_CHOSEN = cont('dark-city:stack-on-deck:chosen', (g, f, v) => {
  if (v < 0) return;
  place(g, f.p, v, f.n, f.m);
  stackOnDeck(g, f.p, f.n, f.c, f.n === TOP_OF_DECK ? f.m - 1 : f.m);
}, { about: 'lose' });
/** Puts card c under the cards still to place: on top of the deck, or under the rest of the top n. */
function place(g: Game, p: number, c: number, source: number, n: number): void {
  const deck = g.players[p]!.deck;
  if (source !== TOP_OF_DECK) { takeFromPlayer(g, p, c); deck.push(c); return; }
  const i = deck.lastIndexOf(c);
  if (i < 0) return;
  deck.splice(i, 1);
  deck.splice(deck.length - (n - 1), 0, c);
}

// ---- "Reveal a ... Hero or else" --------------------------------------------------------------------

/** What happens to a player who does not reveal: registered continuations (frame: player, source, n). */
const OTHERWISE: string[] = [];
/** Registers what a player who does not reveal does; returns its id for `revealOrElse`. */
export function otherwise(key: string): number { OTHERWISE.push(key); return OTHERWISE.length - 1; }

const REVEAL_PREDS = new Map<number, (g: Game, c: number) => boolean>();
/** A reveal condition usable with `revealOrElse` (the same predicate as the rules' `revealCondition`). */
export function revealable(pred: (g: Game, c: number) => boolean): number {
  const id = revealCondition(pred);
  REVEAL_PREDS.set(id, pred);
  return id;
}
/** Reveal conditions (for `revealOrElse` and the rules' `eachRevealOrWound`). */
export const REVEAL_MARVEL_KNIGHTS = revealable((g, c) => isTeam(g, c, MARVEL_KNIGHTS));
export const REVEAL_X_FORCE = revealable((g, c) => isTeam(g, c, X_FORCE));
export const REVEAL_COVERT = revealable((g, c) => hasCls(g, c, COVERT));
export const REVEAL_STRENGTH = revealable((g, c) => hasCls(g, c, STRENGTH));
export const REVEAL_INSTINCT = revealable((g, c) => hasCls(g, c, INSTINCT));

/**
 * Player p may reveal a hero meeting `cond` (never forced); if they do not, or cannot, the `otherwise`
 * continuation runs for them with number `n`.
 */
export function revealOrElse(g: Game, p: number, cond: number, alt: number, src: number, n = 0): void {
  const pred = REVEAL_PREDS.get(cond)!;
  if (hasHero(g, p, (c) => pred(g, c))) ask(g, p, 'yesno', REVEALED, [1, 0], { source: src, n: alt, m: n });
  else later(g, OTHERWISE[alt]!, p, src, n);
}
const REVEALED = cont('dark-city:reveal-or-else', (g, f, v) => {
  if (v !== 1) later(g, OTHERWISE[f.n]!, f.p, f.c, f.m);
}, { about: 'reveal' });

// ---- Villains played again from a victory pile ------------------------------------------------------

/** Which cards of a victory pile may be played again: registered conditions. */
const VICTORY_PICKS: ((g: Game, c: number) => boolean)[] = [];
/** Registers which victory-pile cards `playFromVictoryPile` offers; returns its id. */
export function victoryPick(pred: (g: Game, c: number) => boolean): number {
  VICTORY_PICKS.push(pred);
  return VICTORY_PICKS.length - 1;
}
/** Player p chooses a card of their victory pile meeting `pick`; it is played as if from the Villain Deck. */
export function playFromVictoryPile(g: Game, p: number, pick: number, src: number): void {
  later(g, PLAY_FROM_VICTORY, p, src, pick);
}
const PLAY_FROM_VICTORY = cont('dark-city:play-from-victory-pile', (g, f) => {
  const pred = VICTORY_PICKS[f.n]!;
  ask(g, f.p, 'card', PLAYED_FROM_VICTORY, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => pred(g, c))), { source: f.c });
});
const PLAYED_FROM_VICTORY = cont('dark-city:play-from-victory-pile:chosen', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  playAsVillainCard(g, v);
}, { about: 'lose-vp' });

// ---- The top of the Villain Deck ----------------------------------------------------------------------

/**
 * Takes the top `n` cards of the Villain Deck, keeps those `keep` selects (decided while they are still in
 * the deck: a scheme may make cards villains there) and puts the others back on top in random order.
 * Returns the kept cards, top first: the caller puts them where they go before anything else happens.
 */
export function takeFromVillainDeck(g: Game, n: number, keep: (c: number) => boolean): number[] {
  const top = g.villainDeck.slice(-n).reverse();
  const kept = top.filter(keep);
  const rest = top.filter((c) => !kept.includes(c));
  g.villainDeck.length -= top.length;
  g.villainDeck.push(...shuffle(g.rng, rest));
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  return kept;
}
