// Determinization: a full game state consistent with what one player sees (for information-set search).
//
// Every visible zone is copied from the Observation as it is. Each hidden zone is filled by shuffling the set
// the Observation gives:
// - the observer's own deck: `deckSet`, in a random order;
// - each other player's hand and deck: `handAndDeck`, split at random by their hand and deck sizes;
// - the Villain Deck and the Hero Deck: random orders. When hero cards are hidden in the Villain Deck
//   (Secret Invasion of the Skrull Shapeshifters), the Observation gives only the union of both decks' hero
//   cards and how many of them the Villain Deck holds; they are split at random;
// - the face-down tactics: a random order (the engine takes a random one anyway);
// - the random generator: a fresh state drawn from the caller's generator (the future is unknown);
// - another player's pending main decision: its options are worked out again from the sampled hand (the
//   Observation leaves them out, since they name the cards in that hand).
//
// Cards that pending engine work refers to (`Observation.pinned`) are not resampled:
// (b) a deck's top cards down to the deepest referred card stay on top in their true order. These are the
//     cards a player is looking at right now (Doombot Legion's and Ruthless Dictator's top cards, The
//     Amazing Spider-Man's cards being put back, a top card revealed by Hypnotic Charm or Melter): the
//     question about them must stay meaningful. Cards between two referred ones were looked at too (they
//     were among the top N), so keeping them is knowledge, not a leak. Knowledge from earlier looks is not
//     kept once nothing refers to the card any more (the engine keeps no memory of who saw what): e.g. the
//     card put back by Stack the Deck becomes an unknown card of the deck again, and the card put at the
//     bottom of the Hero Deck by an advanced-solo twist is shuffled like the rest.
// (c) other players' hand cards referred to by a frame stay in that hand. This covers the engine's queued
//     moves of cards already chosen, e.g. Deadpool's Random Acts of Unkindness: each player's chosen card is
//     recorded in a move frame before anyone's card moves, so a determinization keeps the chosen card in
//     its chooser's hand (the move would otherwise find nothing to move). The searcher thus learns which
//     card another player committed to pass (it arrives at the next player a moment later anyway), and the
//     same holds for a card another player is being asked about, e.g. a Diving Block they may reveal. This
//     is the only hidden information a determinization carries over, and only while the engine refers to
//     it. It matters only when the pending question is another player's; a search bot determinizes at its
//     own decisions.

import { CARDS } from './registry.js';
import { nextU32, randInt, type RngState } from './rng.js';
import type { Observation } from './observe.js';
import { mainActions } from './turn.js';
import type { Frame, Game, PlayerState } from './types.js';

function shuffleInPlace(rng: RngState, a: number[], n = a.length): void {
  for (let i = n - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const x = a[i]!; a[i] = a[j]!; a[j] = x;
  }
}

function without(set: readonly number[], remove: readonly number[]): number[] {
  if (remove.length === 0) return set.slice();
  const r = new Set(remove);
  return set.filter((c) => !r.has(c));
}

/** Appends a top-first list to a top-last zone. */
function pushTop(zone: number[], topFirst: readonly number[]): void {
  for (let i = topFirst.length - 1; i >= 0; i--) zone.push(topFirst[i]!);
}

/**
 * Prepared once from an Observation, samples determinizations quickly: the free (unpinned) cards of every
 * hidden zone are worked out once; each sample copies them and shuffles.
 */
export class Determinizer {
  readonly obs: Observation;
  private readonly ownFree: number[];
  private readonly otherFree: number[][];
  private readonly villainFree: number[];   // non-hero cards of the Villain Deck, not pinned
  private readonly heroFree: number[];      // hero cards of both decks, not pinned
  private readonly villainHeroes: number;   // free hero cards that go to the Villain Deck
  private readonly defOf: number[];

  constructor(obs: Observation) {
    this.obs = obs;
    this.defOf = obs.defOf as number[];
    const pin = obs.pinned;
    const me = obs.player;
    this.ownFree = without(obs.deckSet, pin.deckTop[me]!);
    this.otherFree = obs.players.map((pl, i) => (i === me ? [] : without(pl.handAndDeck, [...pin.hand[i]!, ...pin.deckTop[i]!])));
    const isHero = (c: number) => CARDS[this.defOf[c]!]!.kind === 'hero';
    this.villainFree = without(obs.villainDeckSet, pin.villainDeckTop);
    this.heroFree = without(obs.heroDeckSet, [...pin.villainDeckTop, ...pin.heroDeckTop]);
    this.villainHeroes = obs.villainDeckHeroes - pin.villainDeckTop.filter(isHero).length;
    if (this.villainHeroes < 0 || this.villainHeroes > this.heroFree.length) throw new Error('determinize: inconsistent hero counts');
    obs.players.forEach((pl, i) => {
      if (i === me) return;
      const handFree = pl.handSize - pin.hand[i]!.length, deckFree = pl.deckSize - pin.deckTop[i]!.length;
      if (handFree < 0 || deckFree < 0 || handFree + deckFree !== this.otherFree[i]!.length) {
        throw new Error(`determinize: player ${i + 1}'s hand and deck sizes do not match their cards`);
      }
    });
    if (this.ownFree.length + pin.deckTop[me]!.length !== obs.deckSet.length) throw new Error('determinize: pinned cards are not in the deck');
  }

