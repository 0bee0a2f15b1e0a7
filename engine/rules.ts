// The rules of the game as operations on a Game. Card effects are written with these.
//
// Cards move through a few primitives (draw, discard, KO, gain, rescue, recruit, defeat, escape, enter the
// city, refill the HQ) that announce typed events (engine/types.ts EventKind) to the hooks compiled for the
// game (engine/compile.ts): `before` and `after` hooks run around the move, a `replace` hook may take it
// over ("instead"). Values the rules read (villain and Mastermind Attack, hero costs, which points pay for
// what) go through the game's modifier pipeline and the turn's effects (engine/effects.ts). Nothing here
// names a card: cards plug in through hooks, modifiers, effects and actions.
//
// The core city: spaces 0 Sewers, 1 Bank, 2 Rooftops, 3 Streets, 4 Bridge (villains move 0 -> 4, then escape).

import { ask, cont, later } from './flow.js';
import { compiled, hooked, type Compiled } from './compile.js';
import { effectKindOf, EXTRA_CLASS, FIGHT_EFFECT_CANCELLED, removeEffect } from './effects.js';
import { defOf } from './registry.js';
import { randInt, shuffle } from './rng.js';
import type { CardDef, EventKind, Game, GameEvent, MastermindDef, Result, SchemeDef } from './types.js';
import {
  CLASS_BITS, PAY_FIGHT, PAY_MASTERMIND, PAY_OFFICER, PAY_RECRUIT, POOL_ATTACK, POOL_RECRUIT, SHIELD, Z_BYSTANDERS,
  Z_CITY, Z_DECK, Z_DISCARD, Z_ESCAPED, Z_HAND, Z_HERO_DECK, Z_HQ, Z_KO, Z_MASTERMIND, Z_NONE, Z_OFFICERS, Z_PLAY,
  Z_VICTORY, Z_VILLAIN_DECK, Z_WOUNDS, Z_ATTACHED, Z_TACTICS,
} from './types.js';
import { mastermindHolder } from './zones.js';

export const SEWERS = 0, BANK = 1, ROOFTOPS = 2, STREETS = 3, BRIDGE = 4;
export const CITY_NAMES = ['Sewers', 'Bank', 'Rooftops', 'Streets', 'Bridge'];
/** The name of a city space (extra spaces of a bigger city are numbered). */
export function cityName(s: number): string { return CITY_NAMES[s] ?? `city space ${s + 1}`; }

/** Zones of a player, as bit flags for effects like "KO a card from your hand or discard pile". */
export const HAND = 1, DISCARD = 2, IN_PLAY = 4, DECK = 8;

// ---- Lookups ----------------------------------------------------------------------------------------

export const def = defOf;
export function nameOf(g: Game, c: number): string { return c < 0 ? '-' : defOf(g, c).name; }
export function scheme(g: Game): SchemeDef { return compiled(g).scheme; }
export function master(g: Game): MastermindDef { return compiled(g).master; }
export function isWound(g: Game, c: number): boolean { return defOf(g, c).kind === 'wound'; }
/** A Hero card, or a card that counts as a grey hero while a player owns it (Game.asHero). */
export function isHero(g: Game, c: number): boolean {
  return defOf(g, c).kind === 'hero' || (g.asHero.length > 0 && g.asHero.includes(c));
}
export function isBystander(g: Game, c: number): boolean { return defOf(g, c).kind === 'bystander'; }

/** Class bits of a card, including classes it has this turn as a copy of another card (EXTRA_CLASS). */
export function clsOf(g: Game, c: number): number {
  let cls = defOf(g, c).cls;
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const e = es[i]!; if (e.k === EXTRA_CLASS && e.c === c) cls |= e.n; }
  return cls;
}
export function hasCls(g: Game, c: number, cls: number): boolean { return (clsOf(g, c) & cls) !== 0; }
export function isTeam(g: Game, c: number, team: number): boolean {
  const d = defOf(g, c);
  return d.kind === 'hero' && (d.teams & (1 << team)) !== 0;
}

/** A card in the city or the villain deck that counts as a Villain (incl. cards a scheme or the Mastermind makes villains). */
export function isVillain(g: Game, c: number): boolean {
  const k = defOf(g, c).kind;
  if (k === 'villain' || k === 'henchman' || scheme(g).villainDeckCard?.(g, c) === 'villain') return true;
  const mm = master(g).villainCard;
  return mm !== undefined && mm(g, c);
}

/** Whether a card has a keyword (engine/types.ts CardDef.keywords), printed or given this turn (keywordEffect). */
export function hasKeyword(g: Game, c: number, keyword: string): boolean {
  const k = defOf(g, c).keywords;
  if (k !== undefined && k.includes(keyword)) return true;
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) if (es[i]!.c === c && es[i]!.k === `gain-keyword:${keyword}`) return true;
  return false;
}

/** Appends to the game's log; call as `g.log && log(g, ...)` so no string is built when logging is off. */
export function log(g: Game, msg: string): void { if (g.log) g.log.push(msg); }

// ---- Events -----------------------------------------------------------------------------------------

/** An event; its source is the given card, else the card whose effect is resolving (Game.src). */
function event(g: Game, kind: EventKind, p: number, c: number, from: number, to: number, slot = -1, src = -1, byEffect = false, n = 0): GameEvent {
  return { kind, p, c, from, to, slot, src: src >= 0 ? src : g.src, byEffect, n };
}

/** Runs the `before` hooks of an event kind (the caller checked that the kind has hooks). */
function before(g: Game, cc: Compiled, e: GameEvent): void {
  const hs = cc.hooks[e.kind];
  if (hs) for (const h of hs.before) h.fn(g, e, h.owner);
}
/** Offers the event to the `replace` hooks from e.n on; true when one took it over. */
function replaced(g: Game, cc: Compiled, e: GameEvent): boolean {
  const hs = cc.hooks[e.kind];
  if (!hs) return false;
  for (let i = e.n; i < hs.replace.length; i++) {
    const h = hs.replace[i]!;
    e.n = i + 1;
    if (h.fn(g, e, h.owner)) return true;
  }
  return false;
}
/** Runs the `after` hooks of the game and of the turn's effects. */
function after(g: Game, cc: Compiled, e: GameEvent): void {
  const hs = cc.hooks[e.kind];
  if (hs) for (const h of hs.after) h.fn(g, e, h.owner);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) {
    const x = es[i]!;
    const fn = effectKindOf(x.k).after?.[e.kind];
    if (fn) fn(g, e, x);
  }
}
/** Whether anything listens to an event kind (hooks of the game, or any effect of the turn). */
function listened(g: Game, cc: Compiled, kind: EventKind): boolean {
  return cc.hooks[kind] !== undefined || g.t.effects.length > 0;
}

/** Announces an event that moves no card (turn start and end, twists, strikes) to its `after` hooks. */
export function announce(g: Game, kind: EventKind, p: number, c = -1, src = -1): void {
  const cc = compiled(g);
  if (listened(g, cc, kind)) after(g, cc, event(g, kind, p, c, Z_NONE, Z_NONE, -1, src));
}
/** Announces the `before` phase of an event that moves no card. */
export function announceBefore(g: Game, kind: EventKind, p: number, c = -1): void {
  const cc = compiled(g);
  if (cc.hooks[kind]) before(g, cc, event(g, kind, p, c, Z_NONE, Z_NONE));
}

// ---- Superpowers and "heroes you have" ---------------------------------------------------------------

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

