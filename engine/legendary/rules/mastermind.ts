// The Mastermind: its Attack, whether it can be fought, extra fight costs, and defeating it (a Tactic at
// random, extra Tactics, Final Blow).

import { compiled } from '../compile.js';
import { effectKindOf } from '../effects.js';
import { randInt } from '../../shared/rng.js';
import { type Game, PAY_MASTERMIND, POOL_ATTACK, POOL_RECRUIT, Z_MASTERMIND, Z_TACTICS } from '../types.js';
import { mastermindHolder } from '../zones.js';
import { canDefeatNow, defeatedWithoutFightEffect, fightEffectThenRest } from './city.js';
import { def as defOf, faceDownCount, log, master, nameOf, scheme, takeFaceDown } from './lookups.js';
import { available, pointSteps, poolsFor, restrictedFor } from './paying.js';
import { rescueAttached } from './player-cards.js';
import { endGame } from './scoring.js';

export function mastermindAttack(g: Game, fight = true): number {
  let a = master(g).attack;
  const cc = compiled(g);
  for (const m of cc.mastermindAttack) a += m(g, fight);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).mastermindAttack; if (f) a += f(g, fight, es[i]!); }
  return a < 0 ? 0 : a;
}

export function canFightMastermind(g: Game): boolean {
  if (!mastermindStands(g) || g.t.healed || available(g, PAY_MASTERMIND) < mastermindAttack(g)) return false;
  if (g.faceDown.length && faceDownCount(g, g.mastermind[0]!) > 0) return false;
  const only = scheme(g).canFightMastermind;
  if (only !== undefined && !only(g, g.current)) return false;
  const cc = compiled(g);
  // rules that forbid the fight for now (a villain fortifying the Mastermind)
  for (let i = 0; i < cc.canFightMastermind.length; i++) if (!cc.canFightMastermind[i]!(g, g.current)) return false;
  if (cc.mastermindExtraCost.length === 0) return true;
  const extra = mastermindExtraCost(g);
  return extra === 0 || extraCostSplits(g, extra).length > 0;
}

/** The Mastermind can still be fought or defeated: tactics left, or (Final Blow) the fifth fight owed. */
export function mastermindStands(g: Game): boolean { return g.tactics.length > 0 || g.finalBlow > 0; }

/** What fighting the Mastermind costs besides its Attack (Attack or Recruit, as the player chooses). */
export function mastermindExtraCost(g: Game): number {
  let n = 0;
  for (const f of compiled(g).mastermindExtraCost) n += f(g);
  return n;
}

/** The Recruit parts of an extra cost `extra` that leave enough to pay the Mastermind's Attack (and `plus` more: a route such as Excessive Violence). */
export function extraCostSplits(g: Game, extra: number, plus = 0): number[] {
  const out: number[] = [];
  const pools = poolsFor(g, PAY_MASTERMIND), cost = mastermindAttack(g) + plus;
  const restr = g.t.effects.length ? restrictedFor(g, PAY_MASTERMIND) : 0;
  for (const r of pointSteps(0, Math.min(extra, g.t.recruit), extra, g.t.attack, g.t.recruit)) {
    const a = extra - r;
    if (a > g.t.attack) continue;
    const left = (pools & POOL_ATTACK ? g.t.attack - a : 0) + (pools & POOL_RECRUIT ? g.t.recruit - r : 0) + restr;
    if (left >= cost) out.push(r);
  }
  return out;
}

/** The Mastermind is defeated once: a random tactic (or, owed by Final Blow, the Mastermind card itself). */
export function defeatMastermindTactic(g: Game, p: number): void {
  if (!canDefeatNow(g)) return;
  if (g.tactics.length === 0) {
    if (g.finalBlow > 0) finalBlow(g, p);
    return;
  }
  g.t.recruitedOrDefeated = true;
  const i = randInt(g.rng, g.tactics.length);
  const tac = g.tactics[i]!;
  g.tactics.splice(i, 1);
  const pl = g.players[p]!;
  pl.victory.push(tac);
  const mm = mastermindHolder(g);
  const held = g.att[mm]!; g.att[mm] = [];
  if (g.faceDown.length) held.push(...takeFaceDown(g, g.mastermind[0]!));
  const saved: number[] = [];
  g.att[mm] = rescueAttached(g, p, held, saved);
  g.stats.tacticsDefeated++;
  g.log && log(g, `  P${p + 1} defeats ${master(g).name}: tactic ${nameOf(g, tac)}`);
  // the last Tactic wins, unless other Masterminds still stand (then its Fight effect happens like the others')
  if (g.tactics.length === 0 && g.finalBlow === 0 && g.others.length === 0) { endGame(g, 'win', 'mastermind defeated'); return; }
  // with Final Blow the fourth Tactic is not the end: its Fight effect happens like the others'
  fightEffectThenRest(g, p, tac, mm, Z_TACTICS, saved);
}

