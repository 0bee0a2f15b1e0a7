// What several Deadpool cards share: Mercs for Money, simultaneous choices of every player, cards with a "2"
// printed on them, odd costs, the gun icon and flavour-text facts.
import { ask, cont, later } from '../../flow.js';
import { teamId } from '../../registry.js';
import { def, distinct, gainWound, playerOrder, revealCondition } from '../../rules.js';
import type { CardDef, DecisionHint, Game } from '../../types.js';
import { PRINTED_NUMBERS } from './printed-numbers.js';

export const MERCS = teamId('Mercs for Money');
export const HYDRA_TEAM = teamId('HYDRA');

/**
 * "Each player simultaneously chooses a card": every player in turn order picks from `options` (none when
 * empty: -1), no card moves until all have chosen, then `done(g, picks, src)` runs with the picks in
 * `playerOrder(g)` order. The picks wait in `g.vars` (plain data). Returns the function that starts it.
 */
export function simultaneous(key: string, options: (g: Game, q: number) => number[], hint: DecisionHint,
  done: (g: Game, picks: number[], src: number) => void): (g: Game, src: number) => void {
  const slot = (i: number) => `${key}:pick:${i}`;
  const next = cont(`${key}:next`, (g, f) => {
    const order = playerOrder(g);
    if (f.n >= order.length) {
      const picks = order.map((_q, i) => (g.vars[slot(i)] ?? 0) - 1);
      for (let i = 0; i < order.length; i++) delete g.vars[slot(i)];
      done(g, picks, f.c);
      return;
    }
    const q = order[f.n]!;
    ask(g, q, 'card', chosen, distinct(g, q, options(g, q)), { source: f.c, n: f.n });
  });
  const chosen = cont(`${key}:pick`, (g, f, v) => {
    g.vars[slot(f.n)] = v + 1;
    later(g, next, f.p, f.c, f.n + 1);
  }, hint);
  return (g, src) => later(g, next, g.current, src, 0);
}

/** Printed values of a card as they read on it, halves as "1/2" ("2 1/2", "1/2"). */
function printed(v: number): string { return Number.isInteger(v) ? String(v) : `${Math.floor(v) || ''} 1/2`.trim(); }

/**
 * A card with a "2" printed anywhere on it (Blind Al's Deuce): in its printed cost, Attack, Recruit or VP (a half
 * value prints "1/2"), or among the other numbers printed on it (its names, ability text such as "+2 Attack", "costs 2
 * or less" or a Focus cost, and flavour text), which the engine has as data (printed-numbers.ts, generated from the
 * card data by scripts/printed-numbers.ts) since it holds no card text. Only hero cards reach a hand with text to read.
 */
export function hasDeuce(d: CardDef): boolean {
  if (d.kind === 'wound' || d.kind === 'bystander') return false;
  return [d.cost, d.attack, d.recruit, d.vp].some((v) => printed(v).includes('2')) || (PRINTED_NUMBERS[d.key]?.includes('2') ?? false);
}

/** An odd-numbered cost (0 is not odd). */
export const oddCost = (g: Game, c: number) => def(g, c).cost % 2 === 1;

/** "Reveal a card with an odd-numbered cost or gain a Wound" (Wolverinepool, Evil Deadpool's tactics). */
export const REVEAL_ODD = revealCondition(oddCost);

/** The players among `players` whose count is lowest (ties: all of them) each gain a Wound. */
export function fewestGainWound(g: Game, players: number[], count: (p: number) => number): void {
  if (players.length === 0) return;
  const n = players.map(count), low = Math.min(...n);
  players.forEach((p, i) => { if (n[i] === low) later(g, WOUND, p); });
}
const WOUND = cont('deadpool:fewest-gain-wound', (g, f) => gainWound(g, f.p));
