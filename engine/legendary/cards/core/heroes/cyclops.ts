// Cyclops (core, X-Men).
//
// Determination and Optic Blast can only be played with another card in hand (`canPlay`); the discard is
// a decision of the player, and it is a discard made by a card effect, so Unending Energy may return to
// hand. Unending Energy listens to every discard: when a card effect discards it (from a hand, or from the
// top of a deck: Hypnotic Charm, Steal Abilities, Ruthless Dictator), its owner may return it to hand.
import { ask, cont } from '../../../flow.js';
import { discardFromHand, distinct, gainAttack, playedTeam } from '../../../rules.js';
import type { GameEvent } from '../../../types.js';
import { hero } from '../../../registry.js';
import { RANGED, STRENGTH, XMEN } from '../../../types.js';
import type { Game } from '../../../types.js';

const discardCost = cont('cyclops:discard-cost', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });

// Unending Energy: "you may return it to your hand" ('yesno', asked of its owner).
const returnToHand = cont('unending-energy-return', (g, f, v) => {
  const pl = g.players[f.p]!;
  const i = pl.discard.lastIndexOf(f.c);
  if (v === 1 && i >= 0) { pl.discard.splice(i, 1); pl.hand.push(f.c); }
}, { about: 'may' });
function mayReturn(g: Game, e: GameEvent, self: { key: string }): void {
  if (e.byEffect && g.cards[g.defOf[e.c]!]!.key === self.key) ask(g, e.p, 'yesno', returnToHand, [1, 0], { source: e.c });
}

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
    hint: { needsFodder: true },
    canPlay: anotherCardInHand,
    play: payDiscard,
  },
  {
    name: 'Optic Blast', copies: 5, cls: RANGED, cost: 3, attack: 3,
    text: 'To play it, discard another card from your hand.',
    hint: { needsFodder: true },
    canPlay: anotherCardInHand,
    play: payDiscard,
  },
  {
    name: 'Unending Energy', copies: 3, cls: RANGED, cost: 6, attack: 4,
    text: 'When a card effect makes you discard it, you may return it to your hand.',
    hint: { returnsWhenDiscarded: true },
    on: { discard: { after: mayReturn, self: true } },
  },
  {
    name: 'X-Men United', copies: 1, cls: RANGED, cost: 8, attack: 6, plus: { attack: true },
    text: 'X-Men team power: +2 Attack per other X-Men hero played this turn.',
    hint: { power: { team: XMEN }, per: { team: XMEN, attack: 2 } },
    play: (g) => gainAttack(g, 2 * playedTeam(g, XMEN)),
  },
]);
