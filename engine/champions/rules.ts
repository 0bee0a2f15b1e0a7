// The rules' primitives (RR v1.1): stats with modifiers, moving cards, damage, healing, threat, defeat, statuses,
// interrupt and response windows, paying costs. One primitive per act: every way to deal damage, place or remove
// threat, defeat a card or enter play goes through the function here that opens its windows.
//
// Events (the `on` of a Trigger): 'damage' (interrupt: would be dealt; response: was dealt), 'defeated',
// 'threat' (would be placed / was placed), 'attack' (an enemy initiates an attack), 'attacked' (after an enemy
// attack), 'player-attack' (after a hero, ally or event attack), 'thwarted', 'defended', 'schemed', 'reveal'
// (an encounter card is revealed), 'entered' (a card entered play; x.played when it was played), 'form'
// (a player changed form), 'step1' (threat placed in villain phase step one), 'round-end'.

import { randInt, shuffle } from '../shared/rng.js';
import { setCode } from './codes.js';
import { cardFacts, factsAt } from './data.js';
import { defAt, defOf, modsAt, triggersAt, type CardDef, type Cost, type ModStat, type ResType, type Stat, type Trigger } from './defs.js';
import { ask, closeEv, cont, ev, later, openEv, opt } from './flow.js';
import type { CardState, Ev, Game, Opt } from './state.js';
import type { CardFacts } from './types.js';

/** Adds a line to the game's log when it keeps one (play --log). */
export function note(g: Game, text: string): void { if (g.log) g.log.push(text); }

// ---- facts and stats -------------------------------------------------------------------------------------------

export function factsOf(g: Game, id: number): CardFacts { return factsAt(g.cards[id]!.ci); }
export function defFor(g: Game, id: number): CardDef | undefined { return defAt(g.cards[id]!.ci); }
export function typeOf(g: Game, id: number): string {
  const c = g.cards[id]!;
  if (c.facedown) return 'minion';
  return factsAt(c.ci).type;
}
export function nameOf(g: Game, id: number): string {
  const c = g.cards[id]!;
  return c.facedown ? 'Drone' : factsAt(c.ci).name;
}

/** Cards in play whose constant abilities may modify things: everything on the table. */
export function inPlay(g: Game): number[] {
  const out: number[] = [];
  eachInPlay(g, (id) => { out.push(id); });
  return out;
}

/**
 * Visits the cards in play in inPlay's order, where they lie (no list is built), until `visit` returns true; returns
 * whether it did. (`stat`, the hottest reader, walks the same order written out.)
 */
export function eachInPlay(g: Game, visit: (id: number) => boolean | void): boolean {
  if (visit(g.villain) || visit(g.main)) return true;
  for (const pl of g.players) {
    if (pl.eliminated) continue;
    if (visit(pl.identity)) return true;
    for (let k = 0; k < pl.play.length; k++) if (visit(pl.play[k]!)) return true;
    for (let k = 0; k < pl.engaged.length; k++) if (visit(pl.engaged[k]!)) return true;
  }
  for (let k = 0; k < g.sides.length; k++) if (visit(g.sides[k]!)) return true;
  for (let k = 0; k < g.envs.length; k++) if (visit(g.envs[k]!)) return true;
  for (let k = 0; k < g.attachments.length; k++) if (visit(g.attachments[k]!)) return true;
  return false;
}

export function isIdentity(g: Game, id: number): boolean { return g.cards[id]!.zone === 'identity'; }
export function isVillain(g: Game, id: number): boolean { return id === g.villain; }
export function isMinion(g: Game, id: number): boolean { return g.cards[id]!.zone === 'minion'; }
export function isAlly(g: Game, id: number): boolean { return g.cards[id]!.zone === 'play' && typeOf(g, id) === 'ally'; }
export function isEnemy(g: Game, id: number): boolean { return isVillain(g, id) || isMinion(g, id); }
export function isCharacter(g: Game, id: number): boolean { return isEnemy(g, id) || isIdentity(g, id) || isAlly(g, id); }

/** Whether a character is player p's: their identity or an ally they control. */
export function controlledBy(g: Game, id: number, p: number): boolean {
  const c = g.cards[id]!;
  return (c.zone === 'identity' && g.players[p]!.identity === id) || (c.zone === 'play' && c.ctrl === p);
}

/** The player whose identity this is, or -1. */
export function playerOfIdentity(g: Game, id: number): number {
  for (let p = 0; p < g.players.length; p++) if (g.players[p]!.identity === id) return p;
  return -1;
}

/** Facedown Drone minions: base values from the Ultron Drones environment (1/1/1). */
function droneBase(stat: Stat): number { return stat === 'atk' || stat === 'sch' || stat === 'hp' ? 1 : 0; }

/** A stat's printed (base) value; -1 when the card has none (a dash). */
export function baseStat(g: Game, id: number, stat: Stat): number {
  const c = g.cards[id]!;
  if (c.facedown) return droneBase(stat);
  const over = defAt(c.ci)?.base?.(g, id, stat);
  if (over !== undefined) return over;
  const f = factsAt(c.ci);
  switch (stat) {
    case 'atk': return f.attack ?? -1;
    case 'thw': return f.thwart ?? -1;
    case 'def': return f.defense ?? -1;
    case 'rec': return f.recover ?? -1;
    case 'sch': return f.scheme ?? -1;
    case 'hp': return (f.health ?? 0) * (f.healthPerHero ? g.n0 : 1);
    case 'hand': return f.handSize ?? 0;
    case 'allyLimit': return 3;
  }
}

