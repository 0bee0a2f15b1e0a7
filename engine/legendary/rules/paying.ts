// Paying: which point pools (Attack, Recruit, restricted points) may pay for what, and spending them.

import { compiled } from '../compile.js';
import { effectKindOf } from '../effects.js';
import { type Game, PAY_FIGHT, PAY_MASTERMIND, POOL_ATTACK, POOL_RECRUIT } from '../types.js';

const DEFAULT_POOL = [POOL_ATTACK, POOL_ATTACK, POOL_RECRUIT, POOL_RECRUIT];

/** The point pools (POOL_*) that may pay for a target (PAY_*): the rule's own, plus what cards and effects add. */
export function poolsFor(g: Game, target: number, c = -1): number {
  let pools = DEFAULT_POOL[target]!;
  const cc = compiled(g);
  for (const m of cc.pay) pools |= m(g, target, c);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).pay; if (f) pools |= f(g, target, c, es[i]!); }
  if (cc.swapPools.length && poolsSwapped(g)) pools = ((pools & POOL_ATTACK) ? POOL_RECRUIT : 0) | ((pools & POOL_RECRUIT) ? POOL_ATTACK : 0);
  return pools;
}

/**
 * Whether the point pools have swapped roles now (a scheme's `mods.swapPools`: "Recruit points act as Attack
 * points and Attack points act as Recruit points", Universal Rulebook): every cost of Recruit is then paid with
 * Attack, and the reverse, not only recruiting and fighting.
 */
export function poolsSwapped(g: Game): boolean {
  for (const sw of compiled(g).swapPools) if (sw(g)) return true;
  return false;
}
/** The points that pay a cost "of Recruit" outside recruiting (Focus, a Hidden Witness, a Bounty): Recruit, or Attack while the pools are swapped. */
export function recruitPoints(g: Game): number { return poolsSwapped(g) ? g.t.attack : g.t.recruit; }
/** Pays a cost "of Recruit" (see recruitPoints); the caller checked that there is enough. */
export function spendRecruitPoints(g: Game, n: number): void { if (poolsSwapped(g)) g.t.attack -= n; else g.t.recruit -= n; }
/** The points that pay a cost "of Attack" outside fighting: Attack, or Recruit while the pools are swapped. */
export function attackPoints(g: Game): number { return poolsSwapped(g) ? g.t.recruit : g.t.attack; }
/** Pays a cost "of Attack" (see attackPoints). */
export function spendAttackPoints(g: Game, n: number): void { if (poolsSwapped(g)) g.t.recruit -= n; else g.t.attack -= n; }

/** Restricted points this turn (effects whose kind has `onlyFor`) that may pay for a target. */
export function restrictedFor(g: Game, target: number, c = -1): number {
  let n = 0;
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) {
    const e = es[i]!, only = effectKindOf(e.k).onlyFor;
    if (only && e.n > 0 && only(g, target, c)) n += e.n;
  }
  return n;
}

/** Points available to pay for a target. */
export function available(g: Game, target: number, c = -1): number {
  // the common case: nothing changes which points pay
  if (g.t.effects.length === 0) {
    const cc = compiled(g);
    if (cc.pay.length === 0 && cc.swapPools.length === 0) return DEFAULT_POOL[target] === POOL_ATTACK ? g.t.attack : g.t.recruit;
  }
  const pools = poolsFor(g, target, c);
  return (pools & POOL_ATTACK ? g.t.attack : 0) + (pools & POOL_RECRUIT ? g.t.recruit : 0)
    + (g.t.effects.length ? restrictedFor(g, target, c) : 0);
}

/** Points available for fighting a villain that has no payment rule of its own (Recruit counts where an effect lets it). */
export function attackAvailable(g: Game): number { return available(g, PAY_FIGHT); }

/**
 * Whether spending Attack before Recruit is never worse when both may pay for a fight: true when Recruit
 * may pay for every fight this turn (then Attack is the less useful pool). Otherwise the player chooses
 * how much Recruit to spend (a Bribe villain: Recruit pays for it, but not for others).
 */
export function attackFirst(g: Game): boolean {
  return (poolsFor(g, PAY_FIGHT) & POOL_RECRUIT) !== 0 && (poolsFor(g, PAY_MASTERMIND) & POOL_RECRUIT) !== 0;
}

/** Spends restricted points that may pay for the target first; returns what is left to pay. */
export function spendRestricted(g: Game, cost: number, target: number, c: number): number {
  const es = g.t.effects;
  for (let i = 0; i < es.length && cost > 0; i++) {
    const e = es[i]!, only = effectKindOf(e.k).onlyFor;
    if (!only || e.n <= 0 || !only(g, target, c)) continue;
    const take = Math.min(cost, e.n);
    es[i] = { ...e, n: e.n - take }; // records are shared between clones: replace, never change
    cost -= take;
  }
  return cost;
}

/**
 * Half points: points are numbers that may be x.5, never rounded. The amounts from `lo` to `hi` a
 * player may choose between: whole steps, or half steps when any of the values involved has a half.
 */
export function pointSteps(lo: number, hi: number, ...values: number[]): number[] {
  const half = [lo, hi, ...values].some((v) => !Number.isInteger(v));
  const step = half ? 0.5 : 1;
  const out: number[] = [];
  for (let k = Math.ceil(lo / step); k * step <= hi; k++) out.push(k * step);
  return out;
}

/** Spends `cost` points of Attack and Recruit: Attack first unless the Recruit part is given. */
export function spend(g: Game, cost: number, recruitPart = -1): void {
  const fromRecruit = recruitPart >= 0 ? recruitPart : Math.max(0, cost - g.t.attack);
  g.t.attack -= cost - fromRecruit;
  g.t.recruit -= fromRecruit;
}
