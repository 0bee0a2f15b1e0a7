// The zone table: every place a card can be, with who may see it. Observations (engine/legendary/observe.ts),
// determinizations (engine/legendary/determinize.ts) and the invariants (engine/legendary/invariants.ts) are driven by this
// one table, so a new zone is one entry here (and its field in the state), not six hand-written copies.
//
// Attachments: cards held by a city space, the Mastermind or an HQ space (captured Bystanders, heroes under
// a villain, tokens) live in `g.att`, one list per holder: the city spaces first, then the Mastermind, then
// the HQ spaces.

import type { CardKind, Game } from './types.js';
import {
  Z_ASIDE, Z_ATTACHED, Z_BYSTANDERS, Z_CITY, Z_DECK, Z_DISCARD, Z_ESCAPED, Z_HAND, Z_HERO_DECK, Z_HQ, Z_KO,
  Z_FRONT, Z_MASTERMIND, Z_NEXT_TURN, Z_OFFICERS, Z_PLAY, Z_FORTIFY, Z_SCHEME, Z_SIDEKICKS, Z_TACTICS, Z_VICTORY, Z_VILLAIN_DECK, Z_WOUNDS,
} from './types.js';

// ---- Holders of attachments -------------------------------------------------------------------------

/** The holder index of a city space (its space number). */
export function cityHolder(slot: number): number { return slot; }
/** The holder index of the Mastermind. */
export function mastermindHolder(g: { city: readonly number[] }): number { return g.city.length; }
/** The holder index of an HQ space. */
export function hqHolder(g: { city: readonly number[] }, slot: number): number { return g.city.length + 1 + slot; }
/**
 * The target code of other Mastermind i (Game.others) in a 'slot' question that offers enemies by holder (city spaces,
 * the Mastermind, HQ spaces): the codes after the HQ's. Its cards are held in Game.othersAtt, not in Game.att.
 */
export function otherHolder(g: { city: readonly number[]; hq: readonly number[] }, i: number): number { return g.city.length + 1 + g.hq.length + i; }
/** Empty attachment lists for a board. */
export function newAttachments(citySize: number, hqSize: number): number[][] {
  const a: number[][] = [];
  for (let i = citySize + 1 + hqSize; i > 0; i--) a.push([]);
  return a;
}

// ---- The table --------------------------------------------------------------------------------------

/**
 * Who sees a zone, from one player's seat:
 * - 'public': everyone sees its cards in order;
 * - 'hand': its owner sees it; another player knows only the cards of hand and deck together;
 * - 'deck': nobody sees the order; its owner knows the cards, another player only hand and deck together;
 * - 'hidden': nobody sees the order, everyone knows the cards (the Villain Deck, tactics, shuffled stacks).
 *   Hidden zones with the same `pool` are sampled together (hero cards hidden in the Villain Deck mix with
 *   the Hero Deck's), split by `poolClass`.
 */
export type Visibility = 'public' | 'hand' | 'deck' | 'hidden';

export interface ZoneSpec {
  name: string;
  /** Z_* code (events report it) */
  code: number;
  /** one zone per player, per attachment holder, per Mastermind besides the setup's (Game.others), or a single zone */
  per: 'player' | 'holder' | 'mastermind' | 'one';
  get(g: Game, i: number): number[];
  set(g: Game, i: number, cards: number[]): void;
  /** the array has -1 for empty spaces (HQ, city) */
  slots?: boolean;
  vis: Visibility;
  /** hidden zones sampled together share a pool name */
  pool?: string;
  /**
   * The number of cards of each kind in this zone is public (players know what went into each deck): a
   * sample deals each kind to it in that number. Otherwise only the zone's size is public (another player's
   * hand: how many Wounds it holds is hidden).
   */
  byKind?: boolean;
  /** card kinds that may be there (undefined: any) */
  kinds?: readonly CardKind[];
}

