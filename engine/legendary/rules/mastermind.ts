// The Mastermind: its Attack, whether it can be fought, extra fight costs, and defeating it (a Tactic at
// random, extra Tactics, Final Blow).

import { compiled } from '../compile.js';
import { cont, inMastermindContext, installMastermindContext, later } from '../flow.js';
import { effectKindOf } from '../effects.js';
import { randInt } from '../../shared/rng.js';
import { type Game, PAY_MASTERMIND, POOL_ATTACK, POOL_RECRUIT, Z_MASTERMIND, Z_TACTICS } from '../types.js';
import { mastermindHolder } from '../zones.js';
import { MASTERMINDS, pool } from '../registry.js';
import { canDefeatNow, defeatedWithoutFightEffect, fightEffectThenRest } from './city.js';
import { def as defOf, faceDownCount, isMastermindCard, log, master, nameOf, scheme, takeFaceDown } from './lookups.js';
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
  // the last Tactic wins, unless other Masterminds still stand (then its Fight effect happens like the others'), or
  // the Mastermind's last Tactic acts first (it may go back among the face-down ones: a Mastermind who enters the city)
  if (g.tactics.length === 0 && g.finalBlow === 0 && g.others.length === 0) {
    if (!master(g).fightBeforeWin) { endGame(g, 'win', 'mastermind defeated'); return; }
    fightEffectThenRest(g, p, tac, mm, Z_TACTICS, saved);
    later(g, WIN_IF_BEATEN, p);
    return;
  }
  // with Final Blow the fourth Tactic is not the end: its Fight effect happens like the others'
  fightEffectThenRest(g, p, tac, mm, Z_TACTICS, saved);
}

const WIN_IF_BEATEN = cont('mastermind-beaten', (g) => {
  if (!mastermindStands(g) && g.others.length === 0) endGame(g, 'win', 'mastermind defeated');
});

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
  // the Bystanders it held are rescued; anything else it held (a card put under it) is KO'd
  g.ko.push(...rescueAttached(g, p, g.att[mm]!));
  g.att[mm] = [];
  for (const c of g.mastermind) pl.victory.push(c);
  g.mastermind = [];
  g.log && log(g, `  P${p + 1} deals ${master(g).name} the Final Blow`);
  if (g.others.length === 0) endGame(g, 'win', 'mastermind defeated');
}

// ---- Other Masterminds (villains that ascend; Secret Wars Volume 1 and 2) -------------------------------------------
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
  addOtherMastermind(g, c);
  g.log && log(g, `  ${nameOf(g, c)} ascends to become a new Mastermind`);
}

/** Card c (taken from where it was) stands as another Mastermind, with these face-down Tactics (none: one fight). */
export function addOtherMastermind(g: Game, c: number, tactics: number[] = []): void {
  g.others.push(c);
  g.othersAtt.push([]);
  g.othersTactics.push(tactics);
}

/** Other Mastermind `i` leaves the game's Masterminds; returns what it held and its Tactics left (the caller places them). */
export function removeOtherMastermind(g: Game, i: number): { held: number[]; tactics: number[] } {
  g.others.splice(i, 1);
  return { held: g.othersAtt.splice(i, 1)[0]!, tactics: g.othersTactics.splice(i, 1)[0]! };
}

// ---- Full Masterminds besides the setup's (schemes that add them) ----------------------------
//
// A scheme may add whole Masterminds: card, face-down Tactics, always-on abilities, Master Strike. Their abilities are
// written, like every Mastermind's, for "the Mastermind": its card (Game.mastermind), its Tactics (Game.tactics), what
// it holds (the Mastermind's holder), its Attack (mastermindAttack, master(g)). So while one of them acts (its Master
// Strike, a fight against it and its Tactic's Fight effect, its Attack asked) its state is swapped into those places
// and the setup's is kept aside (Game.mmCtx, Game.ctxStash); work it defers carries the context (Frame.x), and between
// decisions the setup's Mastermind is always back in its place. Its always-on abilities apply while it stands (its
// Attack modifiers only to itself: engine/legendary/compile.ts).

/** Puts Mastermind `x`'s state in the Mastermind's place (-1: the setup's); installed as flow.ts's context hook. */
export function setMastermindContext(g: Game, x: number): void {
  if (x === g.mmCtx) return;
  if (g.mmCtx !== -1) {
    // the one in place goes back to its entry in Game.others (if it still stands there)
    const s = g.ctxStash!, cur = g.mmCtx, i = g.others.indexOf(cur);
    if (i >= 0) { g.othersTactics[i] = g.tactics; g.othersAtt[i] = g.att[mastermindHolder(g)]!; }
    g.mastermind = s.mastermind; g.tactics = s.tactics; g.att[mastermindHolder(g)] = s.held; g.finalBlow = s.finalBlow;
    g.ctxStash = null;
    g.mmCtx = -1;
  }
  if (x === -1) return;
  const i = g.others.indexOf(x);
  if (i < 0) return; // it was beaten meanwhile: its remaining work acts on the setup's Mastermind
  const h = mastermindHolder(g);
  g.ctxStash = { mastermind: g.mastermind, tactics: g.tactics, held: g.att[h]!, finalBlow: g.finalBlow };
  g.mastermind = [x]; g.tactics = g.othersTactics[i]!; g.att[h] = g.othersAtt[i]!; g.finalBlow = 0;
  g.mmCtx = x;
}
installMastermindContext(setMastermindContext);

