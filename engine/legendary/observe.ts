// What one player can see. Bots get a PlayerView, never the state. An Observation is the snapshot a search
// bot samples from: the game with every zone this player cannot see emptied, plus, for each group of hidden
// zones (a "pool", engine/legendary/zones.ts), the cards it holds as a sorted set and how many cards of each kind each
// of its zones holds — what a player at the table can work out, never the real order.

import { clone } from './clone.js';
import { available, cardVp, faceDownCount, slotFightable, heroCost, mastermindAttack, otherAttack, recruitCost, recruitPoints, poolsFor, restrictedFor, villainAttack, villainCardAttack } from './rules.js';
import { compiled } from './compile.js';
import { actArg, actCode } from './actions.js';
import type { CardDef, Decision, Frame, Game, SchemeView, Stats, TurnState } from './types.js';
import { POOL_CLASSES, ZONES, mastermindHolder, poolClasses, zoneCount, type ZoneSpec } from './zones.js';

/** One hidden zone of a pool: its place, its size per card kind, and the cards that must stay where they are. */
export interface HiddenMember {
  /** index in ZONES, and the zone's instance (player, holder) */
  zone: number;
  i: number;
  /** cards per pool class (engine/legendary/zones.ts poolClass) when the pool is dealt by kind, else the size in [0] */
  counts: number[];
  /**
   * Cards that pending engine work refers to: they keep their place in a sample. For an ordered zone (a
   * deck), its top cards down to the deepest referred card, top first (the cards a player is looking at);
   * for a hand, the referred cards.
   */
  pinned: number[];
  /** the zone's order matters (decks): pinned cards are on top, the rest shuffled */
  ordered: boolean;
}

/** Hidden zones sampled together: their cards (sorted) and the zones. */
export interface HiddenPool { name: string; cards: number[]; members: HiddenMember[]; byKind: boolean }

export interface Observation {
  player: number;
  /** this player's hand */
  hand: number[];
  /** the pending decision if it is this player's */
  decision: Decision | null;
  /**
   * The game as this player knows it: every zone hidden from them emptied, no random generator state, no
   * log, and another player's pending main decision without its options (they name cards in that hand).
   */
  state: Game;
  pools: HiddenPool[];
}

/** Card instances referred to by the pending question and the frames on the stack. */
function referredCards(g: Game): Set<number> {
  const refs = new Set<number>();
  const add = (f: Frame) => {
    if (f.c >= 0) refs.add(f.c);
    if (f.a === 'card' && f.l) for (const c of f.l) if (c >= 0) refs.add(c);
  };
  for (const f of g.stack) add(f);
  if (g.pendingFrame) add(g.pendingFrame);
  return refs;
}

/** The top of an ordered zone (top = last element) down to the deepest referred card, top first. */
function pinnedTop(zone: readonly number[], refs: Set<number>): number[] {
  if (refs.size === 0) return [];
  let deepest = -1;
  for (let i = 0; i < zone.length; i++) if (refs.has(zone[i]!)) { deepest = i; break; }
  if (deepest < 0) return [];
  const out: number[] = [];
  for (let i = zone.length - 1; i >= deepest; i--) out.push(zone[i]!);
  return out;
}

/** The pool a zone instance belongs to for this observer, or null when the observer sees it. */
export function poolOf(z: ZoneSpec, i: number, observer: number): string | null {
  switch (z.vis) {
    case 'public': return null;
    case 'hand': return i === observer ? null : playerPool(i);
    case 'deck': return i === observer ? 'own deck' : playerPool(i);
    case 'hidden': return z.pool ?? z.name;
  }
}
const PLAYER_POOLS: string[] = [];
/** The pool of player i's hand and deck, as seen by another player ("player i"), one string per player. */
function playerPool(i: number): string {
  while (PLAYER_POOLS.length <= i) PLAYER_POOLS.push(`player ${PLAYER_POOLS.length}`);
  return PLAYER_POOLS[i]!;
}

