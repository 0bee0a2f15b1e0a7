// Dimensions' special Bystanders (one of each), shuffled into the Bystander stack when the set is selected (3D reprints
// four of them: cards/3d/bystanders.ts). Each rescue effect is a 'rescue' after hook on its own definition (it hears
// every rescue, however made); the rescuer is the event's player. A Bystander no longer in the rescuer's victory pile
// when its hook runs does nothing.
//
// - Bulldozer Driver: the rescuer may move a villain ('slot', -1 declines, intent 'move-villain') to an adjacent city
//   space that exists ('slot', intent 'move-villain-to'), swapping with a villain there (moveVillain).
// - Double Agent of S.H.I.E.L.D.: the rescuer plays a copy of one of their S.H.I.E.L.D. or HYDRA heroes ("your heroes":
//   hand and played this turn; 'card', intent 'copy'; mandatory): it resolves as that card, the Bystander standing for
//   the card played (as Rogue's Copy Powers). Points exist only during their owner's turn: rescued by another player
//   than the current one, nothing (the rulebook is silent; the reading worst for the players, as Alligator Trapper).
// - Forklift Driver: the rescuer puts any number of the HQ's heroes on the bottom of the Hero Deck, one at a time
//   ('slot', -1 stops, intent 'hq-lose'); each space refills at once; the heroes that refill it are not offered (only
//   those in the HQ when the Bystander was rescued).
// - Fortune Teller: the rescuer guesses "zero" (mode 0) or "not zero" (mode 1) ('mode', intent 'guess-cost': bots read
//   the modes as the costs 0 and 1, a simplification), then reveals the top card of their deck (the discard pile is
//   shuffled in when the deck is empty); a right guess draws it (printed cost; a Wound costs 0).
// - Photographer: 1 VP, plus 1 per hero among all the owner's cards costing 7 or more (printed cost) at game end.
import { SET } from './set.js';
import { resolvePlay } from '../../actions.js';
import { ask, cont, later } from '../../flow.js';
import { stackCard, teamId } from '../../registry.js';
import {
  allOwned, cityLive, cityName, def, distinct, draw, heroesYouHave, isHero, isTeam, log, moveVillain, nameOf, rescuedSelf, takeFromHq, topOfDeck,
} from '../../rules.js';
import type { Game } from '../../types.js';
import { SHIELD } from '../../types.js';

const HYDRA = teamId('HYDRA');

// ---- Bulldozer Driver -----------------------------------------------------------------------------------------

