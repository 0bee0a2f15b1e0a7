import { ask, cont, later } from '../../../flow.js';
import {
  REVEAL_XMEN, countHeroes, discardDownTo, distinct, eachRevealOrWound, hasHero, heroesYouHave, isTeam,
  otherPlayersEvil, playerOrder, recruitFromHq, rescue,
} from '../../../rules.js';
import { mastermind } from '../../../registry.js';
import { addEffect, KEEP_FOR_NEXT_HAND } from '../../../effects.js';
import type { Game } from '../../../types.js';
import { XMEN } from '../../../types.js';

const xmen = (g: Game) => (c: number) => isTeam(g, c, XMEN);

// Master Strike: a player with more than four cards in hand reveals an X-Men hero (optional) or discards
// down to four. The number of discards is fixed when the strike resolves: a card that returns to the hand
// (Cyclops's Unending Energy) is not discarded again.
const strike = cont('magneto:strike', (g, f) => {
  const n = g.players[f.p]!.hand.length - 4;
  if (n <= 0) return;
  if (hasHero(g, f.p, xmen(g))) ask(g, f.p, 'yesno', strikeReveal, [1, 0], { source: f.c, n });
  else discardDownTo(g, f.p, 4);
});
const strikeReveal = cont('magneto:strike:reveal', (g, f, v) => { if (v !== 1) discardDownTo(g, f.p, 4); }, { about: 'reveal' });

// Bitter Captor: recruit an X-Men hero from the HQ for free (mandatory when there is one).
const captor = cont('magneto:bitter-captor:recruit', (g, f, v) => {
  if (v < 0) return;
  const slot = g.hq.indexOf(v);
  if (slot >= 0) recruitFromHq(g, f.p, slot, true);
}, { about: 'gain' });

// Electromagnetic Bubble: the chosen X-Men hero joins the next hand as an extra card (KEEP_FOR_NEXT_HAND).
const bubble = cont('magneto:electromagnetic-bubble:choose', (g, _f, v) => { if (v >= 0) addEffect(g, KEEP_FOR_NEXT_HAND, v); }, { about: 'gain' });

mastermind({
  name: 'Magneto', set: 'core', attack: 8, vp: 5, leads: 'Brotherhood',
  text: 'Master Strike: each player reveals an X-Men hero or discards down to four cards.',
  reveals: [{ team: XMEN, w: 0.8 }],
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strike, p, c); },
  tactics: [
    {
      name: 'Bitter Captor', text: 'Recruit an X-Men hero from the HQ for free.',
      fight: (g, p, c) => ask(g, p, 'card', captor, distinct(g, p, g.hq.filter((h) => h >= 0 && xmen(g)(h))), { source: c }),
    },
    {
      name: 'Crushing Shockwave', text: 'Each other player reveals an X-Men hero or gains two Wounds.',
      fight: (g) => eachRevealOrWound(g, REVEAL_XMEN, otherPlayersEvil(g), 2),
    },
    {
      name: 'Electromagnetic Bubble', text: 'Choose one of your X-Men heroes: it is added to your next hand as a seventh card.',
      fight: (g, p, c) => ask(g, p, 'card', bubble, distinct(g, p, heroesYouHave(g, p).filter(xmen(g))), { source: c }),
    },
    {
      name: "Xavier's Nemesis", text: 'Rescue a bystander for each of your X-Men heroes.',
      fight: (g, p) => rescue(g, p, countHeroes(g, p, xmen(g))),
    },
  ],
});
