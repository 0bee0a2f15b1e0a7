// The rules of the core game as operations on a Game. Card effects are written with these.
// City spaces: 0 Sewers, 1 Bank, 2 Rooftops, 3 Streets, 4 Bridge (villains move 0 -> 4, then escape).

import { ask, cont, later } from './flow.js';
import { MASTERMINDS, SCHEMES, defOf } from './registry.js';
import { randInt, shuffle } from './rng.js';
import type { CardDef, Game, MastermindDef, Result, SchemeDef } from './types.js';
import { CLASS_BITS, SHIELD, teamIndex } from './types.js';

export const SEWERS = 0, BANK = 1, ROOFTOPS = 2, STREETS = 3, BRIDGE = 4;
export const CITY_NAMES = ['Sewers', 'Bank', 'Rooftops', 'Streets', 'Bridge'];

/** Zones of a player, as bit flags for effects like "KO a card from your hand or discard pile". */
export const HAND = 1, DISCARD = 2, IN_PLAY = 4, DECK = 8;

// ---- Lookups ----------------------------------------------------------------------------------------

export const def = defOf;
export function nameOf(g: Game, c: number): string { return c < 0 ? '-' : defOf(g, c).name; }
// The setup object is shared by a game and all its clones, so it keys a cache of the definitions.
const SCHEME_OF = new WeakMap<object, SchemeDef>();
const MASTER_OF = new WeakMap<object, MastermindDef>();
export function scheme(g: Game): SchemeDef {
  let s = SCHEME_OF.get(g.setup);
  if (!s) { s = SCHEMES.get(g.setup.scheme)!; SCHEME_OF.set(g.setup, s); }
  return s;
}
export function master(g: Game): MastermindDef {
  let m = MASTER_OF.get(g.setup);
  if (!m) { m = MASTERMINDS.get(g.setup.mastermind)!; MASTER_OF.set(g.setup, m); }
  return m;
}
export function isWound(g: Game, c: number): boolean { return defOf(g, c).kind === 'wound'; }
export function isHero(g: Game, c: number): boolean { return defOf(g, c).kind === 'hero'; }
export function isBystander(g: Game, c: number): boolean { return defOf(g, c).kind === 'bystander'; }

/** Class bits of a card, including a class copied onto it this turn (Rogue's Copy Powers). */
export function clsOf(g: Game, c: number): number {
  let cls = defOf(g, c).cls;
  const cc = g.t.copyCls;
  for (let i = 0; i < cc.length; i += 2) if (cc[i] === c) cls |= cc[i + 1]!;
  return cls;
}
export function hasCls(g: Game, c: number, cls: number): boolean { return (clsOf(g, c) & cls) !== 0; }
export function isTeam(g: Game, c: number, team: number): boolean {
  const d = defOf(g, c);
  return d.kind === 'hero' && teamIndex(d.team) === team;
}

/** A card in the city or the villain deck that counts as a Villain (incl. Killbots and Skrull heroes). */
export function isVillain(g: Game, c: number): boolean {
  const k = defOf(g, c).kind;
  return k === 'villain' || k === 'henchman' || scheme(g).villainDeckCard?.(g, c) === 'villain';
}

/** Appends to the game's log; call as `g.log && log(g, ...)` so no string is built when logging is off. */
export function log(g: Game, msg: string): void { if (g.log) g.log.push(msg); }

// ---- Superpowers and "heroes you have" ---------------------------------------------------------------

function bitIndex(cls: number): number { return 31 - Math.clz32(cls); }

/** Superpower: another card of class `cls` was played earlier this turn. Read it before any choice. */
export function power(g: Game, cls: number): boolean { return g.t.clsCount[bitIndex(cls)]! > 0; }
/** "Critical hit": both classes played earlier (the same card may not count twice unless two cards). */
export function powerBoth(g: Game, a: number, b: number): boolean { return power(g, a) && power(g, b); }
export function teamPower(g: Game, team: number): boolean { return g.t.teamCount[team]! > 0; }
export function playedCls(g: Game, cls: number): number { return g.t.clsCount[bitIndex(cls)]!; }
export function playedTeam(g: Game, team: number): number { return g.t.teamCount[team]!; }

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

// ---- Points -----------------------------------------------------------------------------------------

