// Storm & Black Panther (Civil War; X-Men and Avengers). Three Divided cards, each with a Storm side (X-Men) and a
// Black Panther side (Avengers); the hero names are the sides'.
//
// - King & Queen of Wakanda is not Divided and prints one team: Avengers (the card's team icon, as published card
//   lists give it; the set's data lists only the hero's two teams).
// - Pouncing Strike: a 'slot' question over the villains with an empty city space next to them (-1: none), then
//   one over those empty spaces.
// - Tsunami of Water: the +2 Attack are restricted points that pay only for fighting the Mastermind.
// - King & Queen of Wakanda: "multi-class" cards are cards of the hand with two classes or more (a Divided card in
//   hand counts as both sides' classes); the player reveals any number of them, a 'number' question from 0 to how
//   many there are, and gains that many Sidekicks (as many as the stack holds).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero } from '../../../registry.js';
import {
  DISCARD, HAND, ROOFTOPS, cardsIn, cityLive, cityName, clsOf, distinct, draw, koCard, log, moveVillain, nameOf, power,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, PAY_MASTERMIND, RANGED, TECH } from '../../../types.js';

// Lightning Strike: a villain fought on the Rooftops this turn gets -1 Attack (only when fought).
const FOUGHT_ON_ROOFTOPS = effectKind({
  key: 'storm-and-black-panther:lightning-strike', villainAttack: (_g, slot, _c, fight) => (fight && slot === ROOFTOPS ? -1 : 0),
});

// Pouncing Strike (see the header).
function emptyNextTo(g: Game, s: number): number[] {
  return [s - 1, s + 1].filter((t) => t >= 0 && t < g.city.length && cityLive(g, t) && g.city[t]! < 0);
}
const pounceTo = cont('storm-and-black-panther:pouncing-strike:to', (g, f, v) => {
  if (v < 0 || g.city[f.n]! < 0 || g.city[v]! >= 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[f.n]!)} moves from ${cityName(f.n)} to ${cityName(v)}`);
  moveVillain(g, f.n, v);
}, { about: 'move-villain-to' });
const pounceWhich = cont('storm-and-black-panther:pouncing-strike:villain', (g, f, v) => {
  if (v >= 0) ask(g, f.p, 'slot', pounceTo, emptyNextTo(g, v), { source: f.c, n: v });
}, { about: 'move-villain-back' });

// Tsunami of Water: restricted Attack, for the Mastermind only.
const MASTERMIND_ONLY = effectKind({ key: 'storm-and-black-panther:tsunami-of-water', onlyFor: (_g, target) => target === PAY_MASTERMIND });

// Tsunami of Justice: you may KO a card of your hand or discard pile.
const justiceKo = cont('storm-and-black-panther:tsunami-of-justice:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 1 });

// King & Queen of Wakanda (see the header).
function multiClassInHand(g: Game, p: number): number {
  let n = 0;
  for (const c of g.players[p]!.hand) { const k = clsOf(g, c); if (k & (k - 1)) n++; }
  return n;
}
const wakandaReveal = cont('storm-and-black-panther:king-queen-of-wakanda:reveal', (g, f, v) => {
  for (let i = 0; i < v; i++) if (gainSidekick(g, f.p) < 0) break;
}, { about: 'number-max' });

hero('Storm & Black Panther', ['X-Men', 'Avengers'], [
  {
    name: 'Gathering Rain Clouds/Gathering Clues', copies: 5, cls: 0, cost: 2, text: '',
    divided: [
      {
        name: 'Gathering Rain Clouds', cls: RANGED, team: 'X-Men', heroName: 'Storm', recruit: 1,
        text: 'Ranged superpower: draw a card.',
        hint: { power: { cls: RANGED, draw: 1 } },
        play: (g, p) => { if (power(g, RANGED)) draw(g, p, 1); },
      },
      {
        name: 'Gathering Clues', cls: INSTINCT, team: 'Avengers', heroName: 'Black Panther', attack: 1,
        text: 'Instinct superpower: draw a card.',
        hint: { power: { cls: INSTINCT, draw: 1 } },
        play: (g, p) => { if (power(g, INSTINCT)) draw(g, p, 1); },
      },
    ],
  },
  {
    name: 'Lightning Strike/Pouncing Strike', copies: 5, cls: 0, cost: 3, text: '',
    divided: [
      {
        name: 'Lightning Strike', cls: RANGED, team: 'X-Men', heroName: 'Storm', attack: 2,
        text: 'Villains on the Rooftops get -1 Attack when you fight them this turn.',
        hint: { avgAttack: 0.3 },
        play: (g, _p, c) => addEffect(g, FOUGHT_ON_ROOFTOPS, c),
      },
      {
        name: 'Pouncing Strike', cls: INSTINCT, team: 'Avengers', heroName: 'Black Panther', recruit: 2,
        text: 'You may move a villain into an empty city space next to it.',
        hint: { avgRecruit: 0.1 },
        play: (g, p, c) => {
          const opts: number[] = [];
          for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && emptyNextTo(g, s).length > 0) opts.push(s);
          if (opts.length) ask(g, p, 'slot', pounceWhich, [...opts, -1], { source: c });
        },
      },
    ],
  },
  {
    name: 'Tsunami of Water/Tsunami of Justice', copies: 3, cls: 0, cost: 5, text: '',
    divided: [
      {
        name: 'Tsunami of Water', cls: RANGED, team: 'X-Men', heroName: 'Storm', attack: 3, plus: { attack: true },
        text: 'Ranged superpower: +2 Attack that can only be spent on the Mastermind.',
        hint: { power: { cls: RANGED, attack: 1.5 } },
        play: (g, _p, c) => { if (power(g, RANGED)) addEffect(g, MASTERMIND_ONLY, c, 2); },
      },
      {
        name: 'Tsunami of Justice', cls: COVERT, team: 'Avengers', heroName: 'Black Panther', attack: 3,
        text: 'Covert superpower: you may KO a card from your hand or discard pile.',
        hint: { power: { cls: COVERT, other: 1 } },
        play: (g, p, c) => {
          if (!power(g, COVERT)) return;
          const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
          if (opts.length) ask(g, p, 'card', justiceKo, [...opts, -1], { source: c });
        },
      },
    ],
  },
  {
    name: 'King & Queen of Wakanda', copies: 1, cls: TECH, team: 'Avengers', cost: 7, attack: 5,
    text: 'Reveal as many cards of two or more classes from your hand as you like: gain a Sidekick for each.',
    hint: { avgAttack: 1 },
    play: (g, p, c) => {
      const n = Math.min(multiClassInHand(g, p), g.sidekicks.length);
      if (n > 0) ask(g, p, 'number', wakandaReveal, Array.from({ length: n + 1 }, (_, i) => i), { source: c });
    },
  },
], SET);
