// Maria Hill (Civil War): Double S.H.I.E.L.D. Clearance (each fight first costs discarding two S.H.I.E.L.D. or HYDRA
// heroes: engine/legendary/keywords/shield-clearance.ts), and she can't be fought while any S.H.I.E.L.D. Elite villain (in
// advanced solo without them, a villain of the group used instead) or S.H.I.E.L.D. Officer is in the city. Her Master Strike and two of her tactics make Officers from their stack villains
// of 3 Attack, gained as heroes by whoever defeats them (engine/legendary/keywords/officer-villains.ts).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import {
  OFFICER_VILLAINS, isOfficer, isOfficerVillain, officersBecomeVillains, officersIntoEmptySpaces,
} from '../../../keywords/officer-villains.js';
import { canPayClearance, shieldClearanceMastermind } from '../../../keywords/shield-clearance.js';
import { mastermind } from '../../../registry.js';
import {
  SHIELD, YOUR_HEROES, cardsIn, def, discardFromHand, distinct, isHero, isTeam, isVillain, koCard, otherPlayersEvil,
} from '../../../rules.js';
import type { Game } from '../../../types.js';

const SHIELD_ELITE = 'S.H.I.E.L.D. Elite';

/** The group her condition concerns: the S.H.I.E.L.D. Elite, or (advanced solo without them) the villain group in use
 *  (Universal Rulebook, Advanced Solo: abilities linked to the group a Mastermind always leads), as Mole Man's. */
function ledGroup(g: Game): string {
  const vs = g.setup.villains;
  return vs.includes(SHIELD_ELITE) || vs.length === 0 ? SHIELD_ELITE : vs[0]!;
}

/** Whether a villain of her group or a S.H.I.E.L.D. Officer is in the city. */
export function shieldForcesInCity(g: Game): boolean {
  const led = ledGroup(g);
  for (const c of g.city) {
    if (c >= 0 && ((isVillain(g, c) && def(g, c).groupLabel === led) || isOfficer(g, c) || isOfficerVillain(g, c))) return true;
  }
  return false;
}

const clearance = shieldClearanceMastermind(2);
const isShieldHero = (g: Game, c: number) => isHero(g, c) && isTeam(g, c, SHIELD);

// Crash the Helicarrier: the fighter KOs any number of their S.H.I.E.L.D. heroes (hand and played), one at a time.
function askCrash(g: Game, p: number, src: number): void {
  const opts = distinct(g, p, cardsIn(g, p, YOUR_HEROES, (c) => isShieldHero(g, c)));
  if (opts.length) ask(g, p, 'card', crashKo, [...opts, -1], { source: src });
}
const crashKo = cont('maria-hill:crash-the-helicarrier', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  askCrash(g, f.p, f.c);
}, { about: 'ko-optional', n: 1 });

// Evacuation Code Epsilon: the player reveals their hand and discards a S.H.I.E.L.D. card of their choice from it.
const evacuation = cont('maria-hill:evacuation-code-epsilon', (g, f) => {
  ask(g, f.p, 'card', evacuationDiscard, distinct(g, f.p, g.players[f.p]!.hand.filter((c) => isShieldHero(g, c))), { source: f.c });
});
const evacuationDiscard = cont('maria-hill:evacuation-code-epsilon:discard', (g, f, v) => {
  if (v >= 0) discardFromHand(g, f.p, v, true);
}, { about: 'discard' });

mastermind({
  name: 'Maria Hill', set: SET, attack: 7, vp: 6, leads: SHIELD_ELITE,
  text: "Double S.H.I.E.L.D. Clearance; she can't be fought while any S.H.I.E.L.D. Elite or Officer is in the city. Master Strike: two S.H.I.E.L.D. Officers enter the city as 3-Attack villains, gained as heroes when defeated.",
  reveals: [{ team: SHIELD, w: 0.5 }],
  keywords: [...clearance.keywords, OFFICER_VILLAINS],
  on: clearance.on,
  mods: {
    ...clearance.mods,
    canFightMastermind: (g, p) => canPayClearance(g, p, 2) && !shieldForcesInCity(g),
  },
  strike: (g) => { officersBecomeVillains(g, 2); },
  tactics: [
    {
      name: 'Crash the Helicarrier', text: 'KO any number of your S.H.I.E.L.D. heroes.',
      fight: (g, p, c) => askCrash(g, p, c),
    },
    {
      name: 'Declare Martial Law', text: 'A S.H.I.E.L.D. Officer enters each empty city space as a 3-Attack villain, gained as a hero when defeated.',
      fight: (g) => { officersIntoEmptySpaces(g); },
    },
    {
      name: 'Evacuation Code Epsilon', text: 'Each other player reveals their hand and discards a S.H.I.E.L.D. card from it.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, evacuation, q, c); },
    },
    {
      name: 'Rapid Response Team', text: 'Two S.H.I.E.L.D. Officers enter the city as 3-Attack villains, gained as heroes when defeated.',
      fight: (g) => { officersBecomeVillains(g, 2); },
    },
  ],
});