export function gainAttack(g: Game, n: number): void { g.t.attack += n; }
export function gainRecruit(g: Game, n: number): void { g.t.recruit += n; g.t.recruitMade += n; }

// ---- Moving cards -----------------------------------------------------------------------------------

function removeFrom(a: number[], c: number): boolean {
  const i = a.lastIndexOf(c);
  if (i < 0) return false;
  a.splice(i, 1);
  return true;
}

/** Takes a card out of whichever of a player's zones holds it; returns the zone flag or 0. */
export function takeFromPlayer(g: Game, p: number, c: number): number {
  const pl = g.players[p]!;
  if (removeFrom(pl.hand, c)) return HAND;
  if (removeFrom(pl.discard, c)) return DISCARD;
  if (removeFrom(pl.inPlay, c)) return IN_PLAY;
  if (removeFrom(pl.deck, c)) return DECK;
  if (removeFrom(pl.victory, c)) return 16;
  return 0;
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
export function koCard(g: Game, p: number, c: number): void {
  takeFromPlayer(g, p, c);
  g.ko.push(c);
  g.log && log(g, `  P${p + 1} KOs ${nameOf(g, c)}`);
  // Evacuate the Wounded: every card KO'd here is one the player owns (heroes KO'd from the HQ or from
  // under a villain are nobody's); the Wound comes once the KO is done, as a frame of its own
  if (g.setup.challengeRules.evacuate && defOf(g, c).kind === 'hero') later(g, EVACUATE_WOUND, p, c);
}
const EVACUATE_WOUND = cont('evacuate-the-wounded', (g, f) => {
  if (g.result !== null) return;
  g.log && log(g, `  Evacuate the Wounded: P${f.p + 1} lost ${nameOf(g, f.c)}`);
  gainWound(g, f.p);
});

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
  let k = 0;
  for (; k < n; k++) {
    if (!ensureDeck(g, p)) break;
    pl.hand.push(pl.deck.pop()!);
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

/** Discards a card from a player's hand because a card effect says so (Unending Energy may return). */
export function discardFromHand(g: Game, p: number, c: number, byEffect = true): void {
  const pl = g.players[p]!;
  if (!removeFrom(pl.hand, c)) return;
  pl.discard.push(c);
  g.log && log(g, `  P${p + 1} discards ${nameOf(g, c)}`);
  if (byEffect && defOf(g, c).key === UNENDING_ENERGY) ask(g, p, 'yesno', RETURN_TO_HAND, [1, 0], { source: c });
}
const UNENDING_ENERGY = 'core:hero:cyclops:unending-energy';
const RETURN_TO_HAND = cont('unending-energy-return', (g, f, v) => {
  if (v === 1 && removeFrom(g.players[f.p]!.discard, f.c)) g.players[f.p]!.hand.push(f.c);
});

/** The player chooses a card from hand to discard (by a card effect unless `byEffect` is false). */
export function chooseDiscard(g: Game, p: number, byEffect = true): void {
  ask(g, p, 'card', byEffect ? DISCARD_CHOSEN : DISCARD_CHOSEN_RULE, distinct(g, p, g.players[p]!.hand));
}
const DISCARD_CHOSEN = cont('discard-a-card', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); });
const DISCARD_CHOSEN_RULE = cont('discard-a-card-rule', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, false); });

/** Gains a card (from wherever it is now; the caller has taken it out) to discard pile or hand. */
export function gainTo(g: Game, p: number, c: number, toHand = false): void {
  if (toHand) g.players[p]!.hand.push(c); else g.players[p]!.discard.push(c);
}

// ---- Wounds, bystanders, officers --------------------------------------------------------------------

const DIVING_BLOCK = 'core:hero:captain-america:diving-block';

