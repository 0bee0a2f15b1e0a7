// Excessive Violence (Deadpool), from the Universal Rulebook: "Once per turn, you can spend one Attack point more
// than you need to fight a bad guy 'using Excessive Violence.' If you do, you get to use all the Excessive
// Violence abilities on cards you've already played this turn"; they all trigger at once, cards played later
// are too late, and a bad guy's own Excessive Violence ability happens when it is fought that way.
//
// A main-phase action per villain (and the Mastermind) the player can pay one point more for. It pays the fight
// plus one (with whatever pools may pay for it), then the abilities of the cards played this turn happen in
// the order they were played, then the enemy is defeated; its Fight effect asks `violent(g, c)`.
// A hero's ability: `keywords: excessiveViolence('hero:card', effect)`.

import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { addEffect, effectKind, hasEffect } from '../effects.js';
import { cont, later } from '../flow.js';
import {
  PAY_FIGHT, PAY_MASTERMIND, available, canFightMastermind, canFightSlot, cityName, def, defeatMastermindTactic, extraCostSplits,
  fightCostThenDefeat, fightMastermind, log, mastermindAttack, mastermindExtraCost, nameOf, paidContinuation, payToFight, villainAttack,
} from '../rules.js';
import type { Effect, Game } from '../types.js';

export const EXCESSIVE_VIOLENCE = 'excessive-violence';

const ABILITIES = new Map<string, Effect>();

/** The keywords of a card with an Excessive Violence ability (`key` unique: 'hero:card'). */
export function excessiveViolence(key: string, effect: Effect): string[] {
  const k = `${EXCESSIVE_VIOLENCE}:${key}`;
  if (ABILITIES.has(k)) throw new Error(`Excessive Violence ability registered twice: ${key}`);
  ABILITIES.set(k, effect);
  return [EXCESSIVE_VIOLENCE, k];
}

/** This turn's use: `c` the enemy fought (a villain, or the Mastermind's card). */
const USED = effectKind({ key: EXCESSIVE_VIOLENCE });

/** Whether Excessive Violence was used this turn (on card c, when given: a villain, tactic or Mastermind card). */
export function violent(g: Game, c = -2): boolean {
  if (c >= 0 && def(g, c).kind === 'tactic') return g.mastermind.some((m) => hasEffect(g, USED, m));
  return hasEffect(g, USED, c);
}

/** One more than the enemy's Attack: a city space, or the city size for the Mastermind. */
function costOf(g: Game, arg: number): number {
  return (arg < g.city.length ? villainAttack(g, arg) : mastermindAttack(g)) + 1;
}

/** The abilities of the cards played this turn, in play order. */
function playedAbilities(g: Game): { c: number; k: string }[] {
  const out: { c: number; k: string }[] = [];
  const pl = g.t.played;
  for (let i = 0; i < pl.length; i += 2) {
    for (const k of g.cards[pl[i + 1]!]!.keywords ?? []) if (ABILITIES.has(k)) out.push({ c: pl[i]!, k });
  }
  return out;
}

const RUN_ABILITY = cont('excessive-violence:ability', (g, f) => {
  for (const k of def(g, f.c).keywords ?? []) {
    const fx = ABILITIES.get(k);
    if (!fx) continue;
    const prev = g.src;
    g.src = f.c;
    fx(g, f.p, f.c);
    g.src = prev;
  }
});

const DEFEAT_VILLAIN = cont('excessive-violence:defeat', (g, f) => {
  const s = g.city.indexOf(f.c);
  if (s >= 0) fightCostThenDefeat(g, f.p, s);
});
const DEFEAT_MASTERMIND = cont('excessive-violence:defeat-mastermind', (g, f) => {
  g.t.foughtMastermind = true;
  defeatMastermindTactic(g, f.p);
});

/** After paying: the abilities of the cards played, then the defeat. */
function afterPaid(g: Game, p: number, c: number, defeat: string): void {
  const seen = new Set<number>();
  for (const x of playedAbilities(g)) {
    if (seen.has(x.c)) continue; // a card with two abilities runs them together
    seen.add(x.c);
    later(g, RUN_ABILITY, p, x.c);
  }
  later(g, defeat, p, c);
}
const PAID_VILLAIN = paidContinuation(cont('excessive-violence:paid', (g, f) => afterPaid(g, f.p, f.c, DEFEAT_VILLAIN)));
const PAID_MASTERMIND = paidContinuation(cont('excessive-violence:paid-mastermind', (g, f) => afterPaid(g, f.p, f.c, DEFEAT_MASTERMIND)));

export const ACT_EXCESSIVE_VIOLENCE = mainAction({
  id: EXCESSIVE_VIOLENCE, order: 41, keyword: EXCESSIVE_VIOLENCE,
  hint: {
    about: 'violence',
    card: (g, _p, arg) => (arg < g.city.length ? g.city[arg]! : g.mastermind[0] ?? -1),
    cost: (g, _p, arg) => costOf(g, arg),
    // each ability of a card played this turn, and the enemy's own, taken as worth about a card
    value: (g, _p, arg) => {
      const c = arg < g.city.length ? g.city[arg]! : -1;
      return new Set(playedAbilities(g).map((x) => x.c)).size + (c >= 0 && def(g, c).keywords?.includes(EXCESSIVE_VIOLENCE) ? 1 : 0);
    },
  },
  options: (g, _p, out) => {
    if (g.t.healed || hasEffect(g, USED)) return;
    for (let s = 0; s < g.city.length; s++) {
      const c = g.city[s]!;
      // (the points first: most turns cannot pay one more than a villain's Attack, and it is the cheaper test)
      if (c >= 0 && available(g, PAY_FIGHT, c) >= costOf(g, s) && canFightSlot(g, s)) out.push(act(ACT_EXCESSIVE_VIOLENCE, s));
    }
    const n = g.city.length;
    if (!canFightMastermind(g)) return;
    const extra = mastermindExtraCost(g);
    if (extra === 0 ? available(g, PAY_MASTERMIND) >= costOf(g, n) : extraCostSplits(g, extra, 1).length > 0) out.push(act(ACT_EXCESSIVE_VIOLENCE, n));
  },
  handle: (g, p, arg) => {
    if (arg < g.city.length) {
      const cost = costOf(g, arg);
      const c = g.city[arg]!;
      addEffect(g, USED, c);
      g.log && log(g, ` P${p + 1} fights ${nameOf(g, c)} (${cityName(arg)}) with Excessive Violence`);
      payToFight(g, p, cost, PAY_FIGHT, -2 - PAID_VILLAIN, c);
    } else {
      const m = g.mastermind[0] ?? -1;
      addEffect(g, USED, m);
      g.log && log(g, ` P${p + 1} fights the Mastermind with Excessive Violence`);
      // the one Mastermind fight, one point more: its hooks (a scheme's condition, an extra cost) apply as to any fight
      fightMastermind(g, p, 0, 1, PAID_MASTERMIND);
    }
  },
  describe: (g, arg) => (arg < g.city.length
    ? `fight ${nameOf(g, g.city[arg]!)} (${cityName(arg)}) with Excessive Violence`
    : 'fight the Mastermind with Excessive Violence'),
});
