import { draw, gainAttack, playedCls, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { RANGED, TECH } from '../../../types.js';

hero('Iron Man', 'Avengers', [
  {
    name: 'Endless Invention', copies: 5, cls: TECH, cost: 3,
    text: 'Draw a card. Tech superpower: draw one more.',
    hint: { draw: 1, power: { cls: TECH, draw: 1 } },
    play: (g, p) => { const pw = power(g, TECH); draw(g, p, pw ? 2 : 1); },
  },
  {
    name: 'Repulsor Rays', copies: 5, cls: RANGED, cost: 3, attack: 2, plus: { attack: true },
    text: 'Ranged superpower: +1 Attack.',
    hint: { power: { cls: RANGED, attack: 1 } },
    play: (g) => { if (power(g, RANGED)) gainAttack(g, 1); },
  },
  {
    name: 'Arc Reactor', copies: 3, cls: TECH, cost: 5, attack: 3, plus: { attack: true },
    text: 'Tech superpower: +1 Attack per other Tech hero played this turn.',
    hint: { power: { cls: TECH }, per: { cls: TECH, attack: 1 } },
    // the card itself is counted only after its ability, so playedCls counts the other Tech heroes
    play: (g) => { if (power(g, TECH)) gainAttack(g, playedCls(g, TECH)); },
  },
  {
    name: 'Quantum Breakthrough', copies: 1, cls: TECH, cost: 7,
    text: 'Draw two cards. Tech superpower: draw two more.',
    hint: { draw: 2, power: { cls: TECH, draw: 2 } },
    play: (g, p) => { const pw = power(g, TECH); draw(g, p, pw ? 4 : 2); },
  },
]);
