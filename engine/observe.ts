// What one player can see. Bots get this, never the state: hidden zones (deck orders, the Villain Deck,
// the Hero Deck, face-down tactics, other players' hands) are given only as sorted sets of card
// instances, which is what a player at the table can work out, never in their real order.

import type { CardDef, Decision, Game, Stats, TurnState } from './types.js';
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
  mastermindBystanders: number[];
  villainDeckSet: number[];
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
    tacticsSet: sorted(g.tactics), mastermindBystanders: g.mastermindBystanders.slice(),
    villainDeckSet: sorted(g.villainDeck), heroDeckSet: sorted(g.heroDeck),
    heroDeckSize: g.heroDeck.length, villainDeckSize: g.villainDeck.length,
    escaped: g.escaped.slice(), ko: g.ko.slice(), schemeZone: g.schemeZone.slice(),
    portals: g.portals.slice(), mastermindPortal: g.mastermindPortal,
    stacks: { wounds: g.wounds.length, bystanders: g.bystanders.length, officers: g.officers.length },
    t: { ...g.t, clsCount: g.t.clsCount.slice(), teamCount: g.t.teamCount.slice(), bubble: g.t.bubble.slice(), copyCls: g.t.copyCls.slice() },
    stats: { ...g.stats },
    decision: g.pending && g.pending.player === player ? { ...g.pending, options: g.pending.options.slice() } : null,
    defOf: g.defOf,
  };
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
  get hq(): readonly number[] { return this.#g.hq; }
  get city(): readonly number[] { return this.#g.city; }
  captured(slot: number): readonly number[] { return this.#g.captured[slot]!; }
  get mastermindBystanders(): readonly number[] { return this.#g.mastermindBystanders; }
  get tacticsLeft(): number { return this.#g.tactics.length; }
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
