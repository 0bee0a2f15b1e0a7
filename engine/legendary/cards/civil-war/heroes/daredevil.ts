// Daredevil (Civil War; Avengers and Marvel Knights). Its label is "Daredevil (Civil War)" (Dark City has one).
//
// Teams: Hidden Identity prints Avengers (Daredevil), Revealed Identity Marvel Knights (Iron Fist). The other cards
// give no team in the card data: they take the left-hand hero's, Daredevil's Avengers (the hero the rulebook sorts
// these cards by; a public card catalogue lists them as Avengers too).
//
// Dual Existence: the top two cards are looked at (the discard pile is shuffled under the deck when it holds fewer); a
// 'card' question (intent 'gain') picks the one drawn, the other stays on top.
// Roundhouse Side Kick: a 'number' question (intent 'guess-cost') names a cost among the printed costs of the cards that
// can be on top (the deck, or the discard pile when the deck is empty; a cost none of them has can never match), then
// the top card is revealed and stays there.
// Revealed Identity: the different printed costs among the heroes you have (hand and cards played this turn, this one
// included).
// Master of Martial Arts: the pair of cards discarded each time is compared by printed cost. A deck whose cards all
// cost differently would repeat forever (the discard pile is shuffled back in): the repeats stop once as many cards
// have been discarded as the deck and discard pile held when it started (the rulebook is silent; fewer repeats is
// the reading worse for the players).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect } from '../../../effects.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero } from '../../../registry.js';
import {
  costOptions, def, discardCard, distinct, draw, gainAttack, heroesYouHave, log, nameOf, peekTop, takeFromPlayer, teamPower, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { AVENGERS, COVERT, INSTINCT, STRENGTH, Z_DECK } from '../../../types.js';
import { nextRecruitGoes } from '../../dark-city/heroes/next-recruit.js';

const DAREDEVIL = 'Avengers', IRON_FIST = 'Marvel Knights';

const HIDDEN_IDENTITY = nextRecruitGoes('daredevil-civil-war:hidden-identity', 'deck');

/** The number of different printed costs among the heroes player p has. */
function differentCosts(g: Game, p: number): number {
  const seen = new Set<number>();
  for (const c of heroesYouHave(g, p)) seen.add(def(g, c).cost);
  return seen.size;
}

// Dual Existence: the chosen card goes to the top and is drawn (a draw: draw hooks see it).
const dualDraw = cont('daredevil-civil-war:dual-existence:draw', (g, f, v) => {
  const pl = g.players[f.p]!;
  if (v < 0 || !pl.deck.includes(v)) return;
  takeFromPlayer(g, f.p, v);
  pl.deck.push(v);
  draw(g, f.p, 1);
}, { about: 'gain' });

const roundhouse = cont('daredevil-civil-war:roundhouse-side-kick:number', (g, f, v) => {
  const top = topOfDeck(g, f.p);
  if (top < 0) return;
  g.log && log(g, `  P${f.p + 1} names ${v} and reveals ${nameOf(g, top)}`);
  if (v >= 0 && def(g, top).cost === v) gainSidekick(g, f.p);
}, { about: 'guess-cost' });

/** Master of Martial Arts: discard the top two; +2 Attack and again while they differ in cost. */
function martialArts(g: Game, p: number, src: number): void {
  const pl = g.players[p]!;
  const total = pl.deck.length + pl.discard.length;
  for (let discarded = 0; ;) {
    const two = peekTop(g, p, 2);
    for (const x of two) discardCard(g, p, x, Z_DECK, true, src);
    discarded += two.length;
    if (two.length < 2 || def(g, two[0]!).cost === def(g, two[1]!).cost) return;
    gainAttack(g, 2);
    if (discarded >= total) return;
  }
}

hero('Daredevil', ['Avengers', 'Marvel Knights'], [
  {
    name: 'Dual Existence', copies: 5, cls: INSTINCT, cost: 2, team: DAREDEVIL,
    text: 'Look at your top two cards: draw one, the other stays on top.',
    hint: { draw: 1 },
    play: (g, p, c) => {
      const top = peekTop(g, p, 2);
      if (top.length) ask(g, p, 'card', dualDraw, distinct(g, p, top), { source: c });
    },
  },
  {
    name: 'Roundhouse Side Kick', copies: 5, cls: COVERT, cost: 4, attack: 2, team: DAREDEVIL,
    text: 'Name a cost and reveal your top card: gain a Sidekick if it has that cost.',
    hint: { avgRecruit: 0.5 },
    play: (g, p, c) => ask(g, p, 'number', roundhouse, costOptions(g, p), { source: c }),
  },
  {
    name: 'Hidden Identity/Revealed Identity', copies: 3, cls: 0, cost: 6, text: '',
    divided: [
      {
        name: 'Hidden Identity', heroName: 'Daredevil', team: DAREDEVIL, cls: INSTINCT, recruit: 3,
        text: 'Your next recruit this turn goes on top of your deck.',
        hint: { avgRecruit: 0.5 },
        play: (g, _p, c) => addEffect(g, HIDDEN_IDENTITY, c),
      },
      {
        name: 'Revealed Identity', heroName: 'Iron Fist', team: IRON_FIST, cls: STRENGTH, attack: 0, plus: { attack: true },
        text: '+1 Attack per different cost among the heroes you have.',
        hint: { avgAttack: 3 },
        play: (g, p) => gainAttack(g, differentCosts(g, p)),
      },
    ],
  },
  {
    name: 'Master of Martial Arts', copies: 1, cls: COVERT, cost: 8, attack: 4, plus: { attack: true }, team: DAREDEVIL,
    text: 'Avengers team power: discard your top two cards; if their costs differ, +2 Attack and do it again.',
    hint: { power: { team: AVENGERS, attack: 3 } },
    play: (g, p, c) => { if (teamPower(g, AVENGERS)) martialArts(g, p, c); },
  },
], SET);
