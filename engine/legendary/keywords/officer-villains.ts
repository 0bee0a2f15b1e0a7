// S.H.I.E.L.D. Officers that become villains (Civil War: S.H.I.E.L.D. Elite, Maria Hill; the set's cards): an Officer
// taken from the Officer stack enters the city as a villain of 3 Attack, and whoever defeats it gains it as a hero
// (to the discard pile) instead of putting it in their victory pile. A defeat by a card effect gains it too
// (Universal Rulebook, "Defeat": the enemy's Fight effect still happens); "whenever you defeat a villain" hooks see
// it as a defeat. While it is a villain it is one wherever it goes (the city, the escape pile, ...): the card is
// marked in `g.vars` (public) until its defeat is over.
//
// A card whose effect makes Officers villains carries the keyword OFFICER_VILLAINS (a Mastermind on its card:
// `keywords`), which brings these rules to its games. `officersBecomeVillains(g, n, placement)` then announces the
// OFFICER_VILLAINS_EVENT, so a rule that adds one ("an extra one becomes a villain": Sharon Carter fortifying the
// Officer stack) declares an `after` hook on it and calls `officersBecomeVillains(g, 1, e.slot, false)`.
// Where they go is a placement: INTO_CITY (the Sewers, pushing the others along), INTO_EMPTY_SPACE (each into an
// empty city space), or one a card registers with `officerPlacement`.
// A scheme that makes Officers villains itself (its `villainDeckCard`) keeps its own rules for them.
import { compiled, keywordRules } from '../compile.js';
import { BASIC } from '../cards/core/basics.js';
import { cityLive, def, enterCity, enterCityAt, gainBlocked, gainCard, log, nameOf, scheme } from '../rules.js';
import { after, event, listened } from '../rules/events.js';
import type { Game } from '../types.js';
import { Z_CITY, Z_NONE, Z_OFFICERS } from '../types.js';

export const OFFICER_VILLAINS = 'officer-villains';
/** The Attack of an Officer that is a villain. */
export const OFFICER_VILLAIN_ATTACK = 3;
/**
 * Announced after Officers became villains through `officersBecomeVillains` (not for an extra one): `e.c` the last
 * of them, `e.slot` the placement, `e.n` how many, `e.src` the card whose effect it was.
 */
export const OFFICER_VILLAINS_EVENT = 'officerVillains';

const MARK = 'officer-villain:';

/** Whether card c is a S.H.I.E.L.D. Officer (the card of the Officer stack). */
export function isOfficer(g: Game, c: number): boolean { return def(g, c).key === BASIC.officer; }

/** Whether card c is an Officer made a villain by these rules (until its defeat is over; a scheme that makes it a villain itself takes over). */
export function isOfficerVillain(g: Game, c: number): boolean {
  return (g.vars[MARK + c] ?? 0) !== 0 && scheme(g).villainDeckCard?.(g, c) !== 'villain';
}

/** Drops Officer c's mark: a placement whose scheme takes the Officer over with its own rules calls it, so these rules never see it. */
export function leaveOfficerRules(g: Game, c: number): void { delete g.vars[MARK + c]; }

/** The Officer villains in the city. */
export function officerVillainsInCity(g: Game): number[] {
  const out: number[] = [];
  for (const c of g.city) if (c >= 0 && isOfficerVillain(g, c)) out.push(c);
  return out;
}

// ---- Placements ---------------------------------------------------------------------------------------

/** Puts Officer c (taken from the stack, already a villain) where its placement says. */
export type OfficerPlacement = (g: Game, c: number) => void;
const PLACEMENTS: OfficerPlacement[] = [];

/** Registers a placement (at module load); returns its code, for `officersBecomeVillains`. */
export function officerPlacement(place: OfficerPlacement): number {
  PLACEMENTS.push(place);
  return PLACEMENTS.length - 1;
}

/** The city space an Officer put "into an empty city space" takes: the first empty one from the Sewers, or -1. */
export function firstEmptySpace(g: Game): number {
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! < 0 && cityLive(g, s)) return s;
  return -1;
}

/** How many city spaces are empty now. */
export function emptySpaces(g: Game): number {
  let n = 0;
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! < 0 && cityLive(g, s)) n++;
  return n;
}

/** It enters the city as villains do: the Sewers, pushing the villains there along (the last may escape). */
export const INTO_CITY = officerPlacement((g, c) => enterCity(g, c));
/** It is put into an empty city space (the first from the Sewers); with none empty, it enters the city as usual. */
export const INTO_EMPTY_SPACE = officerPlacement((g, c) => {
  const s = firstEmptySpace(g);
  if (s >= 0) enterCityAt(g, c, s); else enterCity(g, c);
});

// ---- Becoming villains --------------------------------------------------------------------------------

/**
 * n Officers from the top of the Officer stack (fewer if it runs out) become villains of 3 Attack, placed one after
 * another (INTO_CITY: each enters the Sewers); then, if any did and `announce`, the OFFICER_VILLAINS_EVENT (a rule
 * adding an extra one calls this with `announce` false). Returns how many became villains.
 */
export function officersBecomeVillains(g: Game, n: number, placement = INTO_CITY, announce = true): number {
  const place = PLACEMENTS[placement];
  if (!place) throw new Error(`officersBecomeVillains: unknown placement ${placement}`);
  let k = 0, last = -1;
  for (; k < n && g.officers.length > 0; k++) {
    last = g.officers.pop()!;
    g.vars[MARK + last] = 1;
    g.log && log(g, `  ${nameOf(g, last)} becomes a villain`);
    place(g, last);
  }
  if (k > 0 && announce) {
    const cc = compiled(g);
    if (listened(g, cc, OFFICER_VILLAINS_EVENT)) after(g, cc, event(g, OFFICER_VILLAINS_EVENT, g.current, last, Z_OFFICERS, Z_CITY, placement, -1, true, k));
  }
  return k;
}

/** "Put an Officer into each empty city space as a villain": as many as there are empty spaces now. */
export function officersIntoEmptySpaces(g: Game): number {
  return officersBecomeVillains(g, emptySpaces(g), INTO_EMPTY_SPACE);
}

// ---- The rules they bring -----------------------------------------------------------------------------

keywordRules(OFFICER_VILLAINS, {
  mods: {
    villainCard: (g, c) => isOfficerVillain(g, c),
    villainAttack: (g, _slot, c) => (isOfficerVillain(g, c) ? OFFICER_VILLAIN_ATTACK - def(g, c).attack : 0),
    // defeated: gained as a hero instead of going to the victory pile (a rule that forbids the gain now leaves it
    // there, in the victory pile)
    defeatedTo: (g, p, c) => {
      if (!isOfficerVillain(g, c) || gainBlocked(g, p, Z_NONE, c)) return false;
      g.log && log(g, `  P${p + 1} gains ${nameOf(g, c)} as a hero`);
      gainCard(g, p, c, Z_NONE);
      return true;
    },
  },
  // it stays a villain until its defeat is over (the 'defeat' hooks see a villain defeated), then is a hero again,
  // by whatever rule the defeat went (a scheme's own included)
  on: { defeat: { after: (g, e) => { if (e.c >= 0 && g.vars[MARK + e.c] !== undefined) delete g.vars[MARK + e.c]; } } },
});
