// Guardians of Knowhere (Secret Wars Volume 2).
//
// - Angela: Fight: Fateful Resurrection (engine/legendary/keywords/fateful-resurrection.ts). Escape: she ascends to
//   become a new Mastermind (rules/mastermind.ts ascend); her Master Strike: each player KOs a hero that costs 1 or
//   more from their discard pile (a 'card' question each, mandatory when there is one). Defeated as a Mastermind she
//   still resurrects, and stays a Mastermind (as Deadpool of Deadpool's Secret Secret Wars: resurrectsAsMastermind).
// - Drax the Destroyer: Fight: the top card of the fighter's deck is revealed; they KO it or put it back (a 'card'
//   question: the card or -1); then Fateful Resurrection.
// - Gamora: Ambush: Charge one space (engine/legendary/keywords/charge.ts). Fight, once she is in the victory pile:
//   Patrol the Sewers (engine/legendary/keywords/patrol.ts, read as the Fight effect happens, after she has left her
//   space): if it's empty, each other player gains a Wound. Escape: each player gains a Wound.
// - Groot: Fight: Fateful Resurrection; if he comes back, for the rest of the turn he is Tiny Dancing Groot: Attack 1
//   and no abilities (a turn effect on the card: his `attackAt` reads 1 and `mods.noFightEffect` takes his Fight
//   effect away, so defeating him again this turn does not resurrect him).
// - Rocket Raccoon: Fight, once he is in the victory pile: Patrol the Bank: if it's empty, draw a card; if not, KO one
//   of your heroes (mandatory). A destroyed Bank can't be patrolled: neither happens.
import { SET } from '../set.js';
import { addEffect, effectKind, hasEffect } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { charge } from '../../../keywords/charge.js';
import { fatefulResurrection } from '../../../keywords/fateful-resurrection.js';
import { canPatrol, patrolEmpty } from '../../../keywords/patrol.js';
import { villainGroup } from '../../../registry.js';
import { resurrectsAsMastermind } from './deadpools-secret-secret-wars.js';
import {
  BANK, DISCARD, GAIN_WOUND, SEWERS, YOUR_HEROES, ascend, cardsIn, distinct, draw, eachGainsWound, heroCost, isHero,
  koCard, koSome, otherPlayersEvil, playerOrder, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';

export const GUARDIANS_OF_KNOWHERE = 'Guardians of Knowhere';

/** Fateful Resurrection of the card, after what its Fight effect asked before it. */
const RESURRECT = cont('guardians-of-knowhere:resurrection', (g, f) => { fatefulResurrection(g, f.p, f.c); });

// ---- Angela's Master Strike -------------------------------------------------------------------------

const angelaKo = cont('guardians-of-knowhere:angela:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
const angelaEach = cont('guardians-of-knowhere:angela:each', (g, f) => {
  const opts = cardsIn(g, f.p, DISCARD, (x) => isHero(g, x) && heroCost(g, x) >= 1);
  ask(g, f.p, 'card', angelaKo, distinct(g, f.p, opts), { source: f.c });
});

// ---- Drax the Destroyer -----------------------------------------------------------------------------

const draxKo = cont('guardians-of-knowhere:drax:ko-top', (g, f, v) => {
  if (v < 0) return;
  const deck = g.players[f.p]!.deck;
  if (deck[deck.length - 1] === v) koCard(g, f.p, v, f.c);
}, { about: 'ko-optional', n: 0.5 });
function drax(g: Game, p: number, c: number): void {
  const top = topOfDeck(g, p);
  if (top >= 0) ask(g, p, 'card', draxKo, [top, -1], { source: c });
  later(g, RESURRECT, p, c);
}

// ---- Groot ------------------------------------------------------------------------------------------

/** Card c is Tiny Dancing Groot for the rest of the turn: Attack 1, no abilities. */
const TINY_DANCING = effectKind({ key: 'guardians-of-knowhere:groot:tiny-dancing' });
const isTiny = (g: Game, c: number) => g.t.effects.length > 0 && hasEffect(g, TINY_DANCING, c);

villainGroup(GUARDIANS_OF_KNOWHERE, [
  {
    name: 'Angela', copies: 1, attack: 7, vp: 5,
    text: 'Fight: Fateful Resurrection. Escape: she becomes an extra Mastermind whose Master Strike makes each player KO a hero costing 1 or more from their discard pile.',
    hint: { fight: -0.8, escape: 0.6, escapeFlat: 3 },
    fight: (g, p, c) => { fatefulResurrection(g, p, c); },
    escape: (g, _p, c) => ascend(g, c),
    strike: (g, _p, c) => { for (const q of playerOrder(g)) later(g, angelaEach, q, c); },
    on: { defeat: { after: resurrectsAsMastermind, self: true } },
  },
  {
    name: 'Drax the Destroyer', copies: 2, attack: 5, vp: 4,
    text: 'Fight: reveal your top card and KO it or put it back; then Fateful Resurrection.',
    hint: { fight: -0.3 },
    fight: drax,
  },
  {
    name: 'Gamora', copies: 1, attack: 6, vp: 4,
    text: 'Ambush: Charge one space. Fight: Patrol the Sewers (after she leaves): if it\'s empty, each other player gains a Wound. Escape: each player gains a Wound.',
    hint: { fightAt: { slot: SEWERS, each: -1 }, fightEach: -0.3, escape: 1 },
    ambush: (g, _p, c) => { charge(g, g.city.indexOf(c), 1); },
    fight: (g) => { if (patrolEmpty(g, SEWERS)) for (const q of otherPlayersEvil(g)) later(g, GAIN_WOUND, q); },
    escape: (g) => eachGainsWound(g),
  },
  {
    name: 'Groot', copies: 2, attack: 5, vp: 4,
    text: 'Fight: Fateful Resurrection; if he comes back, he is Tiny Dancing Groot (Attack 1, no abilities) for the rest of the turn.',
    hint: { fight: -0.5 },
    attackAt: (g, _s, c) => (isTiny(g, c) ? 1 : 5),
    mods: { noFightEffect: (g, c) => isTiny(g, c) },
    fight: (g, p, c) => { if (fatefulResurrection(g, p, c)) addEffect(g, TINY_DANCING, c); },
  },
  {
    name: 'Rocket Raccoon', copies: 2, attack: 4, vp: 2,
    text: 'Fight: Patrol the Bank (after he leaves): if it\'s empty, draw a card; if not, KO one of your heroes.',
    hint: { fight: 0.6 },
    fight: (g, p) => {
      if (!canPatrol(g, BANK)) return;
      if (patrolEmpty(g, BANK)) draw(g, p, 1); else koSome(g, p, 1, YOUR_HEROES, true);
    },
  },
], SET);