/** A stat with every modifier applied (constant abilities, attachments' printed values, lasting effects); -1 for a dash. */
export function stat(g: Game, id: number, s: Stat): number {
  const base = baseStat(g, id, s);
  if (base < 0 && s !== 'atk') return -1;
  let v = base < 0 ? 0 : base;
  // the modifiers of every card in play (inPlay's cards, without building its list)
  v += modsFrom(g, g.villain, id, s) + modsFrom(g, g.main, id, s);
  for (const pl of g.players) {
    if (pl.eliminated) continue;
    v += modsFrom(g, pl.identity, id, s);
    for (const c of pl.play) v += modsFrom(g, c, id, s);
    for (const c of pl.engaged) v += modsFrom(g, c, id, s);
  }
  for (const c of g.sides) v += modsFrom(g, c, id, s);
  for (const c of g.envs) v += modsFrom(g, c, id, s);
  for (const c of g.attachments) v += modsFrom(g, c, id, s);
  if (s === 'atk' || s === 'sch') {
    // encounter attachments' printed ATK / SCH modify the enemy they are attached to
    for (const a of g.attachments) {
      if (g.cards[a]!.host !== id) continue;
      const f = factsOf(g, a);
      v += (s === 'atk' ? f.attack : f.scheme) ?? 0;
    }
  }
  for (const l of g.lasting) {
    if (l.stat !== s) continue;
    if (l.player === undefined ? l.tgt === id : controlledBy(g, id, l.player)) v += l.amt;
  }
  if (base < 0 && s === 'atk' && v === 0) return -1;
  return Math.max(0, v);
}

/**
 * What the constant modifiers of card m (in play) add to stat s of card id. A facedown card (a Drone) has no text, so
 * an upgrade turned into a Drone stops giving what it gave.
 */
export function modsFrom(g: Game, m: number, id: number, s: ModStat): number {
  const c = g.cards[m]!;
  if (c.facedown) return 0;
  const mods = modsAt(c.ci);
  if (mods === null) return 0;
  let v = 0;
  for (const mod of mods) v += mod(g, m, id, s);
  return v;
}

export function maxHp(g: Game, id: number): number { return stat(g, id, 'hp'); }
export function remaining(g: Game, id: number): number { return maxHp(g, id) - g.cards[id]!.dmg; }

export function hasTrait(g: Game, id: number, trait: string): boolean {
  const c = g.cards[id]!;
  if (c.facedown) return trait === 'Drone';
  if (factsAt(c.ci).traits.includes(trait)) return true;
  if (eachInPlay(g, (m) => !g.cards[m]!.facedown && !!defFor(g, m)?.gives?.(g, m, id, trait))) return true;
  for (const l of g.lasting) if (l.tgt === id && l.stat === 'trait:' + trait) return true;
  return false;
}

export function kw(g: Game, id: number): NonNullable<CardDef['kw']> {
  const c = g.cards[id]!;
  if (c.facedown) return {};
  return defOf(c.code)?.kw ?? {};
}

/** Retaliate X of a character: its own keyword plus attachments that grant it. */
export function retaliate(g: Game, id: number): number {
  let r = kw(g, id).retaliate ?? 0;
  for (const l of g.lasting) if (l.tgt === id && l.stat === 'retaliate') r += l.amt;
  eachInPlay(g, (m) => { r += modsFrom(g, m, id, 'retaliate'); });
  return r;
}

export function hasGuard(g: Game, id: number): boolean { return !!kw(g, id).guard; }

/** The per-player multiplier of a value (players who started the scenario). */
export function perPlayer(g: Game, v: number, fixed?: boolean): number { return fixed ? v : v * g.n0; }

export function mainTarget(g: Game): number {
  const f = factsOf(g, g.main);
  return perPlayer(g, f.threat ?? 0, f.threatFixed);
}

// ---- zones -----------------------------------------------------------------------------------------------------

function listOf(g: Game, c: CardState): number[] | null {
  switch (c.zone) {
    case 'deck': return g.players[c.owner]!.deck;
    case 'hand': return g.players[c.owner]!.hand;
    case 'discard': return g.players[c.owner]!.discard;
    case 'play': return g.players[c.ctrl]!.play;
    case 'dealt': return g.players[c.ctrl]!.dealt;
    case 'aside': return g.players[c.ctrl]!.nemesis;
    case 'minion': return g.players[c.eng]!.engaged;
    case 'side': return g.sides;
    case 'env': return g.envs;
    case 'attach': return g.attachments;
    case 'edeck': return g.edeck;
    case 'ediscard': return g.ediscard;
    case 'boost': return g.boosts;
    default: return null;
  }
}

/** Takes a card out of its zone's list (its state stays). */
export function lift(g: Game, id: number): void {
  const c = g.cards[id]!;
  const l = listOf(g, c);
  if (l) { const i = l.indexOf(id); if (i >= 0) l.splice(i, 1); }
  c.zone = 'limbo';
}

/** Resets what a card loses when it leaves play. */
function clean(c: CardState): void {
  c.dmg = 0; c.threat = 0; c.exh = false; c.stun = false; c.conf = false; c.tough = false; c.ctr = 0; c.host = -1; c.eng = -1;
  c.facedown = false;
}

/** Puts a card into an out-of-play zone of its owner (player cards) or of the scenario. */
export function toOutOfPlay(g: Game, id: number, where: 'discard' | 'hand' | 'deck' | 'removed'): void {
  const c = g.cards[id]!;
  const wasInPlay = c.zone === 'play' || c.zone === 'minion' || c.zone === 'side' || c.zone === 'env' || c.zone === 'attach';
  const modded = wasInPlay && !c.facedown && !!defOf(c.code)?.mods;
  lift(g, id);
  if (wasInPlay) dropAttachments(g, id);
  if (modded) checkDefeats(g);
  clean(c);
  c.ctrl = c.owner;
  if (where === 'removed') { c.zone = 'removed'; return; }
  if (c.owner < 0) {
    c.zone = 'ediscard'; g.ediscard.push(id);
  } else {
    c.zone = where; g.players[c.owner]![where].push(id);
  }
}

/** A card leaving play takes its attachments with it: they are discarded. */
function dropAttachments(g: Game, host: number): void {
  for (const a of g.attachments.filter((x) => g.cards[x]!.host === host)) toOutOfPlay(g, a, 'discard');
  for (const pl of g.players) for (const u of pl.play.filter((x) => g.cards[x]!.host === host)) toOutOfPlay(g, u, 'discard');
}

