// Determinization: a full game state consistent with what one player sees (for information-set search).
//
// The Observation (engine/legendary/observe.ts) is the game with every zone hidden from the observer emptied, and,
// per pool of hidden zones, the pool's cards and each zone's size per card kind. A sample copies the
// observed state and deals each pool's cards to its zones: per kind, at random, in the observed numbers;
// an ordered zone (a deck) is then shuffled. So:
// - the observer's own deck: its cards in a random order;
// - each other player's hand and deck: their cards split at random by the hand and deck sizes;
// - the Villain Deck and the Hero Deck: random orders; hero cards hidden in the Villain Deck (Secret
//   Invasion) are drawn at random from all hidden hero cards, since which deck holds which is hidden;
// - tactics and shuffled stacks: random orders (a stack of identical cards is left as it is);
// - the random generator: a fresh state drawn from the caller's generator (the future is unknown);
// - another player's pending main decision: its options are worked out again from the sampled hand.
//
// Cards that pending engine work refers to (HiddenMember.pinned) are not resampled:
// - a deck's top cards down to the deepest referred card stay on top in their true order. These are the
//   cards a player is looking at right now (the top cards a Fight effect lets a player KO or put back, a
//   revealed top card a player decides about): the question about them must stay meaningful. Cards between two referred ones were looked at too (they were among the top
//   N), so keeping them is knowledge, not a leak. Knowledge from earlier looks is not kept once nothing
//   refers to the card any more (the engine keeps no memory of who saw what).
// - other players' hand cards referred to by a frame stay in that hand (e.g. a card each player chose to
//   pass to the left, recorded in a move frame before anyone's card moves). This is
//   the only hidden information a determinization carries over, and only while the engine refers to it.

import { clone } from './clone.js';
import { nextU32, shuffle, type RngState } from '../shared/rng.js';
import type { HiddenPool, Observation } from './observe.js';
import { mainActions } from './actions.js';
import type { Frame, Game } from './types.js';
import { POOL_CLASSES, ZONES, poolClasses } from './zones.js';

// scratch for sample(): each class's shuffled bag and how many of it are dealt (no allocation per sample)
const BAGS: number[][] = Array.from({ length: POOL_CLASSES }, () => []);
const NEXT = new Int32Array(POOL_CLASSES);

/** A pool prepared once: its free (unpinned) cards by class, and whether it needs shuffling at all. */
interface Prepared {
  pool: HiddenPool;
  /** free cards per class */
  free: number[][];
  /** free cards each member takes, per class */
  take: number[][];
  /** every card of the pool has one definition: any deal is the same game */
  uniform: boolean;
  /** the classes that have free cards */
  classes: number[];
  /** per member: whether it takes cards of more than one class (an ordered one is then shuffled again) */
  mixed: boolean[];
  /** a pool of one zone takes every free card: they are kept here, all classes together */
  all: number[] | null;
}

/**
 * Prepared once from an Observation, samples determinizations quickly: the free (unpinned) cards of every
 * pool are worked out once; each sample copies them and shuffles.
 */
export class Determinizer {
  readonly obs: Observation;
  private readonly prepared: Prepared[];

  constructor(obs: Observation) {
    this.obs = obs;
    const g = obs.state;
    const table = poolClasses(g), defOf = g.defOf;
    this.prepared = obs.pools.map((pool) => {
      const byKind = pool.byKind;
      const cls = (c: number) => (byKind ? table[defOf[c]!]! : 0);
      // whether a card is pinned: null when none is (most pools), so the common case asks nothing
      let pinnedCount = 0;
      for (const m of pool.members) pinnedCount += m.pinned.length;
      const isPinned = pinnedCount === 0 ? null : (c: number) => pool.members.some((m) => m.pinned.includes(c));
      const free: number[][] = [];
      for (let k = 0; k < POOL_CLASSES; k++) free.push([]);
      const cards = pool.cards;
      if (!byKind) free[0] = isPinned === null ? cards.slice() : cards.filter((c) => !isPinned(c));
      else {
        for (let i = 0; i < cards.length; i++) {
          const c = cards[i]!;
          if (isPinned === null || !isPinned(c)) free[cls(c)]!.push(c);
        }
      }
      const take = pool.members.map((m) => {
        const t = m.counts.slice();
        for (const c of m.pinned) t[cls(c)]!--;
        for (let k = 0; k < t.length; k++) if (t[k]! < 0) throw new Error(`determinize: pinned cards of ${pool.name} are not counted in their zone`);
        return t;
      });
      for (let k = 0; k < POOL_CLASSES; k++) {
        let want = 0;
        for (let mi = 0; mi < take.length; mi++) want += take[mi]![k]!;
        if (want !== free[k]!.length) throw new Error(`determinize: pool ${pool.name} has ${free[k]!.length} free cards of class ${k} for ${want} places`);
      }
      const d0 = cards.length ? defOf[cards[0]!] : -1;
      let uniform = true;
      for (let i = 1; i < cards.length; i++) if (defOf[cards[i]!] !== d0) { uniform = false; break; }
      const classes: number[] = [];
      for (let k = 0; k < POOL_CLASSES; k++) if (free[k]!.length) classes.push(k);
      const mixed = take.map((t) => { let n = 0; for (let k = 0; k < t.length; k++) if (t[k]! > 0) n++; return n > 1; });
      let all: number[] | null = null;
      if (pool.members.length === 1) {
        all = classes.length === 1 ? free[classes[0]!]! : [];
        if (classes.length > 1) for (const k of classes) for (const c of free[k]!) all.push(c);
      }
      return { pool, free, take, uniform, classes, mixed, all };
    });
  }