/** Heroes a player "has": the hand, plus what they played this turn if it is their turn. */
export function heroesYouHave(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  const out: number[] = [];
  for (const c of pl.hand) if (isHero(g, c)) out.push(c);
  if (p === g.current) for (const c of pl.inPlay) if (isHero(g, c)) out.push(c);
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

// ---- Points -----------------------------------------------------------------------------------------

export function gainAttack(g: Game, n: number): void { g.t.attack += n; }
export function gainRecruit(g: Game, n: number): void { g.t.recruit += n; g.t.recruitMade += n; }

// ---- Moving cards: player zones ---------------------------------------------------------------------

function removeFrom(a: number[], c: number): boolean {
  const i = a.lastIndexOf(c);
  if (i < 0) return false;
  // in place (splice allocates the removed part)
  const n = a.length - 1;
  for (let j = i; j < n; j++) a[j] = a[j + 1]!;
  a.length = n;
  return true;
}

/** Takes a card out of whichever of a player's zones holds it; returns the zone (Z_*) or Z_NONE. */
export function takeFromPlayer(g: Game, p: number, c: number): number {
  const pl = g.players[p]!;
  if (removeFrom(pl.hand, c)) return Z_HAND;
  if (removeFrom(pl.discard, c)) return Z_DISCARD;
  if (removeFrom(pl.inPlay, c)) return Z_PLAY;
  if (removeFrom(pl.deck, c)) return Z_DECK;
  if (removeFrom(pl.victory, c)) return Z_VICTORY;
  return Z_NONE;
}

/** Cards of player `p` in the given zones (hand, discard, in play, deck flags). */
export function cardsIn(g: Game, p: number, zones: number, pred?: (c: number) => boolean): number[] {
  const pl = g.players[p]!;
  const out: number[] = [];
  const add = (a: number[]) => { for (const c of a) if (!pred || pred(c)) out.push(c); };
  if (zones & HAND) add(pl.hand);
  if (zones & DISCARD) add(pl.discard);
  if (zones & IN_PLAY) add(pl.inPlay);
  if (zones & DECK) add(pl.deck);
  return out;
}

/**
 * One card per distinct (definition, zone): identical cards in the same zone are the same choice,
 * so a bot is not offered five copies of one S.H.I.E.L.D. Agent.
 */
export function distinct(g: Game, p: number, cards: number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  const pl = g.players[p];
  for (const c of cards) {
    const zone = !pl ? 0 : pl.hand.includes(c) ? 1 : pl.discard.includes(c) ? 2 : pl.inPlay.includes(c) ? 3 : 4;
    const key = g.defOf[c]! * 8 + zone;
    if (!seen.has(key)) { seen.add(key); out.push(c); }
  }
  return out;
}

/** KO a card a player owns (from any of their zones). */
export function koCard(g: Game, p: number, c: number, src = -1): void {
  const from = takeFromPlayer(g, p, c);
  g.ko.push(c);
  g.log && log(g, `  P${p + 1} KOs ${nameOf(g, c)}`);
  const cc = compiled(g);
  if (listened(g, cc, 'ko')) after(g, cc, event(g, 'ko', p, c, from, Z_KO, -1, src, src >= 0));
}

/** Shuffles the discard pile into the deck when the deck is empty; returns false if nothing to draw. */
export function ensureDeck(g: Game, p: number): boolean {
  const pl = g.players[p]!;
  if (pl.deck.length > 0) return true;
  if (pl.discard.length === 0) return false;
  pl.deck = shuffle(g.rng, pl.discard);
  pl.discard = [];
  return true;
}

/** Draws up to n cards, shuffling only when a draw needs it. Returns how many were drawn. */
export function draw(g: Game, p: number, n: number): number {
  const pl = g.players[p]!;
  const cc = compiled(g);
  const hooked = cc.hooks.draw !== undefined;
  let k = 0;
  for (; k < n; k++) {
    if (!ensureDeck(g, p)) break;
    const c = pl.deck.pop()!;
    pl.hand.push(c);
    if (hooked) after(g, cc, event(g, 'draw', p, c, Z_DECK, Z_HAND));
  }
  if (p === g.current && g.phase !== 'end') g.t.drawn += k;
  return k;
}

/** The top card of a player's deck (shuffling the discard pile in if the deck is empty), or -1. */
export function topOfDeck(g: Game, p: number): number {
  if (!ensureDeck(g, p)) return -1;
  const d = g.players[p]!.deck;
  return d[d.length - 1]!;
}

/**
 * The top `n` cards of a player's deck, top first, without moving them. When the deck holds fewer, the
 * discard pile is shuffled and put underneath (as at the table), so up to `n` cards can be looked at.
 */
export function peekTop(g: Game, p: number, n: number): number[] {
  const pl = g.players[p]!;
  if (pl.deck.length < n && pl.discard.length > 0) {
    const under = shuffle(g.rng, pl.discard);
    pl.discard = [];
    pl.deck = [...under, ...pl.deck];
  }
  const out: number[] = [];
  for (let i = pl.deck.length - 1; i >= 0 && out.length < n; i--) out.push(pl.deck[i]!);
  return out;
}

/** Puts a card on top of its owner's deck. */
export function putOnDeck(g: Game, p: number, c: number): void { g.players[p]!.deck.push(c); }

/**
 * "Put them back in any order": the top `n` cards of player p's deck are put back in the order p chooses.
 * Each 'card' question picks the card for the next position from the top; it is asked while two or more
 * different cards are left to place (identical cards are one choice).
 */
export function putBackInOrder(g: Game, p: number, n: number, source = -1): void { askPutBack(g, p, source, 0, n); }
function askPutBack(g: Game, p: number, source: number, placed: number, n: number): void {
  const deck = g.players[p]!.deck;
  const opts = distinct(g, p, deck.slice(Math.max(0, deck.length - n), deck.length - placed));
  if (opts.length > 1) ask(g, p, 'card', PUT_BACK_NEXT, opts, { source, n: placed, m: n });
}
const PUT_BACK_NEXT = cont('put-back-order', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  const at = deck.length - 1 - f.n; // the next position from the top
  const i = deck.lastIndexOf(v);
  if (v >= 0 && i >= deck.length - f.m && i <= at) { deck.splice(i, 1); deck.splice(at, 0, v); }
  askPutBack(g, f.p, f.c, f.n + 1, f.m);
}, { about: 'gain' });

/**
 * A player discards card c from their hand (Z_HAND) or deck (Z_DECK): a discard made by a card effect
 * unless `byEffect` is false (cleanup, a rule). Hooks such as "when a card effect makes you discard this"
 * see it as a 'discard' event.
 */
export function discardCard(g: Game, p: number, c: number, from: number, byEffect = true, src = -1, logIt = true, n = 0): void {
  const pl = g.players[p]!;
  const zone = from === Z_DECK ? pl.deck : from === Z_PLAY ? pl.inPlay : pl.hand;
  if (!zone.includes(c)) return;
  const cc = compiled(g);
  const hs = hooked(g, cc, 'discard', c) ? cc.hooks.discard! : undefined;
  let e: GameEvent | null = null;
  if (hs && (hs.before.length || hs.replace.length)) {
    e = event(g, 'discard', p, c, from, Z_DISCARD, -1, src, byEffect, n);
    before(g, cc, e);
    if (replaced(g, cc, e)) return;
  }
  removeFrom(zone, c);
  pl.discard.push(c);
  logIt && g.log && log(g, `  P${p + 1} discards ${nameOf(g, c)}${from === Z_DECK ? ' from their deck' : ''}`);
  if (hs || g.t.effects.length > 0) after(g, cc, e ?? event(g, 'discard', p, c, from, Z_DISCARD, -1, src, byEffect, n));
}
/** Discards a card from a player's hand because a card effect (or a rule, `byEffect` false) says so. */
export function discardFromHand(g: Game, p: number, c: number, byEffect = true): void {
  discardCard(g, p, c, Z_HAND, byEffect);
}

/** The player chooses a card from hand to discard (by a card effect unless `byEffect` is false). */
export function chooseDiscard(g: Game, p: number, byEffect = true): void {
  ask(g, p, 'card', byEffect ? DISCARD_CHOSEN : DISCARD_CHOSEN_RULE, distinct(g, p, g.players[p]!.hand));
}
/**
 * Player p discards down to n cards, one choice at a time (a card effect). The number of discards is fixed when
 * it starts: a card that returns to the hand when discarded is not discarded again, so it always ends.
 */
