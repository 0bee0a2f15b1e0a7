import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  def, discardCard, discardFromHand, distinct, eachRevealOrWound, log, otherPlayersEvil, peekTop, playAsVillainCard,
  playerOrder, strikeEffect,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { Z_DECK } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';
import { REVEAL_X_FORCE, X_FORCE, otherwise, revealOrElse, takeFromVillainDeck } from './common.js';

/**
 * The Master Strikes stacked next to Stryfe, kept as attachments of the Mastermind: Master Strike cards, and
 * Wounds that became Master Strikes (Swift Vengeance).
 */
function stacked(g: Game): number {
  let n = 0;
  for (const c of g.att[mastermindHolder(g)]!) { const k = def(g, c).kind; if (k === 'strike' || k === 'wound') n++; }
  return n;
}
/**
 * Stacks the Master Strike card that is resolving next to Stryfe (from the KO pile, where a played strike
 * goes). A strike caused by another card (a challenge mode's Master Strike after a twist) has no strike card
 * to stack.
 */
function stackStrike(g: Game, c: number): void {
  if (c < 0 || def(g, c).kind !== 'strike') return;
  const i = g.ko.lastIndexOf(c);
  if (i < 0) return;
  g.ko.splice(i, 1);
  g.att[mastermindHolder(g)]!.push(c);
}

// Master Strike: each player reveals an X-Force hero or discards a card at random.
const randomDiscard = otherwise(cont('stryfe:strike:random-discard', (g, f) => {
  const hand = g.players[f.p]!.hand;
  if (hand.length > 0) discardFromHand(g, f.p, hand[randInt(g.rng, hand.length)]!, true);
}));
const strike = cont('stryfe:strike', (g, f) => revealOrElse(g, f.p, REVEAL_X_FORCE, randomDiscard, f.c));

// Psychic Torment: of the top five cards of your deck, one goes to your hand and the others are discarded.
const tormentKeep = cont('stryfe:psychic-torment:keep', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  const i = v < 0 ? -1 : deck.lastIndexOf(v);
  if (i < 0) return;
  deck.splice(i, 1);
  g.players[f.p]!.hand.push(v);
  for (const c of deck.slice(deck.length - (f.n - 1)).reverse()) discardCard(g, f.p, c, Z_DECK, true, f.c);
}, { about: 'gain' });

mastermind({
  name: 'Stryfe', set: SET, attack: 7, vp: 6, leads: 'MLF',
  text: '+1 Attack per Master Strike stacked next to him. Master Strike: stack it next to him; each player reveals an X-Force hero or discards a card at random.',
  reveals: [{ team: X_FORCE, w: 0.9 }],
  mods: { mastermindAttack: stacked },
  strike: (g, _p, c) => {
    stackStrike(g, c);
    for (const p of playerOrder(g)) later(g, strike, p, c);
  },
  tactics: [
    {
      name: 'Furious Wrath', text: 'Reveal the top six Villain Deck cards: play the Master Strikes among them; the rest go back at random.',
      fight: (g) => { for (const s of takeFromVillainDeck(g, 6, (c) => def(g, c).kind === 'strike')) playAsVillainCard(g, s, false); },
    },
    {
      name: 'Psychic Torment', text: 'Look at the top five cards of your deck: put one in your hand and discard the others.',
      fight: (g, p, c) => {
        const top = peekTop(g, p, 5);
        ask(g, p, 'card', tormentKeep, distinct(g, p, top), { source: c, n: top.length });
      },
    },
    {
      name: 'Swift Vengeance', text: 'A Wound from the Wound stack becomes a Master Strike, stacked next to him, that takes effect at once.',
      fight: (g) => {
        const w = g.wounds.pop();
        if (w === undefined) return;
        g.att[mastermindHolder(g)]!.push(w);
        g.log && log(g, '  A Wound becomes a Master Strike');
        strikeEffect(g, w);
      },
    },
    {
      name: 'Tide of Retribution', text: 'Each other player reveals an X-Force hero or gains a Wound.',
      fight: (g) => eachRevealOrWound(g, REVEAL_X_FORCE, otherPlayersEvil(g)),
    },
  ],
});
