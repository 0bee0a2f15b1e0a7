// Conqueror (Marvel Studios Phase 1 and later sets): "Bridge Conqueror 3" means "this gets +3 Attack while
// any Villain is on the Bridge" (Universal Rulebook, Conqueror): the villain itself there or another, with
// or without Conqueror. A villain's Conqueror is its Attack (`attackAt: conqueror(space, n)`), a
// Mastermind's a modifier of its Attack (`mods: { mastermindAttack: conquerorMastermind(space, n) }`).

import { defOf } from '../registry.js';
import type { Game } from '../types.js';

export const CONQUEROR = 'conqueror';

/** Whether any Villain is in city space `space` (a space the city does not have holds none). */
export function conquered(g: Game, space: number): boolean {
  return space < g.city.length && g.city[space]! >= 0;
}

/** The Conqueror bonus: `n` while any Villain is in `space`, else 0. */
export function conquerorBonus(g: Game, space: number, n: number): number {
  return conquered(g, space) ? n : 0;
}

/** A villain's Attack with "<space> Conqueror n": its printed Attack, plus `n` while any Villain is in `space`. */
export function conqueror(space: number, n: number): (g: Game, slot: number, c: number) => number {
  return (g, _slot, c) => defOf(g, c).attack + conquerorBonus(g, space, n);
}

/** A Mastermind's "<space> Conqueror n", as a Mastermind Attack modifier. */
export function conquerorMastermind(space: number, n: number): (g: Game) => number {
  return (g) => conquerorBonus(g, space, n);
}