/** A player gains a Wound (Diving Block may replace it with a draw). */
export function gainWound(g: Game, p: number, toHand = false): void {
  if (g.wounds.length === 0) return;
  const block = revealable(g, p, DIVING_BLOCK);
  if (block >= 0) { ask(g, p, 'yesno', DIVING_BLOCK_CHOICE, [1, 0], { source: block, n: toHand ? 1 : 0 }); return; }
  takeWound(g, p, toHand);
}
function takeWound(g: Game, p: number, toHand: boolean): void {
  const w = g.wounds.pop();
  if (w === undefined) return;
  gainTo(g, p, w, toHand);
  g.stats.woundsGained++;
  g.log && log(g, `  P${p + 1} gains a Wound`);
  checkEvil(g);
}
const DIVING_BLOCK_CHOICE = cont('diving-block', (g, f, v) => {
  if (v === 1) { g.log && log(g, `  P${f.p + 1} reveals Diving Block and draws instead`); draw(g, f.p, 1); }
  else takeWound(g, f.p, f.n === 1);
});

/** A card with the given key that player p could reveal (hand, or played this turn on their turn). */
export function revealable(g: Game, p: number, key: string): number {
  const pl = g.players[p]!;
  for (const c of pl.hand) if (defOf(g, c).key === key) return c;
  if (p === g.current) for (const c of pl.inPlay) if (defOf(g, c).key === key) return c;
  return -1;
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

/** Rescue n Bystanders from the Bystander stack. */
export function rescue(g: Game, p: number, n: number): void {
  for (let i = 0; i < n && g.bystanders.length > 0; i++) g.players[p]!.victory.push(g.bystanders.pop()!);
  if (n > 0) g.log && log(g, `  P${p + 1} rescues ${n} Bystander(s)`);
}

/** Gain a S.H.I.E.L.D. Officer from the stack. */
export function gainOfficer(g: Game, p: number, toHand = false): void {
  const o = g.officers.pop();
  if (o !== undefined) gainTo(g, p, o, toHand);
}

// ---- Players ----------------------------------------------------------------------------------------

/** Players in the order "each player" effects resolve: current first, then clockwise. */
export function playerOrder(g: Game): number[] {
  const n = g.players.length, out: number[] = [];
  for (let i = 0; i < n; i++) out.push((g.current + i) % n);
  return out;
}

/**
 * "Each other player", as said by a Villain, Mastermind or tactic. In solo games the rulebook's
 * advanced solo rule applies ("do it yourself"); we also apply it in basic solo, being the harder reading.
 */
export function otherPlayersEvil(g: Game): number[] {
  if (g.players.length === 1) return [g.current];
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
});
export function eachRevealOrWound(g: Game, cond: number, players = playerOrder(g), wounds = 1): void {
  for (const p of players) later(g, EACH_REVEAL, p, -1, cond, null, wounds);
}
const EACH_REVEAL = cont('each-reveal-or-wound', (g, f) => revealOrWound(g, f.p, f.n, f.m));

// ---- "KO one of your heroes" and friends -------------------------------------------------------------

