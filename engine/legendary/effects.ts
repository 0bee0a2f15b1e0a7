// Effects that last for the rest of the turn, as data: `g.t.effects` holds records {k, c, n} of registered
// kinds. A kind may change values the rules read (modifiers), react to events (hooks), or be read by the
// rules (another turn, cards in the next hand). Card files register the kinds their cards create; the
// general kinds below belong to the rules (any card may use them).

import type { EventKind, Game, GameEvent, TurnEffect } from './types.js';

export interface EffectKind {
  key: string;
  villainAttack?: (g: Game, slot: number, c: number, fight: boolean, e: TurnEffect) => number;
  mastermindAttack?: (g: Game, fight: boolean, e: TurnEffect) => number;
  heroCost?: (g: Game, c: number, e: TurnEffect) => number;
  /** a change to what recruiting hero c costs, not to its cost ("you can recruit this for 2 less") */
  recruitCost?: (g: Game, c: number, e: TurnEffect) => number;
  /** extra point pools (POOL_*) that may pay for a target (PAY_*) */
  pay?: (g: Game, target: number, c: number, e: TurnEffect) => number;
  /**
   * Restricted points: the effect's `n` points may pay only for the targets this allows ("+2 Attack only
   * when fighting Masterminds"). They are spent first, and the record's `n` goes down as they are.
   */
  onlyFor?: (g: Game, target: number, c: number) => boolean;
  /** runs after events while the effect lasts */
  after?: Partial<Record<EventKind, (g: Game, ev: GameEvent, e: TurnEffect) => void>>;
}

const KINDS = new Map<string, EffectKind>();

/** Registers a kind of turn effect; returns its key. */
export function effectKind(k: EffectKind): string {
  if (KINDS.has(k.key)) throw new Error(`effect kind registered twice: ${k.key}`);
  KINDS.set(k.key, k);
  return k.key;
}
// the last kind looked up: the rules ask for the same kind many times in a row (every modifier of one effect)
let lastKey = '', lastKind: EffectKind | undefined;
export function effectKindOf(key: string): EffectKind {
  if (key === lastKey && lastKind !== undefined) return lastKind;
  const k = KINDS.get(key);
  if (!k) throw new Error(`unknown effect kind: ${key}`);
  lastKey = key; lastKind = k;
  return k;
}

/** Starts an effect for the rest of the turn. */
export function addEffect(g: Game, k: string, c = -1, n = 0): void {
  g.t.effects.push({ k, c, n });
}
/** Whether an effect of this kind is active (for card c, when given). */
export function hasEffect(g: Game, k: string, c = -2): boolean {
  for (const e of g.t.effects) if (e.k === k && (c === -2 || e.c === c)) return true;
  return false;
}
/**
 * Ends an effect early (a "the next hero you recruit this turn ..." effect once it has happened). The list
 * is replaced, not spliced: an effect may end itself from its own hook while the rules walk the list for
 * that event, and the effects after it must still see the event.
 */
export function removeEffect(g: Game, e: TurnEffect): void {
  const i = g.t.effects.indexOf(e);
  if (i >= 0) g.t.effects = g.t.effects.filter((x) => x !== e);
}

/** The sum of `n` over the active effects of a kind. */
export function effectSum(g: Game, k: string): number {
  let s = 0;
  for (const e of g.t.effects) if (e.k === k) s += e.n;
  return s;
}

// ---- General kinds ----------------------------------------------------------------------------------

/** Card c's Fight effect was cancelled for the defeat being resolved: 'defeat' hooks that are Fight effects
 *  (Burrow) do nothing; the rules end it once that defeat is over. */
export const FIGHT_EFFECT_CANCELLED = effectKind({ key: 'fight-effect-cancelled' });
/** The current player takes another turn after this one. */
export const ANOTHER_TURN = effectKind({ key: 'another-turn' });
/** Card c counts as having the extra classes n (bits) this turn (a copy of another card). */
export const EXTRA_CLASS = effectKind({ key: 'extra-class' });
/** A Divided card played this turn as one side: `c` the card, `n` the id of the side's definition. */
export const PLAYED_SIDE = effectKind({ key: 'divided:played-side' });
/** The next hand, drawn at the end of this turn, has n more cards. */
export const NEXT_HAND_EXTRA = effectKind({ key: 'next-hand-extra' });
/** The next hand, drawn at the end of this turn, has n cards instead of the usual number (the largest wins). */
export const NEXT_HAND_SIZE = effectKind({ key: 'next-hand-size' });
/** Card c, set aside now, joins the next hand as an extra card. */
export const KEEP_FOR_NEXT_HAND = effectKind({ key: 'keep-for-next-hand' });
/** n fewer Villain Deck cards are played at the beginning of this turn (started the turn before: nextTurnKind). */
export const SKIP_VILLAIN_CARDS = effectKind({ key: 'skip-villain-cards' });

// ---- Effects for the next turn ----------------------------------------------------------------------

/** Kinds that carry an effect into the next turn, by their key: the kind they carry. */
const NEXT_TURN_OF = new Map<string, string>();
/**
 * The kind of effect that starts now and lasts for the whole of the next turn, whoever's it is ("during the next
 * player's turn"; in solo or after "take another turn", the same player's): a record of this turn that the end of
 * the turn (engine/legendary/turn.ts) turns into a record of kind `k` of the next turn, with the same `c` and `n`.
 * "At the beginning of the next player's turn, ..." is a kind `k` with an `after.turnStart` hook (it runs before the
 * Villain Deck card). Register at module load: `const K = nextTurnKind(effectKind({ ... }))`, then `addEffect(g, K, c, n)`.
 */
export function nextTurnKind(k: string): string {
  effectKindOf(k);
  const key = `next-turn:${k}`;
  if (!NEXT_TURN_OF.has(key)) { effectKind({ key }); NEXT_TURN_OF.set(key, k); }
  return key;
}
/** The kind an effect of kind `key` becomes in the next turn (nextTurnKind), or undefined. */
export function nextTurnOf(key: string): string | undefined { return NEXT_TURN_OF.get(key); }

/** Card c has a keyword this turn: the effect kind `gain-keyword:<keyword>` (see keywordEffect). */
const KEYWORD_KINDS = new Map<string, string>();
/** The effect kind that gives a card a keyword for the rest of the turn ("a card in your hand gains Teleport"). */
export function keywordEffect(keyword: string): string {
  let k = KEYWORD_KINDS.get(keyword);
  if (!k) { k = effectKind({ key: `gain-keyword:${keyword}` }); KEYWORD_KINDS.set(keyword, k); }
  return k;
}
