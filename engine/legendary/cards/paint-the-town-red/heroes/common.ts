// What several Paint the Town Red heroes share: the top card of a deck, and cards put on top of it.
import { ask, cont, later } from '../../../flow.js';
import { announce, distinct, draw, log, nameOf, takeFromPlayer, topOfDeck } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';

export { hasAttackIcon, hasRecruitIcon } from '../../dark-city/villains/shared.js';

/** Reveals the top card of player p's deck (the discard pile is shuffled in when the deck is empty); -1 when none. */
export function revealTop(g: Game, p: number): number {
  const c = topOfDeck(g, p);
  if (c >= 0) g.log && log(g, `  P${p + 1} reveals ${nameOf(g, c)}`);
  return c;
}
/** Reveals player p's top card and draws it when `pred` holds for it. */
export function drawTopIf(g: Game, p: number, pred: (d: CardDef) => boolean): void {
  const c = revealTop(g, p);
  if (c >= 0 && pred(g.cards[g.defOf[c]!]!)) draw(g, p, 1);
}

/** Puts card c from player p's hand (or another zone of theirs) on top of their deck; announces 'putOnDeck'. */
export function handToDeckTop(g: Game, p: number, c: number): void {
  if (!takeFromPlayer(g, p, c)) return;
  g.players[p]!.deck.push(c);
  g.log && log(g, `  P${p + 1} puts ${nameOf(g, c)} on top of their deck`);
  announce(g, 'putOnDeck', p, c);
}

/** A frame: player p puts a card of their choice from hand (not card `c`, the one being played) on top of their deck. */
export const PUT_ONE_ON_TOP = cont('pttr:put-hand-card-on-top', (g, f) => {
  ask(g, f.p, 'card', putChosen, distinct(g, f.p, g.players[f.p]!.hand.filter((x) => x !== f.c)), { source: f.c });
});
const putChosen = cont('pttr:put-hand-card-on-top:chosen', (g, f, v) => { if (v >= 0) handToDeckTop(g, f.p, v); }, { about: 'defer' });
/** Player p puts `n` cards from hand on top of their deck, one choice each. */
export function putOnTop(g: Game, p: number, c: number, n: number): void { for (let i = 0; i < n; i++) later(g, PUT_ONE_ON_TOP, p, c); }