export function discard(g: Game, id: number): void { toOutOfPlay(g, id, 'discard'); }

/**
 * After hit-point modifiers go (a card that gave them left play, a lasting effect ended), a character left with no
 * hit points is defeated (RR FAQ, Rocket Boots).
 */
export function checkDefeats(g: Game): void {
  for (const id of inPlay(g)) {
    const z = g.cards[id]!.zone;
    if ((z === 'identity' || z === 'villain' || z === 'minion' || z === 'play') && (z !== 'play' || typeOf(g, id) === 'ally') && remaining(g, id) <= 0) later(g, 'defeat', -1, id, -1);
  }
}

/** Ends the lasting effects of a period, and checks what losing their hit points defeats. */
export function expireLasting(g: Game, until: 'phase' | 'round' | 'attack'): void {
  const hp = g.lasting.some((l) => l.stat === 'hp' && (l.until === until || (until === 'round' && l.until === 'phase')));
  g.lasting = g.lasting.filter((l) => l.until !== until && !(until === 'round' && l.until === 'phase'));
  if (hp) checkDefeats(g);
}

// ---- drawing, decks --------------------------------------------------------------------------------------------

/** The top card of a player's deck, reshuffling the discard pile (and dealing an encounter card) when it is empty; -1 if none. */
export function topOfDeck(g: Game, p: number): number {
  const pl = g.players[p]!;
  if (pl.deck.length === 0) {
    if (pl.discard.length === 0) return -1;
    for (const id of pl.discard) g.cards[id]!.zone = 'deck';
    pl.deck = shuffle(g.rng, pl.discard);
    pl.discard = [];
    dealEncounter(g, p);
  }
  return pl.deck[pl.deck.length - 1] ?? -1;
}

export function draw(g: Game, p: number, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = topOfDeck(g, p);
    if (id < 0) break;
    const pl = g.players[p]!;
    pl.deck.pop();
    g.cards[id]!.zone = 'hand';
    pl.hand.push(id);
    k++;
    refillDeck(g, p);
  }
  return k;
}

/** RR Empty Player Deck: the moment a player's deck runs out, the discard pile is shuffled into a new one (and an encounter card dealt). */
export function refillDeck(g: Game, p: number): boolean {
  if (g.players[p]!.deck.length > 0) return false;
  return topOfDeck(g, p) >= 0;
}

/** Discards the top card of a player's deck; returns it or -1. An emptied deck is reshuffled at once. */
export function millTop(g: Game, p: number): number {
  const id = topOfDeck(g, p);
  if (id < 0) return -1;
  discard(g, id);
  refillDeck(g, p);
  return id;
}

/** Discards up to `n` cards from the top of a player's deck, none from a deck reshuffled meanwhile (RR Empty Player Deck). */
export function millN(g: Game, p: number, n: number): number[] {
  const out: number[] = [];
  const pl = g.players[p]!;
  for (let i = 0; i < n; i++) {
    if (pl.deck.length === 0) break;
    const id = pl.deck[pl.deck.length - 1]!;
    discard(g, id);
    out.push(id);
    if (refillDeck(g, p)) break;
  }
  return out;
}

/** RR Empty Encounter Deck: the moment the encounter deck runs out, its discard pile is shuffled into a new one (and an acceleration token placed). */
export function refillEncounter(g: Game): void { if (g.edeck.length === 0) topOfEncounter(g); }

/** The encounter deck's top card (an empty deck is first rebuilt from its discard pile, with an acceleration token); -1 if none. */
export function topOfEncounter(g: Game): number {
  if (g.edeck.length === 0) {
    if (g.ediscard.length === 0) return -1;
    for (const id of g.ediscard) g.cards[id]!.zone = 'edeck';
    g.edeck = shuffle(g.rng, g.ediscard);
    g.ediscard = [];
    g.accel++;
    g.stats.encounterReshuffles++;
  }
  return g.edeck[g.edeck.length - 1] ?? -1;
}

/** Deals a player one facedown encounter card, to be revealed in villain phase step four. */
export function dealEncounter(g: Game, p: number): void {
  const id = topOfEncounter(g);
  if (id < 0) return;
  g.edeck.pop();
  const c = g.cards[id]!;
  c.zone = 'dealt'; c.ctrl = p;
  g.players[p]!.dealt.push(id);
  refillEncounter(g);
}

export function shuffleEncounter(g: Game): void { shuffle(g.rng, g.edeck); }

/** Removes a random card from a player's hand to their discard pile; returns it or -1. */
export function discardRandom(g: Game, p: number): number {
  const h = g.players[p]!.hand;
  if (h.length === 0) return -1;
  const id = h[randInt(g.rng, h.length)]!;
  discard(g, id);
  return id;
}

// ---- statuses, healing ------------------------------------------------------------------------------------------

export function stun(g: Game, id: number): void { if (inPlayChar(g, id)) g.cards[id]!.stun = true; }
export function confuse(g: Game, id: number): void { if (inPlayChar(g, id)) g.cards[id]!.conf = true; }
export function toughen(g: Game, id: number): void { if (inPlayChar(g, id)) g.cards[id]!.tough = true; }
function inPlayChar(g: Game, id: number): boolean {
  const z = g.cards[id]!.zone;
  return z === 'identity' || z === 'villain' || z === 'minion' || z === 'play';
}

/** Heals up to `n` damage; returns how much was healed. */
export function heal(g: Game, id: number, n: number): number {
  const c = g.cards[id]!;
  const h = Math.min(c.dmg, Math.max(0, n));
  c.dmg -= h;
  return h;
}

export function exhaust(g: Game, id: number): void { g.cards[id]!.exh = true; }
export function ready(g: Game, id: number): void { g.cards[id]!.exh = false; }

// ---- schemes ------------------------------------------------------------------------------------------------------

export function schemes(g: Game): number[] { return [g.main, ...g.sides]; }