  /** One determinization: a new Game (no log, no recorded choices) consistent with the Observation. */
  sample(rng: RngState): Game {
    const o = this.obs, pin = o.pinned, me = o.player;
    const players: PlayerState[] = o.players.map((pl, i) => {
      let hand: number[], deck: number[];
      if (i === me) {
        hand = o.hand.slice();
        deck = this.ownFree.slice();
        shuffleInPlace(rng, deck);
      } else {
        const pool = this.otherFree[i]!.slice();
        shuffleInPlace(rng, pool);
        const handFree = pl.handSize - pin.hand[i]!.length;
        hand = pin.hand[i]!.slice();
        for (let k = 0; k < handFree; k++) hand.push(pool.pop()!);
        deck = pool;
      }
      pushTop(deck, pin.deckTop[i]!);
      return { deck, hand, discard: pl.discard.slice(), inPlay: pl.inPlay.slice(), victory: pl.victory.slice() };
    });
    const heroes = this.heroFree.slice();
    shuffleInPlace(rng, heroes);
    const villainDeck = this.villainFree.slice();
    for (let k = 0; k < this.villainHeroes; k++) villainDeck.push(heroes.pop()!);
    shuffleInPlace(rng, villainDeck);
    pushTop(villainDeck, pin.villainDeckTop);
    const heroDeck = heroes; // already in a random order
    pushTop(heroDeck, pin.heroDeckTop);
    const tactics = o.tacticsSet.slice();
    shuffleInPlace(rng, tactics);
    const f = o.pendingFrame;
    const t = o.t;
    const g: Game = {
      cards: CARDS, defOf: this.defOf, setup: o.setup as Game['setup'], seed: 'determinized',
      rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1],
      players, current: o.current, turn: o.turn, phase: o.phase,
      t: { ...t, clsCount: t.clsCount.slice(), teamCount: t.teamCount.slice(), bubble: t.bubble.slice(), copyCls: t.copyCls.slice() },
      villainDeck, heroDeck, hq: o.hq.slice(), city: o.city.slice(),
      captured: o.captured.map((a) => a.slice()), under: o.under.map((a) => a.slice()),
      mastermindBystanders: o.mastermindBystanders.slice(), tactics, escaped: o.escaped.slice(), ko: o.ko.slice(),
      wounds: o.woundStack.slice(), bystanders: o.bystanderStack.slice(), officers: o.officerStack.slice(),
      schemeZone: o.schemeZone.slice(), portals: o.portals.slice(), mastermindPortal: o.mastermindPortal,
      stack: o.stack.slice(),
      pending: f ? { player: f.p, kind: f.a as Exclude<typeof f.a, ''>, reason: f.k, source: f.c, options: f.l! } : null,
      pendingFrame: f, result: o.result, cause: o.cause, drawAtEndOfTurn: o.drawAtEndOfTurn, stats: { ...o.stats },
      steps: o.steps, trace: o.trace, choices: null, log: null,
      handSize: o.handSize, villainCardsPerTurn: o.villainCardsPerTurn, holdMain: o.holdMain, finalBlow: o.finalBlow,
      lastDefeatedUnder: o.lastDefeatedUnder.slice(), lastDefeatedSlot: o.lastDefeatedSlot,
    };
    if (f && f.l === null) {
      // another player's main decision: its options come from the sampled hand
      const frame: Frame = { ...f, l: mainActions(g) };
      g.pendingFrame = frame;
      g.pending = { player: frame.p, kind: 'main', reason: frame.k, source: frame.c, options: frame.l! };
    }
    return g;
  }
}

/**
 * A full game state consistent with what the observing player sees: visible zones as observed, hidden
 * zones shuffled from the observed sets (pinned cards kept in place), a fresh random generator from `rng`.
 */
export function determinize(obs: Observation, rng: RngState): Game {
  return new Determinizer(obs).sample(rng);
}
