// What the rules read about cards and players: definitions, classes and teams, keywords, superpowers, the
// heroes a player has, points, player order, the city's names, and cards held face down.

import { compiled } from '../compile.js';
import { EXTRA_CLASS, PLAYED_SIDE } from '../effects.js';
import { MASTERMINDS, defOf } from '../registry.js';
import { announce } from './events.js';
import type { CardDef, Game, MastermindDef, SchemeDef } from '../types.js';

export const SEWERS = 0, BANK = 1, ROOFTOPS = 2, STREETS = 3, BRIDGE = 4;

export const CITY_NAMES = ['Sewers', 'Bank', 'Rooftops', 'Streets', 'Bridge'];

/** The name of a city space (extra spaces of a bigger city are numbered). */
export function cityName(s: number): string { return CITY_NAMES[s] ?? `city space ${s + 1}`; }

/** Zones of a player, as bit flags for effects like "KO a card from your hand or discard pile". */
export const HAND = 1, DISCARD = 2, IN_PLAY = 4, DECK = 8;

export const def = defOf;

export function nameOf(g: Game, c: number): string { return c < 0 ? '-' : defOf(g, c).name; }

export function scheme(g: Game): SchemeDef { return compiled(g).scheme; }

/** The Mastermind whose state is in the Mastermind's place now: the setup's, or (Game.mmCtx) another full one. */
export function master(g: Game): MastermindDef { return g.mmCtx < 0 ? compiled(g).master : masterOfCard(g, g.mmCtx); }

/** The definition of Mastermind card c. */
export function masterOfCard(g: Game, c: number): MastermindDef { return MASTERMINDS.get(defOf(g, c).groupLabel)!; }

/** Whether card c is a full Mastermind's card (with Tactics), not a villain that ascended. */
export function isMastermindCard(g: Game, c: number): boolean { return defOf(g, c).kind === 'mastermind'; }

export function isWound(g: Game, c: number): boolean { return defOf(g, c).kind === 'wound'; }

/** A Hero card, or a card that counts as a grey hero while a player owns it (Game.asHero). */
export function isHero(g: Game, c: number): boolean {
  return defOf(g, c).kind === 'hero' || (g.asHero.length > 0 && g.asHero.includes(c));
}

export function isBystander(g: Game, c: number): boolean { return defOf(g, c).kind === 'bystander'; }

/**
 * What a card counts as: its definition, or for a Divided card played this turn, the side it was played as (a
 * Divided card in hand, deck or HQ counts as both sides: its own definition holds both sides' classes and teams),
 * or for a villain with a hero side (CardDef.heroSide) that counts as a hero now (Game.asHero), that side.
 */
export function sideDef(g: Game, c: number): CardDef {
  const d = defOf(g, c);
  if (d.halves === undefined) return d.heroSide === undefined ? d : heroSideOf(g, c, d);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const e = es[i]!; if (e.k === PLAYED_SIDE && e.c === c) return g.cards[e.n]!; }
  return d;
}

/** A villain with a hero side: that side while the card counts as a hero (Game.asHero), else its definition. */
function heroSideOf(g: Game, c: number, d: CardDef): CardDef {
  return g.asHero.length > 0 && g.asHero.includes(c) ? g.cards[d.heroSide!]! : d;
}

/** Class bits of a card, including classes it has this turn as a copy of another card (EXTRA_CLASS). */
export function clsOf(g: Game, c: number): number {
  const d = defOf(g, c);
  let cls = d.halves === undefined && d.heroSide === undefined ? d.cls : sideDef(g, c).cls;
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const e = es[i]!; if (e.k === EXTRA_CLASS && e.c === c) cls |= e.n; }
  return cls;
}

export function hasCls(g: Game, c: number, cls: number): boolean { return (clsOf(g, c) & cls) !== 0; }

export function isTeam(g: Game, c: number, team: number): boolean {
  let d = defOf(g, c);
  if (d.heroSide !== undefined) d = heroSideOf(g, c, d);
  return d.kind === 'hero' && ((d.halves === undefined ? d.teams : sideDef(g, c).teams) & (1 << team)) !== 0;
}