/** Whether threat can be removed from a scheme now (crisis icons guard the main scheme; some schemes forbid it). */
export function canRemoveThreat(g: Game, s: number): boolean {
  if (g.cards[s]!.threat <= 0) return false;
  if (s === g.main) {
    if (g.sides.some((x) => (factsOf(g, x).crisis ?? 0) > 0)) return false;
    if (NO_REMOVAL.has(g.cards[s]!.code)) return false;
  }
  return true;
}
/** Main scheme stages from which threat cannot be removed (registered by their card modules). */
export const NO_REMOVAL = new Set<string>();

/** Removes up to `n` threat from a scheme at once (no window: nothing in the core set interrupts it); returns the amount. */
export function removeThreat(g: Game, s: number, n: number): number {
  if (!canRemoveThreat(g, s)) return 0;
  const c = g.cards[s]!;
  const r = Math.min(c.threat, Math.max(0, n));
  c.threat -= r;
  if (c.zone === 'side' && c.threat <= 0) later(g, 'defeat', -1, s, -1);
  return r;
}

/** Places threat on a scheme through the 'threat' windows (prevention, "instead"). x.villainSchemes marks a villain scheme. */
export function placeThreat(g: Game, s: number, n: number, src = -1, flags: Record<string, number> = {}): number {
  if (n <= 0 || g.result !== null) return -1;
  const e = openEv(g, 'threat', -1, src, s, n);
  Object.assign(ev(g, e).x, flags);
  window(g, 'interrupt', e);
  later(g, 'threat-apply', -1, s, e);
  return e;
}

cont('threat-apply', (g, f) => {
  const e = ev(g, f.n);
  const c = g.cards[e.tgt]!;
  if (!e.cancel && e.amt > 0 && (c.zone === 'main' || c.zone === 'side')) {
    c.threat += e.amt;
    e.x.placed = e.amt;
    if (c.zone === 'main') g.stats.threatPeak = Math.max(g.stats.threatPeak, c.threat);
    window(g, 'response', f.n);
  }
  later(g, 'threat-close', -1, -1, f.n);
  // villain phase step one (round.ts): responses to threat placed here then, once it is placed and the scheme checked;
  // none when every point was prevented (Great Responsibility)
  if (e.x.step1 && e.x.placed) later(g, 'vp-step1-resp', -1, -1, e.x.stage!);
});
cont('threat-close', (g, f) => { closeEv(g, f.n); checkMain(g); });

/** Advances the main scheme when its threat reaches the target; the last stage's completion loses the game. */
export function checkMain(g: Game): void {
  if (g.result !== null) return;
  const c = g.cards[g.main]!;
  // an A side has no threat target: while a stage is being revealed (its A side's When Revealed), threat placed on
  // it waits for the B side, which is checked when it is turned over (setup, main-b)
  if (cardFacts(c.code).threat === undefined && c.code.endsWith('a')) return;
  if (c.threat < mainTarget(g)) return;
  if (g.mainNext.length === 0) { g.result = 'loss'; g.cause = 'scheme completed'; return; }
  // the next stage: its A side's When Revealed, then its B side's
  c.threat = 0;
  const a = g.mainNext.shift()!;
  note(g, `the main scheme advances to stage ${cardFacts(a).stage}`);
  setCode(c, a);
  defOf(a)?.whenRevealed?.(g, g.first, g.main);
  later(g, 'main-b', g.first, g.main);
}
cont('main-b', (g) => {
  if (g.result !== null) return;
  const c = g.cards[g.main]!;
  if (g.mainNext.length > 0 && g.mainNext[0]!.endsWith('b')) {
    setCode(c, g.mainNext.shift()!);
    defOf(c.code)?.whenRevealed?.(g, g.first, g.main);
  }
  // threat placed while the A side was showing counts against the B side's target now
  checkMain(g);
});

// ---- damage ---------------------------------------------------------------------------------------------------

/**
 * Deals damage through the windows: a card that cannot take damage takes none; a tough status prevents it all
 * (status cards first); then interrupts (prevention, replacement); then the damage, defeat, and responses.
 * `attack` is the event index of the attack dealing it (or -1). Returns the damage event's index.
 */
export function damage(g: Game, tgt: number, n: number, src: number, attack = -1, flags: Record<string, number> = {}): number {
  const e = openEv(g, 'damage', ownerOfChar(g, tgt), src, tgt, n);
  Object.assign(ev(g, e).x, flags);
  ev(g, e).x.attack = attack;
  later(g, 'dmg-1', -1, tgt, e);
  return e;
}

/** The player a friendly character belongs to (identity or controlled card), -1 for enemies. */
export function ownerOfChar(g: Game, id: number): number {
  const c = g.cards[id]!;
  if (c.zone === 'identity') return playerOfIdentity(g, id);
  if (c.zone === 'play') return c.ctrl;
  return -1;
}

/** Cards whose abilities stop them taking damage right now (registered by their card modules). */
export const NO_DAMAGE = new Map<string, (g: Game, self: number, src: number) => boolean>();

cont('dmg-1', (g, f) => {
  const e = ev(g, f.n);
  const c = g.cards[e.tgt]!;
  if (e.amt <= 0 || !inPlayChar(g, e.tgt) || g.result !== null) { closeEv(g, f.n); return; }
  const nd = NO_DAMAGE.get(c.code);
  if (nd && nd(g, e.tgt, e.src)) { e.cancel = true; closeEv(g, f.n); return; }
  if (c.tough) { c.tough = false; e.x.toughUsed = 1; closeEv(g, f.n); return; }
  window(g, 'interrupt', f.n);
  later(g, 'dmg-2', -1, e.tgt, f.n);
});
cont('dmg-2', (g, f) => {
  const e = ev(g, f.n);
  const c = g.cards[e.tgt]!;
  if (e.cancel || e.amt <= 0 || !inPlayChar(g, e.tgt)) { closeEv(g, f.n); return; }
  const before = remaining(g, e.tgt);
  c.dmg += e.amt;
  e.x.dealt = e.amt;
  e.x.excess = Math.max(0, e.amt - Math.max(0, before));
  if (e.x.attack >= 0 && g.evs[e.x.attack]) {
    const a = ev(g, e.x.attack);
    a.x.dealt = (a.x.dealt ?? 0) + e.amt;
    a.x.damaged = e.tgt + 1;
    a.x.excess = e.x.excess;
  }
  if (c.zone === 'identity') g.stats.damageTaken += e.amt;
  if (remaining(g, e.tgt) <= 0) later(g, 'defeat', -1, e.tgt, f.n);
  window(g, 'response', f.n);
  later(g, 'dmg-close', -1, -1, f.n);
});
cont('dmg-close', (g, f) => closeEv(g, f.n));

