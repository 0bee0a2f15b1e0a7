import { ask, cont, later } from '../../../flow.js';
import {
  chooseDiscard, distinct, draw, hasCls, hasHero, otherPlayersEvil, playerOrder, putOnDeck, recruitFromHq,
} from '../../../rules.js';
import { mastermind } from '../../../registry.js';
import { addEffect, ANOTHER_TURN, NEXT_HAND_EXTRA } from '../../../effects.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';

// Master Strike: a player holding exactly six cards either reveals a Tech hero (optional, as every reveal)
// or puts two cards of their choice from hand on top of their deck, one decision per card: the second
// card chosen ends on top.
const strike = cont('dr-doom:strike', (g, f) => {
  if (g.players[f.p]!.hand.length !== 6) return;
  if (hasHero(g, f.p, (c) => hasCls(g, c, TECH))) ask(g, f.p, 'yesno', strikeReveal, [1, 0], { source: f.c });
  else putBackTwo(g, f.p, f.c);
});
const strikeReveal = cont('dr-doom:strike:reveal', (g, f, v) => { if (v !== 1) putBackTwo(g, f.p, f.c); }, { about: 'reveal' });
function putBackTwo(g: Game, p: number, src: number): void {
  later(g, putBack, p, src);
  later(g, putBack, p, src);
}
const putBack = cont('dr-doom:strike:put-back', (g, f) => {
  ask(g, f.p, 'card', putBackChosen, distinct(g, f.p, g.players[f.p]!.hand), { source: f.c });
});
const putBackChosen = cont('dr-doom:strike:put-back-chosen', (g, f, v) => {
  if (v < 0) return;
  const hand = g.players[f.p]!.hand, i = hand.lastIndexOf(v);
  if (i < 0) return;
  hand.splice(i, 1);
  putOnDeck(g, f.p, v);
}, { about: 'lose' });

// Dark Technology: may recruit a Tech or Ranged hero from the HQ for free.
const darkTech = cont('dr-doom:dark-technology:recruit', (g, f, v) => {
  if (v < 0) return;
  const slot = g.hq.indexOf(v);
  if (slot >= 0) recruitFromHq(g, f.p, slot, true);
}, { about: 'gain' });

// Monarch's Decree: 0 = each other player draws a card, 1 = each other player discards a card.
const decree = cont('dr-doom:monarchs-decree:mode', (g, f, v) => {
  for (const q of otherPlayersEvil(g)) later(g, v === 1 ? decreeDiscard : decreeDraw, q);
}, { about: 'mode-first' });
const decreeDraw = cont('dr-doom:monarchs-decree:draw', (g, f) => { draw(g, f.p, 1); });
const decreeDiscard = cont('dr-doom:monarchs-decree:discard', (g, f) => chooseDiscard(g, f.p, true));

mastermind({
  name: 'Dr. Doom', set: 'core', attack: 9, vp: 5, leads: 'Doombot Legion',
  text: 'Master Strike: each player holding exactly 6 cards reveals a Tech hero or puts 2 cards from hand on top of their deck.',
  reveals: [{ cls: TECH, w: 0.5 }],
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strike, p, c); },
  tactics: [
    {
      name: 'Dark Technology', text: 'You may recruit a Tech or Ranged hero from the HQ for free.',
      fight: (g, p, c) => {
        const opts = distinct(g, p, g.hq.filter((h) => h >= 0 && hasCls(g, h, TECH | RANGED)));
        if (opts.length) ask(g, p, 'card', darkTech, [...opts, -1], { source: c });
      },
    },
    {
      name: "Monarch's Decree", text: 'Choose: each other player draws a card, or each other player discards a card.',
      fight: (g, p, c) => ask(g, p, 'mode', decree, [0, 1], { source: c }),
    },
    {
      name: 'Secrets of Time Travel', text: 'Take another turn after this one.',
      fight: (g, _p, c) => addEffect(g, ANOTHER_TURN, c),
    },
    {
      name: 'Treasures of Latveria', text: 'Draw three extra cards for your next hand at the end of this turn.',
      fight: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 3),
    },
  ],
});