export function discardDownTo(g: Game, p: number, n: number): void {
  for (let i = g.players[p]!.hand.length - n; i > 0; i--) later(g, DISCARD_ONE_BY_EFFECT, p);
}
const DISCARD_ONE_BY_EFFECT = cont('discard-down', (g, f) => chooseDiscard(g, f.p, true));
const DISCARD_CHOSEN = cont('discard-a-card', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });
const DISCARD_CHOSEN_RULE = cont('discard-a-card-rule', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, false); }, { about: 'lose' });

// ---- Gaining ----------------------------------------------------------------------------------------

/** Where a gained card comes from: takes it out of that zone (the caller names it). */
function takeGained(g: Game, from: number, c: number): void {
  switch (from) {
    case Z_WOUNDS: removeFrom(g.wounds, c); break;
    case Z_OFFICERS: removeFrom(g.officers, c); break;
    case Z_BYSTANDERS: removeFrom(g.bystanders, c); break;
    default: break; // the caller already took it (HQ, under a villain, another player's zone)
  }
}

/**
 * Player p gains card c (from zone `from`) to their discard pile, or hand. 'gain' before hooks may change
 * where it goes (`e.to`: Z_DISCARD, Z_HAND or Z_DECK, on top); replace hooks may take it over ("instead");
 * `n` counts the replace hooks already consulted.
 */
export function gainCard(g: Game, p: number, c: number, from: number, toHand = false, src = -1, n = 0): void {
  const cc = compiled(g);
  const hooked = cc.hooks.gain !== undefined;
  let e: GameEvent | null = null;
  let to = toHand ? Z_HAND : Z_DISCARD;
  if (hooked) {
    e = event(g, 'gain', p, c, from, to, -1, src, src >= 0, n);
    before(g, cc, e);
    if (replaced(g, cc, e)) return;
    to = e.to;
  }
  takeGained(g, from, c);
  const pl = g.players[p]!;
  if (to === Z_HAND) pl.hand.push(c); else if (to === Z_DECK) pl.deck.push(c); else pl.discard.push(c);
  if (defOf(g, c).kind === 'wound') {
    g.stats.woundsGained++;
    g.log && log(g, `  P${p + 1} gains a Wound`);
    checkEvil(g);
  }
  if (e) after(g, cc, e);
  else if (g.t.effects.length) after(g, cc, event(g, 'gain', p, c, from, to, -1, src, src >= 0, n));
}
/** Gains a card that the caller has already taken out of its zone, to the discard pile or hand. */
export function gainTo(g: Game, p: number, c: number, toHand = false): void {
  gainCard(g, p, c, Z_NONE, toHand);
}

/**
 * A player gains a Wound from the Wound stack (to the discard pile, or hand). `n`: the 'gain' replace hooks
 * already consulted (a hook that offered a choice and was declined lets the gain go on with n raised).
 */
export function gainWound(g: Game, p: number, toHand = false, n = 0): void {
  const w = g.wounds[g.wounds.length - 1];
  if (w === undefined) return;
  gainCard(g, p, w, Z_WOUNDS, toHand, -1, n);
}

/** Each player (current first, clockwise) gains a Wound. */
export function eachGainsWound(g: Game, excludeCurrent = false): void {
  for (const p of playerOrder(g)) if (!(excludeCurrent && p === g.current)) later(g, EACH_WOUND, p);
}
const EACH_WOUND = cont('gain-a-wound', (g, f) => gainWound(g, f.p));
/** A frame that makes its player gain three Wounds, one after another. */
export const EACH_WOUND_X3 = cont('gain-three-wounds', (g, f) => { for (let i = 0; i < 3; i++) later(g, EACH_WOUND, f.p); });
/** A frame that makes its player gain a Wound. */
export const GAIN_WOUND = EACH_WOUND;

/** Gain a S.H.I.E.L.D. Officer from the stack. */
export function gainOfficer(g: Game, p: number, toHand = false): void {
  const o = g.officers[g.officers.length - 1];
  if (o !== undefined) gainCard(g, p, o, Z_OFFICERS, toHand);
}

// ---- Rescuing ---------------------------------------------------------------------------------------

/** Player p rescues card b (a Bystander), which the caller has taken from zone `from`: to the victory pile. */
export function rescueCard(g: Game, p: number, b: number, from: number): void {
  g.players[p]!.victory.push(b);
  const cc = compiled(g);
  if (listened(g, cc, 'rescue')) after(g, cc, event(g, 'rescue', p, b, from, Z_VICTORY));
}

/** Rescue n Bystanders from the Bystander stack. */
export function rescue(g: Game, p: number, n: number): void {
  let k = 0;
  for (; k < n && g.bystanders.length > 0; k++) rescueCard(g, p, g.bystanders.pop()!, Z_BYSTANDERS);
  if (n > 0) g.log && log(g, `  P${p + 1} rescues ${n} Bystander(s)`);
}

/**
 * Rescues the Bystanders among a list of attached cards; returns the other cards. With `saved`, the
 * Bystanders go to the victory pile now and are listed there, their rescue effects waiting for
 * `rescueEffectsLater` (a defeat: the Fight effect comes first).
 */
function rescueAttached(g: Game, p: number, cards: number[], saved: number[] | null = null): number[] {
  const rest: number[] = [];
  for (const c of cards) {
    if (!isBystander(g, c)) rest.push(c);
    else if (saved) { g.players[p]!.victory.push(c); saved.push(c); } else rescueCard(g, p, c, Z_ATTACHED);
  }
  return rest;
}
/**
 * The rescue effects of Bystanders rescued by a defeat, after the Fight effect and what it deferred
 * (Universal Rulebook, fighting a Villain: the Bystanders go to the victory pile, then the Fight effect,
 * then the Bystanders' rescue effects).
 */
function rescueEffectsLater(g: Game, p: number, saved: number[]): void {
  if (saved.length > 0 && listened(g, compiled(g), 'rescue')) later(g, RESCUE_EFFECTS, p, -1, 0, saved);
}
const RESCUE_EFFECTS = cont('rescue-effects', (g, f) => {
  const cc = compiled(g);
  for (const b of f.l!) after(g, cc, event(g, 'rescue', f.p, b, Z_ATTACHED, Z_VICTORY));
});

// ---- Players ----------------------------------------------------------------------------------------

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

// ---- "Reveal a ... or gain a Wound" ------------------------------------------------------------------

const REVEAL_PREDS: ((g: Game, c: number) => boolean)[] = [];
/** Registers a reveal condition and returns its id, for use with `eachRevealOrWound`. */
export function revealCondition(pred: (g: Game, c: number) => boolean): number {
  REVEAL_PREDS.push(pred);
  return REVEAL_PREDS.length - 1;
}
export const REVEAL_TECH = revealCondition((g, c) => hasCls(g, c, 8));
export const REVEAL_RANGED = revealCondition((g, c) => hasCls(g, c, 16));
export const REVEAL_STRENGTH = revealCondition((g, c) => hasCls(g, c, 1));
export const REVEAL_XMEN = revealCondition((g, c) => isTeam(g, c, 1));

/**
 * Player p may reveal a hero matching condition `cond`; if they don't (or can't), they gain `wounds` Wounds.
 * Revealing is never forced (Universal Rulebook), so a player who can reveal is asked.
 */
export function revealOrWound(g: Game, p: number, cond: number, wounds = 1): void {
  const pred = REVEAL_PREDS[cond]!;
  if (hasHero(g, p, (c) => pred(g, c))) ask(g, p, 'yesno', REVEAL_OR_WOUND, [1, 0], { n: wounds });
  else for (let i = 0; i < wounds; i++) later(g, EACH_WOUND, p);
}
const REVEAL_OR_WOUND = cont('reveal-or-wound', (g, f, v) => {
  if (v === 1) return;
  for (let i = 0; i < f.n; i++) later(g, EACH_WOUND, f.p);
}, { about: 'reveal' });
export function eachRevealOrWound(g: Game, cond: number, players = playerOrder(g), wounds = 1): void {
  for (const p of players) later(g, EACH_REVEAL, p, -1, cond, null, wounds);
}
const EACH_REVEAL = cont('each-reveal-or-wound', (g, f) => revealOrWound(g, f.p, f.n, f.m));

