// Secret Wars Volume 1's Ambition cards, as the Villains the scheme Sinister Ambitions (Secret Wars Volume 2) shuffles
// into the Villain Deck (engine/legendary/keywords/ambitions.ts: their Attack, VP, the readings of "you", "each other
// player", "until the start of your next turn", "put this card under", "discard this card", "becomes a Scheme Twist /
// Master Strike"). Each card's Escape effect is its Ambition; its choices are questions to the current player.
//
// Left out of what a setup draws (not registered):
// - Pure Evil, the Starting Ambition: it starts in the Mastermind player's Ambition Row, never in the Ambition Deck.
//
// Dark Apprentice: a random new Mastermind joins the game with one Tactic (rules/mastermind.ts, full Masterminds besides
// the setup's). Sinister Ambitions, when it draws this card, draws that Mastermind and its Tactic at setup (they wait
// face down in the scheme's deck: `apprenticeWaits`); the escape makes it join. Escaping again, it has none left to bring.
//
// Per card, where the card leaves something open:
// - Crackdown / Wipe Out: a 'mode' question names the class (an index into CLASS_BITS), intent 'mode-first': the
//   options come ordered by what the players can see, the kindest first (Crackdown: the class with the fewest cards in
//   the discard piles and in play, what players show of their decks; Wipe Out: the class whose HQ heroes cost least in
//   all). Wipe Out's heroes go under the Hero Deck in HQ order (their order there is never seen again); the spaces are
//   refilled after.
// - Abduction, Entrap: an HQ space with a hero ('slot', intent 'hq-lose'). Abduction's space is refilled after the hero
//   is under the Hero Deck.
// - Secret Plans: a villain in the Sewers or the Bank ('slot', intent 'capture'); the card is attached to it. When that
//   villain escapes (the card goes to the escape pile with it), the card becomes a Scheme Twist once the escape is done;
//   a villain defeated takes the card to the KO pile with what it held (the discard).
// - Crush the Weak: the players with the fewest villains in their victory piles; a tie is broken by the current player
//   ('player', intent 'burden-player').
// - Identity Theft: a player with exactly six cards in hand reveals a Tech hero or puts two cards of their hand on top of
//   their deck (one 'card' question each, intent 'lose').
// - Wave of Punishment / Pressure Point: the Wound is gained (the 'gain' hooks see it), then lies at the bottom / on top
//   of the deck; at the bottom: gained to the discard pile and moved from there (a gain under a deck has no route of its
//   own, and announcing it as put on top would wake "whenever you put a card on top of your deck" cards).
// - Force Field: the card goes under the Mastermind; the setup's Mastermind gets +3 Attack until the start of the
//   current player's next turn; then the card is discarded.
// - Breakout: a villain of the escape pile ('card', intent 'lose-vp') enters the Sewers (pushing the others; an escape
//   may follow).
// - Last-Minute Escape: a Tactic taken at random (the game's generator) from all victory piles, of the Masterminds in
//   the game (the setup's, and any full one a scheme added), goes back among its Mastermind's face-down Tactics.
// - Empower: a villain in the city ('slot', intent 'capture') gets +3 Attack until the start of the current player's
//   next turn, wherever it goes; the card is attached to it.
// - Deceive: a player who does not reveal a Covert hero discards their hand and draws five cards.
// - Inflict Pain: a Wound of the discard pile goes on top of the deck (a 'card' question only between different Wounds).
// - Bank Robbery: the hero in the HQ space under the Bank is KO'd; the Recruit for "you" goes to nobody.
// - Cleave: a 'number' question (intent 'number-max') over 1 to one more than the highest hero cost of the game (and
//   the half costs there are); each player discards the cards of their hand that cost it.
// - Entrap: the HQ hero chosen can't be gained from the HQ (recruited, or gained by an effect) until the start of the
//   current player's next turn; the card lies on its HQ space.
// - Insane Twist / Ruthless Strike: the card becomes a Scheme Twist / Master Strike (keywords/ambitions.ts).
// - Kidnap: a villain in the city ('slot', intent 'capture') captures a Bystander from the stack.
// - Thirst for Power / Vengeance: the top two cards of the Villain Deck are revealed; the first Scheme Twist / Master
//   Strike among them is played (as a Villain Deck card); the other revealed cards wait, face up, set aside (Game.t.aside)
//   while it resolves (so what it plays comes from under them), then the current player puts them back: one at a time
//   on the bottom ('card', intent 'investigate-bottom', -1 to stop), the rest on top, the order asked when two differ
//   ('card', intent 'lose': the card chosen goes under the other).
// - Painful Choice: each player names an icon ('mode', intent 'icon' with n 0) and discards the cards of their hand
//   with it.
// - Crime Surge: the villains on the Rooftops and on the Streets each capture a Bystander.
// - Collateral Damage: each player KOs a Bystander of their victory pile or gains a Wound (noir/common.ts).
// - Infiltrate S.H.I.E.L.D.: for each player in turn, the current player picks a 0-cost hero of the KO pile ('card',
//   intent 'gain'), and that player gains it, while there are any.
import { SET } from './set.js';
import { ask, cont, later } from '../../flow.js';
import {
  ambition, becomesStrike, becomesTwist, classModesBy, discardAll, discardAmbition, heroSlots, hqClassCost, takeFromEscapePile,
  untilYourNextTurn, villainAt, villainSlots,
} from '../../keywords/ambitions.js';
import {
  BANK, CLASS_BITS, GAIN_WOUND, extraMastermindPool, joinWaitingMastermind, PLAY_VILLAIN_CARD, REVEAL_STRENGTH, ROOFTOPS, SEWERS, STREETS, announce, captureFromStack,
  def, discardCard, distinct, draw, eachRevealOrWound, enterCity, gainBlocked, gainCard, gainCardTo, hasCls,
  heroCost, isHero, isVillain, koFromHq, log, master, nameOf, playAsVillainCard, playerOrder, refillHq, removeFrom, takeFaceDown,
  takeFromPlayer, takeFromVillainDeck,
} from '../../rules.js';
import { randInt, shuffle } from '../../../shared/rng.js';
import { MASTERMINDS } from '../../registry.js';
import type { Game } from '../../types.js';
import { TECH, RANGED, Z_HAND, Z_HQ, Z_KO, Z_NONE, Z_DECK, Z_WOUNDS } from '../../types.js';
import { hqHolder, mastermindHolder } from '../../zones.js';
import { REVEAL_COVERT, REVEAL_INSTINCT, otherwise, revealOrElse, revealable } from '../dark-city/masterminds/common.js';
import { koBystanderOrWoundFor } from '../noir/common.js';
import { hasIcon } from './common.js';

