// Healing abilities of special Wounds (Civil War's Grievous Wounds; Universal Rulebook, "Grievous Wounds"): each
// such Wound has its own Healing ability, usable only during your turn, that does not stop you recruiting or
// fighting. These Wounds have the keyword HEALING: the normal healing ("KO all Wounds in hand", engine/legendary/actions.ts
// ACT_HEAL) is offered only with a normal Wound in hand, and then KOs these too. They still count as Wounds for
// every card effect.
//
// A Wound registers its ability with `keywords: healingAbility({ key, can, use, value, says })`; a main-phase action
// 'heal-wound' is offered for each distinct such Wound in hand whose ability can be used now (`can`), again and
// again while the Wounds last. `use` does the ability; "if you do, KO this Wound" is `koThisWound` (or the frame
// KO_THIS_WOUND deferred after the ability's own questions).

import { act, HEALING } from '../actions.js';
import { mainAction } from '../compile.js';
import { cont } from '../flow.js';
import { koCard, log, nameOf } from '../rules.js';
import type { Effect, Game } from '../types.js';

export { HEALING };

export interface HealingSpec {
  /** unique key of the ability ('set:card') */
  key: string;
  /** whether player p can use the ability of Wound c (in their hand) now: its cost can be paid */
  can: (g: Game, p: number, c: number) => boolean;
  /** the ability: player p uses Wound c's Healing */
  use: Effect;
  /** what using it is worth to a bot, in points (Attack-equivalent), besides the points it costs */
  value: (g: Game, p: number, c: number) => number;
  /** the points it costs (of Attack or Recruit, as the ability says), when it costs points */
  cost?: (g: Game, p: number, c: number) => number;
  /** what it does, for logs and the CLI */
  says: string;
}

const ABILITIES = new Map<string, HealingSpec>();
const PREFIX = `${HEALING}:`;

/** The keywords of a Wound with its own Healing ability. */
export function healingAbility(spec: HealingSpec): string[] {
  const k = `${PREFIX}${spec.key}`;
  if (ABILITIES.has(k)) throw new Error(`Healing ability registered twice: ${spec.key}`);
  ABILITIES.set(k, spec);
  return [HEALING, k];
}

/** The Healing ability of card c, if it has one. */
export function healingOf(g: Game, c: number): HealingSpec | undefined {
  for (const k of g.cards[g.defOf[c]!]!.keywords ?? []) if (k.startsWith(PREFIX)) return ABILITIES.get(k);
  return undefined;
}

/** Whether player p holds card c in one of their zones (hand, discard pile, deck, played). */
function holds(g: Game, p: number, c: number): boolean {
  const pl = g.players[p]!;
  return pl.hand.includes(c) || pl.discard.includes(c) || pl.deck.includes(c) || pl.inPlay.includes(c);
}

/** "If you do, KO this Wound": KOs Wound c if player p still has it (an effect on the way may have moved it). */
export function koThisWound(g: Game, p: number, c: number): void { if (holds(g, p, c)) koCard(g, p, c); }

/** A frame that KOs Wound f.c of player f.p (see koThisWound), deferred after the ability's own questions. */
export const KO_THIS_WOUND = cont('healing:ko-this-wound', (g, f) => koThisWound(g, f.p, f.c));

export const ACT_HEAL_WOUND = mainAction({
  id: 'heal-wound', order: 61, keyword: HEALING,
  // neither recruiting, fighting nor the normal healing: worth `value`, for `cost` points (best paid with points
  // nothing else wants)
  hint: {
    about: 'other', card: (_g, _p, c) => c,
    value: (g, p, c) => healingOf(g, c)?.value(g, p, c) ?? 0,
    cost: (g, p, c) => healingOf(g, c)?.cost?.(g, p, c) ?? 0,
  },
  options: (g, p, out) => {
    const seen: number[] = [];
    for (const c of g.players[p]!.hand) {
      const d = g.defOf[c]!;
      if (seen.includes(d)) continue;
      seen.push(d);
      const s = healingOf(g, c);
      if (s && s.can(g, p, c)) out.push(act(ACT_HEAL_WOUND, c));
    }
  },
  handle: (g, p, c) => {
    const s = healingOf(g, c);
    if (!s || !g.players[p]!.hand.includes(c)) return;
    g.log && log(g, ` P${p + 1} uses the Healing of ${nameOf(g, c)}: ${s.says}`);
    const prev = g.src;
    g.src = c;
    s.use(g, p, c);
    g.src = prev;
  },
  describe: (g, c) => `heal ${nameOf(g, c)} (${healingOf(g, c)?.says ?? ''})`,
});