// ---- "KO one of your heroes" and friends -------------------------------------------------------------

/** Player p KOs `n` of the cards in `zones` (recomputed before each), one decision each. */
export function koSome(g: Game, p: number, n: number, zones: number, heroesOnly: boolean): void {
  for (let i = 0; i < n; i++) later(g, KO_ONE, p, -1, zones, null, heroesOnly ? 1 : 0);
}
const KO_ONE = cont('ko-one', (g, f) => {
  const opts = distinct(g, f.p, cardsIn(g, f.p, f.n, f.m === 1 ? (c) => isHero(g, c) : undefined));
  ask(g, f.p, 'card', KO_CHOSEN, opts);
});
const KO_CHOSEN = cont('ko-chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); }, { about: 'lose' });

/** "Your heroes": the hand and the cards played this turn. */
export const YOUR_HEROES = HAND | IN_PLAY;

// ---- HQ, Hero Deck ----------------------------------------------------------------------------------

/** The cost of a hero (or another card in the HQ) with every modifier of the game and the turn. */
export function heroCost(g: Game, c: number): number {
  let cost = defOf(g, c).cost;
  const cc = compiled(g);
  for (const m of cc.heroCost) cost += m(g, c);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).heroCost; if (f) cost += f(g, c, es[i]!); }
  return cost < 0 ? 0 : cost;
}

/** Fills an empty HQ space from the Hero Deck (the deck running out ends the game after this turn). */
export function refillHq(g: Game, slot: number): void {
  if (g.hq[slot]! >= 0 || (g.hqDestroyed >> slot) & 1) return;
  const c = g.heroDeck.pop();
  g.hq[slot] = c === undefined ? -1 : c;
  if (g.heroDeck.length === 0) heroDeckRanOut(g);
  if (c !== undefined) {
    const cc = compiled(g);
    if (listened(g, cc, 'refillHq')) after(g, cc, event(g, 'refillHq', -1, c, Z_HERO_DECK, Z_HQ, slot));
  }
}
/** The Hero Deck has run out (by a refill, or a card that takes its top card): the game ends after this turn. */
export function heroDeckRanOut(g: Game): void {
  checkEvil(g);
  if (g.result === null && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'hero deck ran out';
}

/** Takes a hero out of the HQ (recruit, KO, gain) and refills the space. */
export function takeFromHq(g: Game, slot: number): number {
  const c = g.hq[slot]!;
  g.hq[slot] = -1;
  if (g.faceDown.length && c >= 0) for (const b of takeFaceDown(g, c)) g.ko.push(b);
  refillHq(g, slot);
  return c;
}

/** KO a hero from the HQ and refill. */
export function koFromHq(g: Game, slot: number): void {
  const c = takeFromHq(g, slot);
  if (c < 0) return;
  g.ko.push(c);
  g.log && log(g, `  ${nameOf(g, c)} is KO'd from the HQ`);
  const cc = compiled(g);
  if (listened(g, cc, 'ko')) after(g, cc, event(g, 'ko', -1, c, Z_HQ, Z_KO, slot));
}

/** HQ spaces whose hero costs at most `max` (other cards a scheme puts in the HQ are not heroes). */
export function hqSlotsCostAtMost(g: Game, max: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.hq.length; i++) { const c = g.hq[i]!; if (c >= 0 && isHero(g, c) && heroCost(g, c) <= max) out.push(i); }
  return out;
}

/** The current player chooses an HQ hero of cost <= 6 and it is KO'd. */
export function chooseKoFromHq(g: Game, p = g.current): void {
  ask(g, p, 'slot', KO_HQ, hqSlotsCostAtMost(g, 6));
}
const KO_HQ = cont('ko-hq-hero', (g, f, v) => { if (v >= 0) koFromHq(g, v); }, { about: 'hq-lose' });

/** HQ spaces holding the highest-cost hero(es). */
export function hqHighestCost(g: Game): number[] {
  let best = -1; const out: number[] = [];
  for (let i = 0; i < g.hq.length; i++) {
    const c = g.hq[i]!; if (c < 0 || !isHero(g, c)) continue;
    const cost = heroCost(g, c);
    if (cost > best) { best = cost; out.length = 0; out.push(i); } else if (cost === best) out.push(i);
  }
  return out;
}

// ---- Villain and Mastermind Attack ------------------------------------------------------------------

/**
 * A villain's Attack in city space `slot` (-1: not in the city) with every modifier. `fight` (default
 * true) includes the modifiers that apply only when a player fights it ("any villain you fight on the
 * Rooftops this turn gets -2 Attack"); an effect that defeats without fighting asks with `fight` false.
 */
export function villainCardAttack(g: Game, c: number, slot: number, fight = true): number {
  const d = defOf(g, c);
  let a = d.attackAt ? d.attackAt(g, slot, c) : d.attack;
  const cc = compiled(g);
  for (const m of cc.villainAttack) a += m(g, slot, c, fight);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).villainAttack; if (f) a += f(g, slot, c, fight, es[i]!); }
  return a < 0 ? 0 : a;
}
/** The Attack of the villain in a city space (see villainCardAttack). */
export function villainAttack(g: Game, slot: number, fight = true): number {
  return villainCardAttack(g, g.city[slot]!, slot, fight);
}

export function mastermindAttack(g: Game, fight = true): number {
  let a = master(g).attack;
  const cc = compiled(g);
  for (const m of cc.mastermindAttack) a += m(g, fight);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).mastermindAttack; if (f) a += f(g, fight, es[i]!); }
  return a < 0 ? 0 : a;
}

// ---- Paying -----------------------------------------------------------------------------------------

const DEFAULT_POOL = [POOL_ATTACK, POOL_ATTACK, POOL_RECRUIT, POOL_RECRUIT];

/** The point pools (POOL_*) that may pay for a target (PAY_*): the rule's own, plus what cards and effects add. */
export function poolsFor(g: Game, target: number, c = -1): number {
  let pools = DEFAULT_POOL[target]!;
  const cc = compiled(g);
  for (const m of cc.pay) pools |= m(g, target, c);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).pay; if (f) pools |= f(g, target, c, es[i]!); }
  for (const sw of cc.swapPools) if (sw(g)) { pools = ((pools & POOL_ATTACK) ? POOL_RECRUIT : 0) | ((pools & POOL_RECRUIT) ? POOL_ATTACK : 0); break; }
  return pools;
}
/** Restricted points this turn (effects whose kind has `onlyFor`) that may pay for a target. */
export function restrictedFor(g: Game, target: number, c = -1): number {
  let n = 0;
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) {
    const e = es[i]!, only = effectKindOf(e.k).onlyFor;
    if (only && e.n > 0 && only(g, target, c)) n += e.n;
  }
  return n;
}
/** Points available to pay for a target. */
export function available(g: Game, target: number, c = -1): number {
  // the common case: nothing changes which points pay
  if (g.t.effects.length === 0) {
    const cc = compiled(g);
    if (cc.pay.length === 0 && cc.swapPools.length === 0) return DEFAULT_POOL[target] === POOL_ATTACK ? g.t.attack : g.t.recruit;
  }
  const pools = poolsFor(g, target, c);
  return (pools & POOL_ATTACK ? g.t.attack : 0) + (pools & POOL_RECRUIT ? g.t.recruit : 0)
    + (g.t.effects.length ? restrictedFor(g, target, c) : 0);
}
/** Points available for fighting a villain that has no payment rule of its own (Recruit counts where an effect lets it). */
export function attackAvailable(g: Game): number { return available(g, PAY_FIGHT); }