/** Moves damage from one character to another: healed there, dealt here (as damage, so tough stops it). */
export function moveDamage(g: Game, from: number, to: number, n: number, src: number): void {
  const k = Math.min(n, g.cards[from]!.dmg);
  if (k <= 0) return;
  heal(g, from, k);
  damage(g, to, k, src);
}

// ---- defeat ---------------------------------------------------------------------------------------------------

/** Checks and resolves a defeat: c = the card; n = the damage event that caused it (or -1). */
cont('defeat', (g, f) => {
  const id = f.c;
  const c = g.cards[id]!;
  const scheme = c.zone === 'side';
  if (!scheme && (!inPlayChar(g, id) || remaining(g, id) > 0)) return;
  if (scheme && c.threat > 0) return;
  if (c.zone === 'villain' && id !== g.villain) return;
  const src = f.n >= 0 && g.evs[f.n] ? ev(g, f.n).src : -1;
  const attack = f.n >= 0 && g.evs[f.n] ? ev(g, f.n).x.attack ?? -1 : -1;
  const e = openEv(g, 'defeated', ownerOfChar(g, id), src, id, 0);
  ev(g, e).x.attack = attack;
  ev(g, e).x.eng = c.eng;
  window(g, 'interrupt', e);
  later(g, 'defeat-2', -1, id, e);
});
cont('defeat-2', (g, f) => {
  const e = ev(g, f.n);
  const id = f.c;
  const c = g.cards[id]!;
  const scheme = c.zone === 'side';
  if (e.cancel || (!scheme && remaining(g, id) > 0) || (scheme && c.threat > 0)) { closeEv(g, f.n); return; }
  if (c.zone === 'identity') { note(g, `P${playerOfIdentity(g, id) + 1} is defeated`); eliminate(g, playerOfIdentity(g, id)); closeEv(g, f.n); return; }
  if (id === g.villain) {
    if (e.x.attack >= 0 && g.evs[e.x.attack]) ev(g, e.x.attack).x.villainDefeated = 1;
    villainDefeated(g); closeEv(g, f.n); return;
  }
  e.x.defeated = 1;
  if (e.x.attack >= 0 && g.evs[e.x.attack]) ev(g, e.x.attack).x.defeated = id + 1;
  const wasMinion = c.zone === 'minion';
  e.x.minion = wasMinion ? 1 : 0;
  const d = defOf(c.code);
  if (d?.whenDefeated && !c.facedown) d.whenDefeated(g, wasMinion ? c.eng : c.ctrl, id);
  toOutOfPlay(g, id, 'discard');
  window(g, 'response', f.n);
  later(g, 'defeat-close', -1, -1, f.n);
});
cont('defeat-close', (g, f) => closeEv(g, f.n));

function villainDefeated(g: Game): void {
  if (g.villainNext.length === 0) { g.result = 'win'; g.cause = 'villain defeated'; g.cards[g.villain]!.dmg = maxHp(g, g.villain); return; }
  const c = g.cards[g.villain]!;
  setCode(c, g.villainNext.shift()!);
  c.dmg = 0;
  note(g, `${cardFacts(c.code).name} advances to stage ${cardFacts(c.code).stage}`);
  const d = defOf(c.code);
  if (d?.kw?.toughness) c.tough = true;
  d?.whenRevealed?.(g, g.first, g.villain);
}

/** A player's hero is defeated: their cards go to the discard piles, their enemies engage the next player. */
export function eliminate(g: Game, p: number): void {
  const pl = g.players[p]!;
  if (pl.eliminated) return;
  pl.eliminated = true;
  g.stats.eliminations++;
  for (const id of [...pl.play]) toOutOfPlay(g, id, 'discard');
  for (const id of [...pl.hand, ...pl.deck]) toOutOfPlay(g, id, 'discard');
  for (const id of [...pl.dealt]) { lift(g, id); clean(g.cards[id]!); g.cards[id]!.zone = 'ediscard'; g.ediscard.push(id); }
  const alive = g.players.map((_, i) => i).filter((i) => !g.players[i]!.eliminated);
  if (alive.length === 0) { g.result = 'loss'; g.cause = 'heroes defeated'; return; }
  const next = nextAlive(g, p);
  for (const m of [...pl.engaged]) { lift(g, m); g.cards[m]!.eng = next; g.cards[m]!.zone = 'minion'; g.players[next]!.engaged.push(m); }
  if (g.first === p) g.first = next;
}

export function nextAlive(g: Game, p: number): number {
  const n = g.players.length;
  for (let i = 1; i <= n; i++) { const q = (p + i) % n; if (!g.players[q]!.eliminated) return q; }
  return p;
}

/** Alive players in player order from the first player. */
export function playerOrder(g: Game): number[] {
  const out: number[] = [];
  const n = g.players.length;
  for (let i = 0; i < n; i++) { const q = (g.first + i) % n; if (!g.players[q]!.eliminated) out.push(q); }
  return out;
}

// ---- interrupt and response windows ------------------------------------------------------------------------------

/** The key of a "limit once per round" ability: per card, per face (an identity's two faces are two cards' abilities), per ability. */
export function limitKey(g: Game, id: number, i: number | string): string { return id + ':' + g.cards[id]!.code + ':' + i; }

