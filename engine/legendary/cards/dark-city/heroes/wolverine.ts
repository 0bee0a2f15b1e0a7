// Wolverine (Dark City, X-Force): a different hero from the core Wolverine; its label is
// "Wolverine (Dark City)".
//
// "Extra cards drawn this turn" are the cards drawn since the turn began (TurnState.drawn: the hand drawn at
// the end of the last turn does not count). Reckless Abandon draws as many more as were drawn before it.
// No Mercy: 'wolverine-dc:no-mercy:ko', a 'card' decision over the distinct cards of hand and discard pile
// and -1, after the draw.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { DISCARD, HAND, cardsIn, distinct, draw, gainAttack, koCard, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, INSTINCT, STRENGTH } from '../../../types.js';

const noMercyKo = cont('wolverine-dc:no-mercy:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional' });

hero('Wolverine', 'X-Force', [
  {
    name: 'Animal Instincts', copies: 5, cls: INSTINCT, cost: 2, attack: 0, plus: { attack: true },
    text: 'Draw a card. Instinct superpower: +2 Attack.',
    hint: { draw: 1, power: { cls: INSTINCT, attack: 2 } },
    play: (g, p) => {
      const instinct = power(g, INSTINCT);
      draw(g, p, 1);
      if (instinct) gainAttack(g, 2);
    },
  },
  {
    name: 'Sudden Ambush', copies: 5, cls: COVERT, cost: 4, attack: 2, plus: { attack: true },
    text: '+2 Attack if you have drawn any extra cards this turn.',
    hint: { avgAttack: 1.2 },
    play: (g) => { if (g.t.drawn > 0) gainAttack(g, 2); },
  },
  {
    name: 'No Mercy', copies: 3, cls: STRENGTH, cost: 4,
    text: 'Draw one, then optionally KO one card from hand or discard pile.',
    hint: { draw: 1 },
    play: (g, p, c) => {
      draw(g, p, 1);
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', noMercyKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Reckless Abandon', copies: 1, cls: COVERT, cost: 7, attack: 3,
    text: 'Draw as many cards as the extra cards you have drawn this turn.',
    hint: { draw: 2 },
    play: (g, p) => { if (g.t.drawn > 0) draw(g, p, g.t.drawn); },
  },
], SET);
