// Marvel Champions: The Card Game, the second ruleset (issue 28), beside engine/legendary/ and sharing only
// engine/shared/. What it has so far: the core set's card facts (cards/core/facts.ts, generated from the card data),
// its starter decks and scenarios. The rules engine comes next.

import { CORE_FACTS } from './cards/core/facts.js';
import type { CardFacts } from './types.js';

export * from './types.js';
export { CORE_FACTS, MODULAR_SETS, SCENARIOS, SETS_BY_MODE, STARTER_DECKS } from './cards/core/facts.js';

const BY_CODE = new Map(CORE_FACTS.map((f) => [f.code, f]));

/** The facts of a card by its code ('01001a'); throws for a code the core set does not have. */
export function cardFacts(code: string): CardFacts {
  const f = BY_CODE.get(code);
  if (!f) throw new Error(`unknown Marvel Champions card code: ${code}`);
  return f;
}

/** Every card code, in the data's order. */
export function cardCodes(): string[] { return CORE_FACTS.map((f) => f.code); }