function triggerReady(g: Game, t: Trigger, id: number, i: number, p: number): boolean {
  const c = g.cards[id]!;
  const fromHand = c.zone === 'hand';
  if (!!t.fromHand !== fromHand) return false;
  if (t.form && g.players[p]!.form !== t.form) return false;
  if (t.limit === 'round' && g.used[limitKey(g, id, i)]) return false;
  if (t.exhaust && c.exh) return false;
  if (fromHand) {
    const f = cardFacts(c.code);
    if (!canAfford(g, p, { n: cost(g, p, id) }, id)) return false;
    if (f.type !== 'event') return false;
  }
  if (t.cost && !canAfford(g, p, t.cost, -1)) return false;
  return true;
}

/**
 * Opens a window on event `evi`: forced abilities of every card in play first (in play order), then optional
 * ones in player order from the first player until all pass in turn. Players with nothing usable pass without
 * being asked.
 */
export function window(g: Game, when: 'interrupt' | 'response', evi: number): void {
  later(g, when === 'interrupt' ? 'win-forced-i' : 'win-forced-r', -1, -1, evi);
  later(g, when === 'interrupt' ? 'win-i' : 'win-r', g.first, -1, evi, 0);
}

/** The forced abilities answering an event now, not yet resolved for it, as options ('use', card, trigger index). */
function forcedReady(g: Game, when: 'interrupt' | 'response', evi: number): Opt[] {
  const e = g.evs[evi];
  if (!e || g.result !== null || (when === 'interrupt' && e.cancel)) return [];
  const out: Opt[] = [];
  // the cards in play, then those whose boost abilities watch this activation (g.watch)
  eachInPlay(g, (id) => { forcedOf(g, id, when, e, out); });
  for (let k = 0; k < g.watch.length; k++) forcedOf(g, g.watch[k]!, when, e, out);
  return out;
}
/** Card id's forced abilities that answer event e now and have not resolved for it, added to `out`. */
function forcedOf(g: Game, id: number, when: 'interrupt' | 'response', e: Ev, out: Opt[]): void {
  const c = g.cards[id]!;
  const ts = triggersAt(c.ci);
  if (ts === null || c.facedown) return;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    if (!t.forced || t.when !== when || t.on !== e.t) continue;
    if (e.x['f' + id + '_' + i]) continue;
    if (!t.can(g, e, id, controllerOf(g, id))) continue;
    out.push(opt('use', id, i));
  }
}

/**
 * Forced abilities resolve one at a time, each as completely as it can before the next (RR Forced); when several
 * would initiate at once the first player chooses which goes first. Each is checked again before it resolves: one
 * that cancelled or replaced the event stops the interrupts still waiting (RR Interrupt).
 */
function forced(g: Game, when: 'interrupt' | 'response', evi: number): void {
  const o = forcedReady(g, when, evi);
  if (o.length === 0) return;
  ask(g, g.first, 'order', when === 'interrupt' ? 'forced-i' : 'forced-r', o, -1, evi);
}
function forcedPick(g: Game, when: 'interrupt' | 'response', evi: number, v: Opt | null): void {
  const e = g.evs[evi];
  if (!v || !e) return;
  e.x['f' + v.c + '_' + v.x] = 1;
  const t = defFor(g, v.c)!.triggers![v.x]!;
  t.run(g, e, v.c, controllerOf(g, v.c), evi);
  later(g, when === 'interrupt' ? 'win-forced-i' : 'win-forced-r', -1, -1, evi);
}
cont('win-forced-i', (g, f) => forced(g, 'interrupt', f.n));
cont('win-forced-r', (g, f) => forced(g, 'response', f.n));
cont('forced-i', (g, f, v) => forcedPick(g, 'interrupt', f.n, v), { intent: 'order-forced' });
cont('forced-r', (g, f, v) => forcedPick(g, 'response', f.n, v), { intent: 'order-forced' });

/** The player controlling a card (the first player for scenario cards). */
export function controllerOf(g: Game, id: number): number {
  const c = g.cards[id]!;
  if (c.zone === 'identity') return playerOfIdentity(g, id);
  if (c.ctrl >= 0) return c.ctrl;
  if (c.owner >= 0) return c.owner;
  return g.first;
}

function usable(g: Game, when: 'interrupt' | 'response', evi: number, p: number): Opt[] {
  const e = g.evs[evi];
  if (!e || g.players[p]!.eliminated) return [];
  const out: Opt[] = [];
  // the cards a player could use abilities of: identity, cards in play they control, event cards in hand
  const pl = g.players[p]!;
  usableOf(g, pl.identity, when, e, p, out);
  for (let k = 0; k < pl.play.length; k++) usableOf(g, pl.play[k]!, when, e, p, out);
  for (let k = 0; k < pl.hand.length; k++) usableOf(g, pl.hand[k]!, when, e, p, out);
  return out;
}
/** Card id's optional abilities that player p may use on event e now, added to `out`. */
function usableOf(g: Game, id: number, when: 'interrupt' | 'response', e: Ev, p: number, out: Opt[]): void {
  const ts = triggersAt(g.cards[id]!.ci);
  if (ts === null) return;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    if (t.forced || t.when !== when || t.on !== e.t) continue;
    if (e.x['u' + id + '_' + i]) continue;
    if (!triggerReady(g, t, id, i, p)) continue;
    if (!t.can(g, e, id, p)) continue;
    out.push(opt('use', id, i));
  }
}

function windowStep(g: Game, when: 'interrupt' | 'response', key: string, f: { p: number; n: number; m: number }): void {
  const e = g.evs[f.n];
  if (!e || g.result !== null || e.cancel) return;
  const alive = playerOrder(g).length;
  if (f.m >= alive) return; // everyone passed in turn
  const p = f.p;
  const o = usable(g, when, f.n, p);
  if (o.length === 0) { later(g, key, nextAlive(g, p), -1, f.n, f.m + 1); return; }
  ask(g, p, 'trigger', key + '-ans', [opt('pass'), ...o], -1, f.n, f.m);
}
cont('win-i', (g, f) => windowStep(g, 'interrupt', 'win-i', f));
cont('win-r', (g, f) => windowStep(g, 'response', 'win-r', f));
function windowAnswer(g: Game, key: string, f: { p: number; n: number; m: number }, v: Opt | null): void {
  if (!v || v.t === 'pass') { later(g, key, nextAlive(g, f.p), -1, f.n, f.m + 1); return; }
  useTrigger(g, f.p, v.c, v.x, f.n);
  later(g, key, f.p, -1, f.n, 0);
}
cont('win-i-ans', (g, f, v) => windowAnswer(g, 'win-i', f, v), { intent: 'use-trigger' });
cont('win-r-ans', (g, f, v) => windowAnswer(g, 'win-r', f, v), { intent: 'use-trigger' });