// ---- Crackdown ------------------------------------------------------------------------------------------------------

/** Cards of a class that the players show: their discard piles and the cards in play. */
function shownOfClass(g: Game, cls: number): number {
  let n = 0;
  for (const pl of g.players) for (const a of [pl.discard, pl.inPlay]) for (const c of a) if (hasCls(g, c, cls)) n++;
  return n;
}
const crackdownEach = cont('ambition:crackdown:each', (g, f) => discardAll(g, f.p, (c) => hasCls(g, c, CLASS_BITS[f.n]!), f.c));
const crackdownClass = cont('ambition:crackdown:class', (g, f, v) => {
  for (const q of playerOrder(g)) later(g, crackdownEach, q, f.c, Math.max(0, v));
}, { about: 'mode-first' });

// ---- Abduction, Wipe Out --------------------------------------------------------------------------------------------

/** The heroes of HQ spaces go under the Hero Deck (in the order given), then the spaces are refilled. */
function hqToBottom(g: Game, slots: number[]): void {
  for (const s of slots) {
    const h = g.hq[s]!;
    if (h < 0) continue;
    g.hq[s] = -1;
    for (const b of takeFaceDown(g, h)) g.ko.push(b);
    g.heroDeck.unshift(h);
    g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
  }
  for (const s of slots) refillHq(g, s);
}
const abductionSlot = cont('ambition:abduction:hq', (g, _f, v) => { if (v >= 0 && g.hq[v]! >= 0) hqToBottom(g, [v]); }, { about: 'hq-lose' });
const wipeOutClass = cont('ambition:wipe-out:class', (g, _f, v) => {
  const cls = CLASS_BITS[Math.max(0, v)]!;
  hqToBottom(g, heroSlots(g).filter((s) => hasCls(g, g.hq[s]!, cls)));
}, { about: 'mode-first' });

// ---- Secret Plans ---------------------------------------------------------------------------------------------------

/** g.vars: the Secret Plans card (+1) a villain holds. */
const PLANS_ON = 'ambition:secret-plans:on:';
const plansSlot = cont('ambition:secret-plans:villain', (g, f, v) => {
  if (v < 0 || g.city[v]! < 0 || !takeFromEscapePile(g, f.c)) return;
  g.att[v]!.push(f.c);
  g.vars[PLANS_ON + g.city[v]!] = f.c + 1;
  g.log && log(g, `  ${nameOf(g, f.c)} goes under ${nameOf(g, g.city[v]!)}`);
}, { about: 'capture' });
const plansTwist = cont('ambition:secret-plans:twist', (g, f) => becomesTwist(g, f.c, g.escaped));

// ---- Crush the Weak -------------------------------------------------------------------------------------------------

