import { ask, cont } from '../../../flow.js';
import {
  DISCARD, HAND, canDefeatNow, cardsIn, defeatMastermindTactic, defeatVillain, distinct, gainAttack, gainOfficer, isTeam,
  koCard, mastermindAttack, mastermindStands, playedTeam, power, villainAttack,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, SHIELD, STRENGTH, TECH } from '../../../types.js';
import type { Game } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';

// Battlefield Promotion: optional KO of a S.H.I.E.L.D. hero (hand or discard pile); then, if one was
// KO'd, an optional S.H.I.E.L.D. Officer to the hand.
const promoteOfficer = cont('nick-fury:battlefield-promotion:officer', (g, f, v) => {
  if (v === 1) gainOfficer(g, f.p, true);
}, { about: 'may' });
const promoteKo = cont('nick-fury:battlefield-promotion:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  if (g.officers.length) ask(g, f.p, 'yesno', promoteOfficer, [1, 0], { source: f.c });
}, { about: 'ko-optional', n: 2.4 });

function shieldInKo(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isTeam(g, c, SHIELD)) n++;
  return n;
}

// Pure Fury: 'slot' decision among the qualifying targets: a villain's city space (0 = Sewers), or the city
// size (5 in the core city) for the Mastermind. It is not optional: with a qualifying target one of them
// is defeated. Pure Fury does not fight, so it compares with the Attack a card has, not the Attack lowered
// by "any villain you fight ..." effects; after healing nothing can be defeated.
const pureFury = cont('nick-fury:pure-fury:defeat', (g, f, v) => {
  if (v < 0) return;
  if (v === mastermindHolder(g)) defeatMastermindTactic(g, f.p);
  else if (g.city[v]! >= 0) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

hero('Nick Fury', 'S.H.I.E.L.D.', [
  {
    name: 'Battlefield Promotion', copies: 5, cls: COVERT, cost: 4,
    text: 'Optionally KO a S.H.I.E.L.D. hero from hand or discard pile; if you do, you may gain a S.H.I.E.L.D. Officer to your hand.',
    // the trade, priced for deck building: a S.H.I.E.L.D. hero is nearly always at hand to KO (an Agent, later an
    // Officer), and the Officer comes to the hand, so each play is about 2 Recruit now and an Agent upgraded
    hint: { avgRecruit: 2 },
    play: (g, p, c) => {
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isTeam(g, x, SHIELD)));
      if (opts.length) ask(g, p, 'card', promoteKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'High-Tech Weaponry', copies: 5, cls: TECH, cost: 3, attack: 2, plus: { attack: true },
    text: 'Tech superpower: +1 Attack.',
    hint: { power: { cls: TECH, attack: 1 } },
    play: (g) => { if (power(g, TECH)) gainAttack(g, 1); },
  },
  {
    name: 'Legendary Commander', copies: 3, cls: STRENGTH, cost: 6, attack: 1, plus: { attack: true },
    text: '+1 Attack per other S.H.I.E.L.D. hero played this turn.',
    hint: { per: { team: SHIELD, attack: 1 } },
    play: (g) => gainAttack(g, playedTeam(g, SHIELD)),
  },
  {
    name: 'Pure Fury', copies: 1, cls: TECH, cost: 8,
    text: 'Defeat a villain in the city, or the Mastermind, whose Attack is below the number of S.H.I.E.L.D. heroes in the KO pile (its Fight effect still happens).',
    hint: { avgAttack: 3 },
    play: (g, p, c) => {
      if (!canDefeatNow(g)) return;
      const n = shieldInKo(g);
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && villainAttack(g, s, false) < n) opts.push(s);
      if (mastermindStands(g) && mastermindAttack(g, false) < n) opts.push(mastermindHolder(g));
      if (opts.length) ask(g, p, 'slot', pureFury, opts, { source: c });
    },
  },
]);
