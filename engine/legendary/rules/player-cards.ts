// The player's cards: drawing, discarding, KOing, gaining (Wounds, Officers), rescuing Bystanders, "reveal
// or gain a Wound", and putting cards back on the deck. Each act is one primitive that fires its hooks.

import { compiled, hooked } from '../compile.js';
import { ask, cont, later } from '../flow.js';
import { defOf } from '../registry.js';
import { shuffle } from '../../shared/rng.js';
import { type Game, type GameEvent, type HookOwner, Z_ATTACHED, Z_BYSTANDERS, Z_DECK, Z_DISCARD, Z_HAND, Z_KO, Z_NONE, Z_OFFICERS, Z_PLAY, Z_SIDEKICKS, Z_VICTORY, Z_WOUNDS } from '../types.js';
import { after, announce, before, event, listened, replaced } from './events.js';
import { DECK, DISCARD, HAND, IN_PLAY, hasCls, hasHero, isBystander, isHero, isTeam, log, nameOf, playerOrder, removeFrom } from './lookups.js';
import { checkEvil } from './scoring.js';

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
  const seen: number[] = []; // a few keys: a list beats a Set here
  const out: number[] = [];
  const pl = g.players[p];
  for (const c of cards) {
    const zone = !pl ? 0 : pl.hand.includes(c) ? 1 : pl.discard.includes(c) ? 2 : pl.inPlay.includes(c) ? 3 : 4;
    const key = g.defOf[c]! * 8 + zone;
    if (!seen.includes(key)) { seen.push(key); out.push(c); }
  }
  return out;
}

/** KO a card a player owns (from any of their zones). */
export function koCard(g: Game, p: number, c: number, src = -1): void {
  const from = takeFromPlayer(g, p, c);
  // a card chosen earlier that has left the player since (a Sidekick back in its stack, a card another effect has
  // KO'd meanwhile: two questions asked before either was answered) is not theirs to KO
  if (from === Z_NONE && (inOtherZone(g, c) || g.ko.includes(c))) return;
  g.ko.push(c);
  g.log && log(g, `  P${p + 1} KOs ${nameOf(g, c)}`);
  const cc = compiled(g);
  if (listened(g, cc, 'ko')) after(g, cc, event(g, 'ko', p, c, from, Z_KO, -1, src, src >= 0));
}

/** Whether card c lies in a stack it may have gone back to after it was chosen (the Sidekick stack). */
function inOtherZone(g: Game, c: number): boolean { return g.sidekicks.length > 0 && g.sidekicks.includes(c); }

/** Shuffles the discard pile into the deck when the deck is empty; returns false if nothing to draw. */
export function ensureDeck(g: Game, p: number): boolean {
  const pl = g.players[p]!;
  if (pl.deck.length > 0) return true;
  if (pl.discard.length === 0) return false;
  pl.deck = shuffle(g.rng, pl.discard);
  pl.discard = [];
  deckShuffled(g, p, pl.deck.length);
  return true;
}

/**
 * Player p's deck has just been shuffled: its bottom `k` cards are the cards shuffled (the whole deck, or the discard
 * pile put under what was left of it). Announces a 'shuffleDeck' event (`e.slot`: k) to the game's `after` hooks,
 * which may reorder those k cards ("any time you shuffle your deck with this card in it, put it on top"). Nothing
 * happens in a game without such a hook. A card effect that shuffles a player's deck itself calls it too.
 */
export function deckShuffled(g: Game, p: number, k: number): void {
  const cc = compiled(g);
  if (cc.hooks.shuffleDeck !== undefined && k > 0) after(g, cc, event(g, 'shuffleDeck', p, -1, Z_DISCARD, Z_DECK, k));
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
    deckShuffled(g, p, under.length);
  }
  const out: number[] = [];
  for (let i = pl.deck.length - 1; i >= 0 && out.length < n; i--) out.push(pl.deck[i]!);
  return out;
}

/**
 * The costs player p may name for the top card of their deck ("name a cost, then reveal the top card"): those of
 * the cards that can be there (the deck, or the discard pile when the deck is empty), lowest first.
 */