const OWNED: readonly CardKind[] = ['hero', 'wound'];

export const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', code: Z_DECK, per: 'player', vis: 'deck', kinds: OWNED, get: (g, i) => g.players[i]!.deck, set: (g, i, a) => { g.players[i]!.deck = a; } },
  { name: 'hand', code: Z_HAND, per: 'player', vis: 'hand', kinds: OWNED, get: (g, i) => g.players[i]!.hand, set: (g, i, a) => { g.players[i]!.hand = a; } },
  { name: 'discard', code: Z_DISCARD, per: 'player', vis: 'public', kinds: OWNED, get: (g, i) => g.players[i]!.discard, set: (g, i, a) => { g.players[i]!.discard = a; } },
  { name: 'in play', code: Z_PLAY, per: 'player', vis: 'public', kinds: OWNED, get: (g, i) => g.players[i]!.inPlay, set: (g, i, a) => { g.players[i]!.inPlay = a; } },
  { name: 'victory', code: Z_VICTORY, per: 'player', vis: 'public', get: (g, i) => g.players[i]!.victory, set: (g, i, a) => { g.players[i]!.victory = a; } },
  { name: 'in front', code: Z_FRONT, per: 'player', vis: 'public', get: (g, i) => g.players[i]!.front, set: (g, i, a) => { g.players[i]!.front = a; } },
  { name: 'villain deck', code: Z_VILLAIN_DECK, per: 'one', vis: 'hidden', pool: 'decks', byKind: true, get: (g) => g.villainDeck, set: (g, _i, a) => { g.villainDeck = a; } },
  { name: 'hero deck', code: Z_HERO_DECK, per: 'one', vis: 'hidden', pool: 'decks', byKind: true, get: (g) => g.heroDeck, set: (g, _i, a) => { g.heroDeck = a; } },
  { name: 'HQ', code: Z_HQ, per: 'one', vis: 'public', slots: true, kinds: ['hero', 'bystander', 'villain', 'henchman', 'strike'], get: (g) => g.hq, set: (g, _i, a) => { g.hq = a; } },
  { name: 'city', code: Z_CITY, per: 'one', vis: 'public', slots: true, get: (g) => g.city, set: (g, _i, a) => { g.city = a; } },
  { name: 'attached', code: Z_ATTACHED, per: 'holder', vis: 'public', get: (g, i) => g.att[i]!, set: (g, i, a) => { g.att[i] = a; } },
  { name: 'mastermind', code: Z_MASTERMIND, per: 'one', vis: 'public', kinds: ['mastermind'], get: (g) => g.mastermind, set: (g, _i, a) => { g.mastermind = a; } },
  // Masterminds besides the setup's (villains that ascended) and what each holds
  { name: 'other masterminds', code: Z_MASTERMIND, per: 'one', vis: 'public', get: (g) => g.others, set: (g, _i, a) => { g.others = a; } },
  { name: 'held by another mastermind', code: Z_ATTACHED, per: 'mastermind', vis: 'public', get: (g, i) => g.othersAtt[i]!, set: (g, i, a) => { g.othersAtt[i] = a; } },
  // a full Mastermind a scheme adds has Tactics of its own (which are left is public: the rest were defeated or never
  // joined, which is a simplification for the search's samples)
  { name: 'tactics of another mastermind', code: Z_TACTICS, per: 'mastermind', vis: 'public', get: (g, i) => g.othersTactics[i]!, set: (g, i, a) => { g.othersTactics[i] = a; } },
  // a villain may become a Tactic (a Secret Wars Volume 1 villain escapes into them: addTactic)
  { name: 'tactics', code: Z_TACTICS, per: 'one', vis: 'hidden', pool: 'tactics', kinds: ['tactic', 'strike', 'villain'], get: (g) => g.tactics, set: (g, _i, a) => { g.tactics = a; } },
  { name: 'escaped', code: Z_ESCAPED, per: 'one', vis: 'public', get: (g) => g.escaped, set: (g, _i, a) => { g.escaped = a; } },
  { name: 'KO', code: Z_KO, per: 'one', vis: 'public', get: (g) => g.ko, set: (g, _i, a) => { g.ko = a; } },
  { name: 'wounds', code: Z_WOUNDS, per: 'one', vis: 'hidden', pool: 'wounds', kinds: ['wound'], get: (g) => g.wounds, set: (g, _i, a) => { g.wounds = a; } },
  { name: 'bystanders', code: Z_BYSTANDERS, per: 'one', vis: 'hidden', pool: 'bystanders', kinds: ['bystander'], get: (g) => g.bystanders, set: (g, _i, a) => { g.bystanders = a; } },
  { name: 'sidekicks', code: Z_SIDEKICKS, per: 'one', vis: 'hidden', pool: 'sidekicks', kinds: ['hero'], get: (g) => g.sidekicks, set: (g, _i, a) => { g.sidekicks = a; } },
  { name: 'officers', code: Z_OFFICERS, per: 'one', vis: 'hidden', pool: 'officers', kinds: ['hero'], get: (g) => g.officers, set: (g, _i, a) => { g.officers = a; } },
  { name: 'scheme zone', code: Z_SCHEME, per: 'one', vis: 'public', get: (g) => g.schemeZone, set: (g, _i, a) => { g.schemeZone = a; } },
  { name: 'set aside', code: Z_ASIDE, per: 'one', vis: 'public', get: (g) => g.t.aside, set: (g, _i, a) => { g.t.aside = a; } },
  // face-down cards (Hidden Witnesses): which card holds each is public (Game.faceDownOf), which Bystander it is
  // is not: they are sampled with the Bystander stack
  { name: 'face down', code: Z_ATTACHED, per: 'one', vis: 'hidden', pool: 'bystanders', kinds: ['bystander'], get: (g) => g.faceDown, set: (g, _i, a) => { g.faceDown = a; } },
  // a scheme may split the Villain Deck among the players (the current player's is the villain deck above)
  { name: 'villain deck of another player', code: Z_VILLAIN_DECK, per: 'player', vis: 'hidden', pool: 'decks', byKind: true, get: (g, i) => g.villainDecks[i] ?? [], set: (g, i, a) => { if (g.villainDecks.length > i) g.villainDecks[i] = a; } },
  { name: 'scheme deck', code: Z_SCHEME, per: 'one', vis: 'hidden', pool: 'decks', byKind: true, get: (g) => g.schemeDeck, set: (g, _i, a) => { g.schemeDeck = a; } },
  // a Mastermind's own face-down stack (Game.mastermindDeck): a pool of its own, since what went into it is public
  // (Officers, heroes and Wounds put there openly), only its order is not; in the Villain Deck's pool its Officers and
  // basic heroes would swap with the Officers or Sidekicks a scheme shuffles into the Villain Deck
  { name: 'mastermind deck', code: Z_MASTERMIND, per: 'one', vis: 'hidden', pool: 'mastermind deck', byKind: true, get: (g) => g.mastermindDeck, set: (g, _i, a) => { g.mastermindDeck = a; } },
  { name: 'set aside for next turn', code: Z_NEXT_TURN, per: 'one', vis: 'public', kinds: OWNED, get: (g) => g.nextTurn, set: (g, _i, a) => { g.nextTurn = a; } },
  // villains fortifying a place (Fortify): which place each fortifies is public too (Game.fortifyAt)
  { name: 'fortifying', code: Z_FORTIFY, per: 'one', vis: 'public', kinds: ['villain', 'henchman', 'hero'], get: (g) => g.fortify, set: (g, _i, a) => { g.fortify = a; } },
  { name: 'being defeated', code: Z_ATTACHED, per: 'one', vis: 'public', get: (g) => g.defeatAtt, set: (g, _i, a) => { g.defeatAtt = a; } },
];