  /** One determinization: a new Game (no log, no recorded choices) consistent with the Observation. */
  sample(rng: RngState): Game {
    const g = clone(this.obs.state);
    g.seed = 'determinized';
    g.rng = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
    for (const pr of this.prepared) {
      const members = pr.pool.members;
      if (pr.all) {
        // one zone takes every free card: one copy, and one shuffle when its order is hidden
        const m = members[0]!, zone = pr.all.slice();
        if (m.ordered) {
          if (!pr.uniform && zone.length > 1) shuffle(rng, zone);
          for (let i = m.pinned.length - 1; i >= 0; i--) zone.push(m.pinned[i]!);
        } else {
          for (const c of m.pinned) zone.push(c);
        }
        ZONES[m.zone]!.set(g, m.i, zone);
        continue;
      }
      // each class's free cards in a random order (a pool of identical cards keeps its order), dealt in turn
      const bags = BAGS, next = NEXT;
      for (const k of pr.classes) {
        next[k] = 0;
        if (pr.uniform) { bags[k] = pr.free[k]!; continue; }
        const x = pr.free[k]!.slice();
        if (x.length > 1) shuffle(rng, x);
        bags[k] = x;
      }
      for (let mi = 0; mi < members.length; mi++) {
        const m = members[mi]!, t = pr.take[mi]!;
        let zone: number[];
        if (!pr.mixed[mi]) {
          // cards of one class (or none): one slice of its bag
          zone = [];
          for (const k of pr.classes) if (t[k]! > 0) { const at = next[k]!; zone = bags[k]!.slice(at, at + t[k]!); next[k] = at + t[k]!; }
        } else {
          zone = [];
          for (const k of pr.classes) { const bag = bags[k]!; for (let j = t[k]!; j > 0; j--) zone.push(bag[next[k]!++]!); }
        }
        if (m.ordered) {
          // classes were dealt in blocks: shuffle to mix them, then the pinned cards on top, in order
          if (!pr.uniform && zone.length > 1 && pr.mixed[mi]) shuffle(rng, zone);
          for (let i = m.pinned.length - 1; i >= 0; i--) zone.push(m.pinned[i]!);
        } else {
          for (const c of m.pinned) zone.push(c);
        }
        ZONES[m.zone]!.set(g, m.i, zone);
      }
    }
    const f = g.pendingFrame;
    if (f && f.a === 'main' && f.l === null) {
      // another player's main decision: its options come from the sampled hand
      const frame: Frame = { ...f, l: mainActions(g) };
      g.pendingFrame = frame;
      g.pending = { player: frame.p, kind: 'main', reason: frame.k, source: frame.c, options: frame.l! };
    } else if (f && g.pending === null && g.result === null) {
      g.pending = { player: f.p, kind: f.a as Exclude<typeof f.a, ''>, reason: f.k, source: f.c, options: f.l! };
    }
    return g;
  }
}

/**
 * A full game state consistent with what the observing player sees: visible zones as observed, hidden
 * zones dealt from the observed pools (pinned cards kept in place), a fresh random generator from `rng`.
 */
export function determinize(obs: Observation, rng: RngState): Game {
  return new Determinizer(obs).sample(rng);
}
