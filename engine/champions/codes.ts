// Card codes by number: a card taking a code also takes the code's number (CardState.ci), so the hot reads (a card's
// facts, its definition, its stat modifiers) index arrays instead of looking a string up in a map. Each code gets its
// number the first time a card takes it, in this process; the number is never part of a game's outcome or trace.

import type { CardState } from './state.js';

const INDEX = new Map<string, number>();
/** The codes by number. */
export const CODES: string[] = [];

/** The number of a code (a new one the first time). */
export function codeIndex(code: string): number {
  let i = INDEX.get(code);
  if (i === undefined) { i = CODES.length; CODES.push(code); INDEX.set(code, i); }
  return i;
}

/** The number of a code, or -1 when no card has taken it yet. */
export function knownIndex(code: string): number { return INDEX.get(code) ?? -1; }

/** Gives card `c` the face `code` (every change of a card's code goes through here, so its number follows). */
export function setCode(c: CardState, code: string): void {
  c.code = code;
  c.ci = codeIndex(code);
}
