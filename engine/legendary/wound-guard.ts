// "Whenever any player would gain a Wound, you may reveal this card and do something instead", once per turn for
// each copy: a replace hook for the `gain` event. Players holding an unused copy (in hand, or played this turn by
// the current player) are asked in player order from the one gaining the Wound; when one declines, the next is
// asked; when nobody accepts, the Wound is gained.

import { ask, cont } from './flow.js';
import { addEffect, effectKind, hasEffect } from './effects.js';
import { def, gainWound, log, nameOf, playerOrder } from './rules.js';
import type { CardDef, Game, ReplaceHook } from './types.js';
import { Z_HAND } from './types.js';

export interface WoundGuard {
  /** unique key of the ability ('hero:card') */
  key: string;
  /** what the revealer gets instead (the Wound is not gained) */
  instead: (g: Game, revealer: number, card: number, gainer: number) => void;
  /** only a copy in hand may be used (a card discarded instead: not one played this turn) */
  handOnly?: boolean;
}

/** The `gain` replace hook of a card with this ability. */
export function woundGuard(spec: WoundGuard): ReplaceHook {
  const used = effectKind({ key: `${spec.key}:used` });

  /** A copy of card d player q could reveal that was not used this turn, or -1. */
  const unusedCopy = (g: Game, q: number, d: CardDef): number => {
    const pl = g.players[q]!;
    for (const c of pl.hand) if (g.defOf[c] === d.id && !hasEffect(g, used, c)) return c;
    if (q === g.current && !spec.handOnly) for (const c of pl.inPlay) if (g.defOf[c] === d.id && !hasEffect(g, used, c)) return c;
    return -1;
  };

  // f.p the player asked, f.c their copy, f.n the player gaining (+1; negative when the Wound would go to the
  // hand), f.m the replace hooks consulted
  const answer = cont(spec.key, (g, f, v) => {
    const gainer = Math.abs(f.n) - 1;
    if (v === 1) {
      addEffect(g, used, f.c);
      g.log && log(g, `  P${f.p + 1} reveals ${nameOf(g, f.c)}: P${gainer + 1} gains no Wound`);
      spec.instead(g, f.p, f.c, gainer);
      return;
    }
    const order = playerOrder(g), from = order.indexOf(gainer);
    const next = (order.indexOf(f.p) - from + order.length) % order.length + 1;
    if (!offer(g, def(g, f.c), gainer, f.n, f.m, next)) gainWound(g, gainer, f.n < 0, f.m);
  }, { about: 'may' });

  /** Asks the first player, from the k0-th in order after the gainer, who holds an unused copy; false when nobody does. */
  function offer(g: Game, d: CardDef, gainer: number, n: number, hooks: number, k0: number): boolean {
    const order = playerOrder(g), from = order.indexOf(gainer);
    for (let k = k0; k < order.length; k++) {
      const q = order[(from + k) % order.length]!;
      const card = unusedCopy(g, q, d);
      if (card < 0) continue;
      ask(g, q, 'yesno', answer, [1, 0], { source: card, n, m: hooks });
      return true;
    }
    return false;
  }

  return (g, e, self) => {
    if (g.cards[g.defOf[e.c]!]!.kind !== 'wound' || e.p < 0) return false;
    return offer(g, self as CardDef, e.p, e.to === Z_HAND ? -(e.p + 1) : e.p + 1, e.n, 0);
  };
}
