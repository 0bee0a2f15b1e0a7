// What the Captain America 75th Anniversary heroes share: Man Out of Time given by a condition this turn.
import { addEffect, keywordEffect } from '../../../effects.js';
import { OUT_OF_TIME } from '../../../keywords/out-of-time.js';
import type { Game } from '../../../types.js';

/** Card c has Man Out of Time this turn (a superpower, team power or Savior that grants it). */
export function outOfTime(g: Game, c: number): void { addEffect(g, keywordEffect(OUT_OF_TIME), c); }
/** What being played again next turn adds to a card worth `v` points when played (bot hints). */
export const replayWorth = (v: number) => 0.8 * v;
