// Ambition cards (Secret Wars Volume 1 and 2) as Villains: the scheme Sinister Ambitions (Secret Wars Volume 2) shuffles
// them into the Villain Deck. The mode they were printed for ("A Player is the Mastermind", Universal Rulebook) is not
// in the engine: only the cards, as that scheme uses them.
//
// - An Ambition is a Villain card (`stackCard('villain', ...)`: it belongs to no villain group, so no setup deals it
//   but the scheme's) with its printed Attack, +1 Attack for each Scheme Twist stacked next to the scheme
//   (Game.schemeZone: a twist card, or an Ambition that became a twist and was stacked there), worth 4 VP; its
//   Escape effect is its Ambition effect (the scheme's rule).
// - Readings, decided for the whole family (the cards speak to the Mastermind player, whom Sinister Ambitions lacks):
//   every choice the card gives "you" is a question to the current player (who resolves the escape); "each other
//   player" / "the other players" is each player, the current one included (Universal Rulebook, Sinister Ambitions);
//   a benefit to "you" goes to nobody; "until the start of your next turn" lasts until the start of the current
//   player's next turn (`untilYourNextTurn`: a 'turnStart' hook of this module ends it).
// - "Put this card under ..." takes the escaped card from the escape pile (where the escape put it) and attaches it
//   there; "Then, discard this card" (at the end of its duration) takes it from wherever it lies (the escape pile, an
//   attachment) to the KO pile: this mode has no Ambition discard pile, and the KO pile is where the game's cards
//   that are out of play go. A card that something else took elsewhere in the meantime stays there.
// - "This card becomes a Scheme Twist / Master Strike that takes effect immediately" (`becomesTwist`, `becomesStrike`):
//   the card leaves the pile it is in and acts as a twist of the scheme (rules doTwist: the scheme's twist, with the
//   card; counted as a twist, and one the scheme stacks counts for the +1 Attack) / as a Master Strike played (rules
//   doStrike: counted, the card to the KO pile, the 'strike' hooks, then its effect).
import { ruleOwner } from '../compile.js';
import { stackCard } from '../registry.js';
import {
  CLASS_BITS, ascendedKey, cityLive, def, discardCard, doStrike, doTwist, hasCls, heroCost, isHero, log, nameOf, removeFrom,
} from '../rules.js';
import type { CardDef, Effect, Game, GameEvent, HookTable, Modifiers, VillainHint } from '../types.js';
import { Z_HAND } from '../types.js';
import { canPatrol } from './patrol.js';

/** What an Ambition Villain is worth (Sinister Ambitions). */
export const AMBITION_VP = 4;

interface Entry { key: string; set: string; id: number; drawn: boolean }
const ENTRIES: Entry[] = [];
const IDS = new Set<number>();
/** What ends, per Ambition definition, when its "until the start of your next turn" ends (before the card is discarded). */
const ENDS = new Map<number, (g: Game, c: number) => void>();

export interface AmbitionSpec {
  name: string;
  /** the printed Attack */
  attack: number;
  /** a summary in our own words */
  text: string;
  /** the Ambition effect: its Escape effect as a Villain */
  escape: Effect;
  hint?: VillainHint;
  mods?: Modifiers;
  on?: HookTable;
  /** its Master Strike once it has ascended to become a Mastermind */
  strike?: Effect;
  vpAt?: CardDef['vpAt'];
  /** what stops when its duration ("until the start of your next turn") ends; the card is discarded after */
  ends?: (g: Game, c: number) => void;
  /** false: registered but never among the cards a setup draws (default true) */
  drawn?: boolean;
}

/**
 * Registers an Ambition card of a set as a Villain (see the header). Its Attack once it has ascended to become a
 * Mastermind is the printed one (no twist bonus: the scheme's rule is about Ambition Villains).
 */
export function ambition(spec: AmbitionSpec, set: string): CardDef {
  const { hint, ends, drawn, attack, ...rest } = spec;
  const d = stackCard('villain', {
    ...rest, copies: 1, attack, vp: AMBITION_VP, villain: hint,
    attackAt: (g, _slot, c) => (g.vars[ascendedKey(c)] ? attack : attack + twistsStacked(g)),
  }, set);
  ENTRIES.push({ key: d.key, set, id: d.id, drawn: drawn !== false });
  IDS.add(d.id);
  if (ends) ENDS.set(d.id, ends);
  return d;
}

/** The keys of the Ambition cards a setup may draw from the selected sets, in registration order. */
export function ambitionsIn(sets: readonly string[]): string[] {
  return ENTRIES.filter((e) => e.drawn && sets.includes(e.set)).map((e) => e.key);
}

/** Whether card c is an Ambition card. */
export function isAmbition(g: Game, c: number): boolean { return c >= 0 && IDS.has(g.defOf[c]!); }
/** Whether a definition is an Ambition card's (for hints, which read definitions through a view). */
export function isAmbitionDef(d: CardDef): boolean { return IDS.has(d.id); }

const BECAME_TWIST = 'ambition:twist:';
/** Scheme Twists stacked next to the scheme: twist cards there, and Ambitions that became twists and were stacked. */
export function twistsStacked(g: Game): number {
  let n = 0;
  for (const c of g.schemeZone) if (def(g, c).kind === 'twist' || g.vars[BECAME_TWIST + c]) n++;
  return n;
}