/** Player p KOs `n` of the cards given by `pick` (recomputed before each), one decision each. */
export function koSome(g: Game, p: number, n: number, zones: number, heroesOnly: boolean): void {
  for (let i = 0; i < n; i++) later(g, KO_ONE, p, -1, zones, null, heroesOnly ? 1 : 0);
}
const KO_ONE = cont('ko-one', (g, f) => {
  const opts = distinct(g, f.p, cardsIn(g, f.p, f.n, f.m === 1 ? (c) => isHero(g, c) : undefined));
  ask(g, f.p, 'card', KO_CHOSEN, opts);
});
const KO_CHOSEN = cont('ko-chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); });

/** "Your heroes": the hand and the cards played this turn. */
export const YOUR_HEROES = HAND | IN_PLAY;

// ---- HQ, Hero Deck ----------------------------------------------------------------------------------

/** Fills an empty HQ space from the Hero Deck (the deck running out ends the game after this turn). */
export function refillHq(g: Game, slot: number): void {
  if (g.hq[slot]! >= 0) return;
  const c = g.heroDeck.pop();
  g.hq[slot] = c === undefined ? -1 : c;
  if (g.heroDeck.length === 0) heroDeckRanOut(g);
}
function heroDeckRanOut(g: Game): void {
  checkEvil(g);
  if (g.result === null && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'hero deck ran out';
}

/** Takes a hero out of the HQ (recruit, KO, gain) and refills the space. */
export function takeFromHq(g: Game, slot: number): number {
  const c = g.hq[slot]!;
  g.hq[slot] = -1;
  refillHq(g, slot);
  return c;
}

/** KO a hero from the HQ and refill. */
export function koFromHq(g: Game, slot: number): void {
  const c = takeFromHq(g, slot);
  if (c >= 0) { g.ko.push(c); g.log && log(g, `  ${nameOf(g, c)} is KO'd from the HQ`); }
}

/** HQ spaces whose hero costs at most `max`. */
export function hqSlotsCostAtMost(g: Game, max: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 5; i++) { const c = g.hq[i]!; if (c >= 0 && defOf(g, c).cost <= max) out.push(i); }
  return out;
}

/** The current player chooses an HQ hero of cost <= 6 and it is KO'd. */
export function chooseKoFromHq(g: Game, p = g.current): void {
  ask(g, p, 'slot', KO_HQ, hqSlotsCostAtMost(g, 6));
}
const KO_HQ = cont('ko-hq-hero', (g, f, v) => { if (v >= 0) koFromHq(g, v); });

/** HQ spaces holding the highest-cost hero(es). */
export function hqHighestCost(g: Game): number[] {
  let best = -1; const out: number[] = [];
  for (let i = 0; i < 5; i++) {
    const c = g.hq[i]!; if (c < 0) continue;
    const cost = defOf(g, c).cost;
    if (cost > best) { best = cost; out.length = 0; out.push(i); } else if (cost === best) out.push(i);
  }
  return out;
}

// ---- Villain Attack ---------------------------------------------------------------------------------

/** A villain's current Attack in city space `slot` (its printed Attack and every modifier). */
export function villainAttack(g: Game, slot: number): number {
  const c = g.city[slot]!;
  return villainCardAttack(g, c, slot);
}
export function villainCardAttack(g: Game, c: number, slot: number): number {
  const d = defOf(g, c);
  const s = scheme(g);
  let a = d.attackAt ? d.attackAt(g, slot, c) : d.attack;
  if (s.villainAttack) a += s.villainAttack(g, slot, c);
  a += g.setup.challengeRules.villainAttack; // Army of Evil (every caller asks about a Villain)
  if (slot >= 0) {
    a += g.portals[slot]!;
    if (slot === ROOFTOPS) a -= g.t.rooftopsMinus;
    if (slot === BRIDGE) a -= g.t.bridgeMinus;
  }
  return a < 0 ? 0 : a;
}

export function mastermindAttack(g: Game): number {
  const s = scheme(g);
  let a = master(g).attack + g.mastermindPortal - g.t.mastermindMinus + g.setup.challengeRules.mastermindAttack;
  if (s.mastermindAttack) a += s.mastermindAttack(g);
  return a < 0 ? 0 : a;
}

/** Attack available to fight (God of Thunder lets Recruit count). */
export function attackAvailable(g: Game): number {
  return g.t.attack + (g.t.recruitAsAttack ? g.t.recruit : 0);
}
function pay(g: Game, n: number): void {
  const fromAttack = Math.min(n, g.t.attack);
  g.t.attack -= fromAttack;
  g.t.recruit -= n - fromAttack; // only possible with God of Thunder; spending Attack first is never worse
}

export function canFightSlot(g: Game, slot: number): boolean {
  const c = g.city[slot]!;
  if (c < 0 || g.t.healed) return false;
  if (attackAvailable(g) < villainAttack(g, slot)) return false; // the cheap test first
  const d = defOf(g, c);
  return !d.canDefeat || d.canDefeat(g, g.current);
}
export function canFightMastermind(g: Game): boolean {
  return mastermindStands(g) && !g.t.healed && attackAvailable(g) >= mastermindAttack(g);
}
/** The Mastermind can still be fought or defeated: tactics left, or (Final Blow) the fifth fight owed. */
export function mastermindStands(g: Game): boolean { return g.tactics.length > 0 || g.finalBlow > 0; }

// ---- Fighting ---------------------------------------------------------------------------------------

/** Fight the villain in a city space: pay, then defeat it. */
export function fightVillain(g: Game, p: number, slot: number): void {
  pay(g, villainAttack(g, slot));
  defeatVillain(g, p, slot);
}

/**
 * Defeat the villain in a city space (by a fight, or by an effect such as Pure Fury): it and its
 * bystanders go to the victory pile, then its Fight effect, then "whenever you defeat" effects.
 */
export function defeatVillain(g: Game, p: number, slot: number): void {
  const c = g.city[slot]!;
  g.city[slot] = -1;
  const caps = g.captured[slot]!; g.captured[slot] = [];
  const under = g.under[slot]!; g.under[slot] = [];
  g.t.recruitedOrDefeated = true;
  const pl = g.players[p]!;
  g.log && log(g, `  P${p + 1} defeats ${nameOf(g, c)} (${CITY_NAMES[slot]})`);
  const s = scheme(g);
  if (!(s.onDefeat && s.onDefeat(g, p, c))) pl.victory.push(c);
  for (const b of caps) pl.victory.push(b);
  // heroes under a Skrull stay with it for its Fight effect: it "gains that Hero"; otherwise KO them
  g.lastDefeatedUnder = under;
  g.lastDefeatedSlot = slot;
  const d = defOf(g, c);
  if (d.fight) d.fight(g, p, c);
  if (g.lastDefeatedUnder.length) { for (const h of g.lastDefeatedUnder) g.ko.push(h); }
  g.lastDefeatedUnder = [];
  afterDefeat(g, p);
}

function afterDefeat(g: Game, p: number): void {
  if (g.t.onDefeatRecruit) gainRecruit(g, g.t.onDefeatRecruit);
  if (g.t.onDefeatRescue) rescue(g, p, g.t.onDefeatRescue);
}

/** Fight the Mastermind: pay, take a random tactic, rescue its bystanders, do the tactic's Fight effect. */
export function fightMastermind(g: Game, p: number): void {
  pay(g, mastermindAttack(g));
  g.t.foughtMastermind = true;
  defeatMastermindTactic(g, p);
}
export function defeatMastermindTactic(g: Game, p: number): void {
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
  for (const b of g.mastermindBystanders) pl.victory.push(b);
  g.mastermindBystanders = [];
  g.stats.tacticsDefeated++;
  g.log && log(g, `  P${p + 1} defeats ${master(g).name}: tactic ${nameOf(g, tac)}`);
  if (g.tactics.length === 0 && g.finalBlow === 0) { endGame(g, 'win', 'mastermind defeated'); return; }
  // with Final Blow the fourth Tactic is not the end: its Fight effect happens like the others'
  const d = defOf(g, tac);
  if (d.fight) d.fight(g, p, tac);
  afterDefeat(g, p);
}

/** Final Blow: the fifth defeat, after the four Tactics, claims the Mastermind and wins. */
function finalBlow(g: Game, p: number): void {
  g.t.recruitedOrDefeated = true;
  g.finalBlow = 0;
  const pl = g.players[p]!;
  for (const b of g.mastermindBystanders) pl.victory.push(b);
  g.mastermindBystanders = [];
  g.log && log(g, `  P${p + 1} deals ${master(g).name} the Final Blow`);
  endGame(g, 'win', 'mastermind defeated');
}

// ---- Recruiting -------------------------------------------------------------------------------------

export function recruitFromHq(g: Game, p: number, slot: number, free = false): void {
  const c = g.hq[slot]!;
  if (!free) g.t.recruit -= defOf(g, c).cost;
  g.t.recruitedOrDefeated = true;
  takeFromHq(g, slot);
  g.players[p]!.discard.push(c);
  g.log && log(g, `  P${p + 1} recruits ${nameOf(g, c)}${free ? ' for free' : ''}`);
}
export function recruitOfficer(g: Game, p: number): void {
  g.t.recruit -= 3;
  g.t.recruitedOrDefeated = true;
  gainOfficer(g, p);
  g.log && log(g, `  P${p + 1} recruits a S.H.I.E.L.D. Officer`);
}

// ---- The Villain Deck -------------------------------------------------------------------------------

/** Plays the top card of the Villain Deck. */
export function playVillainCard(g: Game): void {
  const c = g.villainDeck[g.villainDeck.length - 1];
  if (c === undefined) return;
  // decided while the card is still in the Villain Deck (Killbots, Skrull heroes are villains there)
  const villain = isVillain(g, c);
  g.villainDeck.pop();
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  g.stats.villainCardsPlayed++;
  const d = defOf(g, c);
  g.log && log(g, ` Villain deck: ${d.name}`);
  if (villain) { enterCity(g, c); return; }
  switch (d.kind) {
    case 'bystander': captureNearest(g, c); break;
    case 'twist': doTwist(g, c); break;
    case 'strike': doStrike(g, c); break;
    default: throw new Error(`unexpected villain deck card ${d.key}`);
  }
}
export const PLAY_VILLAIN_CARD = cont('play-villain-card', (g) => playVillainCard(g));

/** A bystander is captured by the villain nearest the Villain Deck, or by the Mastermind. */
export function captureNearest(g: Game, b: number): void {
  for (let s = 0; s < 5; s++) if (g.city[s]! >= 0) { g.captured[s]!.push(b); return; }
  g.mastermindBystanders.push(b);
}

/** The villain in a space captures a bystander from the stack. */
export function captureFromStack(g: Game, slot: number): void {
  const b = g.bystanders.pop();
  if (b !== undefined) g.captured[slot]!.push(b);
}

/** A villain enters the Sewers, pushing others; the one pushed off the Bridge escapes; then its Ambush. */
export function enterCity(g: Game, c: number): void {
  let empty = -1;
  for (let s = 0; s < 5; s++) if (g.city[s]! < 0) { empty = s; break; }
  let escapee = -1, escCaps: number[] = [], escUnder: number[] = [];
  const last = empty < 0 ? 4 : empty;
  if (empty < 0) { escapee = g.city[4]!; escCaps = g.captured[4]!; escUnder = g.under[4]!; }
  for (let s = last; s > 0; s--) {
    g.city[s] = g.city[s - 1]!; g.captured[s] = g.captured[s - 1]!; g.under[s] = g.under[s - 1]!;
  }
  g.city[0] = c; g.captured[0] = []; g.under[0] = [];
  g.log && log(g, `  ${nameOf(g, c)} enters the Sewers`);
  // Escape effects are handled before the newcomer's Ambush.
  if (escapee >= 0) villainEscapes(g, escapee, escCaps, escUnder);
  const d = defOf(g, c);
  if (d.ambush) later(g, AMBUSH, g.current, c);
}
const AMBUSH = cont('ambush', (g, f) => {
  const d = defOf(g, f.c);
  if (d.ambush) d.ambush(g, g.current, f.c);
});

/** Moves a villain (and what it carries) to another city space, swapping with any villain there. */
export function moveVillain(g: Game, from: number, to: number): void {
  const c = g.city[to]!, cap = g.captured[to]!, un = g.under[to]!;
  g.city[to] = g.city[from]!; g.captured[to] = g.captured[from]!; g.under[to] = g.under[from]!;
  g.city[from] = c; g.captured[from] = c >= 0 ? cap : []; g.under[from] = c >= 0 ? un : [];
}

/** A villain escapes: KO an HQ hero of cost <= 6, discard if it carried bystanders, its Escape effect. */
export function villainEscapes(g: Game, c: number, caps: number[], under: number[]): void {
  g.escaped.push(c);
  for (const x of under) g.escaped.push(x);
  g.stats.escapes++;
  if (defOf(g, c).kind === 'bystander') g.stats.killbotsEscaped++; // only a Killbot escapes as a bystander
  g.log && log(g, `  ${nameOf(g, c)} escapes${caps.length ? ` with ${caps.length} Bystander(s)` : ''}`);
  later(g, ESCAPE_KO_HQ, g.current, c);
  if (caps.length > 0) {
    for (const b of caps) g.escaped.push(b);
    g.stats.bystandersCarried += caps.length;
    for (const p of playerOrder(g)) later(g, ESCAPE_DISCARD, p);
  }
  later(g, ESCAPE_EFFECT, g.current, c);
  checkEvil(g);
}
const ESCAPE_KO_HQ = cont('escape-ko-hq', (g, f) => chooseKoFromHq(g, f.p));
const ESCAPE_DISCARD = cont('escape-discard', (g, f) => chooseDiscard(g, f.p, false));
const ESCAPE_EFFECT = cont('escape-effect', (g, f) => {
  const d = defOf(g, f.c);
  if (d.escape) d.escape(g, g.current, f.c);
});

/** A Scheme Twist: count it, do the scheme's twist (the scheme decides where the card goes). */
export function doTwist(g: Game, c: number): void {
  g.stats.twists++;
  const n = g.stats.twists;
  g.log && log(g, `  Scheme Twist ${n}`);
  scheme(g).twist(g, n, c);
  // solo extras happen once the twist effect is complete: deferred after everything the twist deferred
  // (deferred frames run first-deferred-first), so they come last
  if (g.setup.solo === 'basic') later(g, SOLO_TWIST_KO, g.current);
  else if (g.setup.solo === 'advanced') later(g, ADV_SOLO_TWIST, g.current);
  // challenge extras come after the solo extras, in this order: Endless Spite's strike (with everything
  // it causes), then Plots upon Plots' card
  const cr = g.setup.challengeRules;
  if (cr.endlessSpite) later(g, ENDLESS_SPITE, g.current, c);
  if (cr.plotsUponPlots) later(g, PLOTS_UPON_PLOTS, g.current);
  checkEvil(g);
}
const ENDLESS_SPITE = cont('endless-spite', (g, f) => {
  if (g.result !== null) return;
  g.log && log(g, `  Endless Spite: Master Strike`);
  strikeEffect(g, f.c);
});
const PLOTS_UPON_PLOTS = cont('plots-upon-plots', (g) => {
  if (g.result !== null) return;
  g.log && log(g, `  Plots upon Plots: another Villain Deck card`);
  playVillainCard(g);
});
/** Default resting place of a played twist: the KO pile. */
export function twistToKo(g: Game, c: number): void { g.ko.push(c); }
const SOLO_TWIST_KO = cont('solo-twist-ko-hq', (g, f) => { if (g.result === null) chooseKoFromHq(g, f.p); });
const ADV_SOLO_TWIST = cont('advanced-solo-twist', (g, f) => {
  if (g.result === null) ask(g, f.p, 'slot', ADV_SOLO_TWIST_CHOSEN, hqSlotsCostAtMost(g, 6));
});
const ADV_SOLO_TWIST_CHOSEN = cont('advanced-solo-twist-bottom', (g, f, v) => {
  if (v < 0) return;
  const h = takeFromHq(g, v);
  g.heroDeck.unshift(h);
});

/** A Master Strike: the Mastermind's strike effect; the card goes to the KO pile. */
export function doStrike(g: Game, c: number): void {
  g.stats.strikes++;
  g.ko.push(c);
  g.log && log(g, `  Master Strike`);
  strikeEffect(g, c);
}
/**
 * The Mastermind's Master Strike effect, from a Master Strike card or from Endless Spite (`c` is the card
 * that caused it). "Whenever a Master Strike completes" rules (advanced solo, Pain upon Pain) apply to
 * both: each is deferred after the strike effect, advanced solo's card first.
 */
function strikeEffect(g: Game, c: number): void {
  master(g).strike(g, g.current, c);
  // advanced solo: once the strike effect is complete (deferred after it), play another card
  if (g.setup.solo === 'advanced') later(g, PLAY_VILLAIN_CARD, g.current);
  if (g.setup.challengeRules.painUponPain) later(g, PAIN_UPON_PAIN, g.current);
}
const PAIN_UPON_PAIN = cont('pain-upon-pain', (g) => {
  if (g.result !== null) return;
  g.log && log(g, `  Pain upon Pain: another Villain Deck card`);
  playVillainCard(g);
});

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

/** Checks the scheme's Evil Wins condition. */
export function checkEvil(g: Game): void {
  if (g.result !== null) return;
  const why = scheme(g).evilWins?.(g);
  if (why) endGame(g, 'loss', why);
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
  return d.vpAt ? d.vpAt(g, p, c) : d.vp;
}
export function victoryPoints(g: Game, p: number): number {
  let v = 0;
  for (const c of g.players[p]!.victory) v += cardVp(g, p, c);
  return v;
}
/** Solo score: VP minus 4 per bystander carried off, 3 per twist, 1 per escaped villain. */
export function soloScore(g: Game): number {
  return victoryPoints(g, 0) - 4 * g.stats.bystandersCarried - 3 * g.stats.twists - g.stats.escapes;
}

/** Every card a player owns (deck, hand, discard, in play) — for "at the end of the game" counts. */
export function allOwned(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  return [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay];
}

export { CLASS_BITS, SHIELD };
