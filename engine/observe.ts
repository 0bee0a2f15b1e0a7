// What one player can see. Bots get this, never the state: hidden zones (deck orders, the Villain Deck,
// the Hero Deck, face-down tactics, other players' hands) are given only as sorted sets of card
// instances, which is what a player at the table can work out, never in their real order.

import type { CardDef, Decision, Frame, Game, SetupPlan, Stats, TurnState } from './types.js';
import { mastermindAttack, villainAttack } from './rules.js';

export interface PublicPlayer {
  discard: number[];
  inPlay: number[];
  victory: number[];
  handSize: number;
  deckSize: number;
  /** another player's hand and deck together, sorted (what they hold, not where) */
  handAndDeck: number[];
}

export interface Observation {
  player: number;
  current: number;
  turn: number;
  phase: Game['phase'];
  hand: number[];
  /** your own deck's cards, sorted (you know what is in it, not the order) */
  deckSet: number[];
  players: PublicPlayer[];
  hq: number[];
  city: number[];
  captured: number[][];
  under: number[][];
  mastermind: string;
  scheme: string;
  tacticsSet: number[];
  /** Final Blow challenge mode: 1 while the fifth fight is still owed, else 0 */
  finalBlow: number;
  mastermindBystanders: number[];
  /** the Villain Deck's cards other than hero cards, sorted */
  villainDeckSet: number[];
  /** the Hero Deck's cards, sorted; when hero cards are also hidden in the Villain Deck (Secret Invasion of
   *  the Skrull Shapeshifters), the hero cards of both decks together: which deck holds which is hidden */
  heroDeckSet: number[];
  heroDeckSize: number;
  villainDeckSize: number;
  escaped: number[];
  ko: number[];
  schemeZone: number[];
  portals: number[];
  mastermindPortal: number;
  stacks: { wounds: number; bystanders: number; officers: number };
  t: TurnState;
  stats: Stats;
  decision: Decision | null;
  /** instance id -> card definition id (card identities are public; where they are is what is hidden) */
  defOf: readonly number[];

  // ---- What engine/determinize.ts needs to continue the game exactly (all public, or see `pinned`) ----
  setup: Readonly<SetupPlan>;
  /** hero cards in the Villain Deck (Secret Invasion): how many, not which (they are in `heroDeckSet`) */
  villainDeckHeroes: number;
  /** the Wound, Bystander and S.H.I.E.L.D. Officer stacks (identical cards) */
  woundStack: number[];
  bystanderStack: number[];
  officerStack: number[];
  /** engine work in progress and the question being asked (of any player; when it is another player's main
   *  decision its options, which name cards in their hand, are left out: `l` is null); never mutated */
  stack: readonly Frame[];
  pendingFrame: Frame | null;
  /**
   * Hidden cards that the pending question or the engine work in progress refers to, with their places:
   * a determinization must leave them there (see engine/determinize.ts). For a deck: its top cards down to
   * the deepest referred card, top first (the cards the player is looking at, e.g. Doombot Legion's two).
   */
  pinned: Pinned;
  result: Game['result'];
  cause: string;
  drawAtEndOfTurn: string;
  steps: number;
  trace: number;
  handSize: number;
  villainCardsPerTurn: number;
  holdMain: boolean;
  lastDefeatedUnder: number[];
  lastDefeatedSlot: number;
}

