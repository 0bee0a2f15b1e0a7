// Versatile N (Dark City and later sets): "When you play this card you must first choose between Recruit and
// Fight; it gives N of the one you chose." A 'mode' decision: 0 = +N Recruit, 1 = +N Attack. While a
// VERSATILE_BOTH effect lasts this turn, every Versatile ability gives both.

import { ask, cont } from '../flow.js';
import { effectKind, hasEffect } from '../effects.js';
import { gainAttack, gainRecruit } from '../rules.js';
import type { Game } from '../types.js';

export const VERSATILE = 'versatile';
export const VERSATILE_RECRUIT = 0, VERSATILE_ATTACK = 1;

/** "This card and each other Versatile ability you use for the rest of this turn produces both Recruit and Attack." */
export const VERSATILE_BOTH = effectKind({ key: 'versatile:both' });

const chosen = cont('versatile:choose', (g, f, v) => {
  if (v === VERSATILE_ATTACK) gainAttack(g, f.n); else gainRecruit(g, f.n);
}, { about: 'versatile' });

/** A card's Versatile N ability: the player chooses Recruit or Attack (or gets both, see VERSATILE_BOTH). */
export function versatile(g: Game, p: number, c: number, n: number): void {
  if (hasEffect(g, VERSATILE_BOTH)) { gainRecruit(g, n); gainAttack(g, n); return; }
  ask(g, p, 'mode', chosen, [VERSATILE_RECRUIT, VERSATILE_ATTACK], { source: c, n });
}
