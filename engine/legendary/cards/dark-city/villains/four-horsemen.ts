// Four Horsemen (Dark City). Each Fight hits every other player (a Villain's "each other player": in advanced
// solo the player does it, in basic solo nobody); each Escape does the same to every player, current first.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import {
  chooseDiscard, def, discardCard, distinct, eachRevealOrWound, hasCls, hasHero, isHero, koCard, otherPlayersEvil,
  peekTop, playerOrder, putBackInOrder, revealCondition,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { INSTINCT, Z_DECK } from '../../../types.js';

const REVEAL_INSTINCT = revealCondition((g, c) => hasCls(g, c, INSTINCT));

/** One frame of `key` per player of the list (its player, the Horseman as the card). */
function each(g: Game, key: string, players: number[], c: number): void {
  for (const q of players) later(g, key, q, c);
}

// Death: the player reveals their hand and KOs a hero from it that costs 1 or more (printed cost).
const deathKo = cont('four-horsemen:death:ko', (g, f) => {
  const heroes = g.players[f.p]!.hand.filter((c) => isHero(g, c) && def(g, c).cost >= 1);
  ask(g, f.p, 'card', deathChosen, distinct(g, f.p, heroes), { source: f.c });
});
const deathChosen = cont('four-horsemen:death:ko-chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });

// Famine: reveal an Instinct hero (optional, as every reveal) or discard a card.
const famine = cont('four-horsemen:famine', (g, f) => {
  if (hasHero(g, f.p, (c) => hasCls(g, c, INSTINCT))) ask(g, f.p, 'yesno', famineReveal, [1, 0], { source: f.c });
  else chooseDiscard(g, f.p);
});
const famineReveal = cont('four-horsemen:famine:reveal', (g, f, v) => { if (v !== 1) chooseDiscard(g, f.p); }, { about: 'reveal' });

// Pestilence: of the top three cards of the player's deck, those costing 1 or more are discarded (a card
// effect, top card first); the others are put back in the order the player chooses.
const pestilence = cont('four-horsemen:pestilence', (g, f) => {
  let kept = 0;
  for (const x of peekTop(g, f.p, 3)) {
    if (def(g, x).cost >= 1) discardCard(g, f.p, x, Z_DECK, true, f.c); else kept++;
  }
  putBackInOrder(g, f.p, kept, f.c);
});

villainGroup('Four Horsemen', [
  {
    name: 'Death', copies: 2, attack: 7, vp: 5,
    text: 'Fight: every other player KOs a hero costing 1 or more from their hand. Escape: every player does.',
    hint: { escape: 1.5, fight: 1.5, fightEach: -1.5 },
    fight: (g, _p, c) => each(g, deathKo, otherPlayersEvil(g), c),
    escape: (g, _p, c) => each(g, deathKo, playerOrder(g), c),
  },
  {
    name: 'Famine', copies: 2, attack: 4, vp: 2,
    text: 'Fight: every other player reveals an Instinct hero or discards a card. Escape: every player does.',
    hint: { escape: 0.6, fight: 0.6, fightEach: -0.6 },
    fight: (g, _p, c) => each(g, famine, otherPlayersEvil(g), c),
    escape: (g, _p, c) => each(g, famine, playerOrder(g), c),
  },
  {
    name: 'Pestilence', copies: 2, attack: 5, vp: 3,
    text: 'Fight: every other player discards the cards costing 1 or more among their top three, the rest go back in their order. Escape: every player does.',
    hint: { escape: 0.8, fight: 0.8, fightEach: -0.8 },
    fight: (g, _p, c) => each(g, pestilence, otherPlayersEvil(g), c),
    escape: (g, _p, c) => each(g, pestilence, playerOrder(g), c),
  },
  {
    name: 'War', copies: 2, attack: 6, vp: 4,
    text: 'Fight: every other player reveals an Instinct hero or gains a Wound. Escape: every player does.',
    hint: { escape: 0.8, fight: 0.8, fightEach: -0.8 },
    fight: (g) => eachRevealOrWound(g, REVEAL_INSTINCT, otherPlayersEvil(g)),
    escape: (g) => eachRevealOrWound(g, REVEAL_INSTINCT),
  },
], SET, [{ cls: INSTINCT, w: 0.5 }]);