/** Uses an optional triggered ability: pays its costs, then resolves it. */
function useTrigger(g: Game, p: number, id: number, i: number, evi: number): void {
  const t = defFor(g, id)!.triggers![i]!;
  const e = ev(g, evi);
  e.x['u' + id + '_' + i] = 1;
  if (t.limit === 'round') g.used[limitKey(g, id, i)] = 1;
  if (t.exhaust) exhaust(g, id);
  const c = g.cards[id]!;
  if (c.zone === 'hand') {
    // an event played as the ability: pay its cost, resolve, then it goes to the discard pile
    lift(g, id); c.zone = 'limbo';
    const pe = openPay(g, p, { n: cost(g, p, id) }, id);
    later(g, 'pay-step', p, -1, pe);
    later(g, 'trig-event', p, id, evi, i, [opt('pay', -1, pe)]);
    return;
  }
  if (t.cost) {
    const pe = openPay(g, p, t.cost, -1);
    later(g, 'pay-step', p, -1, pe);
    later(g, 'trig-paid', p, id, evi, i, [opt('pay', -1, pe)]);
    return;
  }
  t.run(g, e, id, p, evi);
  if (t.kind === 'defense' && (e.t === 'damage' || e.t === 'attack')) defendedBy(g, p, e);
}
cont('trig-event', (g, f) => {
  const pe = f.l![0]!.x;
  const failed = ev(g, pe).x.failed;
  g.lastPay = { ...ev(g, pe).x };
  closeEv(g, pe);
  const c = g.cards[f.c]!;
  if (failed) { c.zone = 'hand'; g.players[f.p]!.hand.push(f.c); return; }
  g.players[f.p]!.costCut = 0;
  c.zone = 'hand'; g.players[c.owner]!.hand.push(f.c);
  discard(g, f.c);
  const e = g.evs[f.n];
  if (e) {
    const t = defFor(g, f.c)!.triggers![f.m]!;
    t.run(g, e, f.c, f.p, f.n);
    if (t.kind === 'defense' && (e.t === 'damage' || e.t === 'attack')) defendedBy(g, f.p, e);
  }
});
/** A defence-labelled card was used against an attack: a 'defended' event for "after your hero defends" cards. */
function defendedBy(g: Game, p: number, e: Ev): void {
  const attack = e.t === 'attack' ? g.evs.indexOf(e) : (e.x.attack ?? -1);
  if (attack < 0 || !g.evs[attack]) return;
  const d = openEv(g, 'defended', p, g.players[p]!.identity, g.evs[attack]!.src, 0);
  ev(g, d).x.attack = attack;
  window(g, 'response', d);
  later(g, 'close-defended', -1, -1, d);
}
cont('close-defended', (g, f) => closeEv(g, f.n));

cont('trig-paid', (g, f) => {
  const pe = f.l![0]!.x;
  const failed = ev(g, pe).x.failed;
  g.lastPay = { ...ev(g, pe).x };
  closeEv(g, pe);
  const e = g.evs[f.n];
  if (failed || !e) return;
  const t = defFor(g, f.c)!.triggers![f.m]!;
  t.run(g, e, f.c, f.p, f.n);
  if (t.kind === 'defense' && (e.t === 'damage' || e.t === 'attack')) defendedBy(g, f.p, e);
});

// ---- paying costs -------------------------------------------------------------------------------------------------

/** A card's cost for player p now (X costs count as 0; Helicarrier's cut applies). */
export function cost(g: Game, p: number, id: number): number {
  const f = factsOf(g, id);
  const base = typeof f.cost === 'number' ? f.cost : 0;
  return Math.max(0, base - g.players[p]!.costCut);
}

const TYPES: ResType[] = ['energy', 'mental', 'physical', 'wild'];

/** The resources a hand card gives when discarded to pay for `forCard`. */
export function cardResources(g: Game, id: number, forCard: number): ResType[] {
  const f = factsOf(g, id);
  const out: ResType[] = [];
  const r = f.resources;
  if (r) for (const t of TYPES) for (let i = 0; i < (r[t] ?? 0); i++) out.push(t);
  return doubles(g, id, forCard) ? [...out, ...out] : out;
}

/** Whether hand card id gives its resources twice when paying for `forCard` (a card of the faction it doubles for). */
function doubles(g: Game, id: number, forCard: number): boolean {
  const d = defFor(g, id)?.doubles;
  return d !== undefined && forCard >= 0 && factsOf(g, forCard).faction === d;
}

/** Resource abilities a player could use now, as [card, generated] pairs. */
function resourceAbilities(g: Game, p: number): [number, ResType[]][] {
  const out: [number, ResType[]][] = [];
  const pl = g.players[p]!;
  let gen = abilityGen(g, p, pl.identity);
  if (gen) out.push([pl.identity, gen]);
  for (const id of pl.play) { gen = abilityGen(g, p, id); if (gen) out.push([id, gen]); }
  return out;
}
/** What card id's resource ability would generate for player p now, or null when it has none usable. */
function abilityGen(g: Game, p: number, id: number): ResType[] | null {
  const r = defFor(g, id)?.resource;
  if (!r) return null;
  if (r.form && g.players[p]!.form !== r.form) return null;
  if (r.limit === 'round' && g.used[limitKey(g, id, 'r')]) return null;
  if (r.exhaust && g.cards[id]!.exh) return null;
  const gen = r.gen(g, id, p);
  return gen && gen.length > 0 ? gen : null;
}

const RES_I: Record<ResType, number> = { energy: 0, mental: 1, physical: 2, wild: 3 };

