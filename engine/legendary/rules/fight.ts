// Fighting, by any route: a fight is paid here (the split between point pools asked when it matters) and
// then the villain, the Mastermind or another target is defeated. Every way of fighting goes through these.

import { compiled } from '../compile.js';
import { ask, cont, later } from '../flow.js';
import { defOf } from '../registry.js';
import { type Game, PAY_FIGHT, PAY_MASTERMIND, POOL_RECRUIT, Z_NONE } from '../types.js';
import { defeatVillain, villainAttack } from './city.js';
import { event, replaced } from './events.js';
import { defeatMastermindTactic, extraCostSplits, mastermindAttack, mastermindExtraCost } from './mastermind.js';
import { attackFirst, pointSteps, poolsFor, spend, spendRestricted } from './paying.js';

/** Continuations run after a fight is paid for targets other than a city space or the Mastermind. */
const PAID: string[] = [];

/** Registers what happens once a fight against a target outside the city is paid for (see payToFight). */
export function paidContinuation(key: string): number { PAID.push(key); return PAID.length - 1; }

/**
 * Pays `cost` for a fight: a villain in city space `slot` (target PAY_FIGHT), the Mastermind (slot -1,
 * PAY_MASTERMIND), or another target (slot -2 - id of a paidContinuation, card `c`), then defeats it (or runs
 * the continuation). At once when the split between point pools is forced or obvious; else the player chooses
 * how much Recruit to spend (a 'number' decision over the possible Recruit parts). Restricted points that
 * may pay for the target are spent first.
 */
export function payToFight(g: Game, p: number, cost: number, target: number, slot: number, c = slot >= 0 ? g.city[slot]! : -1): void {
  if (g.t.effects.length) cost = spendRestricted(g, cost, target, c);
  const pools = poolsFor(g, target, c);
  if (pools === POOL_RECRUIT) {
    g.t.recruit -= cost;
    paid(g, p, slot, c);
    return;
  }
  if (!(pools & POOL_RECRUIT) || cost === 0 || attackFirst(g)) {
    spend(g, cost);
    paid(g, p, slot, c);
    return;
  }
  const lo = Math.max(0, cost - g.t.attack), hi = Math.min(cost, g.t.recruit);
  ask(g, p, 'number', PAY_SPLIT, pointSteps(lo, hi, cost, g.t.attack, g.t.recruit), { source: c, n: slot, m: cost });
}

const PAY_SPLIT = cont('pay-recruit-part', (g, f, v) => {
  spend(g, f.m, Math.max(0, v));
  paid(g, f.p, f.n, f.c);
}, { about: 'pay-split' });

function paid(g: Game, p: number, slot: number, c: number): void {
  if (slot >= 0) { fightCostThenDefeat(g, p, slot); return; }
  if (slot === -1) { g.t.foughtMastermind = true; defeatMastermindTactic(g, p); return; }
  later(g, PAID[-2 - slot]!, p, c);
}

/** A villain with an extra fight cost ("you must also discard ...") pays it, then is defeated. */
export function fightCostThenDefeat(g: Game, p: number, slot: number): void {
  const d = defOf(g, g.city[slot]!);
  if (!d.fightCost) { defeatVillain(g, p, slot); return; }
  d.fightCost(g, p, g.city[slot]!);
  later(g, DEFEAT_AFTER_COST, p, g.city[slot]!, slot);
}

const DEFEAT_AFTER_COST = cont('defeat-after-fight-cost', (g, f) => { if (g.city[f.n] === f.c) defeatVillain(g, f.p, f.n); });

/** Fight the villain in a city space: pay, then defeat it. */
export function fightVillain(g: Game, p: number, slot: number): void {
  payToFight(g, p, villainAttack(g, slot), PAY_FIGHT, slot);
}

/** How the Mastermind fight under way was started (a route other than the plain fight): game vars, absent on a plain fight. */
const ROUTE_PLUS = 'fight:mastermind-route-plus', ROUTE_PAID = 'fight:mastermind-route-paid';

/**
 * Fight the Mastermind, by any route: first the 'fightMastermind' replace hooks (a condition checked when the
 * fight starts, before anything is paid: a scheme's guesses); to let the fight go on, a hook
 * calls this again with `n`, the replace hooks already consulted. Then the extra cost (Force Fields), then its
 * Attack is paid and a random tactic is defeated (its bystanders rescued, its Fight effect done).
 * A route that fights it another way (Excessive Violence: one point more, abilities before the defeat) passes
 * `plus`, the points paid beyond its Attack, and `paidId`, a paidContinuation run instead of the plain defeat;
 * the route is remembered while the hooks decide, so a fight by any route meets the same hooks.
 */
export function fightMastermind(g: Game, p: number, n = 0, plus = 0, paidId = -1): void {
  if (n === 0) {
    if (paidId >= 0) { g.vars[ROUTE_PLUS] = plus; g.vars[ROUTE_PAID] = paidId; } else if (g.vars[ROUTE_PAID] !== undefined) { delete g.vars[ROUTE_PLUS]; delete g.vars[ROUTE_PAID]; }
  }
  const cc = compiled(g);
  if (cc.hooks.fightMastermind && replaced(g, cc, event(g, 'fightMastermind', p, -1, Z_NONE, Z_NONE, -1, -1, false, n))) return;
  const extra = mastermindExtraCost(g);
  if (extra > 0) { ask(g, p, 'number', MASTERMIND_EXTRA_PAID, extraCostSplits(g, extra, mastermindRoutePlus(g)), { n: extra }); return; }
  payMastermind(g, p);
}

/** The points a Mastermind fight under way costs beyond the Mastermind's Attack (0 on a plain fight). */
export function mastermindRoutePlus(g: Game): number { return g.vars[ROUTE_PLUS] ?? 0; }

/** Pays the Mastermind's Attack (plus what the route adds), then the defeat or the route's continuation. */
function payMastermind(g: Game, p: number): void {
  const route = g.vars[ROUTE_PAID];
  if (route === undefined) { payToFight(g, p, mastermindAttack(g), PAY_MASTERMIND, -1); return; }
  const plus = g.vars[ROUTE_PLUS] ?? 0;
  delete g.vars[ROUTE_PLUS]; delete g.vars[ROUTE_PAID];
  payToFight(g, p, mastermindAttack(g) + plus, PAY_MASTERMIND, -2 - route, g.mastermind[0] ?? -1);
}

const MASTERMIND_EXTRA_PAID = cont('mastermind-extra-cost', (g, f, v) => {
  if (v < 0) return;
  g.t.recruit -= v;
  g.t.attack -= f.n - v;
  payMastermind(g, f.p);
}, { about: 'pay-split' });
