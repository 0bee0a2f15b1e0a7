// The card facts by code: the one place the rules read them from (index.ts re-exports it).

import { CORE_FACTS, SCENARIOS } from './cards/core/facts.js';
import { CODES } from './codes.js';
import type { CardFacts, Scenario } from './types.js';

const BY_CODE = new Map(CORE_FACTS.map((f) => [f.code, f]));

/** The facts of a card by its code ('01001a'); throws for a code the core set does not have. */
export function cardFacts(code: string): CardFacts {
  const f = BY_CODE.get(code);
  if (!f) throw new Error(`unknown Marvel Champions card code: ${code}`);
  return f;
}

const FACTS_AT: (CardFacts | undefined)[] = [];
/** The facts of a card by its code's number (CardState.ci); throws as cardFacts does. */
export function factsAt(ci: number): CardFacts { return FACTS_AT[ci] ?? (FACTS_AT[ci] = cardFacts(CODES[ci]!)); }

/** Every card code, in the data's order. */
export function cardCodes(): string[] { return CORE_FACTS.map((f) => f.code); }

export { CORE_FACTS, MODULAR_SETS, SCENARIOS, SETS_BY_MODE, STARTER_DECKS } from './cards/core/facts.js';

/** The villain stage cards a scenario plays in a mode (standard: I and II; expert: II and III), in order. */
export function villainStages(sc: Scenario, mode: 'standard' | 'expert'): string[] {
  return (mode === 'expert' ? sc.expertStages : sc.standardStages).map((i) => sc.villainCodes[i - 1]!);
}
