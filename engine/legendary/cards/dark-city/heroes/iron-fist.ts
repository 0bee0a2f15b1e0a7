// Iron Fist (Dark City, Marvel Knights).
//
// "Each Hero with a different Cost you have" is the number of different costs among the heroes you have
// (hand and cards played this turn, this one included). Costs outside the HQ are the printed ones; a card
// with no cost (a Wound, a villain owned as a grey hero) costs 0 (Universal Rulebook: a missing number is 0).
//
// Living Weapon reveals cards from the top of your deck one at a time (the discard pile is shuffled under it
// when the deck runs out, as for drawing) until two of them share a cost, or no card is left; then you draw
// all the revealed cards.
import { SET } from '../set.js';
import { def, draw, gainAttack, gainRecruit, heroesYouHave, peekTop, playedCls } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { INSTINCT, STRENGTH } from '../../../types.js';
import { VERSATILE, versatile } from '../../../keywords/versatile.js';

/** The number of different costs among the heroes player p has. */
export function differentCosts(g: Game, p: number): number {
  const seen = new Set<number>();
  for (const c of heroesYouHave(g, p)) seen.add(def(g, c).cost);
  return seen.size;
}

/** How many cards from the top of player p's deck are revealed before two share a cost (or none is left). */
function revealUntilSameCost(g: Game, p: number): number {
  const seen = new Set<number>();
  for (let k = 1; ; k++) {
    const top = peekTop(g, p, k);
    if (top.length < k) return top.length;
    const cost = def(g, top[k - 1]!).cost;
    if (seen.has(cost)) return k;
    seen.add(cost);
  }
}

hero('Iron Fist', 'Marvel Knights', [
  {
    name: 'Focus Chi', copies: 5, cls: INSTINCT, cost: 3, recruit: 0, plus: { recruit: true },
    text: '+1 Recruit per different cost among the heroes you have.',
    hint: { avgRecruit: 3 },
    play: (g, p) => gainRecruit(g, differentCosts(g, p)),
  },
  {
    name: 'Wield the Iron Fist', copies: 5, cls: STRENGTH, cost: 4, attack: 0, plus: { attack: true },
    text: '+1 Attack per different cost among the heroes you have.',
    hint: { avgAttack: 3 },
    play: (g, p) => gainAttack(g, differentCosts(g, p)),
  },
  {
    name: 'Ancient Legacy', copies: 3, cls: STRENGTH, cost: 1, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Draw a card. Superpower of two other Strength cards: Versatile 2 (+2 Recruit or +2 Attack).',
    keywords: [VERSATILE],
    hint: { draw: 1, power: { cls: STRENGTH, other: 1 } },
    play: (g, p, c) => {
      const twice = playedCls(g, STRENGTH) >= 2;
      draw(g, p, 1);
      if (twice) versatile(g, p, c, 2);
    },
  },
  {
    name: 'Living Weapon', copies: 1, cls: STRENGTH, cost: 9, attack: 8,
    text: 'Reveal cards from your deck until two share a cost; draw them all.',
    hint: { draw: 3.5 },
    play: (g, p) => { draw(g, p, revealUntilSameCost(g, p)); },
  },
], SET);