/** The hero names a card counts as (a Divided card in hand or the HQ: both sides' names; played, its side's). */
export function heroNames(g: Game, c: number): string[] {
  const d = sideDef(g, c);
  if (d.halves === undefined) return [d.heroName ?? d.group];
  const out: string[] = [];
  for (const h of d.halves) { const n = g.cards[h]!.heroName ?? d.group; if (!out.includes(n)) out.push(n); }
  return out;
}

/**
 * A card in the city or the villain deck that counts as a Villain (incl. cards a scheme or the Mastermind makes
 * villains, and those a rule makes villains: `mods.villainCard`).
 */
export function isVillain(g: Game, c: number): boolean {
  const k = defOf(g, c).kind;
  if (k === 'villain' || k === 'henchman' || scheme(g).villainDeckCard?.(g, c) === 'villain') return true;
  const cc = compiled(g);
  const mm = cc.master.villainCard;
  if (mm !== undefined && mm(g, c)) return true;
  const vs = cc.villainCard;
  for (let i = 0; i < vs.length; i++) if (vs[i]!(g, c)) return true;
  return false;
}

/** Whether a card has a keyword (engine/legendary/types.ts CardDef.keywords), printed or given this turn (keywordEffect). */
export function hasKeyword(g: Game, c: number, keyword: string): boolean {
  const d = defOf(g, c);
  const k = (d.heroSide === undefined ? d : heroSideOf(g, c, d)).keywords;
  if (k !== undefined && k.includes(keyword)) return true;
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) if (es[i]!.c === c && es[i]!.k === `gain-keyword:${keyword}`) return true;
  return false;
}

/** Appends to the game's log; call as `g.log && log(g, ...)` so no string is built when logging is off. */
export function log(g: Game, msg: string): void { if (g.log) g.log.push(msg); }

function bitIndex(cls: number): number { return 31 - Math.clz32(cls); }

/** Superpower: another card of class `cls` was played earlier this turn. Read it before any choice. */
export function power(g: Game, cls: number): boolean { return g.t.clsCount[bitIndex(cls)]! > 0; }

/** "Critical hit": both classes played earlier (the same card may not count twice unless two cards). */
export function powerBoth(g: Game, a: number, b: number): boolean { return power(g, a) && power(g, b); }

export function teamPower(g: Game, team: number): boolean { return g.t.teamCount[team]! > 0; }

export function playedCls(g: Game, cls: number): number { return g.t.clsCount[bitIndex(cls)]!; }

export function playedTeam(g: Game, team: number): number { return g.t.teamCount[team]!; }

/** Cards played so far this turn (copies included) whose played-as definition matches. */
export function playedWhere(g: Game, pred: (d: CardDef) => boolean): number {
  const a = g.t.played;
  let n = 0;
  for (let i = 1; i < a.length; i += 2) if (pred(g.cards[a[i]!]!)) n++;
  return n;
}

/** Heroes a player "has": the hand, plus what they played this turn if it is their turn (in play or not any more). */
export function heroesYouHave(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  const out: number[] = [];
  for (const c of pl.hand) if (isHero(g, c)) out.push(c);
  if (p !== g.current) return out;
  for (const c of pl.inPlay) if (isHero(g, c)) out.push(c);
  // "cards you have played this turn" (Universal Rulebook) include those that have left play since: a Sidekick back
  // in its stack, a card set aside or KO'd after it was played
  const a = g.t.played;
  for (let i = 0; i < a.length; i += 2) { const c = a[i]!; if (!out.includes(c) && isHero(g, c)) out.push(c); }
  return out;
}

export function hasHero(g: Game, p: number, pred: (c: number) => boolean): boolean {
  const pl = g.players[p]!;
  for (const c of pl.hand) if (isHero(g, c) && pred(c)) return true;
  if (p === g.current) for (const c of pl.inPlay) if (isHero(g, c) && pred(c)) return true;
  return false;
}