function villainsIn(g: Game, p: number): number {
  let n = 0;
  for (const c of g.players[p]!.victory) { const k = def(g, c).kind; if (k === 'villain' || k === 'henchman' || isVillain(g, c)) n++; }
  return n;
}
const crushPick = cont('ambition:crush-the-weak:player', (g, _f, v) => { if (v >= 0) later(g, GAIN_WOUND, v); }, { about: 'burden-player' });

// ---- Identity Theft -------------------------------------------------------------------------------------------------

const REVEAL_TECH_HERO = revealable((g, c) => hasCls(g, c, TECH));
const REVEAL_RANGED_HERO = revealable((g, c) => hasCls(g, c, RANGED));
const theftEach = cont('ambition:identity-theft:each', (g, f) => {
  if (g.players[f.p]!.hand.length === 6) revealOrElse(g, f.p, REVEAL_TECH_HERO, theftTwo, f.c);
});
const theftOne = cont('ambition:identity-theft:one', (g, f) => ask(g, f.p, 'card', theftOnTop, distinct(g, f.p, g.players[f.p]!.hand), { source: f.c }));
const theftTwo = otherwise(cont('ambition:identity-theft:two', (g, f) => { later(g, theftOne, f.p, f.c); later(g, theftOne, f.p, f.c); }));
const theftOnTop = cont('ambition:identity-theft:on-top', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  g.players[f.p]!.deck.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} on top of their deck`);
  announce(g, 'putOnDeck', f.p, v);
}, { about: 'lose' });

// ---- Wave of Punishment, Pressure Point ------------------------------------------------------------------------------

/** Player p gains a Wound that ends at the bottom of their deck (see the header). */
export function gainWoundToBottom(g: Game, p: number, src: number): void {
  const w = g.wounds[g.wounds.length - 1];
  if (w === undefined) return;
  gainCard(g, p, w, Z_WOUNDS, false, src);
  const pl = g.players[p]!;
  if (pl.discard[pl.discard.length - 1] !== w) return; // a rule put it elsewhere (or forbade it)
  pl.discard.pop();
  pl.deck.unshift(w);
  g.log && log(g, `  P${p + 1} puts the Wound at the bottom of their deck`);
}
const woundBottom = otherwise(cont('ambition:wave-of-punishment:wound', (g, f) => gainWoundToBottom(g, f.p, f.c)));
const waveEach = cont('ambition:wave-of-punishment:each', (g, f) => revealOrElse(g, f.p, REVEAL_RANGED_HERO, woundBottom, f.c));
const woundTop = otherwise(cont('ambition:pressure-point:wound', (g, f) => {
  const w = g.wounds[g.wounds.length - 1];
  if (w !== undefined) gainCardTo(g, f.p, w, Z_WOUNDS, Z_DECK, f.c);
}));
const pressureEach = cont('ambition:pressure-point:each', (g, f) => revealOrElse(g, f.p, REVEAL_INSTINCT, woundTop, f.c));

// ---- Force Field ----------------------------------------------------------------------------------------------------

const FORCE_FIELD_ATTACK = 3;
/** g.vars: Force Fields lasting now (each +3 to the Mastermind), and the card's own mark while it lasts. */
const FORCE_FIELDS = 'ambition:force-field:count', FORCE_FIELD_ON = 'ambition:force-field:on:';
function forceField(g: Game, c: number): void {
  untilYourNextTurn(g, c);
  if (takeFromEscapePile(g, c)) g.att[mastermindHolder(g)]!.push(c);
  g.vars[FORCE_FIELDS] = (g.vars[FORCE_FIELDS] ?? 0) + 1;
  g.vars[FORCE_FIELD_ON + c] = 1;
  g.log && log(g, `  ${nameOf(g, c)}: the Mastermind gets +${FORCE_FIELD_ATTACK} Attack`);
}
function forceFieldEnds(g: Game, c: number): void {
  if (!g.vars[FORCE_FIELD_ON + c]) return;
  delete g.vars[FORCE_FIELD_ON + c];
  g.vars[FORCE_FIELDS] = (g.vars[FORCE_FIELDS] ?? 1) - 1;
}

// ---- Breakout -------------------------------------------------------------------------------------------------------

const breakoutPick = cont('ambition:breakout:villain', (g, _f, v) => {
  if (v < 0 || !takeFromEscapePile(g, v)) return;
  g.log && log(g, `  ${nameOf(g, v)} breaks out of the escape pile`);
  enterCity(g, v);
}, { about: 'lose-vp' });
function escapedVillainChoices(g: Game): number[] {
  const out: number[] = [], seen: number[] = [];
  for (const c of g.escaped) if (isVillain(g, c) && !seen.includes(g.defOf[c]!)) { seen.push(g.defOf[c]!); out.push(c); }
  return out;
}

// ---- Last-Minute Escape ---------------------------------------------------------------------------------------------

function lastMinuteEscape(g: Game): void {
  // the Tactics, in every victory pile, of the Masterminds in the game: the setup's and the full ones a scheme added
  const owners = [master(g).label, ...g.others.filter((m) => def(g, m).kind === 'mastermind').map((m) => def(g, m).groupLabel)];
  const found: { p: number; c: number }[] = [];
  for (let p = 0; p < g.players.length; p++) {
    for (const c of g.players[p]!.victory) { const d = def(g, c); if (d.kind === 'tactic' && owners.includes(d.groupLabel)) found.push({ p, c }); }
  }
  if (found.length === 0) return;
  const x = found[randInt(g.rng, found.length)]!;
  if (takeFromPlayer(g, x.p, x.c) === Z_NONE) return;
  const label = def(g, x.c).groupLabel;
  const i = g.others.findIndex((m) => def(g, m).kind === 'mastermind' && def(g, m).groupLabel === label);
  (i >= 0 && label !== master(g).label ? g.othersTactics[i]! : g.tactics).push(x.c);
  g.stats.tacticsDefeated--;
  g.log && log(g, `  ${nameOf(g, x.c)} goes back among its Mastermind's Tactics`);
}

