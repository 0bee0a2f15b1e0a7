import { ask, cont } from '../../../flow.js';
import { DISCARD, HAND, cardsIn, distinct, draw, gainAttack, isWound, koCard, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { INSTINCT } from '../../../types.js';

// Healing Factor: optional KO of a Wound (hand or discard pile); a KO draws a card.
const healingKo = cont('wolverine:healing-factor:ko-wound', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  draw(g, f.p, 1);
}, { about: 'ko-wound' });

hero('Wolverine', 'X-Men', [
  {
    name: 'Healing Factor', copies: 5, cls: INSTINCT, cost: 3, attack: 2,
    text: 'Optionally KO a Wound from hand or discard pile; if you do, draw a card.',
    play: (g, p, c) => {
      // one Wound in hand and one in the discard pile are the (at most) two distinct choices
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isWound(g, x)));
      if (opts.length) ask(g, p, 'card', healingKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Keen Senses', copies: 5, cls: INSTINCT, cost: 2, attack: 1,
    text: 'Instinct superpower: draw a card.',
    hint: { power: { cls: INSTINCT, draw: 1 } },
    play: (g, p) => { if (power(g, INSTINCT)) draw(g, p, 1); },
  },
  {
    name: 'Frenzied Slashing', copies: 3, cls: INSTINCT, cost: 5, attack: 2,
    text: 'Instinct superpower: draw two cards.',
    hint: { power: { cls: INSTINCT, draw: 2 } },
    play: (g, p) => { if (power(g, INSTINCT)) draw(g, p, 2); },
  },
  {
    name: 'Berserker Rage', copies: 1, cls: INSTINCT, cost: 8, attack: 0, plus: { attack: true },
    text: 'Draw three cards. Instinct superpower: +1 Attack per extra card drawn this turn (these three included).',
    hint: { draw: 3, power: { cls: INSTINCT }, perDrawn: true },
    play: (g, p) => {
      const pw = power(g, INSTINCT);
      draw(g, p, 3);
      // g.t.drawn counts the cards drawn since the turn began (the starting hand is not counted)
      if (pw) gainAttack(g, g.t.drawn);
    },
  },
]);
