// Thunderbolts (Civil War).
// - Fixer, Fight: the fighter looks at the top three cards of their deck (fewer if deck and discard pile hold fewer),
//   KOs one of them (mandatory) and puts the others back in the order they choose.
// - Mach-IV, Fight and Escape: every player reveals a Tech hero or gains a Wound.
// - Radioactive Man, Escape: fortifies the Wound stack; meanwhile each Wound a player gains (from any source) brings
//   an extra Wound from the stack; the extra one brings no other.
// - Songbird, Fight and Escape: every player with no other Thunderbolts villain in their victory pile gains a Wound
//   (on a Fight, the Songbird just defeated does not count for its fighter).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { FORTIFY, FORT_WOUNDS, fortifiedBy, fortifier, fortify } from '../../../keywords/fortify.js';
import { villainGroup } from '../../../registry.js';
import {
  REVEAL_TECH, def, distinct, eachRevealOrWound, gainCard, gainWound, isVillain, isWound, koCard, peekTop, playerOrder,
  putBackInOrder,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { TECH, Z_WOUNDS } from '../../../types.js';

export const THUNDERBOLTS = 'Thunderbolts';
const LOOK = 3;

// ---- Fixer ------------------------------------------------------------------------------------------

// f.n: how many cards were looked at; the one KO'd is the least worth keeping
const fixerKo = cont('thunderbolts:fixer:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  putBackInOrder(g, f.p, f.n - 1, f.c);
}, { about: 'lose' });
function fixerFight(g: Game, p: number, c: number): void {
  const top = peekTop(g, p, LOOK);
  if (top.length > 0) ask(g, p, 'card', fixerKo, distinct(g, p, top), { source: c, n: top.length });
}

// ---- Radioactive Man --------------------------------------------------------------------------------

// the extra Wound: its source is Radioactive Man (f.c), so its own gain (or a choice that replaces it and gives
// it later) brings no other
const extraWound = cont('thunderbolts:radioactive-man:extra-wound', (g, f) => {
  const w = g.wounds[g.wounds.length - 1];
  if (w === undefined) return;
  g.src = f.c;
  gainCard(g, f.p, w, Z_WOUNDS, false, f.c);
});

// ---- Songbird ---------------------------------------------------------------------------------------

/** Whether player p's victory pile holds a Thunderbolts villain other than card c. */
function otherThunderbolt(g: Game, p: number, c: number): boolean {
  for (const x of g.players[p]!.victory) if (x !== c && def(g, x).group === THUNDERBOLTS && isVillain(g, x)) return true;
  return false;
}
const songbird = cont('thunderbolts:songbird', (g, f) => { if (!otherThunderbolt(g, f.p, f.c)) gainWound(g, f.p); });
function songbirdEach(g: Game, c: number): void { for (const q of playerOrder(g)) later(g, songbird, q, c); }

villainGroup(THUNDERBOLTS, [
  {
    name: 'Fixer', copies: 2, attack: 4, vp: 2,
    text: 'Fight: look at the top three cards of your deck; KO one and put the others back in any order.',
    hint: { fight: 0.6 },
    fight: fixerFight,
  },
  {
    name: 'Mach-IV', copies: 2, attack: 5, vp: 3,
    text: 'Fight and Escape: every player reveals a Tech hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_TECH),
    escape: (g) => eachRevealOrWound(g, REVEAL_TECH),
  },
  {
    name: 'Radioactive Man', copies: 2, attack: 6, vp: 4, keywords: [FORTIFY],
    text: 'Escape: fortify the Wound stack; meanwhile whenever a player gains a Wound, they gain another.',
    hint: { escapeFlat: 2 },
    escape: (g, _p, c) => { fortify(g, c, FORT_WOUNDS, g.escaped); },
    on: {
      gain: {
        after: (g, e, self) => {
          if (!isWound(g, e.c) || !fortifiedBy(g, FORT_WOUNDS, self.key)) return;
          const rm = fortifier(g, FORT_WOUNDS);
          if (e.src !== rm) later(g, extraWound, e.p, rm);
        },
      },
    },
  },
  {
    name: 'Songbird', copies: 2, attack: 5, vp: 3,
    text: 'Fight and Escape: every player with no other Thunderbolts villain in their victory pile gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g, _p, c) => songbirdEach(g, c),
    escape: (g, _p, c) => songbirdEach(g, c),
  },
], SET, [{ cls: TECH, w: 0.5 }]);