export function costOptions(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  const from = pl.deck.length > 0 ? pl.deck : pl.discard;
  const costs: number[] = [];
  for (const c of from) { const k = defOf(g, c).cost; if (!costs.includes(k)) costs.push(k); }
  return costs.sort((a, b) => a - b);
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

/** Decks of the game whose top cards a player may put back in any order (putDeckTopInOrder). */
export const ORDER_VILLAIN_DECK = 1, ORDER_HERO_DECK = 2;
const orderedDeck = (g: Game, which: number) => (which === ORDER_VILLAIN_DECK ? g.villainDeck : g.heroDeck);

/**
 * "Put the rest back in any order" on the Villain Deck or the Hero Deck (`which`: ORDER_VILLAIN_DECK, ORDER_HERO_DECK):
 * player p chooses the card for each position from the top, as putBackInOrder does for their own deck.
 */
export function putDeckTopInOrder(g: Game, p: number, which: number, n: number, source = -1): void { askDeckTop(g, p, source, 0, n * 4 + which); }

function askDeckTop(g: Game, p: number, source: number, placed: number, code: number): void {
  const deck = orderedDeck(g, code & 3), n = code >> 2;
  const opts = distinct(g, p, deck.slice(Math.max(0, deck.length - n), deck.length - placed));
  if (opts.length > 1) ask(g, p, 'card', DECK_TOP_NEXT, opts, { source, n: placed, m: code });
}

const DECK_TOP_NEXT = cont('deck-top-order', (g, f, v) => {
  const deck = orderedDeck(g, f.m & 3), n = f.m >> 2;
  const at = deck.length - 1 - f.n; // the next position from the top
  const i = deck.lastIndexOf(v);
  if (v >= 0 && i >= deck.length - n && i <= at) { deck.splice(i, 1); deck.splice(at, 0, v); }
  askDeckTop(g, f.p, f.c, f.n + 1, f.m);
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

/** Where a gained card comes from: takes it out of that zone (the caller names it). */
function takeGained(g: Game, from: number, c: number): void {
  switch (from) {
    case Z_WOUNDS: removeFrom(g.wounds, c); break;
    case Z_OFFICERS: removeFrom(g.officers, c); break;
    case Z_SIDEKICKS: removeFrom(g.sidekicks, c); break;
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
  gainCardAt(g, p, c, from, toHand ? Z_HAND : Z_DISCARD, src, n);
}

/**
 * As gainCard, to zone `dest`: Z_DISCARD, Z_HAND or Z_DECK (on top: "gain it to the top of your deck"; a card an
 * effect puts on top of a deck announces a 'putOnDeck' event, as Wall-Crawl's does).
 */
export function gainCardTo(g: Game, p: number, c: number, from: number, dest: number, src = -1, n = 0): void {
  gainCardAt(g, p, c, from, dest, src, n);
  if (dest === Z_DECK) { const d = g.players[p]!.deck; if (d[d.length - 1] === c) announce(g, 'putOnDeck', p, c); }
}

function gainCardAt(g: Game, p: number, c: number, from: number, dest: number, src = -1, n = 0): void {
  const cc = compiled(g);
  // a gain a rule forbids now (a villain fortifying the stack) does nothing: the card stays where it is
  if (cc.gainBlocked.length && gainBlocked(g, p, from, c)) { g.log && log(g, `  P${p + 1} can't gain ${nameOf(g, c)} now`); return; }
  const hooked = cc.hooks.gain !== undefined;
  let e: GameEvent | null = null;
  let to = dest;
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

/**
 * Whether player p can't gain card c from zone `from` now (`mods.gainBlocked`: a stack or an HQ space fortified).
 * An option that offers such a gain checks it (for an HQ space, while the hero is still there).
 */
export function gainBlocked(g: Game, p: number, from: number, c: number): boolean {
  const bs = compiled(g).gainBlocked;
  for (let i = 0; i < bs.length; i++) if (bs[i]!(g, p, from, c)) return true;
  return false;
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

/**
 * KOs up to n Bystanders from the top of the Bystander stack (no player owns them: no 'ko' event); returns them. Evil
 * Wins is checked, since a scheme may count the KO pile's Bystanders.
 */
export function koFromBystanderStack(g: Game, n = 1): number[] {
  const out: number[] = [];
  for (let k = 0; k < n && g.bystanders.length > 0; k++) { const b = g.bystanders.pop()!; g.ko.push(b); out.push(b); }
  if (out.length === 0) return out;
  g.log && log(g, `  ${out.length} Bystander(s) KO'd from the Bystander stack`);
  checkEvil(g);
  return out;
}

/**
 * "Gain this as a Hero" (a Fight effect): card c (a villain or Tactic with a hero side), just defeated by player p,
 * leaves p's victory pile and p gains it as a hero (Game.asHero: it counts as its hero side from then on). Nothing
 * happens when the card is not in p's victory pile (a rule took it elsewhere) or the gain is forbidden now.
 */
export function gainAsHero(g: Game, p: number, c: number): void {
  const vp = g.players[p]!.victory;
  if (!vp.includes(c) || gainBlocked(g, p, Z_VICTORY, c)) return;
  removeFrom(vp, c);
  if (!g.asHero.includes(c)) g.asHero.push(c);
  g.log && log(g, `  P${p + 1} gains ${nameOf(g, c)} as a hero`);
  gainCard(g, p, c, Z_VICTORY, false, c);
}

/** Gain a S.H.I.E.L.D. Officer from the stack. */
export function gainOfficer(g: Game, p: number, toHand = false): void {
  const o = g.officers[g.officers.length - 1];
  if (o !== undefined) gainCard(g, p, o, Z_OFFICERS, toHand);
}

/** For a special Bystander's 'rescue' hook: the event is about its own card, still in the rescuer's victory pile. */
export function rescuedSelf(g: Game, e: GameEvent, self: HookOwner): boolean {
  return g.cards[g.defOf[e.c]!] === self && (g.players[e.p]?.victory.includes(e.c) ?? false);
}

/**
 * Player p rescues card b (a Bystander), which the caller has taken from zone `from`: to the victory pile. A 'rescue'
 * replace hook may take it over first ("a Bystander rescued from the stack is KO'd instead"): it then puts the card
 * where it goes, and nothing else sees a rescue.
 */
export function rescueCard(g: Game, p: number, b: number, from: number): void {
  const cc = compiled(g);
  if (cc.hooks.rescue && cc.hooks.rescue.replace.length && replaced(g, cc, event(g, 'rescue', p, b, from, Z_VICTORY))) return;
  g.players[p]!.victory.push(b);
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
export function rescueAttached(g: Game, p: number, cards: number[], saved: number[] | null = null): number[] {
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
export function rescueEffectsLater(g: Game, p: number, saved: number[]): void {
  if (saved.length > 0 && listened(g, compiled(g), 'rescue')) later(g, RESCUE_EFFECTS, p, -1, 0, saved);
}

const RESCUE_EFFECTS = cont('rescue-effects', (g, f) => {
  const cc = compiled(g);
  for (const b of f.l!) after(g, cc, event(g, 'rescue', f.p, b, Z_ATTACHED, Z_VICTORY));
});

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