/** Runs `fn` with full Mastermind card `m`'s state in the Mastermind's place (see above); returns what `fn` returns. */
export function withMastermind<T>(g: Game, m: number, fn: () => T): T { return inMastermindContext(g, m, fn); }

/**
 * The Masterminds a scheme may add to the game : those of the selected sets but the setup's.
 * A Mastermind that enters the city (a Mastermind who enters the city) is not one of them: the city holds one Mastermind (Game.mastermindAt).
 */
export function extraMastermindPool(g: Game): string[] {
  return pool('mastermind', g.setup.sets).filter((m) => m !== g.setup.mastermind && !MASTERMINDS.get(m)!.escape);
}

/**
 * The next Mastermind waiting, face down, in the scheme's deck (Game.schemeDeck: which one is hidden) joins the game with
 * its Tactics waiting there (`n` of them at most); false when none waits. What waits there was drawn at setup by the
 * scheme (or card) that adds it.
 */
export function joinWaitingMastermind(g: Game, n = Infinity): boolean {
  const d = g.schemeDeck;
  let i = -1;
  for (let k = d.length - 1; k >= 0; k--) if (isMastermindCard(g, d[k]!)) { i = k; break; }
  if (i < 0) return false;
  const m = d.splice(i, 1)[0]!;
  addFullMastermind(g, m, takeWaitingTactics(g, m, n));
  return true;
}

/** Up to `n` of Mastermind card m's Tactics waiting in the scheme's deck, taken from there (the top ones first). */
export function takeWaitingTactics(g: Game, m: number, n: number): number[] {
  const label = defOf(g, m).groupLabel, out: number[] = [], d = g.schemeDeck;
  for (let k = d.length - 1; k >= 0 && out.length < n; k--) {
    const x = defOf(g, d[k]!);
    if (x.kind === 'tactic' && x.groupLabel === label) out.push(d.splice(k, 1)[0]!);
  }
  return out;
}

/**
 * Full Mastermind card m joins the game with these face-down Tactics (taken by the caller from where they were): it
 * stands among the other Masterminds, its always-on abilities apply, it strikes at each Master Strike, and it is beaten
 * when its Tactics are.
 */
export function addFullMastermind(g: Game, m: number, tactics: number[]): void {
  addOtherMastermind(g, m, tactics);
  g.log && log(g, `  ${nameOf(g, m)} joins the game as a Mastermind with ${tactics.length} Tactic(s)`);
}

/** A full other Mastermind with no Tactic left is beaten: its card leaves the game (KO pile); the game may be won. */
const OTHER_BEATEN = cont('other-mastermind-beaten', (g, f) => {
  const i = g.others.indexOf(f.c);
  if (i < 0 || g.othersTactics[i]!.length > 0) return;
  const { held } = removeOtherMastermind(g, i);
  g.ko.push(f.c);
  g.log && log(g, `  ${nameOf(g, f.c)} is beaten`);
  // the Bystanders it held are rescued; anything else it held (a Master Strike stacked on it) is KO'd with it
  if (held.length) g.ko.push(...rescueAttached(g, f.p, held, []));
  if (!mastermindStands(g) && g.others.length === 0) endGame(g, 'win', 'mastermind defeated');
});

/** The full Masterminds a scheme adds: the setup's Mastermind, or card c of Game.others with Tactics of its own. */
function isFull(g: Game, c: number): boolean { return isMastermindCard(g, c); }

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
  if (isFull(g, c)) return withMastermind(g, c, () => mastermindAttack(g, fight));
  const d = defOf(g, c);
  let a = d.attackAt ? d.attackAt(g, -1, c) : d.attack;
  const more = scheme(g).otherMasterminds?.attack;
  if (more) a += more(g, c);
  const es = g.t.effects;
  for (let k = 0; k < es.length; k++) { const f = effectKindOf(es[k]!.k).mastermindAttack; if (f) a += f(g, fight, es[k]!); }
  return a < 0 ? 0 : a;
}

/** Whether the current player can fight other Mastermind `i` now (the points; nothing is fought after healing). */
export function canFightOther(g: Game, i: number): boolean {
  const c = g.others[i]!;
  if (isFull(g, c)) return withMastermind(g, c, () => canFightMastermind(g));
  return !g.t.healed && available(g, PAY_MASTERMIND, c) >= otherAttack(g, i);
}

/** Player p defeats other Mastermind card c: to their victory pile, what it held rescued; the game may be won. */
export function defeatOther(g: Game, p: number, c: number): void {
  let i = g.others.indexOf(c);
  if (i < 0 || !canDefeatNow(g)) return;
  if (isFull(g, c)) {
    // a full Mastermind: one of its Tactics, with its Fight effect (in its context)
    withMastermind(g, c, () => defeatMastermindTactic(g, p));
    later(g, OTHER_BEATEN, p, c); // after the Tactic's Fight effect (which may put a Tactic back)
    return;
  }
  const { held } = removeOtherMastermind(g, i);
  g.t.recruitedOrDefeated = true;
  g.t.foughtMastermind = true;
  g.players[p]!.victory.push(c);
  g.log && log(g, `  P${p + 1} defeats the Mastermind ${nameOf(g, c)}`);
  const saved: number[] = [];
  g.defeatAtt = rescueAttached(g, p, held, saved);
  if (!mastermindStands(g) && g.others.length === 0) { endGame(g, 'win', 'mastermind defeated'); return; }
  defeatedWithoutFightEffect(g, p, c, Z_MASTERMIND, saved);
}
