// The HQ and the Hero Deck: hero costs, refilling, KOing from the HQ, and recruiting (heroes and Officers).

import { compiled } from '../compile.js';
import { effectKindOf } from '../effects.js';
import { ask, cont } from '../flow.js';
import { defOf } from '../registry.js';
import { type Game, PAY_OFFICER, PAY_RECRUIT, POOL_ATTACK, Z_DISCARD, Z_HERO_DECK, Z_HQ, Z_KO, Z_OFFICERS } from '../types.js';
import { after, event, listened } from './events.js';
import { isHero, log, nameOf, sideDef, takeFaceDown } from './lookups.js';
import { poolsFor, spendRestricted } from './paying.js';
import { gainBlocked, gainOfficer } from './player-cards.js';
import { checkEvil } from './scoring.js';

/** The cost of a hero (or another card in the HQ) with every modifier of the game and the turn (a villain gained as
 *  a hero: its hero side's). */
export function heroCost(g: Game, c: number): number {
  const d = defOf(g, c);
  let cost = d.heroSide === undefined ? d.cost : sideDef(g, c).cost;
  const cc = compiled(g);
  for (const m of cc.heroCost) cost += m(g, c);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).heroCost; if (f) cost += f(g, c, es[i]!); }
  return cost < 0 ? 0 : cost;
}

/**
 * What recruiting hero c costs: its cost (heroCost) with the changes that apply to recruiting only (Size-Changing:
 * "you can recruit this for 2 less"); never below 0.
 */
export function recruitCost(g: Game, c: number): number {
  let cost = heroCost(g, c);
  const cc = compiled(g);
  for (const m of cc.recruitCost) cost += m(g, c);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).recruitCost; if (f) cost += f(g, c, es[i]!); }
  return cost < 0 ? 0 : cost;
}

/** Fills an empty HQ space from the Hero Deck (the deck running out ends the game after this turn). */
export function refillHq(g: Game, slot: number): void {
  if (g.hq[slot]! >= 0 || (g.hqDestroyed >> slot) & 1) return;
  const own = compiled(g).scheme.refillHq;
  if (own !== undefined && own(g, slot)) return;
  const c = g.heroDeck.pop();
  if (c === undefined) { g.hq[slot] = -1; heroDeckRanOut(g); return; }
  putIntoHq(g, slot, c, Z_HERO_DECK);
}

/**
 * Puts card c (already taken from zone `from`) into the empty HQ space `slot`. Every route into the HQ goes
 * through here (a refill, an effect that puts a chosen card there, a villain moving in) and announces the same
 * 'refillHq' event (`e.from` tells the route), so a rule about what may stand in the HQ sees every arrival.
 * From the Hero Deck, the deck running out ends the game after this turn.
 */
export function putIntoHq(g: Game, slot: number, c: number, from: number): void {
  g.hq[slot] = c;
  if (from === Z_HERO_DECK && g.heroDeck.length === 0) heroDeckRanOut(g);
  const cc = compiled(g);
  if (listened(g, cc, 'refillHq')) after(g, cc, event(g, 'refillHq', -1, c, from, Z_HQ, slot));
}

/** The Hero Deck has run out (by a refill, or a card that takes its top card): the game ends after this turn. */
export function heroDeckRanOut(g: Game): void {
  checkEvil(g);
  if (g.result === null && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'hero deck ran out';
}

/** Takes a hero out of the HQ (recruit, KO, gain) and refills the space. */
export function takeFromHq(g: Game, slot: number): number {
  const c = g.hq[slot]!;
  g.hq[slot] = -1;
  if (g.faceDown.length && c >= 0) for (const b of takeFaceDown(g, c)) g.ko.push(b);
  refillHq(g, slot);
  return c;
}

/** KO a hero from the HQ and refill. */
export function koFromHq(g: Game, slot: number): void {
  const c = takeFromHq(g, slot);
  if (c < 0) return;
  g.ko.push(c);
  g.log && log(g, `  ${nameOf(g, c)} is KO'd from the HQ`);
  const cc = compiled(g);
  if (listened(g, cc, 'ko')) after(g, cc, event(g, 'ko', -1, c, Z_HQ, Z_KO, slot));
}

/** HQ spaces whose hero costs at most `max` (other cards a scheme puts in the HQ are not heroes). */
export function hqSlotsCostAtMost(g: Game, max: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.hq.length; i++) { const c = g.hq[i]!; if (c >= 0 && isHero(g, c) && heroCost(g, c) <= max) out.push(i); }
  return out;
}

