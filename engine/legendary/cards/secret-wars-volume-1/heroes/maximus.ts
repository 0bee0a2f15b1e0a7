// Maximus (Secret Wars Volume 1, Cabal).
//
// - Mental Domination: the Covert superpower defeats a henchman in the city without a fight (defeatVillain: its
//   Fight effect happens, conditions on fighting it do not apply: Universal Rulebook, "Defeat"); a 'slot' question
//   over the city spaces holding one, not optional. None there: nothing.
// - Enslave the Will: the Tech superpower starts a turn effect: each villain its player defeats for the rest of the
//   turn (by any route) gains them a Sidekick; a Mastermind Tactic is not a villain (its defeat comes from Z_TACTICS), nor is a Mastermind that ascended from a villain (Z_MASTERMIND).
// - Pieces on a Chessboard: a 'card' question over the henchmen in the player's victory pile, -1 to decline; the
//   chosen one leaves the pile and enters the city (the villain-entering primitive: it may push a villain out, and
//   its Ambush happens), then the player draws a card.
// - Inhuman Mastery: each other player, from the player on the left, with a henchman in their victory pile either
//   reveals a Tech hero (a 'yesno', intent 'reveal', asked only when they have one) or chooses one of those
//   henchmen (a 'card' question); the current player defeats each henchman chosen without a fight (defeatCard: it
//   goes to their victory pile and its Fight effect is theirs). The Cabal team power (read when played) then gives
//   +1 Attack per henchman the player has defeated this turn, these ones included (counted once every other player
//   is done).
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero, teamId } from '../../../registry.js';
import {
  canDefeatNow, def, defeatCard, defeatVillain, distinct, draw, enterCity, gainAttack, hasCls, hasHero, log, nameOf, otherPlayers,
  power, takeFromPlayer, teamPower,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, TECH, Z_MASTERMIND, Z_TACTICS } from '../../../types.js';

const CABAL = teamId('Cabal');

const isHenchman = (g: Game, c: number) => def(g, c).kind === 'henchman';

/** Henchmen in player p's victory pile. */
function henchmenWon(g: Game, p: number): number[] {
  return g.players[p]!.victory.filter((c) => isHenchman(g, c));
}

// ---- Mental Domination --------------------------------------------------------------------------------

const dominate = cont('maximus:mental-domination:defeat', (g, f, v) => {
  if (v >= 0 && g.city[v]! >= 0 && isHenchman(g, g.city[v]!)) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

// ---- Enslave the Will ---------------------------------------------------------------------------------

const ENSLAVE = effectKind({
  key: 'maximus:enslave-the-will',
  // a Mastermind is not a Villain: neither its Tactics nor a Mastermind that ascended from a villain count
  after: { defeat: (g, ev) => { if (ev.p === g.current && ev.from !== Z_TACTICS && ev.from !== Z_MASTERMIND) gainSidekick(g, ev.p); } },
});

// ---- Pieces on a Chessboard ---------------------------------------------------------------------------

const chessboard = cont('maximus:pieces-on-a-chessboard:enter', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.victory.includes(v)) return;
  takeFromPlayer(g, f.p, v);
  g.log && log(g, `  P${f.p + 1} sends ${nameOf(g, v)} from their victory pile into the city`);
  enterCity(g, v);
  // after what its entry set off (an escape, its Ambush)
  later(g, chessboardDraw, f.p, f.c);
}, { about: 'lose-vp' });
const chessboardDraw = cont('maximus:pieces-on-a-chessboard:draw', (g, f) => { draw(g, f.p, 1); });

// ---- Inhuman Mastery ----------------------------------------------------------------------------------

// f.p the other player, f.c the Inhuman Mastery played
const masteryEach = cont('maximus:inhuman-mastery:each', (g, f) => {
  const hench = henchmenWon(g, f.p);
  if (hench.length === 0) return;
  if (hasHero(g, f.p, (c) => hasCls(g, c, TECH))) ask(g, f.p, 'yesno', masteryReveal, [1, 0], { source: f.c });
  else ask(g, f.p, 'card', masteryChoose, distinct(g, f.p, hench), { source: f.c });
});
const masteryReveal = cont('maximus:inhuman-mastery:reveal', (g, f, v) => {
  if (v === 1) { g.log && log(g, `  P${f.p + 1} reveals a Tech hero`); return; }
  ask(g, f.p, 'card', masteryChoose, distinct(g, f.p, henchmenWon(g, f.p)), { source: f.c });
}, { about: 'reveal' });
const masteryChoose = cont('maximus:inhuman-mastery:choose', (g, f, v) => {
  if (v < 0) return;
  const pile = g.players[f.p]!.victory;
  if (pile.includes(v)) defeatCard(g, g.current, v, pile);
}, { about: 'lose-vp' });
const masteryCount = cont('maximus:inhuman-mastery:cabal', (g) => {
  let n = 0;
  for (const c of g.t.defeated) if (isHenchman(g, c)) n++;
  gainAttack(g, n);
});

hero('Maximus', 'Cabal', [
  {
    name: 'Mental Domination', copies: 5, cls: COVERT, cost: 3, recruit: 2,
    text: 'Covert superpower: defeat a henchman in the city without fighting it.',
    hint: { power: { cls: COVERT, other: 1.5 } },
    play: (g, p, c) => {
      if (!power(g, COVERT) || !canDefeatNow(g)) return;
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isHenchman(g, g.city[s]!)) opts.push(s);
      if (opts.length) ask(g, p, 'slot', dominate, opts, { source: c });
    },
  },
  {
    name: 'Enslave the Will', copies: 5, cls: TECH, cost: 4, attack: 2,
    text: 'Tech superpower: for the rest of the turn, each villain you defeat also gains you a Sidekick.',
    hint: { power: { cls: TECH, other: 1 } },
    play: (g, _p, c) => { if (power(g, TECH)) addEffect(g, ENSLAVE, c); },
  },
  {
    name: 'Pieces on a Chessboard', copies: 3, cls: COVERT | TECH, cost: 5, attack: 3,
    text: 'Optionally return a henchman of your victory pile to the city to draw a card.',
    hint: { draw: 0.5 },
    play: (g, p, c) => {
      const opts = distinct(g, p, henchmenWon(g, p));
      if (opts.length) ask(g, p, 'card', chessboard, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Inhuman Mastery', copies: 1, cls: TECH, cost: 7, attack: 4, plus: { attack: true },
    text: 'Every other player shows a Tech hero or hands over a henchman of their victory pile for you to defeat. Cabal team power: +1 Attack per henchman defeated by you this turn.',
    hint: { avgAttack: 1, power: { team: CABAL, attack: 1 } },
    play: (g, p, c) => {
      const cabal = teamPower(g, CABAL);
      for (const q of otherPlayers(g)) later(g, masteryEach, q, c);
      if (cabal) later(g, masteryCount, p, c);
    },
  },
], SET);
