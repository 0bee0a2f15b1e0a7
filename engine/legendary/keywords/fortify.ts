// Fortify (Civil War; Universal Rulebook, Fortify): "Fortify <a place>. While it's fortified, <an effect>." The
// villain leaves where it was and is set beside that place (Game.fortify, a public zone; Game.fortifyAt at the same
// index holds the place's code, below). Its effect lasts while it is there: the card's own `mods` or hooks read
// `fortifier` / `fortifiedBy` (the Mastermind can't be fought: `mods.canFightMastermind`; a stack or HQ space can't
// be gained from: `mods.gainBlocked`). Any player may fight it as normal in the main phase (its Attack out of the
// city, its fight conditions and costs), which ends the effect and puts it in their victory pile. A place already
// fortified by another card can't be fortified again: nothing happens. A card with the keyword (`keywords:
// [FORTIFY]`) brings the fight action to its games. Masterminds and schemes that "fortify" a city space without
// leaving their place keep that as state of their own.

import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { cont, later } from '../flow.js';
import {
  PAY_FIGHT, announce, available, canDefeatNow, cityName, defeatCard, def, faceDownCount, isVillain, log, nameOf,
  paidContinuation, payToFight, takeFromVillainDeck, villainCardAttack,
} from '../rules.js';
import type { Game } from '../types.js';

export const FORTIFY = 'fortify';
/** The event announced when a card starts fortifying a place (e.c the card; `fortifies(g, e.c)` its place). */
export const FORTIFY_EVENT = 'fortify';

// ---- Places -----------------------------------------------------------------------------------------

/** Places of the game a card may fortify (Game.fortifyAt holds these codes). */
export const FORT_MASTERMIND = 0, FORT_BYSTANDERS = 1, FORT_SIDEKICKS = 2, FORT_OFFICERS = 3, FORT_WOUNDS = 4,
  FORT_VILLAIN_DECK = 5, FORT_HERO_DECK = 6;
const FORT_DECK_BASE = 64, FORT_HQ_BASE = 128, FORT_CITY_BASE = 192, FORT_RANGE = 64;
const FIXED_NAMES = ['the Mastermind', 'the Bystander stack', 'the Sidekick stack', 'the S.H.I.E.L.D. Officer stack', 'the Wound stack', 'the Villain Deck', 'the Hero Deck'];

/** Player p's deck, as a place. */
export function fortDeck(p: number): number { return FORT_DECK_BASE + p; }
/** HQ space s, as a place. */
export function fortHq(s: number): number { return FORT_HQ_BASE + s; }
/** City space s, as a place. */
export function fortCity(s: number): number { return FORT_CITY_BASE + s; }
function inRange(place: number, base: number): number { return place >= base && place < base + FORT_RANGE ? place - base : -1; }
/** The player whose deck a place is, or -1. */
export function fortDeckPlayer(place: number): number { return inRange(place, FORT_DECK_BASE); }
/** The HQ space a place is, or -1. */
export function fortHqSpace(place: number): number { return inRange(place, FORT_HQ_BASE); }
/** The city space a place is, or -1. */
export function fortCitySpace(place: number): number { return inRange(place, FORT_CITY_BASE); }

/** A place's name, for logs and descriptions. */
export function placeName(place: number): string {
  if (place >= 0 && place < FIXED_NAMES.length) return FIXED_NAMES[place]!;
  const p = fortDeckPlayer(place);
  if (p >= 0) return `P${p + 1}'s deck`;
  const h = fortHqSpace(place);
  if (h >= 0) return `HQ space ${h + 1}`;
  const s = fortCitySpace(place);
  return s >= 0 ? `the ${cityName(s)}` : `place ${place}`;
}

// ---- Who fortifies what -----------------------------------------------------------------------------

/** The card fortifying a place, or -1. */
export function fortifier(g: Game, place: number): number {
  if (g.fortifyAt.length === 0) return -1;
  const i = g.fortifyAt.indexOf(place);
  return i < 0 ? -1 : g.fortify[i]!;
}

/** The place card c fortifies, or -1. */
export function fortifies(g: Game, c: number): number {
  if (g.fortify.length === 0) return -1;
  const i = g.fortify.indexOf(c);
  return i < 0 ? -1 : g.fortifyAt[i]!;
}

/** Whether a place is fortified by a copy of the card with definition key `key` (a card's own effect reads this). */
export function fortifiedBy(g: Game, place: number, key: string): boolean {
  const c = fortifier(g, place);
  return c >= 0 && def(g, c).key === key;
}