/** Scratch for sortInstances: one mark per card instance. */
let MARKS = new Uint8Array(512);
/**
 * Sorts distinct card instances (numbers below `instances`) in place, ascending: the same order as
 * `a.sort((x, y) => x - y)`, by marking each instance and reading the marks back (no comparisons).
 */
function sortInstances(a: number[], instances: number): void {
  if (a.length < 24) { a.sort((x, y) => x - y); return; }
  if (MARKS.length < instances) MARKS = new Uint8Array(instances * 2);
  const m = MARKS;
  for (let i = 0; i < a.length; i++) {
    const c = a[i]!;
    if (m[c] === 1) {
      // a card twice (never in a sound state): clear the marks and sort by comparison, which keeps both
      for (let j = 0; j < i; j++) m[a[j]!] = 0;
      a.sort((x, y) => x - y);
      return;
    }
    m[c] = 1;
  }
  let k = 0;
  for (let c = 0; k < a.length; c++) if (m[c] === 1) { m[c] = 0; a[k++] = c; }
}

const sorted = (a: number[]) => a.slice().sort((x, y) => x - y);

/** Inserts the cards of `zone` into the sorted first k entries of `out`; returns the new count. */
function insertSorted(out: Int32Array, k: number, zone: readonly number[]): number {
  for (let i = 0; i < zone.length; i++) {
    const c = zone[i]!;
    let j = k++;
    while (j > 0 && out[j - 1]! > c) { out[j] = out[j - 1]!; j--; }
    out[j] = c;
  }
  return k;
}

export function observe(g: Game, player: number): Observation {
  const state = clone(g);
  state.rng = [0, 0, 0, 0];
  state.log = null;
  state.choices = null;
  state.seed = 'observed';
  const refs = referredCards(g);
  const cls = poolClasses(g), defOf = g.defOf;
  // the pools in the order their first zone comes (a few: a list beats a map)
  const pools: HiddenPool[] = [];
  for (let zi = 0; zi < ZONES.length; zi++) {
    const z = ZONES[zi]!;
    if (z.vis === 'public') continue;
    const n = zoneCount(g, z);
    for (let i = 0; i < n; i++) {
      const name = poolOf(z, i, player);
      if (name === null) continue;
      const cards = z.get(g, i);
      let pool: HiddenPool | undefined;
      for (let k = 0; k < pools.length; k++) if (pools[k]!.name === name) { pool = pools[k]; break; }
      if (pool === undefined) { pool = { name, cards: [], members: [], byKind: !!z.byKind }; pools.push(pool); }
      const counts: number[] = [];
      for (let k = 0; k < POOL_CLASSES; k++) counts.push(0);
      const into = pool.cards;
      if (z.byKind) for (let k = 0; k < cards.length; k++) { const c = cards[k]!; into.push(c); counts[cls[defOf[c]!]!]!++; }
      else { for (let k = 0; k < cards.length; k++) into.push(cards[k]!); counts[0] = cards.length; }
      const ordered = z.vis !== 'hand';
      const pinned = refs.size === 0 ? [] : ordered ? pinnedTop(cards, refs) : cards.filter((c) => refs.has(c));
      pool.members.push({ zone: zi, i, counts, pinned, ordered });
      z.set(state, i, []);
    }
  }
  for (const p of pools) sortInstances(p.cards, defOf.length);
  // another player's main decision lists the cards in their hand it could play: left out (l: null); a
  // determinization works the options out again from its sampled hand
  if (g.pendingFrame && g.pendingFrame.a === 'main' && g.pendingFrame.p !== player) {
    state.pendingFrame = { ...g.pendingFrame, l: null };
    state.pending = null;
  }
  return {
    player, hand: g.players[player]!.hand.slice(), state, pools,
    decision: g.pending && g.pending.player === player ? { ...g.pending, options: g.pending.options.slice() } : null,
  };
}