/**
 * Whether spending Attack before Recruit is never worse when both may pay for a fight: true when Recruit
 * may pay for every fight this turn (then Attack is the less useful pool). Otherwise the player chooses
 * how much Recruit to spend (a Bribe villain: Recruit pays for it, but not for others).
 */
function attackFirst(g: Game): boolean {
  return (poolsFor(g, PAY_FIGHT) & POOL_RECRUIT) !== 0 && (poolsFor(g, PAY_MASTERMIND) & POOL_RECRUIT) !== 0;
}

/** Spends restricted points that may pay for the target first; returns what is left to pay. */
function spendRestricted(g: Game, cost: number, target: number, c: number): number {
  const es = g.t.effects;
  for (let i = 0; i < es.length && cost > 0; i++) {
    const e = es[i]!, only = effectKindOf(e.k).onlyFor;
    if (!only || e.n <= 0 || !only(g, target, c)) continue;
    const take = Math.min(cost, e.n);
    es[i] = { ...e, n: e.n - take }; // records are shared between clones: replace, never change
    cost -= take;
  }
  return cost;
}

/**
 * Half points: points are numbers that may be x.5, never rounded. The amounts from `lo` to `hi` a
 * player may choose between: whole steps, or half steps when any of the values involved has a half.
 */
export function pointSteps(lo: number, hi: number, ...values: number[]): number[] {
  const half = [lo, hi, ...values].some((v) => !Number.isInteger(v));
  const step = half ? 0.5 : 1;
  const out: number[] = [];
  for (let k = Math.ceil(lo / step); k * step <= hi; k++) out.push(k * step);
  return out;
}

/** Spends `cost` points of Attack and Recruit: Attack first unless the Recruit part is given. */
function spend(g: Game, cost: number, recruitPart = -1): void {
  const fromRecruit = recruitPart >= 0 ? recruitPart : Math.max(0, cost - g.t.attack);
  g.t.attack -= cost - fromRecruit;
  g.t.recruit -= fromRecruit;
}

/** Continuations run after a fight is paid for targets other than a city space or the Mastermind. */
const PAID: string[] = [];
/** Registers what happens once a fight against a target outside the city is paid for (see payToFight). */
export function paidContinuation(key: string): number { PAID.push(key); return PAID.length - 1; }

/**
 * Pays `cost` for a fight: a villain in city space `slot` (target PAY_FIGHT), the Mastermind (slot -1,
 * PAY_MASTERMIND), or another target (slot -2 - id of a paidContinuation, card `c`), then defeats it (or runs
 * the continuation). At once when the split between point pools is forced or obvious; else the player chooses
 * how much Recruit to spend (a 'number' decision over the possible Recruit parts). Restricted points that
 * may pay for the target are spent first.
 */
export function payToFight(g: Game, p: number, cost: number, target: number, slot: number, c = slot >= 0 ? g.city[slot]! : -1): void {
  if (g.t.effects.length) cost = spendRestricted(g, cost, target, c);
  const pools = poolsFor(g, target, c);
  if (pools === POOL_RECRUIT) {
    g.t.recruit -= cost;
    paid(g, p, slot, c);
    return;
  }
  if (!(pools & POOL_RECRUIT) || cost === 0 || attackFirst(g)) {
    spend(g, cost);
    paid(g, p, slot, c);
    return;
  }
  const lo = Math.max(0, cost - g.t.attack), hi = Math.min(cost, g.t.recruit);
  ask(g, p, 'number', PAY_SPLIT, pointSteps(lo, hi, cost, g.t.attack, g.t.recruit), { source: c, n: slot, m: cost });
}
const PAY_SPLIT = cont('pay-recruit-part', (g, f, v) => {
  spend(g, f.m, Math.max(0, v));
  paid(g, f.p, f.n, f.c);
}, { about: 'pay-split' });
function paid(g: Game, p: number, slot: number, c: number): void {
  if (slot >= 0) { fightCostThenDefeat(g, p, slot); return; }
  if (slot === -1) { g.t.foughtMastermind = true; defeatMastermindTactic(g, p); return; }
  later(g, PAID[-2 - slot]!, p, c);
}

/** A villain with an extra fight cost ("you must also discard ...") pays it, then is defeated. */
export function fightCostThenDefeat(g: Game, p: number, slot: number): void {
  const d = defOf(g, g.city[slot]!);
  if (!d.fightCost) { defeatVillain(g, p, slot); return; }
  d.fightCost(g, p, g.city[slot]!);
  later(g, DEFEAT_AFTER_COST, p, g.city[slot]!, slot);
}
const DEFEAT_AFTER_COST = cont('defeat-after-fight-cost', (g, f) => { if (g.city[f.n] === f.c) defeatVillain(g, f.p, f.n); });

// ---- Fighting ---------------------------------------------------------------------------------------

/** Whether the villain in a space can be defeated by effects now (nothing is defeated after healing). */
export function canDefeatNow(g: Game): boolean { return !g.t.healed; }

export function canFightSlot(g: Game, slot: number): boolean {
  const c = g.city[slot]!;
  if (c < 0 || g.t.healed) return false;
  if (available(g, PAY_FIGHT, c) < villainAttack(g, slot)) return false; // the cheap test first
  if (g.faceDown.length && faceDownCount(g, c) > 0) return false;
  const d = defOf(g, c);
  return !d.canDefeat || d.canDefeat(g, g.current);
}
export function canFightMastermind(g: Game): boolean {
  if (!mastermindStands(g) || g.t.healed || available(g, PAY_MASTERMIND) < mastermindAttack(g)) return false;
  if (g.faceDown.length && faceDownCount(g, g.mastermind[0]!) > 0) return false;
  const only = scheme(g).canFightMastermind;
  if (only !== undefined && !only(g, g.current)) return false;
  if (compiled(g).mastermindExtraCost.length === 0) return true;
  const extra = mastermindExtraCost(g);
  return extra === 0 || extraCostSplits(g, extra).length > 0;
}
/** The Mastermind can still be fought or defeated: tactics left, or (Final Blow) the fifth fight owed. */
export function mastermindStands(g: Game): boolean { return g.tactics.length > 0 || g.finalBlow > 0; }

/** Fight the villain in a city space: pay, then defeat it. */
export function fightVillain(g: Game, p: number, slot: number): void {
  payToFight(g, p, villainAttack(g, slot), PAY_FIGHT, slot);
}

/**
 * Defeat the villain in a city space (by a fight, or by an effect that defeats): it and the Bystanders
 * it holds go to the victory pile, then its Fight effect, then the 'defeat' hooks ("whenever you defeat");
 * other cards it held are KO'd unless its Fight effect or a hook took them (g.defeatAtt); the Bystanders'
 * rescue effects come last, after the work the Fight effect deferred.
 */
export function defeatVillain(g: Game, p: number, slot: number): void {
  const c = g.city[slot]!;
  if (c < 0 || !canDefeatNow(g)) return;
  g.city[slot] = -1;
  let held = g.att[slot]!; g.att[slot] = [];
  if (g.faceDown.length) held = held.concat(takeFaceDown(g, c));
  g.log && log(g, `  P${p + 1} defeats ${nameOf(g, c)} (${cityName(slot)})`);
  defeated(g, p, c, held, slot, Z_CITY);
}

/**
 * Defeats a villain that is not in the city (on top of the Villain Deck, in a stack beside the scheme): the
 * caller names the zone it is in; it leaves it, and everything else happens as for a villain in the city.
 */
export function defeatCard(g: Game, p: number, c: number, from: number[]): void {
  if (!canDefeatNow(g)) return;
  if (from === g.villainDeck) {
    if (!takeFromVillainDeck(g, c)) return;
  } else {
    const i = from.lastIndexOf(c);
    if (i < 0) return;
    from.splice(i, 1);
  }
  g.log && log(g, `  P${p + 1} defeats ${nameOf(g, c)}`);
  defeated(g, p, c, takeFaceDown(g, c), -1, Z_NONE);
}