// ---- Empower --------------------------------------------------------------------------------------------------------

const EMPOWER_ATTACK = 3;
/** g.vars: Empowers lasting now; the villain (+1) a card empowers; how many Empowers a villain has. */
const EMPOWERS = 'ambition:empower:count', EMPOWER_TARGET = 'ambition:empower:target:', EMPOWERED = 'ambition:empowered:';
const empowerSlot = cont('ambition:empower:villain', (g, f, v) => {
  if (v < 0 || g.city[v]! < 0) { discardAmbition(g, f.c); return; }
  const villain = g.city[v]!;
  untilYourNextTurn(g, f.c);
  if (takeFromEscapePile(g, f.c)) g.att[v]!.push(f.c);
  g.vars[EMPOWER_TARGET + f.c] = villain + 1;
  g.vars[EMPOWERED + villain] = (g.vars[EMPOWERED + villain] ?? 0) + 1;
  g.vars[EMPOWERS] = (g.vars[EMPOWERS] ?? 0) + 1;
  g.log && log(g, `  ${nameOf(g, villain)} gets +${EMPOWER_ATTACK} Attack`);
}, { about: 'capture' });
function empowerEnds(g: Game, c: number): void {
  const villain = (g.vars[EMPOWER_TARGET + c] ?? 0) - 1;
  if (villain < 0) return;
  delete g.vars[EMPOWER_TARGET + c];
  const n = (g.vars[EMPOWERED + villain] ?? 1) - 1;
  if (n > 0) g.vars[EMPOWERED + villain] = n; else delete g.vars[EMPOWERED + villain];
  g.vars[EMPOWERS] = (g.vars[EMPOWERS] ?? 1) - 1;
}

// ---- Deceive --------------------------------------------------------------------------------------------------------

const deceiveNewHand = otherwise(cont('ambition:deceive:new-hand', (g, f) => {
  const hand = g.players[f.p]!.hand.slice();
  g.log && log(g, `  P${f.p + 1} discards their hand`);
  for (const c of hand) discardCard(g, f.p, c, Z_HAND, true, f.c);
  draw(g, f.p, 5);
}));
const deceiveEach = cont('ambition:deceive:each', (g, f) => revealOrElse(g, f.p, REVEAL_COVERT, deceiveNewHand, f.c));

// ---- Inflict Pain ---------------------------------------------------------------------------------------------------

const painEach = cont('ambition:inflict-pain:each', (g, f) => {
  const wounds = g.players[f.p]!.discard.filter((c) => def(g, c).kind === 'wound');
  ask(g, f.p, 'card', painOnTop, distinct(g, f.p, wounds), { source: f.c });
});
const painOnTop = cont('ambition:inflict-pain:on-top', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  g.players[f.p]!.deck.push(v);
  g.log && log(g, `  P${f.p + 1} puts a Wound from their discard pile on top of their deck`);
  announce(g, 'putOnDeck', f.p, v);
}, { about: 'lose' });

// ---- Cleave ---------------------------------------------------------------------------------------------------------

