import { SET } from '../set.js';
import { BRIBE } from '../../../keywords/bribe.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  def, discardFromHand, distinct, draw, isHero, isVillain, koCard, otherPlayersEvil, playAsVillainCard, playerOrder,
} from '../../../rules.js';
import {
  MARVEL_KNIGHTS, REVEAL_MARVEL_KNIGHTS, otherwise, playFromVictoryPile, revealOrElse, takeFromVillainDeck, victoryPick,
} from './common.js';

// Master Strike: each player reveals a Marvel Knights hero or discards their hand and draws five cards. The
// draw waits until the discards are done (a card that may return to the hand when discarded asks first).
const discardHand = otherwise(cont('kingpin:strike:discard-hand', (g, f) => {
  for (const c of g.players[f.p]!.hand.slice()) discardFromHand(g, f.p, c, true);
  later(g, drawFive, f.p, f.c);
}));
const drawFive = cont('kingpin:strike:draw-five', (g, f) => { draw(g, f.p, 5); });
const strike = cont('kingpin:strike', (g, f) => revealOrElse(g, f.p, REVEAL_MARVEL_KNIGHTS, discardHand, f.c));

// Call a Hit: the fighter chooses a hero in each player's discard pile (their own too) and KOs it.
const callAHit = cont('kingpin:call-a-hit', (g, f) => {
  const opts = distinct(g, f.n, g.players[f.n]!.discard.filter((c) => isHero(g, c)));
  ask(g, f.p, 'card', callAHitKo, opts, { source: f.c, n: f.n });
});
const callAHitKo = cont('kingpin:call-a-hit:ko', (g, f, v) => { if (v >= 0) koCard(g, f.n, v); }, { about: 'lose' });

// Dirty Cops: for each other player, the fighter puts a 0-cost hero from the KO pile on top of that player's
// deck (the most useful one: the card will be theirs).
const dirtyCops = cont('kingpin:dirty-cops', (g, f) => {
  const opts = distinct(g, -1, g.ko.filter((c) => isHero(g, c) && def(g, c).cost === 0));
  ask(g, f.p, 'card', dirtyCopsChosen, opts, { source: f.c, n: f.n });
});
const dirtyCopsChosen = cont('kingpin:dirty-cops:put', (g, f, v) => {
  const i = v < 0 ? -1 : g.ko.lastIndexOf(v);
  if (i < 0) return;
  g.ko.splice(i, 1);
  g.players[f.n]!.deck.push(v);
}, { about: 'gain' });

// Mob War: each other player chooses a henchman in their victory pile; it is played as if from the Villain Deck.
const HENCHMAN = victoryPick((g, c) => def(g, c).kind === 'henchman');

mastermind({
  name: 'Kingpin', set: SET, attack: 13, vp: 6, leads: 'Streets of New York', keywords: [BRIBE],
  text: 'Bribe: he can be fought with any mix of Attack and Recruit. Master Strike: each player reveals a Marvel Knights hero or discards their hand and draws five cards.',
  reveals: [{ team: MARVEL_KNIGHTS, w: 0.9 }],
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strike, p, c); },
  tactics: [
    {
      name: 'Call a Hit', text: "KO a hero of your choice from each player's discard pile.",
      fight: (g, p, c) => { for (const q of playerOrder(g)) later(g, callAHit, p, c, q); },
    },
    {
      name: 'Criminal Empire', text: 'Unless this is the last tactic: reveal the top three Villain Deck cards, play the villains among them, put the rest back at random.',
      fight: (g) => {
        if (g.tactics.length === 0) return;
        for (const v of takeFromVillainDeck(g, 3, (c) => isVillain(g, c))) playAsVillainCard(g, v, true);
      },
    },
    {
      name: 'Dirty Cops', text: "Put a 0-cost hero from the KO pile on top of each other player's deck.",
      fight: (g, p, c) => { for (const q of otherPlayersEvil(g)) later(g, dirtyCops, p, c, q); },
    },
    {
      name: 'Mob War', text: 'Each other player plays a henchman from their victory pile as if it came from the Villain Deck.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) playFromVictoryPile(g, q, HENCHMAN, c); },
    },
  ],
});
