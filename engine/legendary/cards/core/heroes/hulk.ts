import { ask, cont } from '../../../flow.js';
import { DISCARD, HAND, cardsIn, distinct, eachGainsWound, gainAttack, isWound, koCard, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { INSTINCT, STRENGTH } from '../../../types.js';

// Unstoppable Hulk: trading a Wound (hand or discard pile) into the KO pile is worth 2 Attack.
const koWoundForAttack = cont('hulk:unstoppable:ko-wound', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  gainAttack(g, 2);
}, { about: 'ko-wound' });

hero('Hulk', 'Avengers', [
  {
    name: 'Growing Anger', copies: 5, cls: STRENGTH, cost: 3, attack: 2, plus: { attack: true },
    text: 'Strength superpower: +1 Attack.',
    hint: { power: { cls: STRENGTH, attack: 1 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 1); },
  },
  {
    name: 'Unstoppable Hulk', copies: 5, cls: INSTINCT, cost: 4, attack: 2, plus: { attack: true },
    text: 'Optionally KO a Wound from hand or discard pile for +2 Attack.',
    play: (g, p, c) => {
      // a Wound in hand and one in the discard pile are the distinct choices
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isWound(g, x)));
      if (opts.length) ask(g, p, 'card', koWoundForAttack, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Crazed Rampage', copies: 3, cls: STRENGTH, cost: 5, attack: 4,
    text: 'Every player, you included, gains a Wound.',
    hint: { woundsAll: true },
    play: (g) => eachGainsWound(g),
  },
  {
    name: 'Hulk Smash!', copies: 1, cls: STRENGTH, cost: 8, attack: 5, plus: { attack: true },
    text: 'Strength superpower: +5 Attack.',
    hint: { power: { cls: STRENGTH, attack: 5 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 5); },
  },
]);