/** The numbers Cleave offers: 1 to one more than the highest hero cost of the game, and the half costs among them. */
export function cleaveNumbers(g: Game): number[] {
  let max = 0;
  const halves = new Set<number>();
  const seen = new Set<number>();
  for (const id of g.defOf) {
    if (seen.has(id)) continue;
    seen.add(id);
    const d = g.cards[id]!;
    if (d.kind !== 'hero') continue;
    if (d.cost > max) max = d.cost;
    if (d.cost > 0 && !Number.isInteger(d.cost)) halves.add(d.cost);
  }
  const out: number[] = [];
  for (let k = 1; k <= Math.floor(max) + 1; k++) out.push(k);
  return [...out, ...halves].sort((a, b) => a - b);
}
const cleaveEach = cont('ambition:cleave:each', (g, f) => discardAll(g, f.p, (c) => heroCost(g, c) === f.n, f.c));
const cleaveNumber = cont('ambition:cleave:number', (g, f, v) => {
  if (v <= 0) return;
  for (const q of playerOrder(g)) later(g, cleaveEach, q, f.c, v);
}, { about: 'number-max' });

// ---- Entrap ---------------------------------------------------------------------------------------------------------

/** g.vars: Entraps lasting now; the hero (+1) a card entraps; how many Entraps hold a hero. */
const ENTRAPS = 'ambition:entrap:count', ENTRAP_TARGET = 'ambition:entrap:target:', ENTRAPPED = 'ambition:entrapped:';
const entrapSlot = cont('ambition:entrap:hq', (g, f, v) => {
  const hero = v < 0 ? -1 : g.hq[v]!;
  if (hero < 0) { discardAmbition(g, f.c); return; }
  untilYourNextTurn(g, f.c);
  if (takeFromEscapePile(g, f.c)) g.att[hqHolder(g, v)]!.push(f.c);
  g.vars[ENTRAP_TARGET + f.c] = hero + 1;
  g.vars[ENTRAPPED + hero] = (g.vars[ENTRAPPED + hero] ?? 0) + 1;
  g.vars[ENTRAPS] = (g.vars[ENTRAPS] ?? 0) + 1;
  g.log && log(g, `  ${nameOf(g, hero)} can't be recruited for now`);
}, { about: 'hq-lose' });
function entrapEnds(g: Game, c: number): void {
  const hero = (g.vars[ENTRAP_TARGET + c] ?? 0) - 1;
  if (hero < 0) return;
  delete g.vars[ENTRAP_TARGET + c];
  const n = (g.vars[ENTRAPPED + hero] ?? 1) - 1;
  if (n > 0) g.vars[ENTRAPPED + hero] = n; else delete g.vars[ENTRAPPED + hero];
  g.vars[ENTRAPS] = (g.vars[ENTRAPS] ?? 1) - 1;
}

// ---- Kidnap, Crime Surge --------------------------------------------------------------------------------------------

const kidnapSlot = cont('ambition:kidnap:villain', (g, _f, v) => { if (v >= 0 && g.city[v]! >= 0) captureFromStack(g, v); }, { about: 'capture' });

// ---- Thirst for Power, Thirst for Vengeance -------------------------------------------------------------------------

/**
 * The top two cards of the Villain Deck are revealed; the first of kind `kind` among them is played; the others wait,
 * set aside, while it resolves, then go back (see the header).
 */
export function revealTwoAndPlay(g: Game, c: number, kind: 'twist' | 'strike'): void {
  const deck = g.villainDeck;
  if (deck.length === 0) return;
  const top = deck.slice(-2).reverse(); // the top card first
  g.log && log(g, `  revealed from the Villain Deck: ${top.map((x) => nameOf(g, x)).join(', ')}`);
  const hit = top.find((x) => def(g, x).kind === kind);
  // the played card leaves the deck first: with others revealed under it, the deck has not run out
  if (hit !== undefined) takeFromVillainDeck(g, hit);
  const rest = top.filter((x) => x !== hit);
  for (const x of rest) { removeFrom(g.villainDeck, x); g.t.aside.push(x); }
  if (hit !== undefined) playAsVillainCard(g, hit, false);
  if (rest.length) later(g, thirstPutBack, g.current, c, 0, rest);
}
/** The revealed cards still waiting. */
const waiting = (g: Game, l: readonly number[] | null) => (l ?? []).filter((x) => x >= 0 && g.t.aside.includes(x));
function askBottom(g: Game, p: number, src: number, left: number[]): void {
  if (left.length) ask(g, p, 'card', thirstBottom, [...left, -1], { source: src });
}
const thirstPutBack = cont('ambition:thirst:put-back', (g, f) => askBottom(g, f.p, f.c, waiting(g, f.l)));
const thirstBottom = cont('ambition:thirst:bottom', (g, f, v) => {
  const left = waiting(g, f.l);
  if (v >= 0 && left.includes(v)) {
    removeFrom(g.t.aside, v);
    g.villainDeck.unshift(v);
    g.log && log(g, `  ${nameOf(g, v)} goes to the bottom of the Villain Deck`);
    askBottom(g, f.p, f.c, left.filter((x) => x !== v));
    return;
  }
  if (left.length === 2 && g.defOf[left[0]!] !== g.defOf[left[1]!]) { ask(g, f.p, 'card', thirstLower, left, { source: f.c }); return; }
  onTop(g, left.slice().reverse());
}, { about: 'investigate-bottom' });
// the card chosen goes on top of the deck first, so under the other
const thirstLower = cont('ambition:thirst:lower', (g, f, v) => {
  const left = waiting(g, f.l);
  const low = left.includes(v) ? v : left[0];
  if (low === undefined) return;
  onTop(g, [low, ...left.filter((x) => x !== low)]);
}, { about: 'lose' });
/** Puts set-aside cards back on top of the Villain Deck, the last one on top. */
function onTop(g: Game, cards: number[]): void {
  for (const x of cards) if (removeFrom(g.t.aside, x)) g.villainDeck.push(x);
  if (cards.length) g.log && log(g, `  ${cards.length} card(s) go back on top of the Villain Deck`);
}

