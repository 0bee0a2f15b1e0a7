// Patrol (Secret Wars Volume 2): "Patrol <a place>: if it's empty, ..." works only when that place holds no card as
// the ability is used (a place emptied later in the turn is too late). A city space a Mastermind or scheme makes not
// exist (destroyed) can't be patrolled. Other places (the escape pile, a victory pile) are patrolled by their cards.
import { cityLive } from '../rules.js';
import type { Game } from '../types.js';

/** Whether city space s can be patrolled and is empty (no villain, nothing held there). */
export function patrolEmpty(g: Game, s: number): boolean {
  return cityLive(g, s) && g.city[s]! < 0 && g.att[s]!.length === 0;
}

/** Whether a city space can be patrolled at all (it exists). */
export function canPatrol(g: Game, s: number): boolean { return cityLive(g, s); }

/** Whether a pile (the escape pile, a victory pile) patrolled is empty. */
export function patrolPileEmpty(cards: readonly number[]): boolean { return cards.length === 0; }