/** Whether player p could pay `c` (generous: counts every source once). */
export function canAfford(g: Game, p: number, c: Cost, forCard: number, exclude = -1): boolean {
  const types = c.types;
  const need = c.n + (types?.length ?? 0);
  if (need === 0) return true;
  // the resources of each hand card (cardResources, counted without its list), then of the resource abilities
  const pool = [0, 0, 0, 0];
  const pl = g.players[p]!;
  for (const id of pl.hand) {
    if (id === forCard || id === exclude) continue;
    const r = factsOf(g, id).resources;
    if (!r) continue;
    const k = doubles(g, id, forCard) ? 2 : 1;
    pool[0] += k * (r.energy ?? 0); pool[1] += k * (r.mental ?? 0); pool[2] += k * (r.physical ?? 0); pool[3] += k * (r.wild ?? 0);
  }
  let gen = abilityGen(g, p, pl.identity);
  if (gen) for (const t of gen) pool[RES_I[t]]!++;
  for (const id of pl.play) { gen = abilityGen(g, p, id); if (gen) for (const t of gen) pool[RES_I[t]]!++; }
  if (pool[0]! + pool[1]! + pool[2]! + pool[3]! < need) return false;
  if (!types) return true;
  let wild = pool[3]!;
  for (let t = 0; t < 3; t++) {
    let k = 0;
    for (const x of types) if (RES_I[x] === t) k++;
    if (pool[t]! < k) { wild -= k - pool[t]!; if (wild < 0) return false; }
  }
  return true;
}

/** Opens a payment record: the cost, what has been generated, the cards spent. */
export function openPay(g: Game, p: number, c: Cost, forCard: number): number {
  const e = openEv(g, 'pay', p, forCard, forCard, c.n);
  const x = ev(g, e).x;
  x.need = c.n;
  const ty = c.types;
  x.need_energy = typeCount(ty, 'energy'); x.need_mental = typeCount(ty, 'mental'); x.need_physical = typeCount(ty, 'physical');
  x.need_wild = typeCount(ty, 'wild');
  x.nspent = 0;
  x.got_energy = 0; x.got_mental = 0; x.got_physical = 0; x.got_wild = 0;
  return e;
}
function typeCount(types: ResType[] | undefined, t: ResType): number {
  let k = 0;
  if (types) for (const x of types) if (x === t) k++;
  return k;
}
/** A payment record's keys for what each resource type generated (written once: no string built per read). */
const GOT: Record<ResType, string> = { energy: 'got_energy', mental: 'got_mental', physical: 'got_physical', wild: 'got_wild' };

/** Whether the generated resources cover the cost: typed needs first (wild covers any), then the rest. */
function covered(x: Record<string, number>): boolean {
  let wild = x.got_wild!;
  let spare = 0;
  for (let t = 0; t < 3; t++) {
    const need = t === 0 ? x.need_energy! : t === 1 ? x.need_mental! : x.need_physical!;
    const got = t === 0 ? x.got_energy! : t === 1 ? x.got_mental! : x.got_physical!;
    if (got >= need) spare += got - need; else { wild -= need - got; if (wild < 0) return false; }
  }
  wild -= x.need_wild!;
  if (wild < 0) return false;
  return spare + wild >= x.need!;
}

function useful(x: Record<string, number>, gen: ResType[]): boolean {
  // while a typed need is unmet, only sources giving that type (or wild) help
  const e = x.got_energy! < x.need_energy!, m = x.got_mental! < x.need_mental!, ph = x.got_physical! < x.need_physical!;
  if (!e && !m && !ph) return gen.length > 0;
  for (const t of gen) if (t === 'wild' || (t === 'energy' && e) || (t === 'mental' && m) || (t === 'physical' && ph)) return true;
  return false;
}

cont('pay-step', (g, f) => {
  const x = ev(g, f.n).x;
  if (covered(x)) { finishPay(g, f.p, f.n); return; }
  const forCard = ev(g, f.n).src;
  const o: Opt[] = [];
  const spent = new Set<number>();
  for (let i = 0; i < x.nspent!; i++) spent.add(x['s' + i]!);
  for (const id of g.players[f.p]!.hand) {
    if (id === forCard || spent.has(id)) continue;
    if (useful(x, cardResources(g, id, forCard))) o.push(opt('card', id));
  }
  for (const [id, gen] of resourceAbilities(g, f.p)) if (useful(x, gen)) o.push(opt('ability', id));
  if (o.length === 0) { x.failed = 1; return; }
  ask(g, f.p, 'pay', 'pay-ans', o, forCard, f.n);
}, { intent: 'pay' });
cont('pay-ans', (g, f, v) => {
  const x = ev(g, f.n).x;
  const forCard = ev(g, f.n).src;
  if (!v) { x.failed = 1; return; }
  let gen: ResType[];
  if (v.t === 'card') {
    gen = cardResources(g, v.c, forCard);
    x['s' + x.nspent!] = v.c; x.nspent!++;
  } else {
    const r = defFor(g, v.c)!.resource!;
    gen = r.gen(g, v.c, f.p) ?? [];
    if (r.limit === 'round') g.used[limitKey(g, v.c, 'r')] = 1;
    if (r.exhaust) exhaust(g, v.c);
    r.spend?.(g, v.c, f.p);
  }
  for (const t of gen) x[GOT[t]]!++;
  later(g, 'pay-step', f.p, -1, f.n);
}, { intent: 'pay' });

function finishPay(g: Game, p: number, pe: number): void {
  const x = ev(g, pe).x;
  for (let i = 0; i < x.nspent!; i++) {
    const id = x['s' + i]!;
    if (g.cards[id]!.zone === 'hand') discard(g, id);
  }
  x.done = 1;
}

/** After a payment: did it use a resource of this type (a wild may be named as it)? */
export function paidWith(pay: Record<string, number> | null, t: ResType): boolean {
  if (!pay) return false;
  return (pay[GOT[t]] ?? 0) > 0 || (pay.got_wild ?? 0) > 0;
}

export { TYPES as RESOURCE_TYPES };