// ---- Painful Choice -------------------------------------------------------------------------------------------------

const painfulEach = cont('ambition:painful-choice:each', (g, f) => ask(g, f.p, 'mode', painfulIcon, [0, 1], { source: f.c }));
const painfulIcon = cont('ambition:painful-choice:icon', (g, f, v) => {
  const icon = Math.max(0, v);
  discardAll(g, f.p, (c) => hasIcon(g, c, icon), f.c);
}, { about: 'icon', n: 0 });

// ---- Collateral Damage, Infiltrate S.H.I.E.L.D. ---------------------------------------------------------------------

const collateralEach = cont('ambition:collateral-damage:each', (g, f) => koBystanderOrWoundFor(g, f.p, f.c));

/** 0-cost heroes of the KO pile that player q may gain now (one per card). */
function zeroCostKo(g: Game, q: number): number[] {
  const out: number[] = [], seen: number[] = [];
  for (const c of g.ko) {
    if (!isHero(g, c) || heroCost(g, c) !== 0 || seen.includes(g.defOf[c]!) || gainBlocked(g, q, Z_KO, c)) continue;
    seen.push(g.defOf[c]!); out.push(c);
  }
  return out;
}
const infiltrateAsk = cont('ambition:infiltrate-shield:ask', (g, f) => ask(g, f.p, 'card', infiltrateGain, zeroCostKo(g, f.n), { source: f.c, n: f.n }));
const infiltrateGain = cont('ambition:infiltrate-shield:gain', (g, f, v) => {
  if (v < 0 || gainBlocked(g, f.n, Z_KO, v) || !removeFrom(g.ko, v)) return;
  g.log && log(g, `  P${f.n + 1} gains ${nameOf(g, v)} from the KO pile`);
  gainCard(g, f.n, v, Z_KO, false, f.c);
}, { about: 'gain' });

// ---- The cards ------------------------------------------------------------------------------------------------------

ambition({
  name: 'Crackdown', attack: 7,
  text: 'Escape: the current player names a class; every player discards every card of that class from their hand.',
  hint: { escape: 1.2 },
  escape: (g, p, c) => ask(g, p, 'mode', crackdownClass, classModesBy((cls) => shownOfClass(g, cls)), { source: c }),
}, SET);

ambition({
  name: 'Tide of Destruction', attack: 8,
  text: 'Escape: the Villain Deck plays two more cards.',
  hint: { escapeFlat: 3 },
  escape: (g) => { later(g, PLAY_VILLAIN_CARD, g.current); later(g, PLAY_VILLAIN_CARD, g.current); },
}, SET);

ambition({
  name: 'Abduction', attack: 2,
  text: 'Escape: the current player sends a hero of the HQ to the bottom of the Hero Deck.',
  hint: { escapeFlat: 0.5 },
  escape: (g, p, c) => ask(g, p, 'slot', abductionSlot, heroSlots(g), { source: c }),
}, SET);

ambition({
  name: 'Secret Plans', attack: 4,
  text: 'Escape: it goes under a villain in the Sewers or the Bank; when that villain escapes it turns into a Scheme Twist at once (it is lost if the villain leaves otherwise).',
  hint: { escapeFlat: 1.5 },
  escape: (g, p, c) => ask(g, p, 'slot', plansSlot, [SEWERS, BANK].filter((s) => villainAt(g, s)), { source: c }),
  on: {
    escape: {
      after: (g, e) => {
        const k = PLANS_ON + e.c, plan = (g.vars[k] ?? 0) - 1;
        if (plan < 0) return;
        delete g.vars[k];
        if (g.escaped.includes(plan)) later(g, plansTwist, g.current, plan);
      },
    },
    defeat: { after: (g, e) => { delete g.vars[PLANS_ON + e.c]; } },
  },
}, SET);