/** How many zones of this spec a game has. */
export function zoneCount(g: Game, z: ZoneSpec): number {
  return z.per === 'player' ? g.players.length : z.per === 'holder' ? g.att.length : z.per === 'mastermind' ? g.others.length : 1;
}

/** A readable name for zone instance i of spec z ("P2 hand", "attached to the Bank"). */
export function zoneLabel(z: ZoneSpec, i: number): string {
  return z.per === 'player' ? `P${i + 1} ${z.name}` : z.per === 'holder' || z.per === 'mastermind' ? `${z.name} ${i}` : z.name;
}

const KIND_CLASS: Record<CardKind, number> = {
  hero: 0, villain: 1, henchman: 2, tactic: 3, mastermind: 4, twist: 5, strike: 6, bystander: 7, wound: 8, token: 9,
};
/** The class of the cards of the heroes a scheme puts in the Villain Deck (SetupPlan.villainDeckHeroes). */
const VILLAIN_DECK_HERO = 10;
/** The class of henchmen of a group the Villain Deck does not use (a scheme shuffles them into the Hero Deck). */
const OTHER_HENCHMEN = 11;
/** The class of S.H.I.E.L.D. Officers, Sidekicks and other basic heroes a scheme puts in the Villain Deck: never swapped with the Hero Deck's. */
const BASIC_HERO = 12;
export const POOL_CLASSES = 13;
/**
 * The class of a card within a hidden pool: its kind. An observation tells how many cards of each kind each
 * zone of a pool holds (public: players know what went into each deck), not which ones; so hero cards
 * hidden in the Villain Deck (Secret Invasion) mix with the Hero Deck's when sampled, and never with villains.
 * The cards of a hero the scheme put in the Villain Deck as a whole (known to all) are a class of their own,
 * and so are henchmen of a group that is not the Villain Deck's (Invade the Daily Bugle puts them in the
 * Hero Deck): a sample must not swap them with the Villain Deck's henchmen.
 */
