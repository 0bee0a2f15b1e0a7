// Entry point of the engine: card sets are registered on import.
import './cards/core/index.js';
import './cards/dark-city/index.js';
import './cards/paint-the-town-red/index.js';
import './cards/marvel-studios-phase-1/index.js';
import './cards/fantastic-four/index.js';
import './cards/deadpool/index.js';
import './cards/noir/index.js';
import './cards/captain-america-75th-anniversary/index.js';
import './cards/secret-wars-volume-1/index.js';
import './cards/secret-wars-volume-2/index.js';
import './cards/civil-war/index.js';
import './cards/champions/index.js';
import './cards/dimensions/index.js';
import './cards/3d/index.js';
import { SETS } from './registry.js';

/** The card sets the engine ships (registered by the imports above; tests may register fixture sets after them). */
export const SHIPPED_SETS: readonly string[] = [...SETS.keys()];

export * from './game.js';
export * from './types.js';
export { observe, type Observation } from './observe.js';
export { CARDS, HEROES, VILLAIN_GROUPS, HENCHMEN, MASTERMINDS, SCHEMES } from './registry.js';
export { board, cardFace, type Board, type BoardPlayer } from './board.js';