/**
 * Card c fortifies a place. `from` is where it is now: a list it is taken from (the escape pile, a victory pile,
 * the Villain Deck), the city (`g.city`: it leaves its space; what it held goes to the escape pile, as if carried
 * off: the rulebook is silent, this is the reading worst for the players), `g.fortify` (it moves to this place), or
 * null when the caller has already taken it. When another card already fortifies the place nothing happens: the
 * card stays where it was (a caller that took it puts it back) and the answer is false.
 */
export function fortify(g: Game, c: number, place: number, from: number[] | null): boolean {
  const there = fortifier(g, place);
  if (there >= 0) {
    g.log && log(g, `  ${placeName(place)} is already fortified by ${nameOf(g, there)}: ${nameOf(g, c)} does not fortify it`);
    return false;
  }
  if (from === g.fortify) {
    const i = g.fortify.indexOf(c);
    if (i < 0) return false;
    g.fortifyAt[i] = place;
  } else {
    if (from === g.city) {
      const s = g.city.indexOf(c);
      if (s < 0) return false;
      g.city[s] = -1;
      for (const x of g.att[s]!) g.escaped.push(x);
      g.att[s] = [];
    } else if (from === g.villainDeck) {
      if (!takeFromVillainDeck(g, c)) return false;
    } else if (from) {
      const i = from.lastIndexOf(c);
      if (i < 0) return false;
      from.splice(i, 1);
    }
    g.fortify.push(c);
    g.fortifyAt.push(place);
  }
  g.log && log(g, `  ${nameOf(g, c)} fortifies ${placeName(place)}`);
  announce(g, FORTIFY_EVENT, g.current, c);
  return true;
}

/** Card c stops fortifying (a card effect moves it elsewhere; the caller puts it there); false if it wasn't. */
export function unfortify(g: Game, c: number): boolean {
  const i = g.fortify.indexOf(c);
  if (i < 0) return false;
  g.fortify.splice(i, 1);
  g.fortifyAt.splice(i, 1);
  return true;
}

// ---- Fighting a fortifying villain --------------------------------------------------------------------

/** Its Attack: it is in no city space. */
export function fortifierAttack(g: Game, c: number, fight = true): number { return villainCardAttack(g, c, -1, fight); }

/** Whether player p can fight fortifying card c now (a villain; the points, its fight conditions, no face-down card). */
export function canFightFortifier(g: Game, p: number, c: number): boolean {
  if (g.t.healed || !isVillain(g, c) || !g.fortify.includes(c)) return false;
  if (available(g, PAY_FIGHT, c) < fortifierAttack(g, c)) return false;
  if (g.faceDown.length && faceDownCount(g, c) > 0) return false;
  const d = def(g, c);
  return !d.canDefeat || d.canDefeat(g, p, c);
}

/** Defeats fortifying card c (its place is freed before its Fight effect, which may fortify again). */
export function defeatFortifier(g: Game, p: number, c: number): void {
  const i = g.fortify.indexOf(c);
  if (i < 0 || !canDefeatNow(g)) return;
  g.log && log(g, `  ${nameOf(g, c)} no longer fortifies ${placeName(g.fortifyAt[i]!)}`);
  g.fortifyAt.splice(i, 1);
  defeatCard(g, p, c, g.fortify);
}

const DEFEAT_AFTER_COST = cont('fortify:defeat-after-fight-cost', (g, f) => defeatFortifier(g, f.p, f.c));

// paid: its extra fight cost, if any ("you must also discard ..."), then the defeat
const PAID = paidContinuation(cont('fortify:paid', (g, f) => {
  if (!g.fortify.includes(f.c)) return;
  const d = def(g, f.c);
  if (!d.fightCost) { defeatFortifier(g, f.p, f.c); return; }
  d.fightCost(g, f.p, f.c);
  later(g, DEFEAT_AFTER_COST, f.p, f.c);
}));

export const ACT_FIGHT_FORTIFIER = mainAction({
  id: 'fight-fortifier', order: 43, keyword: FORTIFY,
  hint: { about: 'fight-other', cost: (g, _p, c) => fortifierAttack(g, c), card: (_g, _p, c) => c },
  options: (g, p, out) => {
    if (g.fortify.length === 0) return;
    for (const c of g.fortify) if (canFightFortifier(g, p, c)) out.push(act(ACT_FIGHT_FORTIFIER, c));
  },
  handle: (g, p, c) => {
    g.log && log(g, `  P${p + 1} fights ${nameOf(g, c)}, fortifying ${placeName(fortifies(g, c))}`);
    payToFight(g, p, fortifierAttack(g, c), PAY_FIGHT, -2 - PAID, c);
  },
  describe: (g, c) => `fight ${nameOf(g, c)} (fortifying ${placeName(fortifies(g, c))})`,
});
