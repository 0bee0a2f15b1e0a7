// Marvel Champions: The Card Game, the second ruleset (issue 28), beside engine/legendary/ and sharing only
// engine/shared/. The facts of the core set (cards/core/facts.ts, generated from the card data), its starter decks
// and scenarios; the rules (state.ts, flow.ts, rules.ts, round.ts, setup.ts) and the cards' abilities
// (cards/core/*.ts); the public face in game.ts.

export * from './types.js';
export { cardFacts, cardCodes, CORE_FACTS, MODULAR_SETS, SCENARIOS, SETS_BY_MODE, STARTER_DECKS } from './data.js';
export * from './game.js';
export { championsBoard, type ChampionsBoard, type ChampionsFace } from './board.js';