/** What defeating a villain does once it has left its place (see defeatVillain). */
function defeated(g: Game, p: number, c: number, held: number[], slot: number, from: number): void {
  g.t.recruitedOrDefeated = true;
  const s = scheme(g);
  if (!(s.onDefeat && s.onDefeat(g, p, c))) g.players[p]!.victory.push(c);
  const saved: number[] = [];
  g.defeatAtt = rescueAttached(g, p, held, saved);
  g.defeatSlot = slot;
  fightEffectThenRest(g, p, c, slot, from, saved);
}
/** The Fight effect of a defeated villain or tactic (unless a 'fightEffect' replace hook takes it over), then the rest of the defeat. */
function fightEffectThenRest(g: Game, p: number, c: number, slot: number, from: number, saved: number[]): void {
  const cc = compiled(g);
  if (cc.hooks.fightEffect && replaced(g, cc, event(g, 'fightEffect', p, c, from, Z_VICTORY, slot, g.src))) {
    later(g, AFTER_FIGHT_EFFECT, p, c, slot, saved, from);
    return;
  }
  fightEffect(g, p, c);
  afterFightEffect(g, p, c, slot, from, saved);
}
/**
 * Card c's Fight effect (a villain's or a tactic's), now. A 'fightEffect' replace hook may take it over ("you may
 * cancel that effect instead"); if its player declines, its continuation calls this. What the defeat does after
 * the Fight effect waits for that answer.
 */
export function fightEffect(g: Game, p: number, c: number): void {
  const d = defOf(g, c);
  if (!d.fight) return;
  const prev = g.src;
  g.src = c;
  d.fight(g, p, c);
  g.src = prev;
}
/** What a defeat does after the Fight effect: the 'defeat' hooks, the held cards disposed of, the rescues. */
function afterFightEffect(g: Game, p: number, c: number, slot: number, from: number, saved: number[]): void {
  const cc = compiled(g);
  if (listened(g, cc, 'defeat')) after(g, cc, event(g, 'defeat', p, c, from, Z_VICTORY, slot));
  if (from !== Z_TACTICS) {
    for (const h of g.defeatAtt) g.ko.push(h);
    g.defeatAtt = [];
  }
  // removeEffect replaces the array (records are shared between clones): iterating the old one is safe
  for (const e of g.t.effects) if (e.k === FIGHT_EFFECT_CANCELLED && e.c === c) removeEffect(g, e);
  rescueEffectsLater(g, p, saved);
}
const AFTER_FIGHT_EFFECT = cont('after-fight-effect', (g, f) => afterFightEffect(g, f.p, f.c, f.n, f.m, f.l ?? []));

/**
 * Fight the Mastermind: pay, take a random tactic, rescue its bystanders, do the tactic's Fight effect. A
 * 'fightMastermind' replace hook may take the fight over before anything is paid (a scheme's condition checked
 * when the fight starts); to let it go on, it calls this again with `n`, the replace hooks already consulted.
 */
export function fightMastermind(g: Game, p: number, n = 0): void {
  const cc = compiled(g);
  if (cc.hooks.fightMastermind && replaced(g, cc, event(g, 'fightMastermind', p, -1, Z_NONE, Z_NONE, -1, -1, false, n))) return;
  const extra = mastermindExtraCost(g);
  if (extra > 0) { ask(g, p, 'number', MASTERMIND_EXTRA_PAID, extraCostSplits(g, extra), { n: extra }); return; }
  payToFight(g, p, mastermindAttack(g), PAY_MASTERMIND, -1);
}
/** What fighting the Mastermind costs besides its Attack (Attack or Recruit, as the player chooses). */
export function mastermindExtraCost(g: Game): number {
  let n = 0;
  for (const f of compiled(g).mastermindExtraCost) n += f(g);
  return n;
}
/** The Recruit parts of an extra cost `extra` that leave enough to pay the Mastermind's Attack. */
function extraCostSplits(g: Game, extra: number): number[] {
  const out: number[] = [];
  const pools = poolsFor(g, PAY_MASTERMIND), cost = mastermindAttack(g);
  const restr = g.t.effects.length ? restrictedFor(g, PAY_MASTERMIND) : 0;
  for (const r of pointSteps(0, Math.min(extra, g.t.recruit), extra, g.t.attack, g.t.recruit)) {
    const a = extra - r;
    if (a > g.t.attack) continue;
    const left = (pools & POOL_ATTACK ? g.t.attack - a : 0) + (pools & POOL_RECRUIT ? g.t.recruit - r : 0) + restr;
    if (left >= cost) out.push(r);
  }
  return out;
}
const MASTERMIND_EXTRA_PAID = cont('mastermind-extra-cost', (g, f, v) => {
  if (v < 0) return;
  g.t.recruit -= v;
  g.t.attack -= f.n - v;
  payToFight(g, f.p, mastermindAttack(g), PAY_MASTERMIND, -1);
}, { about: 'pay-split' });

/** The Mastermind is defeated once: a random tactic (or, owed by Final Blow, the Mastermind card itself). */
export function defeatMastermindTactic(g: Game, p: number): void {
  if (!canDefeatNow(g)) return;
  if (g.tactics.length === 0) {
    if (g.finalBlow > 0) finalBlow(g, p);
    return;
  }
  g.t.recruitedOrDefeated = true;
  const i = randInt(g.rng, g.tactics.length);
  const tac = g.tactics[i]!;
  g.tactics.splice(i, 1);
  const pl = g.players[p]!;
  pl.victory.push(tac);
  const mm = mastermindHolder(g);
  const held = g.att[mm]!; g.att[mm] = [];
  if (g.faceDown.length) held.push(...takeFaceDown(g, g.mastermind[0]!));
  const saved: number[] = [];
  g.att[mm] = rescueAttached(g, p, held, saved);
  g.stats.tacticsDefeated++;
  g.log && log(g, `  P${p + 1} defeats ${master(g).name}: tactic ${nameOf(g, tac)}`);
  if (g.tactics.length === 0 && g.finalBlow === 0) { endGame(g, 'win', 'mastermind defeated'); return; }
  // with Final Blow the fourth Tactic is not the end: its Fight effect happens like the others'
  fightEffectThenRest(g, p, tac, mm, Z_TACTICS, saved);
}

/**
 * Adds a card to the Mastermind's face-down Tactics (a Master Strike that becomes an extra Tactic): it is
 * taken at random like the others, and the Mastermind is beaten only once every Tactic, extra ones included,
 * is defeated. A card without a Fight effect just goes to the victory pile (its VP come from `vp` modifiers).
 */
export function addTactic(g: Game, c: number): void {
  g.tactics.push(c);
  g.log && log(g, `  ${nameOf(g, c)} becomes a Tactic of ${master(g).name}`);
}

/** Final Blow: the defeat after the Tactics claims the Mastermind card (and its VP) and wins. */
function finalBlow(g: Game, p: number): void {
  g.t.recruitedOrDefeated = true;
  g.finalBlow = 0;
  const pl = g.players[p]!;
  const mm = mastermindHolder(g);
  rescueAttached(g, p, g.att[mm]!);
  g.att[mm] = [];
  for (const c of g.mastermind) pl.victory.push(c);
  g.mastermind = [];
  g.log && log(g, `  P${p + 1} deals ${master(g).name} the Final Blow`);
  endGame(g, 'win', 'mastermind defeated');
}

// ---- Recruiting -------------------------------------------------------------------------------------

/** Spends points for recruiting: restricted points first, then Recruit, then any other pool a card lets pay for it. */
function spendForRecruit(g: Game, cost: number, target = PAY_RECRUIT, c = -1): void {
  if (g.t.effects.length) cost = spendRestricted(g, cost, target, c);
  if (compiled(g).swapPools.length && poolsFor(g, target, c) === POOL_ATTACK) { g.t.attack -= cost; return; }
  const fromRecruit = Math.min(cost, g.t.recruit);
  g.t.recruit -= fromRecruit;
  g.t.attack -= cost - fromRecruit;
}