export function countHeroes(g: Game, p: number, pred: (c: number) => boolean): number {
  let n = 0;
  for (const c of heroesYouHave(g, p)) if (pred(c)) n++;
  return n;
}

/** A card of the given definition that player p could reveal (hand, or played this turn on their turn), or -1. */
export function revealableDef(g: Game, p: number, d: CardDef): number {
  const pl = g.players[p]!;
  for (const c of pl.hand) if (g.defOf[c] === d.id) return c;
  if (p === g.current) for (const c of pl.inPlay) if (g.defOf[c] === d.id) return c;
  return -1;
}

export function gainAttack(g: Game, n: number): void { g.t.attack += n; }

/** Recruit gained by an effect; a 'recruitGained' event (announced only when something listens) tells what waits
 *  for Recruit made this turn. */
export function gainRecruit(g: Game, n: number): void {
  g.t.recruit += n; g.t.recruitMade += n;
  announce(g, 'recruitGained', g.current);
}

export function removeFrom(a: number[], c: number): boolean {
  const i = a.lastIndexOf(c);
  if (i < 0) return false;
  // in place (splice allocates the removed part)
  const n = a.length - 1;
  for (let j = i; j < n; j++) a[j] = a[j + 1]!;
  a.length = n;
  return true;
}

/** Players in the order "each player" effects resolve: current first, then clockwise. */
export function playerOrder(g: Game): number[] {
  const n = g.players.length, out: number[] = [];
  for (let i = 0; i < n; i++) out.push((g.current + i) % n);
  return out;
}

/**
 * "Each other player", as said by a Villain, Mastermind or tactic. Advanced solo's rule applies ("do it
 * yourself"); in basic solo it affects nobody, as for a Hero card (Universal Rulebook, advanced solo mode:
 * the rule is given to advanced solo only).
 */
export function otherPlayersEvil(g: Game): number[] {
  if (g.players.length === 1) return g.setup.solo === 'advanced' ? [g.current] : [];
  return playerOrder(g).slice(1);
}

/** "Each other player", as said by a Hero card: nobody in solo. */
export function otherPlayers(g: Game): number[] { return playerOrder(g).slice(1); }

// Cards held face down by a card (Hidden Witnesses): Game.faceDown holds them (hidden from everyone),
// Game.faceDownOf their holders (public). A villain, Mastermind or HQ hero holding one can't be fought or
// recruited; a villain defeated takes its face-down cards along to be rescued, an escaping one carries them
// off; a hero leaving the HQ has its face-down cards KO'd.

/** How many face-down cards a holder (a card instance, or FACE_DOWN_SCHEME) holds. */
export function faceDownCount(g: Game, holder: number): number {
  const a = g.faceDownOf;
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === holder) n++;
  return n;
}

/** A holder takes card c face down (the caller has taken it from where it was). */
export function putFaceDown(g: Game, holder: number, c: number): void { g.faceDown.push(c); g.faceDownOf.push(holder); }

/** Takes one face-down card of a holder (the most recent), or -1. */
export function takeOneFaceDown(g: Game, holder: number): number {
  const i = g.faceDownOf.lastIndexOf(holder);
  if (i < 0) return -1;
  const c = g.faceDown[i]!;
  g.faceDown.splice(i, 1); g.faceDownOf.splice(i, 1);
  return c;
}

/** Takes every face-down card of a holder. */
export function takeFaceDown(g: Game, holder: number): number[] {
  const out: number[] = [];
  if (g.faceDown.length === 0) return out;
  for (let c = takeOneFaceDown(g, holder); c >= 0; c = takeOneFaceDown(g, holder)) out.push(c);
  return out.reverse();
}

/** Attached cards of a holder that are Bystanders. */
export function bystandersHeld(g: Game, holder: number): number {
  let n = 0;
  for (const c of g.att[holder]!) if (isBystander(g, c)) n++;
  return n;
}