// (a Mastermind standing in the city is no villain to swap with)
const adjacent = (g: Game, s: number) => [s - 1, s + 1].filter((t) => t >= 0 && t < g.city.length && cityLive(g, t) && g.mastermindAt !== t);
const bulldozeTo = cont('bulldozer-driver:to', (g, f, v) => {
  if (v < 0 || g.city[f.n]! < 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[f.n]!)} moves from ${cityName(f.n)} to ${cityName(v)}`);
  moveVillain(g, f.n, v);
}, { about: 'move-villain-to' });
const bulldozeWhich = cont('bulldozer-driver:villain', (g, f, v) => {
  if (v >= 0) ask(g, f.p, 'slot', bulldozeTo, adjacent(g, v), { source: f.c, n: v });
}, { about: 'move-villain' });

stackCard('bystander', {
  name: 'Bulldozer Driver', copies: 1, vp: 1,
  text: 'When rescued: you may move a villain to an adjacent city space, swapping with any villain there.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (!rescuedSelf(g, e, self)) return;
        const slots: number[] = [];
        for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && adjacent(g, s).length > 0) slots.push(s);
        if (slots.length > 0) ask(g, e.p, 'slot', bulldozeWhich, [...slots, -1], { source: e.c });
      },
    },
  },
}, SET, 'bystanders');

// ---- Double Agent of S.H.I.E.L.D. -----------------------------------------------------------------------------

const agentCopy = cont('double-agent:copy', (g, f, v) => {
  if (v < 0) return;
  g.log && log(g, `  P${f.p + 1} plays a copy of ${nameOf(g, v)}`);
  resolvePlay(g, f.p, f.c, v);
}, { about: 'copy' });

stackCard('bystander', {
  name: 'Double Agent of S.H.I.E.L.D.', copies: 1, vp: 1,
  text: 'When rescued: copy the play of a S.H.I.E.L.D. or HYDRA hero of yours.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (!rescuedSelf(g, e, self) || e.p !== g.current) return;
        const opts = heroesYouHave(g, e.p).filter((c) => isHero(g, c) && (isTeam(g, c, SHIELD) || isTeam(g, c, HYDRA)));
        if (opts.length > 0) ask(g, e.p, 'card', agentCopy, distinct(g, e.p, opts), { source: e.c });
      },
    },
  },
}, SET, 'bystanders');

// ---- Forklift Driver ------------------------------------------------------------------------------------------

function forkliftAsk(g: Game, p: number, src: number, offered: number[]): void {
  const slots: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (offered.includes(g.hq[s]!) && isHero(g, g.hq[s]!)) slots.push(s);
  if (slots.length > 0) ask(g, p, 'slot', forkliftChosen, [...slots, -1], { source: src });
}
const forkliftChosen = cont('forklift-driver:hero', (g, f, v) => {
  if (v < 0) return;
  // the heroes still offered: those of the other spaces offered (the options are the spaces), not the one that refills
  const rest = f.l!.filter((s) => s >= 0 && s !== v).map((s) => g.hq[s]!);
  const h = takeFromHq(g, v);
  if (h < 0) return;
  g.heroDeck.unshift(h);
  g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
  later(g, forkliftNext, f.p, f.c, 0, rest);
}, { about: 'hq-lose' });
/** The next question, over the heroes first offered that are still in the HQ (the list travels in a deferred frame). */
const forkliftNext = cont('forklift-driver:next', (g, f) => forkliftAsk(g, f.p, f.c, f.l ?? []));
function forkliftStart(g: Game, p: number, src: number): void {
  later(g, forkliftNext, p, src, 0, g.hq.filter((c) => c >= 0 && isHero(g, c)));
}

stackCard('bystander', {
  name: 'Forklift Driver', copies: 1, vp: 1,
  text: 'When rescued: send as many HQ heroes as you like under the Hero Deck.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (rescuedSelf(g, e, self)) forkliftStart(g, e.p, e.c);
      },
    },
  },
}, SET, 'bystanders');

// ---- Fortune Teller -------------------------------------------------------------------------------------------

const GUESS_ZERO = 0, GUESS_NOT_ZERO = 1;
const fortuneGuess = cont('fortune-teller:guess', (g, f, v) => {
  const top = topOfDeck(g, f.p);
  if (top < 0) return;
  const zero = def(g, top).cost === 0;
  g.log && log(g, `  P${f.p + 1} guesses ${v === GUESS_ZERO ? 'zero' : 'not zero'} and reveals ${nameOf(g, top)}`);
  if ((v === GUESS_ZERO) === zero) draw(g, f.p, 1);
}, { about: 'guess-cost' });

stackCard('bystander', {
  name: 'Fortune Teller', copies: 1, vp: 1,
  text: 'When rescued: guess whether your top card costs zero; reveal it and draw it if you were right.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (rescuedSelf(g, e, self)) ask(g, e.p, 'mode', fortuneGuess, [GUESS_ZERO, GUESS_NOT_ZERO], { source: e.c });
      },
    },
  },
}, SET, 'bystanders');

// ---- Photographer ---------------------------------------------------------------------------------------------

const PHOTO_COST = 7;

stackCard('bystander', {
  name: 'Photographer', copies: 1, vp: 1, plus: { vp: true },
  text: 'Worth 1 more VP for each hero costing 7 or more among all your cards at game end.',
  vpAt: (g, p) => 1 + allOwned(g, p).filter((c) => isHero(g, c) && def(g, c).cost >= PHOTO_COST).length,
}, SET, 'bystanders');