export function recruitFromHq(g: Game, p: number, slot: number, free = false): void {
  const c = g.hq[slot]!;
  if (!free) spendForRecruit(g, heroCost(g, c), PAY_RECRUIT, c);
  g.t.recruitedOrDefeated = true;
  takeFromHq(g, slot);
  g.players[p]!.discard.push(c);
  g.log && log(g, `  P${p + 1} recruits ${nameOf(g, c)}${free ? ' for free' : ''}`);
  const cc = compiled(g);
  if (listened(g, cc, 'recruit')) after(g, cc, event(g, 'recruit', p, c, Z_HQ, Z_DISCARD, slot));
}
/** The cost of a S.H.I.E.L.D. Officer from its stack. */
export const OFFICER_COST = 3;
/** Recruits a S.H.I.E.L.D. Officer from its stack: a 'recruit' event too (recruiting an Officer recruits a Hero). */
export function recruitOfficer(g: Game, p: number): void {
  spendForRecruit(g, OFFICER_COST, PAY_OFFICER);
  g.t.recruitedOrDefeated = true;
  const o = g.officers[g.officers.length - 1];
  gainOfficer(g, p);
  g.log && log(g, `  P${p + 1} recruits a S.H.I.E.L.D. Officer`);
  if (o === undefined) return;
  const cc = compiled(g);
  if (listened(g, cc, 'recruit')) after(g, cc, event(g, 'recruit', p, o, Z_OFFICERS, Z_DISCARD));
}
export { PAY_FIGHT, PAY_MASTERMIND, PAY_RECRUIT, PAY_OFFICER, POOL_ATTACK, POOL_RECRUIT };

// ---- The Villain Deck -------------------------------------------------------------------------------

/** Plays the top card of the Villain Deck. */
export function playVillainCard(g: Game): void {
  const c = g.villainDeck[g.villainDeck.length - 1];
  if (c === undefined) return;
  // decided while the card is still in the Villain Deck (a scheme may make cards villains there)
  const villain = isVillain(g, c);
  g.villainDeck.pop();
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  playAsVillainCard(g, c, villain);
}

/**
 * Plays a card as if from the Villain Deck (the caller has taken it from where it was): a villain enters
 * the city, a bystander is captured, a twist or strike takes effect. 'villainDeck' replace hooks may play a
 * card themselves (a scheme that puts heroes in the Villain Deck).
 */
export function playAsVillainCard(g: Game, c: number, villain = isVillain(g, c)): void {
  g.stats.villainCardsPlayed++;
  const d = defOf(g, c);
  g.log && log(g, ` Villain deck: ${d.name}`);
  const cc = compiled(g);
  if (cc.hooks.villainDeck) {
    const e = event(g, 'villainDeck', g.current, c, Z_VILLAIN_DECK, Z_NONE);
    before(g, cc, e);
    if (replaced(g, cc, e)) return;
  }
  if (villain) { enterCity(g, c); return; }
  switch (d.kind) {
    case 'bystander': captureNearest(g, c); break;
    case 'twist': doTwist(g, c); break;
    case 'strike': doStrike(g, c); break;
    default: throw new Error(`unexpected villain deck card ${d.key}`);
  }
}
export const PLAY_VILLAIN_CARD = cont('play-villain-card', (g) => playVillainCard(g));

/**
 * Takes a card out of the Villain Deck by a card effect (a revealed villain defeated, a revealed Bystander
 * rescued). The deck running out this way ends the game after this turn, as when it is played out
 * (Universal Rulebook: "If either of these decks runs out of cards ..., finish the turn"). False when the
 * card is not there.
 */
export function takeFromVillainDeck(g: Game, c: number): boolean {
  const i = g.villainDeck.lastIndexOf(c);
  if (i < 0) return false;
  g.villainDeck.splice(i, 1);
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  return true;
}

/** A bystander is captured by the villain nearest the Villain Deck, or by the Mastermind. */
export function captureNearest(g: Game, b: number): void {
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && cityLive(g, s)) { g.att[s]!.push(b); return; }
  g.att[mastermindHolder(g)]!.push(b);
}

/** The villain in a space captures a bystander from the stack. */
export function captureFromStack(g: Game, slot: number): void {
  const b = g.bystanders.pop();
  if (b !== undefined) g.att[slot]!.push(b);
}

/** A villain enters the Sewers, pushing others; the one pushed off the end escapes; then its Ambush. */
export function enterCity(g: Game, c: number): void {
  const n = g.city.length;
  let escapee = -1, escHeld: number[] = [];
  const first = firstLive(g);
  if (first < 0) {
    // no city left: the villain escapes at once
    g.log && log(g, `  ${nameOf(g, c)} has no city to enter`);
    villainEscapes(g, c, []);
  } else if (g.cityDestroyed === 0) {
    let empty = -1;
    for (let s = 0; s < n; s++) if (g.city[s]! < 0) { empty = s; break; }
    const last = empty < 0 ? n - 1 : empty;
    if (empty < 0) { escapee = g.city[n - 1]!; escHeld = g.att[n - 1]!; }
    for (let s = last; s > 0; s--) { g.city[s] = g.city[s - 1]!; g.att[s] = g.att[s - 1]!; }
    g.city[0] = c; g.att[0] = [];
  } else {
    // destroyed spaces are skipped: villains push each other along the spaces left
    const live: number[] = [];
    for (let s = 0; s < n; s++) if (cityLive(g, s)) live.push(s);
    let k = live.findIndex((s) => g.city[s]! < 0);
    if (k < 0) { k = live.length - 1; escapee = g.city[live[k]!]!; escHeld = g.att[live[k]!]!; }
    for (; k > 0; k--) { const to = live[k]!, from = live[k - 1]!; g.city[to] = g.city[from]!; g.att[to] = g.att[from]!; }
    g.city[first] = c; g.att[first] = [];
  }
  if (first >= 0) g.log && log(g, `  ${nameOf(g, c)} enters the ${cityName(first)}`);
  // Escape effects are handled before the newcomer's Ambush.
  if (escapee >= 0) villainEscapes(g, escapee, escHeld);
  if (first < 0) return;
  const cc = compiled(g);
  if (listened(g, cc, 'enterCity')) after(g, cc, event(g, 'enterCity', g.current, c, Z_VILLAIN_DECK, Z_CITY, first));
  const d = defOf(g, c);
  if (d.ambush) later(g, AMBUSH, g.current, c);
}
/**
 * A villain (taken from where it was by the caller) enters an empty city space directly ("it enters the
 * Bank"): no villain moves; the 'enterCity' hooks and its Ambush follow as for a villain entering the Sewers.
 */
export function enterCityAt(g: Game, c: number, slot: number): void {
  // the caller checks the space is there: villains can't move into destroyed city spaces (Universal Rulebook)
  if (!cityLive(g, slot) || g.city[slot]! >= 0) throw new Error(`enterCityAt: city space ${slot} is destroyed or taken`);
  g.city[slot] = c; g.att[slot] = [];
  g.log && log(g, `  ${nameOf(g, c)} enters the ${cityName(slot)}`);
  const cc = compiled(g);
  if (listened(g, cc, 'enterCity')) after(g, cc, event(g, 'enterCity', g.current, c, Z_NONE, Z_CITY, slot));
  if (defOf(g, c).ambush) later(g, AMBUSH, g.current, c);
}

// ---- Destroyed city spaces ----------------------------------------------------------------------------

