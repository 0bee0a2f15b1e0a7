// S.H.I.E.L.D. Clearance (Civil War; the set's Keywords and the Universal Rulebook): fighting a villain with it
// also costs discarding a S.H.I.E.L.D. hero from your hand; "Double S.H.I.E.L.D. Clearance" on a Mastermind costs
// two each time it is fought. HYDRA heroes may be discarded instead (S.H.I.E.L.D. Agents, Troopers and Officers
// are S.H.I.E.L.D. heroes; a Divided card in hand counts as both sides' teams).
//
// A villain spreads `...shieldClearance()` into its spec: `canDefeat` (enough such heroes in hand now) and
// `fightCost` (asked after the points are paid, one card at a time). A defeat by a card effect ignores both
// (Universal Rulebook, "Defeat"). A Mastermind spreads `...shieldClearanceMastermind(2)`: a 'fightMastermind'
// replace hook asks for the discards as the fight starts, before any point is paid, then lets the fight go on;
// and `mods.canFightMastermind`, so the fight is offered only when the discards can be made.

import { ask, cont, later } from '../flow.js';
import { teamId } from '../registry.js';
import { SHIELD, discardFromHand, distinct, fightMastermind, isHero, isTeam, log } from '../rules.js';
import type { CardDef, Game, HookTable, Modifiers } from '../types.js';

export const SHIELD_CLEARANCE = 'shield-clearance';
const HYDRA = teamId('HYDRA');

/** The cards of player p's hand that may pay a Clearance: S.H.I.E.L.D. or HYDRA heroes. */
export function clearanceHeroes(g: Game, p: number): number[] {
  return g.players[p]!.hand.filter((c) => isHero(g, c) && (isTeam(g, c, SHIELD) || isTeam(g, c, HYDRA)));
}

/** Whether player p can discard n such heroes now. */
export function canPayClearance(g: Game, p: number, n: number): boolean { return clearanceHeroes(g, p).length >= n; }

// One discard per frame (f.c the enemy, for the question's source); the last frame of a Mastermind fight lets it
// go on (f.n: the replace hooks already consulted).
const ASK = cont('shield-clearance:ask', (g, f) => {
  ask(g, f.p, 'card', DISCARDED, distinct(g, f.p, clearanceHeroes(g, f.p)), { source: f.c });
});
const DISCARDED = cont('shield-clearance:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'lose' });
const FIGHT_ON = cont('shield-clearance:fight-on', (g, f) => fightMastermind(g, f.p, f.n));

/** Player p discards n S.H.I.E.L.D. (or HYDRA) heroes, one question each; c the enemy fought. */
export function payClearance(g: Game, p: number, c: number, n: number): void {
  for (let i = 0; i < n; i++) later(g, ASK, p, c);
}

/** The keywords of an enemy with (n-fold) Clearance: `shield-clearance` and `shield-clearance:<n>`. */
export function clearanceKeywords(n: number): string[] { return [SHIELD_CLEARANCE, `${SHIELD_CLEARANCE}:${n}`]; }

/** The discards an enemy card's Clearance asks for (0: none), read from its keywords once per definition. */
const CLEARANCE: number[] = [];
export function clearanceOf(d: CardDef): number {
  let n = CLEARANCE[d.id];
  if (n === undefined) {
    n = 0;
    for (const k of d.keywords ?? []) if (k.startsWith(`${SHIELD_CLEARANCE}:`)) n = Number(k.slice(SHIELD_CLEARANCE.length + 1));
    CLEARANCE[d.id] = n;
  }
  return n;
}

/** The fields a villain's spec spreads in for S.H.I.E.L.D. Clearance (n discards; 1 unless "Double"). */
export function shieldClearance(n = 1): {
  keywords: string[]; canDefeat: (g: Game, p: number) => boolean; fightCost: (g: Game, p: number, c: number) => void;
} {
  return {
    keywords: clearanceKeywords(n),
    canDefeat: (g, p) => canPayClearance(g, p, n),
    fightCost: (g, p, c) => payClearance(g, p, c, n),
  };
}

/**
 * The fields a Mastermind's spec spreads in for (Double) S.H.I.E.L.D. Clearance: every fight, by any route, first
 * asks for the n discards (nothing is paid yet), then goes on. A Mastermind with mods of its own merges them with
 * these (`mods: { ...clearance.mods, ... }`) and any further condition of its own with `canPayClearance`.
 */
export function shieldClearanceMastermind(n: number): { keywords: string[]; on: HookTable; mods: Modifiers } {
  return {
    keywords: clearanceKeywords(n),
    mods: { canFightMastermind: (g, p) => canPayClearance(g, p, n) },
    on: {
      fightMastermind: {
        replace: (g, e) => {
          // not offered without the discards (mods above); should a route start it anyway, it does not happen
          if (!canPayClearance(g, e.p, n)) { g.log && log(g, `  P${e.p + 1} lacks the S.H.I.E.L.D. Clearance to fight the Mastermind`); return true; }
          payClearance(g, e.p, g.mastermind[0] ?? -1, n);
          later(g, FIGHT_ON, e.p, -1, e.n);
          return true;
        },
      },
    },
  };
}
