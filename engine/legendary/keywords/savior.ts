// Savior (Captain America 75th Anniversary): "Use this ability if you have at least 3 Bystanders in your Victory
// Pile." (Universal Rulebook.) Bystanders a defeated villain held are in the victory pile before its Fight effect
// checks Savior, and a Bystander the hero card rescued counts for that card's own Savior ability: both follow from
// reading the victory pile when the ability is checked.

import { isBystander } from '../rules.js';
import type { Game } from '../types.js';

export const SAVIOR = 'savior';
export const SAVIOR_BYSTANDERS = 3;

/** Bystanders in player p's victory pile. */
export function bystandersIn(g: Game, p: number): number {
  let n = 0;
  for (const c of g.players[p]!.victory) if (isBystander(g, c)) n++;
  return n;
}
/** Whether player p is a Savior (at least 3 Bystanders in their victory pile). */
export function isSavior(g: Game, p: number): boolean { return bystandersIn(g, p) >= SAVIOR_BYSTANDERS; }
