// Switcheroo (Dimensions): "Switcheroo N" on a hero: instead of playing it, its player may reveal it from their hand and
// put it on the bottom of the Hero Deck; if they do, they may put a hero of printed cost N from the HQ into their hand
// (the set's Keywords: a main action, during their own turn only; no Recruit, Attack or ability from the card; it is not
// recruiting; printed cost, whatever makes HQ heroes cost more or less; Officers and Sidekicks are not in the HQ). The
// hero taken is gained to the hand (the 'gain' hooks see it; a rule that forbids gaining it forbids it). The action is
// offered for a card when the HQ holds a hero of that cost; which hero is a 'slot' question (intent 'hq-gain', -1 to
// take none).
import { mainAction } from '../compile.js';
import { act } from '../actions.js';
import { ask, cont } from '../flow.js';
import { def, gainBlocked, gainCard, hasKeyword, isHero, log, nameOf, takeFromHq } from '../rules.js';
import type { Game } from '../types.js';
import { Z_HQ } from '../types.js';

export const SWITCHEROO = 'switcheroo';
const PREFIX = `${SWITCHEROO}:`;

/** The keywords of a card with Switcheroo N. */
export function switcheroo(n: number): string[] { return [SWITCHEROO, `${PREFIX}${n}`]; }

/** A card's Switcheroo cost (-1: none). */
export function switcherooCost(g: Game, c: number): number {
  for (const k of def(g, c).keywords ?? []) if (k.startsWith(PREFIX)) return Number(k.slice(PREFIX.length));
  return -1;
}

/** The HQ spaces holding a hero of printed cost n that player p may take. */
export function switcherooTargets(g: Game, p: number, n: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) {
    const h = g.hq[s]!;
    if (h >= 0 && isHero(g, h) && def(g, h).cost === n && !gainBlocked(g, p, Z_HQ, h)) out.push(s);
  }
  return out;
}

const TAKEN = cont('switcheroo:hq', (g, f, v) => {
  if (v < 0 || g.hq[v]! < 0) return;
  const h = takeFromHq(g, v);
  gainCard(g, f.p, h, Z_HQ, true, f.c);
}, { about: 'hq-gain' });


/**
 * Player p switcheroos card c of their hand with Switcheroo n (printed, or gained for the turn: Unbeatable Squirrel
 * Girl): it goes to the bottom of the Hero Deck, and they may take an HQ hero of printed cost n into their hand.
 */
export function switcherooNow(g: Game, p: number, c: number, n: number): void {
  const hand = g.players[p]!.hand, i = hand.indexOf(c);
  if (i < 0) return;
  hand.splice(i, 1);
  g.heroDeck.unshift(c); // the bottom of the Hero Deck
  g.log && log(g, ` P${p + 1} switcheroos ${nameOf(g, c)} (Switcheroo ${n}) to the bottom of the Hero Deck`);
  ask(g, p, 'slot', TAKEN, [...switcherooTargets(g, p, n), -1], { source: c });
}

export const ACT_SWITCHEROO = mainAction({
  id: SWITCHEROO, order: 16, keyword: SWITCHEROO,
  // worth the printed cost gained: a better card in hand now and a better deck after
  hint: { about: 'swap-hq', card: (_g, _p, c) => c, value: (g, _p, c) => switcherooCost(g, c) - def(g, c).cost },
  options: (g, p, out) => {
    const seen: number[] = [];
    for (const c of g.players[p]!.hand) {
      const d = g.defOf[c]!;
      if (seen.includes(d) || !hasKeyword(g, c, SWITCHEROO)) continue;
      seen.push(d);
      if (switcherooTargets(g, p, switcherooCost(g, c)).length) out.push(act(ACT_SWITCHEROO, c));
    }
  },
  handle: (g, p, c) => switcherooNow(g, p, c, switcherooCost(g, c)),
  describe: (g, c) => `switcheroo ${nameOf(g, c)} (to the bottom of the Hero Deck, for an HQ hero of printed cost ${switcherooCost(g, c)})`,
});
