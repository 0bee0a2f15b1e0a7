// Villains in the HQ (a scheme that puts villains in HQ spaces and lets players fight them there). A villain
// in the HQ is in no city space: its Attack is read as outside the city (space -1), it never escapes, and it
// holds what it captured as an attachment of its HQ space. Fighting it is a main-phase action, offered only
// in games whose scheme says `fightInHq`; defeating it puts it in the victory pile with its Fight effect as usual,
// what it held going with it as in the city, and refills the HQ space. Only what refers to a city space is void
// there (Universal Rulebook, Invade the Daily Bugle HQ): the Bystanders it holds and a hero it captured still
// count towards its Attack (`villainHolder`).

import { act } from './actions.js';
import { mainAction } from './compile.js';
import { cont } from './flow.js';
import { SCHEMES } from './registry.js';
import {
  PAY_FIGHT, available, defeatCard, isVillain, log, nameOf, paidContinuation, payToFight, refillHq,
  villainCardAttack,
} from './rules.js';
import type { Game } from './types.js';
import { hqHolder } from './zones.js';

/** HQ spaces holding a villain. */
export function hqVillainSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isVillain(g, g.hq[s]!)) out.push(s);
  return out;
}

/**
 * Where what villain c holds is attached, for an Attack that counts it ("+2 Attack per Bystander he has"): its city
 * space `slot`, else its HQ space (in no city space, it still holds what it captured); -1 in neither.
 */
export function villainHolder(g: Game, slot: number, c: number): number {
  if (slot >= 0) return slot;
  const s = g.hq.indexOf(c);
  return s >= 0 ? hqHolder(g, s) : -1;
}

/** The Attack of the villain in an HQ space (it is in no city space). */
export function hqVillainAttack(g: Game, slot: number, fight = true): number { return villainCardAttack(g, g.hq[slot]!, -1, fight); }

/**
 * Defeats the villain in an HQ space as one in the city: the Bystanders it held are rescued, its other cards wait
 * for its Fight effect ("gain that card") and are KO'd after it; then the space refills.
 */
export function defeatHqVillain(g: Game, p: number, slot: number): void {
  const c = g.hq[slot]!;
  if (c < 0 || g.t.healed) return;
  const h = hqHolder(g, slot);
  const held = g.att[h]!; g.att[h] = [];
  g.hq[slot] = -1;
  g.log && log(g, `  P${p + 1} fights ${nameOf(g, c)} in HQ space ${slot + 1}`);
  defeatCard(g, p, c, [c], held);
  refillHq(g, slot);
}

const PAID_HQ = paidContinuation(cont('hq-villains:paid', (g, f) => {
  const slot = g.hq.indexOf(f.c);
  if (slot >= 0) defeatHqVillain(g, f.p, slot);
}));

export const ACT_FIGHT_HQ = mainAction({
  id: 'fight-hq', order: 42, active: (s) => SCHEMES.get(s.scheme)?.fightInHq === true,
  hint: { about: 'fight-other', cost: (g, _p, s) => hqVillainAttack(g, s), card: (g, _p, s) => g.hq[s]! },
  options: (g, _p, out) => {
    if (g.t.healed) return;
    for (const s of hqVillainSlots(g)) {
      const c = g.hq[s]!;
      const d = g.cards[g.defOf[c]!]!;
      if (available(g, PAY_FIGHT, c) >= hqVillainAttack(g, s) && (!d.canDefeat || d.canDefeat(g, g.current, c))) out.push(act(ACT_FIGHT_HQ, s));
    }
  },
  handle: (g, p, s) => payToFight(g, p, hqVillainAttack(g, s), PAY_FIGHT, -2 - PAID_HQ, g.hq[s]!),
  describe: (g, s) => `fight ${nameOf(g, g.hq[s]!)} (HQ ${s + 1})`,
});
