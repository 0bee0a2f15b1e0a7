// Cyclops (core, X-Men).
//
// Determination and Optic Blast can only be played with another card in hand (`canPlay`); the discard is
// a decision of the player, and it is a discard made by a card effect, so Unending Energy may return to
// hand (the return itself is handled by `discardFromHand` in rules.ts).
import { ask, cont } from '../../../flow.js';
import { discardFromHand, distinct, gainAttack, playedTeam } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { RANGED, STRENGTH, XMEN } from '../../../types.js';
import type { Game } from '../../../types.js';

const discardCost = cont('cyclops:discard-cost', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); });

/** Playable only with another card in hand to discard. */
function anotherCardInHand(g: Game, p: number, card: number): boolean {
  return g.players[p]!.hand.some((x) => x !== card);
}
function payDiscard(g: Game, p: number, c: number): void {
  ask(g, p, 'card', discardCost, distinct(g, p, g.players[p]!.hand), { source: c });
}

hero('Cyclops', 'X-Men', [
  {
    name: 'Determination', copies: 5, cls: STRENGTH, cost: 2, recruit: 3,
    text: 'To play it, discard another card from your hand.',
    canPlay: anotherCardInHand,
    play: payDiscard,
  },
  {
    name: 'Optic Blast', copies: 5, cls: RANGED, cost: 3, attack: 3,
    text: 'To play it, discard another card from your hand.',
    canPlay: anotherCardInHand,
    play: payDiscard,
  },
  {
    name: 'Unending Energy', copies: 3, cls: RANGED, cost: 6, attack: 4,
    text: 'When a card effect makes you discard it, you may return it to your hand.',
  },
  {
    name: 'X-Men United', copies: 1, cls: RANGED, cost: 8, attack: 6, plus: { attack: true },
    text: 'X-Men team power: +2 Attack per other X-Men hero played this turn.',
    play: (g) => gainAttack(g, 2 * playedTeam(g, XMEN)),
  },
]);