/** See `Observation.pinned`. Own hand and visible zones are never listed (they are copied as they are). */
export interface Pinned {
  /** per player: the top cards of the deck that must stay in place, top first */
  deckTop: number[][];
  /** per player: cards in that player's hand that must stay there (only for other players' hands) */
  hand: number[][];
  villainDeckTop: number[];
  heroDeckTop: number[];
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

/** The top of a hidden ordered zone (top = last element) down to the deepest referred card, top first. */
function pinnedTop(zone: readonly number[], refs: Set<number>): number[] {
  let deepest = -1;
  for (let i = 0; i < zone.length; i++) if (refs.has(zone[i]!)) { deepest = i; break; }
  if (deepest < 0) return [];
  const out: number[] = [];
  for (let i = zone.length - 1; i >= deepest; i--) out.push(zone[i]!);
  return out;
}

function pinnedOf(g: Game, player: number): Pinned {
  const refs = referredCards(g);
  if (refs.size === 0) return { deckTop: g.players.map(() => []), hand: g.players.map(() => []), villainDeckTop: [], heroDeckTop: [] };
  return {
    deckTop: g.players.map((pl) => pinnedTop(pl.deck, refs)),
    hand: g.players.map((pl, i) => (i === player ? [] : pl.hand.filter((c) => refs.has(c)))),
    villainDeckTop: pinnedTop(g.villainDeck, refs),
    heroDeckTop: pinnedTop(g.heroDeck, refs),
  };
}

const sorted = (a: number[]) => a.slice().sort((x, y) => x - y);

export function observe(g: Game, player: number): Observation {
  const me = g.players[player]!;
  return {
    player, current: g.current, turn: g.turn, phase: g.phase,
    hand: me.hand.slice(),
    deckSet: sorted(me.deck),
    players: g.players.map((pl, i) => ({
      discard: pl.discard.slice(), inPlay: pl.inPlay.slice(), victory: pl.victory.slice(),
      handSize: pl.hand.length, deckSize: pl.deck.length,
      handAndDeck: i === player ? [] : sorted([...pl.hand, ...pl.deck]),
    })),
    hq: g.hq.slice(), city: g.city.slice(), captured: g.captured.map((a) => a.slice()), under: g.under.map((a) => a.slice()),
    mastermind: g.setup.mastermind, scheme: g.setup.scheme,
    tacticsSet: sorted(g.tactics), finalBlow: g.finalBlow, mastermindBystanders: g.mastermindBystanders.slice(),
    villainDeckSet: sorted(g.villainDeck.filter((c) => !isHeroCard(g, c))),
    heroDeckSet: sorted([...g.heroDeck, ...g.villainDeck.filter((c) => isHeroCard(g, c))]),
    heroDeckSize: g.heroDeck.length, villainDeckSize: g.villainDeck.length,
    escaped: g.escaped.slice(), ko: g.ko.slice(), schemeZone: g.schemeZone.slice(),
    portals: g.portals.slice(), mastermindPortal: g.mastermindPortal,
    stacks: { wounds: g.wounds.length, bystanders: g.bystanders.length, officers: g.officers.length },
    t: { ...g.t, clsCount: g.t.clsCount.slice(), teamCount: g.t.teamCount.slice(), bubble: g.t.bubble.slice(), copyCls: g.t.copyCls.slice() },
    stats: { ...g.stats },
    decision: g.pending && g.pending.player === player ? { ...g.pending, options: g.pending.options.slice() } : null,
    defOf: g.defOf,
    setup: g.setup,
    villainDeckHeroes: g.villainDeck.reduce((n, c) => n + (isHeroCard(g, c) ? 1 : 0), 0),
    woundStack: g.wounds.slice(), bystanderStack: g.bystanders.slice(), officerStack: g.officers.slice(),
    stack: g.stack.slice(),
    // another player's main decision lists the cards in their hand it could play: left out (l: null);
    // a determinization works the options out again from its sampled hand
    pendingFrame: g.pendingFrame && g.pendingFrame.a === 'main' && g.pendingFrame.p !== player ? { ...g.pendingFrame, l: null } : g.pendingFrame,
    pinned: pinnedOf(g, player),
    result: g.result, cause: g.cause, drawAtEndOfTurn: g.drawAtEndOfTurn, steps: g.steps, trace: g.trace,
    handSize: g.handSize, villainCardsPerTurn: g.villainCardsPerTurn, holdMain: g.holdMain,
    lastDefeatedUnder: g.lastDefeatedUnder.slice(), lastDefeatedSlot: g.lastDefeatedSlot,
  };
}

function isHeroCard(g: Game, c: number): boolean { return g.cards[g.defOf[c]!]!.kind === 'hero'; }

// The one way past a view to the true state, for the cheating measurement bot only (ismcts:cheat=true):
// engine/cheat.ts claims the reader once when it is loaded; any later claim throws, so no other module can
// quietly hold it. Normal bots never import engine/cheat.ts.
let readGame: ((v: PlayerView) => Game) | null = null;
let trueStateClaimed = false;
/** For engine/cheat.ts only. Hands out, once per process, the function that reads the game behind a view. */
export function claimTrueStateReader(): (v: PlayerView) => Game {
  if (trueStateClaimed) throw new Error('the true-state reader was already claimed: only engine/cheat.ts may hold it');
  trueStateClaimed = true;
  return readGame!;
}

/**
 * A cheap, read-only window on a game for one player: bots get this instead of the state. The game sits
 * in a private field (#g); the accessors return only what this player may see (arrays are the game's own,
 * typed readonly: a bot must not change them). `observation()` builds the full Observation snapshot.
 * Search bots call `determinize` (engine/determinize.ts) with an Observation to sample the hidden part.
 */
export class PlayerView {
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
  get setup(): Readonly<Game['setup']> { return this.#g.setup; }
  /** The definition of a visible card instance (card identities are public). */
  def(c: number): CardDef { return this.#g.cards[this.#g.defOf[c]!]!; }
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
  deckSet(): number[] { return this.#g.players[this.player]!.deck.slice().sort((a, b) => a - b); }
  /**
   * Every card player p owns (deck, hand, discard pile, played this turn), sorted by instance: which cards a
   * player holds is public (Observation.handAndDeck), where they are is not, and the sorted order says nothing.
   */
  ownedCards(p = this.player): Int32Array {
    const pl = this.#g.players[p]!;
    const out = new Int32Array(pl.deck.length + pl.hand.length + pl.discard.length + pl.inPlay.length);
    let k = 0;
    for (let i = 0; i < pl.deck.length; i++) out[k++] = pl.deck[i]!;
    for (let i = 0; i < pl.hand.length; i++) out[k++] = pl.hand[i]!;
    for (let i = 0; i < pl.discard.length; i++) out[k++] = pl.discard[i]!;
    for (let i = 0; i < pl.inPlay.length; i++) out[k++] = pl.inPlay[i]!;
    return out.sort(); // numeric: a typed array sorts by value
  }
  get hq(): readonly number[] { return this.#g.hq; }
  get city(): readonly number[] { return this.#g.city; }
  captured(slot: number): readonly number[] { return this.#g.captured[slot]!; }
  /** Heroes under the villain in a city space (Skrull Queen Veranke, Skrull Shapeshifters); face up. */
  under(slot: number): readonly number[] { return this.#g.under[slot]!; }
  /** The game's result once it is over ('win', 'loss', 'draw'), else null. */
  get result(): Game['result'] { return this.#g.result; }
  get mastermindBystanders(): readonly number[] { return this.#g.mastermindBystanders; }
  get tacticsLeft(): number { return this.#g.tactics.length; }
  /** Fights left to beat the Mastermind: its tactics, plus one with the Final Blow challenge mode. */
  get mastermindFightsLeft(): number { return this.#g.tactics.length + this.#g.finalBlow; }
  get escaped(): readonly number[] { return this.#g.escaped; }
  get ko(): readonly number[] { return this.#g.ko; }
  get schemeZone(): readonly number[] { return this.#g.schemeZone; }
  get villainDeckSize(): number { return this.#g.villainDeck.length; }
  get heroDeckSize(): number { return this.#g.heroDeck.length; }
  get woundsLeft(): number { return this.#g.wounds.length; }
  get bystandersLeft(): number { return this.#g.bystanders.length; }
  get officersLeft(): number { return this.#g.officers.length; }
  /** This turn's points and counters (public: everyone sees the current player's turn). */
  get t(): Readonly<TurnState> { return this.#g.t; }
  get stats(): Readonly<Stats> { return this.#g.stats; }
  /** Current Attack of the villain in a city space, with every modifier. */
  villainAttack(slot: number): number { return villainAttack(this.#g, slot); }
  mastermindAttack(): number { return mastermindAttack(this.#g); }
  /** Whether the current player could defeat the villain in a space by a fight now ("can't defeat unless"). */
  canDefeat(slot: number): boolean {
    const c = this.#g.city[slot]!;
    if (c < 0) return false;
    const d = this.def(c);
    return !d.canDefeat || d.canDefeat(this.#g, this.#g.current);
  }
}