/** The current player chooses an HQ hero of cost <= 6 and it is KO'd. */
export function chooseKoFromHq(g: Game, p = g.current): void {
  ask(g, p, 'slot', KO_HQ, hqSlotsCostAtMost(g, 6));
}

const KO_HQ = cont('ko-hq-hero', (g, f, v) => { if (v >= 0) koFromHq(g, v); }, { about: 'hq-lose' });

/** HQ spaces holding the highest-cost hero(es). */
export function hqHighestCost(g: Game): number[] {
  let best = -1; const out: number[] = [];
  for (let i = 0; i < g.hq.length; i++) {
    const c = g.hq[i]!; if (c < 0 || !isHero(g, c)) continue;
    const cost = heroCost(g, c);
    if (cost > best) { best = cost; out.length = 0; out.push(i); } else if (cost === best) out.push(i);
  }
  return out;
}

/** Pays `cost` for recruiting card c (a hero from a stack, say): restricted points first, then Recruit, then any other pool. */
export function payRecruit(g: Game, cost: number, target = PAY_RECRUIT, c = -1): void { spendForRecruit(g, cost, target, c); }

/** Spends points for recruiting: restricted points first, then Recruit, then any other pool a card lets pay for it. */
function spendForRecruit(g: Game, cost: number, target = PAY_RECRUIT, c = -1): void {
  if (g.t.effects.length) cost = spendRestricted(g, cost, target, c);
  if (compiled(g).swapPools.length && poolsFor(g, target, c) === POOL_ATTACK) { g.t.attack -= cost; return; }
  const fromRecruit = Math.min(cost, g.t.recruit);
  g.t.recruit -= fromRecruit;
  g.t.attack -= cost - fromRecruit;
}

export function recruitFromHq(g: Game, p: number, slot: number, free = false): void {
  const c = g.hq[slot]!;
  // a hero a rule forbids gaining now (its HQ space fortified) is not recruited by any route, free ones included
  if (compiled(g).gainBlocked.length && gainBlocked(g, p, Z_HQ, c)) { g.log && log(g, `  P${p + 1} can't recruit ${nameOf(g, c)} now`); return; }
  if (!free) spendForRecruit(g, recruitCost(g, c), PAY_RECRUIT, c);
  g.t.recruitedOrDefeated = true;
  takeFromHq(g, slot);
  g.players[p]!.discard.push(c);
  g.log && log(g, `  P${p + 1} recruits ${nameOf(g, c)}${free ? ' for free' : ''}`);
  const cc = compiled(g);
  if (listened(g, cc, 'recruit')) after(g, cc, event(g, 'recruit', p, c, Z_HQ, Z_DISCARD, slot));
}

/** Announces that player p recruited card c from zone `from` (a stack: Officers, Sidekicks): the 'recruit' hooks. */
export function announceRecruit(g: Game, p: number, c: number, from: number): void {
  const cc = compiled(g);
  if (listened(g, cc, 'recruit')) after(g, cc, event(g, 'recruit', p, c, from, Z_DISCARD));
}

/** The cost of a S.H.I.E.L.D. Officer from its stack. */
export const OFFICER_COST = 3;

/** Recruits a S.H.I.E.L.D. Officer from its stack: a 'recruit' event too (recruiting an Officer recruits a Hero). */
export function recruitOfficer(g: Game, p: number): void {
  spendForRecruit(g, OFFICER_COST, PAY_OFFICER);
  g.t.recruitedOrDefeated = true;
  const o = g.officers[g.officers.length - 1];
  gainOfficer(g, p);
  g.log && log(g, `  P${p + 1} recruits a S.H.I.E.L.D. Officer`);
  if (o === undefined) return;
  const cc = compiled(g);
  if (listened(g, cc, 'recruit')) after(g, cc, event(g, 'recruit', p, o, Z_OFFICERS, Z_DISCARD));
}
