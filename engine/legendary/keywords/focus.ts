// Focus (Fantastic Four and later sets): "When you play a card with a Focus ability, you can pay the cost on the
// left side of the arrow to get the effect on the right side, as many times as you want for the rest of the
// turn" (Universal Rulebook). Playing the card starts a turn effect of its ability's kind (`offerFocus`); while
// it lasts, a main-phase action pays the Recruit and does the effect, once per choice, again and again. Healing
// stays allowed: using Focus is neither recruiting nor fighting. The cost is "of Recruit": paid with Attack while
// a scheme swaps the pools (`recruitPoints`).

import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { addEffect, effectKind } from '../effects.js';
import { gainAttack, log, nameOf, poolsSwapped, recruitPoints, spendRecruitPoints } from '../rules.js';
import type { Effect, Game } from '../types.js';

export const FOCUS = 'focus';

export interface FocusSpec {
  /** unique key of the ability ('hero:card') */
  key: string;
  /** Recruit it costs per use */
  cost: number;
  /** what one use does (`c` the card that offers it) */
  effect: Effect;
  /** uses allowed per turn, all copies of the card together, when limited */
  limit?: number;
  /** what one use is worth to a bot, in points (Attack-equivalent) */
  value: (g: Game, p: number, c: number) => number;
  /** what one use does, for logs and the CLI */
  says: string;
}

const SPECS = new Map<string, FocusSpec>();

/** Registers a Focus ability; returns the turn effect kind a card starts when played (`offerFocus`). */
export function focusAbility(spec: FocusSpec): string {
  const k = effectKind({ key: `focus:${spec.key}` });
  SPECS.set(k, spec);
  return k;
}

/** A Focus ability "pay `cost` Recruit: +n Attack". */
export function focusAttack(key: string, cost: number, n: number): string {
  // while a scheme swaps the pools the cost is paid with Attack: paying n Attack for n Attack gains nothing (a bot
  // that valued it would use it for ever)
  return focusAbility({ key, cost, says: `+${n} Attack`, value: (g) => (poolsSwapped(g) ? Math.max(0, n - cost) : n), effect: (g) => gainAttack(g, n) });
}

/** Card c (just played) offers its Focus ability for the rest of the turn; the record counts its uses. */
export function offerFocus(g: Game, kind: string, c: number): void { addEffect(g, kind, c, 0); }

/** Uses of an ability this turn (all copies). */
function used(g: Game, kind: string): number {
  let n = 0;
  for (const e of g.t.effects) if (e.k === kind) n += e.n;
  return n;
}

export const ACT_FOCUS = mainAction({
  id: FOCUS, order: 12, keyword: FOCUS,
  hint: {
    about: 'focus',
    card: (_g, _p, c) => c,
    cost: (g, _p, c) => focusOf(g, c)?.cost ?? 0,
    value: (g, p, c) => focusOf(g, c)?.value(g, p, c) ?? 0,
  },
  options: (g, _p, out) => {
    const seen: string[] = [];
    for (const e of g.t.effects) {
      const s = SPECS.get(e.k);
      if (!s || seen.includes(e.k)) continue;
      seen.push(e.k);
      if (recruitPoints(g) >= s.cost && (s.limit === undefined || used(g, e.k) < s.limit)) out.push(act(ACT_FOCUS, e.c));
    }
  },
  handle: (g, p, c) => {
    const es = g.t.effects;
    const i = es.findIndex((e) => e.c === c && SPECS.has(e.k));
    if (i < 0) return;
    const e = es[i]!, s = SPECS.get(e.k)!;
    spendRecruitPoints(g, s.cost);
    es[i] = { ...e, n: e.n + 1 }; // records are shared between clones: replace, never change
    g.log && log(g, ` P${p + 1} focuses ${nameOf(g, c)}: ${s.says}`);
    const prev = g.src;
    g.src = c;
    s.effect(g, p, c);
    g.src = prev;
  },
  describe: (g, c) => `focus ${nameOf(g, c)} (${focusOf(g, c)?.cost ?? '?'} Recruit: ${focusOf(g, c)?.says ?? ''})`,
});

function focusOf(g: Game, c: number): FocusSpec | undefined {
  for (const e of g.t.effects) if (e.c === c) { const s = SPECS.get(e.k); if (s) return s; }
  return undefined;
}
