// What one player can see. Bots get this, never the state: hidden zones (deck orders, the Villain Deck,
// the Hero Deck, face-down tactics, other players' hands) are given only as sorted sets of card
// instances, which is what a player at the table can work out, never in their real order.

import type { Decision, Game, Stats, TurnState } from './types.js';

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
 * in a private field (#g), so a bot can reach only what the methods return; `observation()` builds the
 * full Observation when a bot wants everything.
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
}
