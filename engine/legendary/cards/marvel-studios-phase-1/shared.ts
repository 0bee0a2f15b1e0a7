// Helpers the Marvel Studios Phase 1 card files share (no cards are registered here).
import { effectKind } from '../../effects.js';
import { BANK, PAY_RECRUIT } from '../../rules.js';
import type { VillainSpec } from '../../registry.js';
import type { Game } from '../../types.js';

/**
 * "+n Recruit usable only to recruit Heroes in the HQ space under the Bank": restricted points (a turn
 * effect with `n` points) that pay only for recruiting the hero in the HQ space below the Bank.
 */
export const RECRUIT_UNDER_BANK = effectKind({
  key: 'marvel-studios-phase-1:recruit-under-bank',
  onlyFor: (g: Game, target: number, c: number) => target === PAY_RECRUIT && c >= 0 && g.hq[BANK] === c,
});

/** Cards of another group with the same abilities under this set's names (in the same order). */
export function renamed(cards: readonly VillainSpec[], names: readonly string[]): VillainSpec[] {
  if (cards.length !== names.length) throw new Error(`renamed: ${cards.length} cards, ${names.length} names`);
  return cards.map((c, i) => ({ ...c, name: names[i]! }));
}