/**
 * Adds a card to the Mastermind's face-down Tactics (a Master Strike that becomes an extra Tactic): it is
 * taken at random like the others, and the Mastermind is beaten only once every Tactic, extra ones included,
 * is defeated. A card without a Fight effect just goes to the victory pile (its VP come from `vp` modifiers).
 */
export function addTactic(g: Game, c: number): void {
  g.tactics.push(c);
  g.log && log(g, `  ${nameOf(g, c)} becomes a Tactic of ${master(g).name}`);
}

/** Final Blow: the defeat after the Tactics claims the Mastermind card (and its VP) and wins. */
function finalBlow(g: Game, p: number): void {
  g.t.recruitedOrDefeated = true;
  g.finalBlow = 0;
  const pl = g.players[p]!;
  const mm = mastermindHolder(g);
  rescueAttached(g, p, g.att[mm]!);
  g.att[mm] = [];
  for (const c of g.mastermind) pl.victory.push(c);
  g.mastermind = [];
  g.log && log(g, `  P${p + 1} deals ${master(g).name} the Final Blow`);
  if (g.others.length === 0) endGame(g, 'win', 'mastermind defeated');
}

// ---- Other Masterminds (Secret Wars: villains that ascend) ----------------------------------------------
//
// Universal Rulebook, Multiple Masterminds: "When some powerful Villains escape, they ascend to become new
// Masterminds ... Players must defeat all the Masterminds to win. When a Master Strike occurs, each Mastermind does
// its Master Strike ability. The player whose turn it is picks the order." A Mastermind besides the setup's stands
// in Game.others (what it holds in Game.othersAtt); one fight defeats it (it has no Tactics): it goes to the
// fighter's victory pile with its VP, and the game is won once the setup's Mastermind and every other one are
// defeated. An ascended villain's Master Strike is its definition's `strike`. What it does when defeated: no Fight
// effect (the rulebook does not say a Mastermind made from a villain keeps its villain's Fight effect, and the one
// such Fight effect of the set helps the fighter: the reading worst for the players); the 'defeat' hooks see it.

/** g.vars key marking a card that has ascended to become a Mastermind: it stays one (it never re-enters the city as a
 *  villain, as the Universal Rulebook says of a resurrection, Fateful Resurrection). */
export const ascendedKey = (c: number) => `ascended:${c}`;

/** Villain c ascends to become a new Mastermind: it leaves the escape pile (where an escape has put it). */
export function ascend(g: Game, c: number): void {
  const i = g.escaped.lastIndexOf(c);
  if (i >= 0) g.escaped.splice(i, 1);
  g.vars[ascendedKey(c)] = 1;
  g.others.push(c);
  g.othersAtt.push([]);
  g.log && log(g, `  ${nameOf(g, c)} ascends to become a new Mastermind`);
}

/** The cards Mastermind card `m` holds: the setup's Mastermind's holder, or another Mastermind's own list. */
export function mastermindHeld(g: Game, m: number): number[] {
  const i = g.others.indexOf(m);
  return i >= 0 ? g.othersAtt[i]! : g.att[mastermindHolder(g)]!;
}

/**
 * The Attack of other Mastermind `i` (Game.others): its printed Attack (or `attackAt`), with this turn's effects
 * on the Mastermind ("villains and the Mastermind get -1 Attack"); the setup Mastermind's always-on abilities and
 * the scheme's modifiers are the setup Mastermind's.
 */
export function otherAttack(g: Game, i: number, fight = true): number {
  const c = g.others[i]!;
  const d = defOf(g, c);
  let a = d.attackAt ? d.attackAt(g, -1, c) : d.attack;
  const es = g.t.effects;
  for (let k = 0; k < es.length; k++) { const f = effectKindOf(es[k]!.k).mastermindAttack; if (f) a += f(g, fight, es[k]!); }
  return a < 0 ? 0 : a;
}

/** Whether the current player can fight other Mastermind `i` now (the points; nothing is fought after healing). */
export function canFightOther(g: Game, i: number): boolean {
  const c = g.others[i]!;
  return !g.t.healed && available(g, PAY_MASTERMIND, c) >= otherAttack(g, i);
}

/** Player p defeats other Mastermind card c: to their victory pile, what it held rescued; the game may be won. */
export function defeatOther(g: Game, p: number, c: number): void {
  const i = g.others.indexOf(c);
  if (i < 0 || !canDefeatNow(g)) return;
  g.others.splice(i, 1);
  const held = g.othersAtt.splice(i, 1)[0]!;
  g.t.recruitedOrDefeated = true;
  g.t.foughtMastermind = true;
  g.players[p]!.victory.push(c);
  g.log && log(g, `  P${p + 1} defeats the Mastermind ${nameOf(g, c)}`);
  const saved: number[] = [];
  g.defeatAtt = rescueAttached(g, p, held, saved);
  if (!mastermindStands(g) && g.others.length === 0) { endGame(g, 'win', 'mastermind defeated'); return; }
  defeatedWithoutFightEffect(g, p, c, Z_MASTERMIND, saved);
}
