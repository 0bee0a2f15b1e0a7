// Abomination and Ultimate Abomination (Captain America 75th Anniversary). "This Villain gets +Attack equal to
// the printed Attack of the Hero in the HQ space under this Villain's city space"; "This Mastermind gets +Attack
// equal to the total printed Attack of all the Heroes in the HQ" (Universal Rulebook). The bonus follows the
// villain as it moves; a villain outside the city, or over a space with no HQ space or no hero under it, gets
// nothing. A hero's printed Attack is the number printed ("2+" is 2).

import type { Game } from '../types.js';

export const ABOMINATION = 'abomination', ULTIMATE_ABOMINATION = 'ultimate-abomination';

/** Printed Attack of the hero in HQ space s (0 when none, or when the space holds no hero). */
export function hqPrintedAttack(g: Game, s: number): number {
  if (s < 0 || s >= g.hq.length) return 0;
  const c = g.hq[s]!;
  if (c < 0) return 0;
  const d = g.cards[g.defOf[c]!]!;
  return d.kind === 'hero' ? d.attack : 0;
}
/** An Abomination villain's Attack in city space `slot`: printed plus the HQ hero's under it (`attackAt`). */
export function abomination(printed: number) {
  return (g: Game, slot: number) => printed + hqPrintedAttack(g, slot);
}
/** Ultimate Abomination: a Mastermind's extra Attack (`mods.mastermindAttack`). */
export function ultimateAbomination(g: Game): number {
  let n = 0;
  for (let s = 0; s < g.hq.length; s++) n += hqPrintedAttack(g, s);
  return n;
}
