import { ask, cont } from '../../../flow.js';
import {
  DISCARD, HAND, cardsIn, defeatMastermindTactic, defeatVillain, distinct, gainAttack, gainOfficer, isTeam, koCard,
  mastermindAttack, mastermindStands, playedTeam, power, villainAttack,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, SHIELD, STRENGTH, TECH } from '../../../types.js';
import type { Game } from '../../../types.js';

// Battlefield Promotion: optional KO of a S.H.I.E.L.D. hero (hand or discard pile); then, if one was
// KO'd, an optional S.H.I.E.L.D. Officer to the hand.
const promoteOfficer = cont('nick-fury:battlefield-promotion:officer', (g, f, v) => {
  if (v === 1) gainOfficer(g, f.p, true);
});
const promoteKo = cont('nick-fury:battlefield-promotion:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  if (g.officers.length) ask(g, f.p, 'yesno', promoteOfficer, [1, 0], { source: f.c });
});

/** Pure Fury's 'slot' value for the Mastermind (0..4 are the city spaces, Sewers to Bridge). */
export const PURE_FURY_MASTERMIND = 5;

function shieldInKo(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isTeam(g, c, SHIELD)) n++;
  return n;
}

// Pure Fury: 'slot' decision among the qualifying targets: 0..4 a villain in that city space, 5 the
// Mastermind. It is not optional: with a qualifying target one of them is defeated.
const pureFury = cont('nick-fury:pure-fury:defeat', (g, f, v) => {
  if (v < 0) return;
  if (v === PURE_FURY_MASTERMIND) defeatMastermindTactic(g, f.p);
  else if (g.city[v]! >= 0) defeatVillain(g, f.p, v);
});

hero('Nick Fury', 'S.H.I.E.L.D.', [
  {
    name: 'Battlefield Promotion', copies: 5, cls: COVERT, cost: 4,
    text: 'Optionally KO a S.H.I.E.L.D. hero from hand or discard pile; if you do, you may gain a S.H.I.E.L.D. Officer to your hand.',
    play: (g, p, c) => {
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isTeam(g, x, SHIELD)));
      if (opts.length) ask(g, p, 'card', promoteKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'High-Tech Weaponry', copies: 5, cls: TECH, cost: 3, attack: 2, plus: { attack: true },
    text: 'Tech superpower: +1 Attack.',
    play: (g) => { if (power(g, TECH)) gainAttack(g, 1); },
  },
  {
    name: 'Legendary Commander', copies: 3, cls: STRENGTH, cost: 6, attack: 1, plus: { attack: true },
    text: '+1 Attack per other S.H.I.E.L.D. hero played this turn.',
    play: (g) => gainAttack(g, playedTeam(g, SHIELD)),
  },
  {
    name: 'Pure Fury', copies: 1, cls: TECH, cost: 8,
    text: 'Defeat a villain in the city, or the Mastermind, whose Attack is below the number of S.H.I.E.L.D. heroes in the KO pile (its Fight effect still happens).',
    play: (g, p, c) => {
      const n = shieldInKo(g);
      const opts: number[] = [];
      for (let s = 0; s < 5; s++) if (g.city[s]! >= 0 && villainAttack(g, s) < n) opts.push(s);
      if (mastermindStands(g) && mastermindAttack(g) < n) opts.push(PURE_FURY_MASTERMIND);
      if (opts.length) ask(g, p, 'slot', pureFury, opts, { source: c });
    },
  },
]);
