// Fighting a villain on top of the Villain Deck ("reveal the top card of the Villain Deck; if it's a villain, you may
// fight it this turn": Secret Wars' Fight the Future and Ice Magic). A card that allows it declares `gives:
// [FIGHT_ON_TOP]` and calls `mayFightOnTop(g, c)` for the villain revealed; a main action then fights it, paid like any
// fight (its fight cost and conditions apply), while it is still the top card this turn; defeated, it leaves the
// Villain Deck through the defeat primitive.
import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { addEffect, effectKind } from '../effects.js';
import { cont, later } from '../flow.js';
import {
  PAY_FIGHT, available, def, defeatCard, faceDownCount, isVillain, log, nameOf, paidContinuation, payToFight, villainCardAttack,
} from '../rules.js';
import type { Game } from '../types.js';

export const FIGHT_ON_TOP = 'fight-on-top';

/** A villain revealed on top of the Villain Deck that may be fought this turn (c: the card). */
const REVEALED = effectKind({ key: 'fight-on-top:revealed' });

/** Villain c, revealed on top of the Villain Deck, may be fought this turn while it stays there. */
export function mayFightOnTop(g: Game, c: number): void { addEffect(g, REVEALED, c); }

function topOfVillainDeck(g: Game): number { return g.villainDeck.length ? g.villainDeck[g.villainDeck.length - 1]! : -1; }

/** Whether the revealed villain c can be fought now: still on top, the points, its fight conditions. */
function fightable(g: Game, p: number, c: number): boolean {
  if (g.t.healed || topOfVillainDeck(g) !== c || !isVillain(g, c)) return false;
  if (g.faceDown.length && faceDownCount(g, c) > 0) return false;
  const d = def(g, c);
  if (d.canDefeat && !d.canDefeat(g, p, c)) return false;
  return available(g, PAY_FIGHT, c) >= villainCardAttack(g, c, -1);
}

const defeatOnTop = cont('fight-on-top:defeat', (g, f) => {
  if (topOfVillainDeck(g) === f.c) defeatCard(g, f.p, f.c, g.villainDeck);
});
const PAID = paidContinuation(cont('fight-on-top:paid', (g, f) => {
  if (topOfVillainDeck(g) !== f.c) return;
  const d = def(g, f.c);
  if (d.fightCost) d.fightCost(g, f.p, f.c);
  later(g, defeatOnTop, f.p, f.c);
}));

export const ACT_FIGHT_ON_TOP = mainAction({
  id: FIGHT_ON_TOP, order: 45, keyword: FIGHT_ON_TOP,
  options: (g, p, out) => {
    for (const e of g.t.effects) {
      if (e.k !== REVEALED) continue;
      const v = act(ACT_FIGHT_ON_TOP, e.c);
      if (!out.includes(v) && fightable(g, p, e.c)) out.push(v);
    }
  },
  handle: (g, p, c) => {
    g.log && log(g, `  P${p + 1} fights ${nameOf(g, c)} on top of the Villain Deck`);
    payToFight(g, p, villainCardAttack(g, c, -1), PAY_FIGHT, -2 - PAID, c);
  },
  describe: (g, c) => `fight ${nameOf(g, c)} (on top of the Villain Deck)`,
  hint: { about: 'fight-other', cost: (g, _p, c) => villainCardAttack(g, c, -1), card: (_g, _p, c) => c },
});
