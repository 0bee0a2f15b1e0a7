// Vision (Civil War, Avengers). Every card has Phasing.
//
// - Through Solid Objects: a 'mode' question names a Hero Class (an index into CLASS_BITS; intent 'class-count', the
//   class the player holds most of, for want of an intent about the deck's classes), then the top card is revealed
//   and drawn if it has that class (a Divided card in the deck has both sides' classes). Only the classes among the
//   cards that can be on top are offered (the deck, or the discard pile when the deck is empty), as for costs named.
// - Insubstantial Accomplishments: a 'card' question over the hand (-1: no swap); the chosen card and the top two
//   cards of the deck change places: those two go to the hand (neither drawn nor played, as for Phasing; the
//   discard pile is shuffled in under a deck of fewer than two), the chosen card goes on top of the deck.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { PHASING } from '../../../keywords/phasing.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { hero } from '../../../registry.js';
import {
  CLASS_BITS, clsOf, distinct, draw, gainAttack, hasCls, log, nameOf, peekTop, power, takeFromPlayer, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';

// Through Solid Objects (see the header).
function classOptions(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  let cls = 0;
  for (const c of pl.deck.length > 0 ? pl.deck : pl.discard) cls |= clsOf(g, c);
  const out: number[] = [];
  for (let i = 0; i < CLASS_BITS.length; i++) if (cls & CLASS_BITS[i]!) out.push(i);
  return out;
}
const throughClass = cont('vision:through-solid-objects:class', (g, f, v) => {
  const top = topOfDeck(g, f.p);
  if (top < 0) return;
  g.log && log(g, `  P${f.p + 1} reveals ${nameOf(g, top)}`);
  if (v >= 0 && hasCls(g, top, CLASS_BITS[v]!)) draw(g, f.p, 1);
}, { about: 'class-count' });

// Insubstantial Accomplishments (see the header).
const swapChosen = cont('vision:insubstantial-accomplishments:swap', (g, f, v) => {
  const pl = g.players[f.p]!;
  if (v < 0 || !pl.hand.includes(v)) return;
  const top = peekTop(g, f.p, 2);
  if (top.length === 0) return;
  for (const c of top) { takeFromPlayer(g, f.p, c); pl.hand.push(c); }
  takeFromPlayer(g, f.p, v);
  pl.deck.push(v);
  g.log && log(g, `  P${f.p + 1} swaps ${nameOf(g, v)} with the top ${top.length} card(s) of their deck`);
}, { about: 'cycle' });

hero('Vision', 'Avengers', [
  {
    name: 'Solar Energy', copies: 5, cls: RANGED, cost: 3, attack: 1, plus: { attack: true }, keywords: [PHASING],
    text: 'Phasing. Ranged superpower: +2 Attack.',
    hint: { power: { cls: RANGED, attack: 2 } },
    play: (g) => { if (power(g, RANGED)) gainAttack(g, 2); },
  },
  {
    name: 'Through Solid Objects', copies: 5, cls: TECH, cost: 4, recruit: 2, keywords: [PHASING],
    text: 'Phasing. Name a Hero Class and reveal your top card: draw it if it has that class.',
    hint: { draw: 0.4 },
    play: (g, p, c) => {
      const opts = classOptions(g, p);
      if (opts.length) ask(g, p, 'mode', throughClass, opts, { source: c });
    },
  },
  {
    name: 'Lighter than Air/Harder than Diamond', copies: 3, cls: 0, cost: 6, text: '',
    divided: [
      { name: 'Lighter than Air', cls: RANGED, recruit: 3, keywords: [...sizeChanging(RANGED), PHASING], text: 'Size-Changing (Ranged). Phasing.' },
      { name: 'Harder than Diamond', cls: TECH, attack: 3, keywords: [...sizeChanging(TECH), PHASING], text: 'Size-Changing (Tech). Phasing.' },
    ],
  },
  {
    name: 'Insubstantial Accomplishments', copies: 1, cls: TECH, cost: 7, attack: 4, keywords: [PHASING],
    text: 'Phasing. You may put a card from your hand on top of your deck and take the top two cards of your deck into your hand.',
    hint: { draw: 1 },
    play: (g, p, c) => {
      const pl = g.players[p]!;
      if (pl.hand.length === 0 || pl.deck.length + pl.discard.length === 0) return;
      ask(g, p, 'card', swapChosen, [...distinct(g, p, pl.hand), -1], { source: c });
    },
  },
], SET);