ambition({
  name: 'Wipe Out', attack: 2,
  text: 'Escape: the current player names a class; every HQ hero of that class goes to the bottom of the Hero Deck.',
  hint: { escapeFlat: 0.5 },
  escape: (g, p, c) => ask(g, p, 'mode', wipeOutClass, classModesBy((cls) => hqClassCost(g, cls)), { source: c }),
}, SET);

ambition({
  name: 'Crush the Weak', attack: 3,
  text: 'Escape: the player with the fewest villains in their victory pile gains a Wound (the current player breaks ties).',
  hint: { escapeFlat: 1 },
  escape: (g, p, c) => {
    const counts = g.players.map((_pl, q) => villainsIn(g, q));
    const min = Math.min(...counts);
    ask(g, p, 'player', crushPick, playerOrder(g).filter((q) => counts[q] === min), { source: c });
  },
}, SET);

ambition({
  name: 'Identity Theft', attack: 4,
  text: 'Escape: every player holding exactly six cards shows a Tech hero or puts two cards from their hand on top of their deck.',
  hint: { escape: 0.5 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, theftEach, q, c); },
}, SET);

ambition({
  name: 'Wave of Punishment', attack: 5,
  text: 'Escape: every player shows a Ranged hero or gains a Wound, put at the bottom of their deck.',
  hint: { escape: 0.6 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, waveEach, q, c); },
}, SET);

ambition({
  name: 'Force Field', attack: 3,
  text: "Escape: it goes under the Mastermind, which gets +3 Attack until the current player's next turn starts; then it is discarded.",
  hint: { escapeFlat: 1 },
  escape: (g, _p, c) => forceField(g, c),
  ends: forceFieldEnds,
  // the setup's Mastermind's (the card lies under it), not another full Mastermind's in its place (Game.mmCtx)
  mods: { mastermindAttack: (g) => (g.mmCtx < 0 ? FORCE_FIELD_ATTACK * (g.vars[FORCE_FIELDS] ?? 0) : 0) },
}, SET);

ambition({
  name: 'Breakout', attack: 4,
  text: 'Escape: the current player picks a villain of the escape pile; it enters the city again.',
  hint: { escapeFlat: 2 },
  escape: (g, p, c) => ask(g, p, 'card', breakoutPick, escapedVillainChoices(g), { source: c }),
}, SET);

ambition({
  name: 'Last-Minute Escape', attack: 9,
  text: "Escape: a random Mastermind Tactic from the players' victory piles goes back among the Mastermind's Tactics.",
  hint: { escapeFlat: 3 },
  escape: (g) => lastMinuteEscape(g),
}, SET);

ambition({
  name: 'Empower', attack: 3,
  text: "Escape: it goes under a villain in the city, which gets +3 Attack until the current player's next turn starts; then it is discarded.",
  hint: { escapeFlat: 1 },
  escape: (g, p, c) => ask(g, p, 'slot', empowerSlot, villainSlots(g), { source: c }),
  ends: empowerEnds,
  mods: { villainAttack: (g, _slot, v) => (g.vars[EMPOWERS] ? EMPOWER_ATTACK * (g.vars[EMPOWERED + v] ?? 0) : 0) },
}, SET);

ambition({
  name: 'Deceive', attack: 4,
  text: 'Escape: every player shows a Covert hero or discards their hand and draws five cards.',
  hint: { escape: 0.7 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, deceiveEach, q, c); },
}, SET);

ambition({
  name: 'Inflict Pain', attack: 2,
  text: 'Escape: every player puts a Wound from their discard pile on top of their deck.',
  hint: { escape: 0.6 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, painEach, q, c); },
}, SET);

ambition({
  name: 'Bank Robbery', attack: 3,
  text: 'Escape: the hero in the HQ space under the Bank is KO\'d (the Recruit it would give goes to nobody here).',
  hint: { escapeFlat: 1 },
  escape: (g) => { if (BANK < g.hq.length && g.hq[BANK]! >= 0 && isHero(g, g.hq[BANK]!)) koFromHq(g, BANK); },
}, SET);

ambition({
  name: 'Pressure Point', attack: 6,
  text: 'Escape: every player shows an Instinct hero or gains a Wound on top of their deck.',
  hint: { escape: 1 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, pressureEach, q, c); },
}, SET);

ambition({
  name: 'Cleave', attack: 6,
  text: 'Escape: the current player names a number other than 0; every player discards every card of their hand with that cost.',
  hint: { escape: 0.3 },
  escape: (g, p, c) => ask(g, p, 'number', cleaveNumber, cleaveNumbers(g), { source: c }),
}, SET);