/** Whether a city space still exists (not destroyed). */
export function cityLive(g: Game, s: number): boolean { return s >= 0 && s < g.city.length && ((g.cityDestroyed >> s) & 1) === 0; }
/** The first city space left (where villains enter), or -1 when the whole city is destroyed. */
export function firstLive(g: Game): number {
  for (let s = 0; s < g.city.length; s++) if (cityLive(g, s)) return s;
  return -1;
}
/** The last city space left (villains pushed out of it escape), or -1 when the whole city is destroyed. */
export function cityEnd(g: Game): number {
  for (let s = g.city.length - 1; s >= 0; s--) if (cityLive(g, s)) return s;
  return -1;
}
/** Whether every city space is destroyed. */
export function cityDestroyedAll(g: Game): boolean { return g.cityDestroyed === (1 << g.city.length) - 1; }
/**
 * Destroys a city space: the villain there escapes (every escape rule applies), and the space no longer
 * exists (Universal Rulebook, destroyed city spaces: villains skip it, the city's end moves, "on the Rooftops" effects
 * find nothing). `marker` (a card the caller has taken from where it was, or -1) stays on the space.
 */
export function destroyCitySpace(g: Game, s: number, marker = -1): void {
  if (!cityLive(g, s)) return;
  const c = g.city[s]!, held = g.att[s]!;
  g.city[s] = -1; g.att[s] = [];
  g.cityDestroyed |= 1 << s;
  if (marker >= 0) g.att[s]!.push(marker);
  g.log && log(g, `  The ${cityName(s)} is destroyed`);
  if (c >= 0) villainEscapes(g, c, held);
  checkEvil(g);
}

const AMBUSH = cont('ambush', (g, f) => ambushEffect(g, f.c));
/**
 * Villain c's Ambush effect. 'ambush' replace hooks may take it over ("if an Ambush effect would occur, ...
 * instead"); a hook whose player declines calls this again with `n`, the replace hooks already consulted.
 */
export function ambushEffect(g: Game, c: number, n = 0): void {
  const d = defOf(g, c);
  if (!d.ambush) return;
  const cc = compiled(g);
  if (cc.hooks.ambush && replaced(g, cc, event(g, 'ambush', g.current, c, Z_CITY, Z_CITY, g.city.indexOf(c), c, false, n))) return;
  g.src = c;
  d.ambush(g, g.current, c);
}

/** Moves a villain (and what it holds) to another city space, swapping with any villain there. */
export function moveVillain(g: Game, from: number, to: number): void {
  if (g.cityDestroyed !== 0 && (!cityLive(g, to) || !cityLive(g, from))) return; // villains can't move into destroyed spaces
  const c = g.city[to]!, held = g.att[to]!;
  g.city[to] = g.city[from]!; g.att[to] = g.att[from]!;
  g.city[from] = c; g.att[from] = c >= 0 ? held : [];
}

/**
 * A villain escapes with what it held: the current player KOs an HQ hero of cost <= 6, each player
 * discards a card if it carried Bystanders, then its Escape effect.
 */
export function villainEscapes(g: Game, c: number, held: number[]): void {
  if (g.faceDown.length) held = held.concat(takeFaceDown(g, c));
  g.escaped.push(c);
  let bys = 0;
  for (const x of held) { g.escaped.push(x); if (isBystander(g, x)) bys++; }
  g.stats.escapes++;
  g.log && log(g, `  ${nameOf(g, c)} escapes${bys ? ` with ${bys} Bystander(s)` : ''}`);
  later(g, ESCAPE_KO_HQ, g.current, c);
  if (bys > 0) {
    g.stats.bystandersCarried += bys;
    for (const p of playerOrder(g)) later(g, ESCAPE_DISCARD, p);
  }
  later(g, ESCAPE_EFFECT, g.current, c);
  const cc = compiled(g);
  if (listened(g, cc, 'escape')) after(g, cc, event(g, 'escape', g.current, c, Z_CITY, Z_ESCAPED, cityEnd(g)));
  checkEvil(g);
}
const ESCAPE_KO_HQ = cont('escape-ko-hq', (g, f) => chooseKoFromHq(g, f.p));
const ESCAPE_DISCARD = cont('escape-discard', (g, f) => chooseDiscard(g, f.p, false));
const ESCAPE_EFFECT = cont('escape-effect', (g, f) => {
  const d = defOf(g, f.c);
  g.src = f.c;
  if (d.escape) d.escape(g, g.current, f.c);
});

/** A Scheme Twist: count it, do the scheme's twist (the scheme decides where the card goes), then the
 *  'twist' hooks ("whenever a Scheme Twist completes": solo and challenge extras, in that order). */
export function doTwist(g: Game, c: number): void {
  g.stats.twists++;
  const n = g.stats.twists;
  g.log && log(g, `  Scheme Twist ${n}`);
  const prev = g.src;
  g.src = c;
  scheme(g).twist(g, n, c);
  announce(g, 'twist', g.current, c);
  g.src = prev;
  checkEvil(g);
}
/** Default resting place of a played twist: the KO pile. */
export function twistToKo(g: Game, c: number): void { g.ko.push(c); }

/** A Master Strike: the Mastermind's strike effect; the card goes to the KO pile. */
export function doStrike(g: Game, c: number): void {
  g.stats.strikes++;
  g.ko.push(c);
  g.log && log(g, `  Master Strike`);
  const hs = compiled(g).hooks.strike;
  if (hs && hs.before.length) {
    // "when a Master Strike is played, before it takes effect": what the hooks ask is answered first
    before(g, compiled(g), event(g, 'strike', g.current, c, Z_VILLAIN_DECK, Z_KO));
    later(g, STRIKE_EFFECT, g.current, c);
    return;
  }
  strikeEffect(g, c);
}
const STRIKE_EFFECT = cont('master-strike-effect', (g, f) => { if (g.result === null) strikeEffect(g, f.c); });
/**
 * The Mastermind's Master Strike effect, from a Master Strike card or from another rule (`c` is the card
 * that caused it). "Whenever a Master Strike completes" rules are 'strike' hooks.
 */
export function strikeEffect(g: Game, c: number): void {
  const prev = g.src;
  g.src = c;
  master(g).strike(g, g.current, c);
  announce(g, 'strike', g.current, c);
  g.src = prev;
}

// ---- Ending -----------------------------------------------------------------------------------------

export function endGame(g: Game, r: Result, cause: string): void {
  if (g.result !== null) return;
  g.result = r;
  g.cause = cause;
  g.phase = 'over';
  g.pending = null;
  g.pendingFrame = null;
  g.log && log(g, `Game over: ${r} (${cause})`);
}

/** Checks the "Evil Wins" conditions of the game (the scheme's, the Mastermind's, rules'). */
export function checkEvil(g: Game): void {
  if (g.result !== null) return;
  for (const f of compiled(g).evilWins) {
    const why = f(g);
    if (why) { endGame(g, 'loss', why); return; }
  }
}

/** Villain cards currently in the Escaped Villains pile. */
export function escapedVillains(g: Game): number {
  let n = 0;
  for (const c of g.escaped) if (isVillain(g, c)) n++;
  return n;
}

// ---- Victory points ---------------------------------------------------------------------------------

export function cardVp(g: Game, p: number, c: number): number {
  const d: CardDef = defOf(g, c);
  let v = d.vpAt ? d.vpAt(g, p, c) : d.vp;
  const ms = compiled(g).vp;
  for (let i = 0; i < ms.length; i++) v += ms[i]!(g, p, c);
  return v;
}
export function victoryPoints(g: Game, p: number): number {
  let v = 0;
  for (const c of g.players[p]!.victory) v += cardVp(g, p, c);
  // a villain a player gained as a hero still gives its VP
  if (g.asHero.length) for (const c of allOwned(g, p)) if (g.asHero.includes(c)) v += cardVp(g, p, c);
  return v;
}
/** The solo score: VP minus 4 per bystander carried off, 3 per twist, 1 per escaped villain. */
export function soloScore(g: Game): number {
  return victoryPoints(g, 0) - 4 * g.stats.bystandersCarried - 3 * g.stats.twists - g.stats.escapes;
}

/** Every card a player owns (deck, hand, discard, in play) — for "at the end of the game" counts. */
export function allOwned(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  return [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay];
}

// ---- Face-down cards ----------------------------------------------------------------------------------
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

export { CLASS_BITS, SHIELD, Z_ESCAPED, Z_MASTERMIND, Z_VILLAIN_DECK };
