// Domino (Dark City, X-Force).
//
// Versatile N (engine/legendary/keywords/versatile.ts): a 'mode' decision, 0 = +N Recruit, 1 = +N Attack. Lucky
// Break's Versatile 1 needs the X-Force team power. Against All Odds with the X-Force team power makes its
// own Versatile 5 and every Versatile ability used later this turn give both (VERSATILE_BOTH).
// Specialized Ammunition: 'card' over the hand (-1: none); the discarded card gives +4 Recruit if it has a
// Recruit icon (printed, even "0+") and +4 Attack if it has an Attack icon. Only hero cards have those icons.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect } from '../../../effects.js';
import { VERSATILE, VERSATILE_BOTH, versatile } from '../../../keywords/versatile.js';
import { def, discardFromHand, distinct, draw, gainAttack, gainRecruit, teamPower } from '../../../rules.js';
import { hero, teamId } from '../../../registry.js';
import { COVERT, INSTINCT, TECH } from '../../../types.js';

const XFORCE = teamId('X-Force');

const ammo = cont('domino:specialized-ammunition:discard', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.hand.includes(v)) return;
  const d = def(g, v);
  const hero = d.kind === 'hero';
  const recruitIcon = hero && (d.recruit > 0 || !!d.plus?.recruit);
  const attackIcon = hero && (d.attack > 0 || !!d.plus?.attack);
  discardFromHand(g, f.p, v, true);
  if (recruitIcon) gainRecruit(g, 4);
  if (attackIcon) gainAttack(g, 4);
}, { about: 'discard-for-icons', n: 4 });

hero('Domino', 'X-Force', [
  {
    name: 'Lucky Break', copies: 5, cls: TECH, cost: 1, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Draw a card. X-Force team power: Versatile 1.',
    keywords: [VERSATILE],
    hint: { draw: 1, power: { team: XFORCE, other: 1 } },
    play: (g, p, c) => {
      const xforce = teamPower(g, XFORCE);
      draw(g, p, 1);
      if (xforce) versatile(g, p, c, 1);
    },
  },
  {
    name: 'Ready for Anything', copies: 5, cls: INSTINCT, cost: 3, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Versatile 2: +2 Recruit or +2 Attack, as you choose.',
    keywords: [VERSATILE],
    hint: { versatile: 2 },
    play: (g, p, c) => versatile(g, p, c, 2),
  },
  {
    name: 'Specialized Ammunition', copies: 3, cls: TECH, cost: 5, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Optionally discard a card from hand: its Recruit icon is worth +4 Recruit, its Attack icon +4 Attack.',
    hint: { avgAttack: 1.5, avgRecruit: 1.5 },
    play: (g, p, c) => {
      const opts = distinct(g, p, g.players[p]!.hand);
      if (opts.length) ask(g, p, 'card', ammo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Against All Odds', copies: 1, cls: COVERT, cost: 7, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Versatile 5. X-Force team power: from now until the turn ends, Versatile gives both points instead of one kind.',
    keywords: [VERSATILE],
    hint: { versatile: 5, power: { team: XFORCE, other: 5 } },
    play: (g, p, c) => {
      if (teamPower(g, XFORCE)) addEffect(g, VERSATILE_BOTH, c);
      versatile(g, p, c, 5);
    },
  },
], SET);