ambition({
  name: 'Entrap', attack: 1,
  text: "Escape: it goes on an HQ hero, which nobody can recruit until the current player's next turn starts; then it is discarded.",
  hint: { escapeFlat: 0.5 },
  escape: (g, p, c) => ask(g, p, 'slot', entrapSlot, heroSlots(g), { source: c }),
  ends: entrapEnds,
  mods: { gainBlocked: (g, _p, from, x) => from === Z_HQ && (g.vars[ENTRAPS] ?? 0) > 0 && (g.vars[ENTRAPPED + x] ?? 0) > 0 },
}, SET);

/** The key of Dark Apprentice (Sinister Ambitions draws a Mastermind for it at setup). */
export const DARK_APPRENTICE = ambition({
  name: 'Dark Apprentice', attack: 10,
  text: 'Escape: a random new Mastermind joins the game with one Tactic.',
  hint: { escapeFlat: 8 },
  escape: (g) => { joinWaitingMastermind(g); },
}, SET).key;

/** Sinister Ambitions drew Dark Apprentice: a random Mastermind and one of its Tactics wait beside the scheme. */
export function apprenticeWaits(g: Game, make: (key: string, n: number) => number[]): void {
  const [label] = shuffle(g.rng, extraMastermindPool(g));
  if (label === undefined) return;
  const md = MASTERMINDS.get(label)!;
  g.schemeDeck.push(...make(md.card, 1), ...make(md.tactics[randInt(g.rng, md.tactics.length)]!, 1));
}

ambition({
  name: 'Insane Twist', attack: 9,
  text: 'Escape: it turns into a Scheme Twist that happens at once.',
  hint: { escapeFlat: 3 },
  escape: (g, _p, c) => becomesTwist(g, c, g.escaped),
}, SET);

ambition({
  name: 'Kidnap', attack: 2,
  text: 'Escape: a villain in the city of the current player\'s choice captures a Bystander.',
  hint: { escapeFlat: 1 },
  escape: (g, p, c) => ask(g, p, 'slot', kidnapSlot, villainSlots(g), { source: c }),
}, SET);

ambition({
  name: 'Thirst for Power', attack: 7,
  text: 'Escape: the top two Villain Deck cards are revealed; a Scheme Twist among them is played; the current player puts the rest back on top or at the bottom.',
  hint: { escapeFlat: 1.5 },
  escape: (g, _p, c) => revealTwoAndPlay(g, c, 'twist'),
}, SET);

ambition({
  name: 'Painful Choice', attack: 8,
  text: 'Escape: every player names Recruit or Attack and discards every card of their hand with that icon.',
  hint: { escape: 1 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, painfulEach, q, c); },
}, SET);

ambition({
  name: 'Crime Surge', attack: 3,
  text: 'Escape: the villains on the Rooftops and on the Streets each capture a Bystander.',
  hint: { escapeFlat: 1.5 },
  escape: (g) => { for (const s of [ROOFTOPS, STREETS]) if (villainAt(g, s)) captureFromStack(g, s); },
}, SET);

ambition({
  name: 'Collateral Damage', attack: 4,
  text: 'Escape: every player KOs a Bystander from their victory pile or gains a Wound.',
  hint: { escape: 0.8 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, collateralEach, q, c); },
}, SET);

ambition({
  name: 'Ruthless Strike', attack: 4,
  text: 'Escape: it turns into a Master Strike that happens at once.',
  hint: { escapeFlat: 3 },
  escape: (g, _p, c) => { becomesStrike(g, c, g.escaped); },
}, SET);

ambition({
  name: 'Infiltrate S.H.I.E.L.D.', attack: 4,
  text: 'Escape: for every player the current player picks a 0-cost hero from the KO pile, which that player gains.',
  hint: { escape: 0.5 },
  escape: (g, p, c) => { for (const q of playerOrder(g)) later(g, infiltrateAsk, p, c, q); },
}, SET);

ambition({
  name: 'Thirst for Vengeance', attack: 6,
  text: 'Escape: the top two Villain Deck cards are revealed; a Master Strike among them is played; the current player puts the rest back on top or at the bottom.',
  hint: { escapeFlat: 1.5 },
  escape: (g, _p, c) => revealTwoAndPlay(g, c, 'strike'),
}, SET);

ambition({
  name: 'Pummel', attack: 4,
  text: 'Escape: every player shows a Strength hero or gains a Wound.',
  hint: { escape: 0.8 },
  escape: (g) => eachRevealOrWound(g, REVEAL_STRENGTH, playerOrder(g)),
}, SET);