// The one way past a view to the true state, for the cheating measurement bot only (ismcts:cheat=true):
// engine/legendary/cheat.ts claims the reader once when it is loaded; any later claim throws, so no other module can
// quietly hold it. Normal bots never import engine/legendary/cheat.ts.
let readGame: ((v: PlayerView) => Game) | null = null;
let trueStateClaimed = false;
/** For engine/legendary/cheat.ts only. Hands out, once per process, the function that reads the game behind a view. */
export function claimTrueStateReader(): (v: PlayerView) => Game {
  if (trueStateClaimed) throw new Error('the true-state reader was already claimed: only engine/legendary/cheat.ts may hold it');
  trueStateClaimed = true;
  return readGame!;
}

/**
 * A cheap, read-only window on a game for one player: bots get this instead of the state. The game sits
 * in a private field (#g); the accessors return only what this player may see (arrays are the game's own,
 * typed readonly: a bot must not change them). `observation()` builds the full Observation snapshot.
 * Search bots call `determinize` (engine/legendary/determinize.ts) with an Observation to sample the hidden part.
 */
export class PlayerView implements SchemeView {
  readonly #g: Game;
  readonly player: number;
  constructor(g: Game, player: number) { this.#g = g; this.player = player; }
  static { readGame = (v) => v.#g; }
  /** The pending decision if it is this player's, else null. */
  get decision(): Decision | null {
    const d = this.#g.pending;
    return d && d.player === this.player ? d : null;
  }
  /** Number of options of the pending decision (0 if none for this player). */
  get optionCount(): number { return this.decision?.options.length ?? 0; }
  observation(): Observation { return observe(this.#g, this.player); }

  // ---- visible facts, cheap to read ----
  get players(): number { return this.#g.players.length; }
  get current(): number { return this.#g.current; }
  get turn(): number { return this.#g.turn; }
  /** Decisions answered so far in the game (every player sees them being made). */
  get steps(): number { return this.#g.steps; }
  get setup(): Readonly<Game['setup']> { return this.#g.setup; }
  /** The definition of a visible card instance (card identities are public); a villain gained as a hero: its hero side. */
  def(c: number): CardDef {
    const g = this.#g, d = g.cards[g.defOf[c]!]!;
    return d.heroSide !== undefined && g.asHero.includes(c) ? g.cards[d.heroSide]! : d;
  }
  /** A card definition by its id (as in TurnState.played). */
  defById(id: number): CardDef { return this.#g.cards[id]!; }
  get hand(): readonly number[] { return this.#g.players[this.player]!.hand; }
  inPlay(p = this.player): readonly number[] { return this.#g.players[p]!.inPlay; }
  discard(p = this.player): readonly number[] { return this.#g.players[p]!.discard; }
  victory(p = this.player): readonly number[] { return this.#g.players[p]!.victory; }
  handSize(p: number): number { return this.#g.players[p]!.hand.length; }
  deckSize(p: number): number { return this.#g.players[p]!.deck.length; }
  /** Every card a player owns whose identity this player knows (for p = self: all of them). */
  ownedCount(p = this.player): number {
    const pl = this.#g.players[p]!;
    return pl.deck.length + pl.hand.length + pl.discard.length + pl.inPlay.length;
  }
  /** Own deck contents (sorted: the order is hidden). */
  deckSet(): number[] { return sorted(this.#g.players[this.player]!.deck); }
  /**
   * Every card player p owns (deck, hand, discard pile, played this turn), sorted by instance: which cards a
   * player holds is public, where they are is not, and the sorted order says nothing.
   */
  ownedCards(p = this.player): Int32Array {
    const out = new Int32Array(this.ownedCount(p));
    this.ownedCardsInto(out, p);
    return out;
  }
  /**
   * `ownedCards(p)` written into `out` (which must hold `ownedCount(p)` cards) without allocating: returns how many.
   * Sorted the same way, by instance (an insertion sort: a deck is a few dozen cards).
   */
  ownedCardsInto(out: Int32Array, p = this.player): number {
    const pl = this.#g.players[p]!;
    let k = insertSorted(out, 0, pl.deck);
    k = insertSorted(out, k, pl.hand);
    k = insertSorted(out, k, pl.discard);
    return insertSorted(out, k, pl.inPlay);
  }
  /** `ownedCardsInto` unsorted: the deck, hand, discard and cards in play, zone after zone (a set, not an order). */
  ownedCardsRawInto(out: Int32Array, p = this.player): number {
    const pl = this.#g.players[p]!;
    let k = 0, z = pl.deck;
    for (let i = 0; i < z.length; i++) out[k++] = z[i]!;
    z = pl.hand;
    for (let i = 0; i < z.length; i++) out[k++] = z[i]!;
    z = pl.discard;
    for (let i = 0; i < z.length; i++) out[k++] = z[i]!;
    z = pl.inPlay;
    for (let i = 0; i < z.length; i++) out[k++] = z[i]!;
    return k;
  }
  /**
   * An object that stands for what `def` reads besides a card's number: the game's instance table (shared by the game,
   * its copies and its determinizations; the card table is fixed with it at setup). Null while a villain is gained as a
   * hero, since `def` then reads that too. What the definitions of a set of cards give may be reused for the same cards
   * while this is the same object.
   */
  get defKey(): object | null { const g = this.#g; return g.asHero.length ? null : g.defOf; }
  /**
   * The cards of one hidden pool this player cannot see (engine/legendary/zones.ts; 'decks': the Villain, Hero and scheme
   * decks together), sorted: which cards are there, never where or in what order. No clone of the game.
   */
  hiddenPool(name: string): number[] {
    const out: number[] = [];
    for (const z of ZONES) {
      const n = zoneCount(this.#g, z);
      for (let i = 0; i < n; i++) if (poolOf(z, i, this.player) === name) out.push(...z.get(this.#g, i));
    }
    return out.sort((x, y) => x - y);
  }
  /** Whether city space s still exists (cards can destroy spaces; villains skip them). */
  cityLive(s: number): boolean { return ((this.#g.cityDestroyed >> s) & 1) === 0; }
  get hq(): readonly number[] { return this.#g.hq; }
  get city(): readonly number[] { return this.#g.city; }
  /** Cards attached to a holder (engine/legendary/zones.ts): a city space's villain's captives, the Mastermind's, an HQ space's. */
  attached(holder: number): readonly number[] { return this.#g.att[holder]!; }
  /** How many face-down cards (Hidden Witnesses) a card (or FACE_DOWN_SCHEME) holds: public, unlike which cards. */
  faceDownCount(holder: number): number { return faceDownCount(this.#g, holder); }
  /** The holder index of the Mastermind. */
  get mastermindHolder(): number { return mastermindHolder(this.#g); }
  /** The city space the setup's Mastermind stands in (a Mastermind who enters the city), or -1: on the Mastermind space. */
  get mastermindAt(): number { return this.#g.mastermindAt; }
  /** The Mastermind's card (public), or -1 once it is taken (Final Blow). */
  get mastermindCard(): number { return this.#g.mastermind[0] ?? -1; }
  /** A game-long counter of a scheme, Mastermind or keyword (0 when unset). */
  variable(key: string): number { return this.#g.vars[key] ?? 0; }
  /** The game's result once it is over ('win', 'loss', 'draw'), else null. */
  get result(): Game['result'] { return this.#g.result; }
  get tacticsLeft(): number { return this.#g.tactics.length; }
  /** Fights left to beat the Mastermind: its tactics, plus one with the Final Blow challenge mode. */
  get mastermindFightsLeft(): number { return this.#g.tactics.length + this.#g.finalBlow; }
  /** Masterminds besides the setup's (villains that ascended), each defeated by one fight */
  get others(): readonly number[] { return this.#g.others; }
  /** the Attack of other Mastermind i (Game.others) */
  otherAttack(i: number): number { return otherAttack(this.#g, i); }
  get escaped(): readonly number[] { return this.#g.escaped; }
  get ko(): readonly number[] { return this.#g.ko; }
  get schemeZone(): readonly number[] { return this.#g.schemeZone; }
  get villainDeckSize(): number { return this.#g.villainDeck.length; }
  get heroDeckSize(): number { return this.#g.heroDeck.length; }
  get woundsLeft(): number { return this.#g.wounds.length; }
  get bystandersLeft(): number { return this.#g.bystanders.length; }
  get officersLeft(): number { return this.#g.officers.length; }
  /** Sidekicks left in their stack. */
  get sidekicksLeft(): number { return this.#g.sidekicks.length; }
  /** This turn's points and counters (public: everyone sees the current player's turn). */
  get t(): Readonly<TurnState> { return this.#g.t; }
  get stats(): Readonly<Stats> { return this.#g.stats; }
  /** Points the current player has to pay for a target (engine/legendary/types.ts PAY_*), e.g. a fight. */
  available(target: number, c = -1): number { return available(this.#g, target, c); }
  /** Restricted points this turn that may pay for a target (only against Masterminds, ...). */
  restrictedFor(target: number, c = -1): number { return restrictedFor(this.#g, target, c); }
  /** The point pools (POOL_*) that may pay for a target now. */
  poolsFor(target: number, c = -1): number { return poolsFor(this.#g, target, c); }
  /** The cost of a hero (an HQ card) with every modifier. */
  heroCost(c: number): number { return heroCost(this.#g, c); }
  /** The points that pay a cost "of Recruit" outside recruiting (Focus): Recruit, or Attack while the pools are swapped. */
  recruitPoints(): number { return recruitPoints(this.#g); }
  /** What recruiting hero c costs now (its cost with the changes that apply to recruiting only: Size-Changing). */
  recruitCost(c: number): number { return recruitCost(this.#g, c); }
  /**
   * What a main-phase action value is, from its provider's hint: its kind, and (when the hint says) the
   * points it costs, the card it concerns and what it is worth in points. Null for a value no provider of this game has.
   */
  /** The kind of a main-phase action value (its hint's `about`) without computing the rest; null as actionInfo. */
  actionKind(v: number): string | null { return compiled(this.#g).byCode[actCode(v)]?.hint.about ?? null; }
  actionInfo(v: number): { about: string; cost: number; card: number; value: number } | null {
    const a = compiled(this.#g).byCode[actCode(v)];
    if (!a) return null;
    const h = a.hint, arg = actArg(v), g = this.#g;
    return {
      about: h.about, cost: h.cost ? h.cost(g, g.current, arg) : 0, card: h.card ? h.card(g, g.current, arg) : -1,
      value: h.value ? h.value(g, g.current, arg) : 0,
    };
  }
  /** The Attack of a villain card wherever it is (slot -1: outside the city), with every modifier. */
  villainCardAttack(c: number, slot = -1): number { return villainCardAttack(this.#g, c, slot); }
  /** Current Attack of the villain in a city space, with every modifier (as when fought). */
  villainAttack(slot: number): number { return villainAttack(this.#g, slot); }
  mastermindAttack(): number { return mastermindAttack(this.#g); }
  /** The VP card c would be worth in this player's victory pile, with every modifier (public). */
  cardVp(c: number): number { return cardVp(this.#g, this.player, c); }
  /** Whether the current player could defeat the villain in a space by a fight now ("can't defeat unless"). */
  canDefeat(slot: number): boolean {
    const c = this.#g.city[slot]!;
    if (c < 0) return false;
    if (this.#g.faceDown.length && faceDownCount(this.#g, c) > 0) return false; // Hidden Witnesses first
    if (!slotFightable(this.#g, slot)) return false;
    const d = this.def(c);
    return !d.canDefeat || d.canDefeat(this.#g, this.#g.current, c);
  }
}
