// What several Captain America 75th Anniversary cards share.
import { ask, cont } from '../../flow.js';
import { CLASS_BITS, clsOf, discardFromHand, distinct, heroesYouHave, isBystander, isWound, log, nameOf, takeFromPlayer } from '../../rules.js';
import type { Game } from '../../types.js';

/** The number of hero classes among player p's heroes (hand and cards played this turn). */
export function classesYouHave(g: Game, p: number): number {
  let mask = 0;
  for (const c of heroesYouHave(g, p)) mask |= clsOf(g, c);
  let n = 0;
  for (const b of CLASS_BITS) if (mask & b) n++;
  return n;
}

/** Costs 2, 3, 5 or 7 (Primus). */
export const primeCost = (cost: number) => cost === 2 || cost === 3 || cost === 5 || cost === 7;

/** Cards in p's hand whose printed cost is 2, 3, 5 or 7 (heroes only when `heroes`). */
export function primeCostInHand(g: Game, p: number, heroes: boolean): number[] {
  return g.players[p]!.hand.filter((c) => primeCost(g.cards[g.defOf[c]!]!.cost) && !(heroes && (isWound(g, c) || g.cards[g.defOf[c]!]!.kind !== 'hero')));
}
const primeDiscarded = cont('cap75:discard-prime-cost', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });
/** Player p discards a card (a hero when `heroes`) from hand that costs 2, 3, 5 or 7. */
export function discardPrimeCost(g: Game, p: number, src: number, heroes: boolean): void {
  ask(g, p, 'card', primeDiscarded, distinct(g, p, primeCostInHand(g, p, heroes)), { source: src });
}

/** "KO a Bystander from your victory pile": the answer to a question over p's victory-pile Bystanders. */
export const KO_VICTORY_BYSTANDER = cont('cap75:ko-victory-bystander', (g, f, v) => {
  if (v >= 0 && takeFromPlayer(g, f.p, v) > 0) { g.ko.push(v); g.log && log(g, `  P${f.p + 1} KOs ${nameOf(g, v)} from the victory pile`); }
}, { about: 'lose-vp' });
/** The distinct Bystanders in p's victory pile. */
export function victoryBystanders(g: Game, p: number): number[] {
  return distinct(g, p, g.players[p]!.victory.filter((c) => isBystander(g, c)));
}
