import { ask, cont, later } from '../../../flow.js';
import { HAND, cardsIn, discardCard, distinct, draw, gainAttack, gainRecruit, isHero, koCard, peekTop, playerOrder } from '../../../rules.js';
import { Z_DECK } from '../../../types.js';
import { mastermind } from '../../../registry.js';
import { hydraInVictory } from '../villains/hydra.js';

// Master Strike: each player KOs a hero from their hand.
const koHeroFromHand = cont('red-skull:strike:ko', (g, f) => {
  ask(g, f.p, 'card', koChosen, distinct(g, f.p, cardsIn(g, f.p, HAND, (c) => isHero(g, c))));
});
const koChosen = cont('red-skull:strike:ko-chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); }, { about: 'lose' });

// Ruthless Dictator: of the top three cards, KO one, discard one, put one back. Identical cards are one
// choice (`distinct`); once one is KO'd, the other two are the top two cards of the deck.
const dictatorKo = cont('red-skull:ruthless-dictator:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  ask(g, f.p, 'card', dictatorDiscard, distinct(g, f.p, peekTop(g, f.p, 2)), { source: f.c });
}, { about: 'lose' });
const dictatorDiscard = cont('red-skull:ruthless-dictator:discard', (g, f, v) => {
  if (v < 0) return;
  // a discard by a card effect (Unending Energy may return); the remaining card stays on top of the deck
  discardCard(g, f.p, v, Z_DECK, true, f.c);
}, { about: 'lose' });

mastermind({
  name: 'Red Skull', set: 'core', attack: 7, vp: 5, leads: 'HYDRA',
  text: 'Master Strike: each player KOs a hero from their hand.',
  strike: (g) => { for (const p of playerOrder(g)) later(g, koHeroFromHand, p); },
  tactics: [
    { name: 'Endless Resources', text: '+4 Recruit.', fight: (g) => gainRecruit(g, 4) },
    {
      name: 'HYDRA Conspiracy', text: 'Draw two cards, plus one for each HYDRA villain in your victory pile.',
      fight: (g, p) => draw(g, p, 2 + hydraInVictory(g, p)),
    },
    { name: 'Negablast Grenades', text: '+3 Attack.', fight: (g) => gainAttack(g, 3) },
    {
      name: 'Ruthless Dictator', text: 'Look at the top three cards of your deck: KO one, discard one, put one back.',
      fight: (g, p, c) => ask(g, p, 'card', dictatorKo, distinct(g, p, peekTop(g, p, 3)), { source: c }),
    },
  ],
});