/** Takes card c out of the escape pile; false when it is not there. */
export function takeFromEscapePile(g: Game, c: number): boolean { return removeFrom(g.escaped, c); }

/**
 * "This card becomes a Scheme Twist that takes effect immediately": c leaves `from` (the pile it lies in) and acts as a
 * twist of the scheme (nothing happens when it is not there any more).
 */
export function becomesTwist(g: Game, c: number, from: number[]): void {
  if (!removeFrom(from, c)) return;
  g.vars[BECAME_TWIST + c] = 1;
  g.log && log(g, `  ${nameOf(g, c)} becomes a Scheme Twist`);
  doTwist(g, c);
}

/**
 * "This card becomes a Master Strike that takes effect immediately": c leaves `from` for the KO pile (where a played
 * Master Strike lies), counts as a Master Strike, and the Master Strike takes effect (every standing Mastermind's).
 * False when it is not there (nothing happens).
 */
export function becomesStrike(g: Game, c: number, from: number[]): boolean {
  if (!removeFrom(from, c)) return false;
  g.log && log(g, `  ${nameOf(g, c)} becomes a Master Strike`);
  doStrike(g, c); // as a Master Strike played: counted, the card to the KO pile, the 'strike' hooks before it
  return true;
}

// ---- "Until the start of your next turn", "then, discard this card" ----------------------------------------------

const UNTIL = 'ambition:until:';

/**
 * Ambition c's effect lasts until the start of the current player's next turn (see the header); a card whose effect
 * still lasts (it escaped again) first ends the old one.
 */
export function untilYourNextTurn(g: Game, c: number): void {
  if (lasting(g, c)) ENDS.get(g.defOf[c]!)?.(g, c);
  g.vars[UNTIL + c] = g.current + 1;
}
/** Whether Ambition c's "until the start of your next turn" effect lasts. */
export function lasting(g: Game, c: number): boolean { return (g.vars[UNTIL + c] ?? 0) > 0; }

/** "Discard this card": Ambition c leaves the escape pile or what it is attached to, for the KO pile (see the header). */
export function discardAmbition(g: Game, c: number): void {
  let found = removeFrom(g.escaped, c);
  for (let i = 0; !found && i < g.att.length; i++) found = removeFrom(g.att[i]!, c);
  for (let i = 0; !found && i < g.othersAtt.length; i++) found = removeFrom(g.othersAtt[i]!, c);
  if (!found) return;
  g.ko.push(c);
  g.log && log(g, `  ${nameOf(g, c)} is discarded (to the KO pile)`);
}

/** At the start of a player's turn, the effects lasting until then end, and their cards are discarded. */
function turnStarts(g: Game, e: GameEvent): void {
  for (const k of Object.keys(g.vars)) {
    if (!k.startsWith(UNTIL) || g.vars[k] !== e.p + 1) continue;
    const c = Number(k.slice(UNTIL.length));
    delete g.vars[k];
    ENDS.get(g.defOf[c]!)?.(g, c);
    g.log && log(g, `  ${nameOf(g, c)} no longer lasts`);
    discardAmbition(g, c);
  }
}

ruleOwner({
  key: 'ambitions', active: (_s, defs) => defs.some((d) => IDS.has(d.id)),
  on: { turnStart: { after: turnStarts } },
});

// ---- What the Ambitions of both boxes read ---------------------------------------------------------------------------

/** City spaces (that exist) holding a villain. */
export function villainSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.city.length; s++) if (cityLive(g, s) && g.city[s]! >= 0) out.push(s);
  return out;
}
/** HQ spaces holding a hero. */
export function heroSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) out.push(s);
  return out;
}
/** Whether a villain is in city space s, which can be patrolled (it exists): "Patrol ...: if there's a Villain there". */
export function villainAt(g: Game, s: number): boolean { return canPatrol(g, s) && g.city[s]! >= 0; }

/**
 * The class modes (indexes into CLASS_BITS) ordered by a score computed from what every player sees, lowest first (ties
 * in class order): a 'mode-first' question then offers the kindest class first. Only public facts may order them: the
 * options are part of what every player observes.
 */
export function classModesBy(score: (cls: number) => number): number[] {
  return CLASS_BITS.map((cls, i) => ({ i, s: score(cls) })).sort((a, b) => a.s - b.s || a.i - b.i).map((x) => x.i);
}
/** Total cost of the HQ heroes of a class (public): what naming that class takes away from the HQ. */
export function hqClassCost(g: Game, cls: number): number {
  let n = 0;
  for (const s of heroSlots(g)) if (hasCls(g, g.hq[s]!, cls)) n += heroCost(g, g.hq[s]!);
  return n;
}

/** Player p reveals their hand and discards every card of it that meets `pred` (card effects: the discard hooks see each). */
export function discardAll(g: Game, p: number, pred: (c: number) => boolean, src: number): void {
  const hit = g.players[p]!.hand.filter(pred);
  if (hit.length) g.log && log(g, `  P${p + 1} reveals their hand`);
  for (const c of hit) discardCard(g, p, c, Z_HAND, true, src);
}