export function poolClass(
  g: { cards: readonly ClassDef[]; defOf: readonly number[]; setup?: ClassSetup },
  c: number,
): number {
  return defPoolClass(g.cards[g.defOf[c]!]!, g.setup);
}
type ClassDef = { kind: CardKind; groupLabel: string };
type ClassSetup = { villainDeckHeroes: readonly string[]; henchmen: readonly string[] };
/** The pool class of a card definition in a setup (see poolClass): it depends on nothing else. */
function defPoolClass(d: ClassDef, setup: ClassSetup | undefined): number {
  if (d.kind === 'hero' && setup && setup.villainDeckHeroes.length > 0 && setup.villainDeckHeroes.includes(d.groupLabel)) return VILLAIN_DECK_HERO;
  if (d.kind === 'henchman' && setup && !setup.henchmen.includes(d.groupLabel)) return OTHER_HENCHMEN;
  if (d.kind === 'hero' && (d.groupLabel === 'basic' || d.groupLabel === 'sidekick')) return BASIC_HERO;
  return KIND_CLASS[d.kind];
}

const CLASS_TABLES = new WeakMap<object, { cards: readonly ClassDef[]; table: Uint8Array }>();
/**
 * `poolClass` of every card definition of a game, by definition id: worked out once per setup (and card table), for
 * the observations and determinizations a search makes by the thousand.
 */
export function poolClasses(g: { cards: readonly ClassDef[]; setup: ClassSetup }): Uint8Array {
  const hit = CLASS_TABLES.get(g.setup);
  if (hit !== undefined && hit.cards === g.cards) return hit.table;
  const table = new Uint8Array(g.cards.length);
  for (let d = 0; d < g.cards.length; d++) table[d] = defPoolClass(g.cards[d]!, g.setup);
  CLASS_TABLES.set(g.setup, { cards: g.cards, table });
  return table;
}
