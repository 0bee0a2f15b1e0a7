// Angel (Dark City, X-Men).
//
// Diving Catch reacts to a discard made by a card effect (Universal Rulebook: "a card effect is anything
// written on a card"; the discard for Bystanders carried off is a rule, so it does not count): its rescue and
// draws are deferred, so a card effect that discards several cards at once (the top four of a deck) finishes
// first and the two cards are drawn after it.
// Strength of Spirit: 'card' decisions over the hand, one card at a time (-1: stop), then the player draws as
// many cards as were discarded. The cards are chosen once: a card that comes back to the hand when discarded
// (Unending Energy) cannot be chosen a second time (a marker effect per chosen card).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind, hasEffect } from '../../../effects.js';
import { chooseDiscard, def, discardFromHand, distinct, draw, gainAttack, rescue } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH, Z_DISCARD } from '../../../types.js';

// Diving Catch: discarded by a card effect, its owner rescues a Bystander and draws two cards.
const divingCatch = cont('angel:diving-catch:caught', (g, f) => { rescue(g, f.p, 1); draw(g, f.p, 2); });
function caughtWhenDiscarded(g: Game, e: GameEvent, self: { key: string }): void {
  if (e.byEffect && e.to === Z_DISCARD && g.cards[g.defOf[e.c]!]!.key === self.key) later(g, divingCatch, e.p, e.c);
}

// Drop off a Friend: 'card' over the hand (-1: none); the chosen card is discarded for +Attack equal to its cost.
const dropOff = cont('angel:drop-off-a-friend:discard', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.hand.includes(v)) return;
  const cost = def(g, v).cost;
  discardFromHand(g, f.p, v, true);
  gainAttack(g, cost);
}, { about: 'discard-for-cost' });

// Strength of Spirit (see the header).
const CHOSEN = effectKind({ key: 'angel:strength-of-spirit:chosen' });
function askSpirit(g: Game, p: number, src: number, count: number): void {
  const opts = distinct(g, p, g.players[p]!.hand.filter((x) => !hasEffect(g, CHOSEN, x)));
  if (opts.length === 0) { draw(g, p, count); return; }
  ask(g, p, 'card', spiritPick, [...opts, -1], { source: src, n: count });
}
const spiritPick = cont('angel:strength-of-spirit:discard', (g, f, v) => {
  if (v < 0) { draw(g, f.p, f.n); return; }
  addEffect(g, CHOSEN, v);
  discardFromHand(g, f.p, v, true);
  // after what the discard triggers (a card that asks to return, Diving Catch)
  later(g, spiritNext, f.p, f.c, f.n + 1);
}, { about: 'cycle' });
const spiritNext = cont('angel:strength-of-spirit:next', (g, f) => askSpirit(g, f.p, f.c, f.n));

hero('Angel', 'X-Men', [
  {
    name: 'Diving Catch', copies: 5, cls: STRENGTH, cost: 4, recruit: 2,
    text: 'Discarded by a card effect (not by a rule): rescue a Bystander and draw two.',
    hint: { returnsWhenDiscarded: true },
    on: { discard: { after: caughtWhenDiscarded, self: true } },
  },
  {
    name: 'High-Speed Chase', copies: 5, cls: COVERT, cost: 3,
    text: 'Draws two; then one card of your choice leaves your hand for the discard pile.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 2); chooseDiscard(g, p, true); },
  },
  {
    name: 'Drop off a Friend', copies: 3, cls: INSTINCT, cost: 5, attack: 2, plus: { attack: true },
    text: 'Optionally discard a card from hand; its cost is added to your Attack.',
    hint: { avgAttack: 2 },
    play: (g, p, c) => {
      const opts = distinct(g, p, g.players[p]!.hand);
      if (opts.length) ask(g, p, 'card', dropOff, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Strength of Spirit', copies: 1, cls: STRENGTH, cost: 7, attack: 4,
    text: 'Trade any number of cards from hand for as many new draws.',
    hint: { avgAttack: 1 },
    play: (g, p, c) => askSpirit(g, p, c, 0),
  },
], SET);
