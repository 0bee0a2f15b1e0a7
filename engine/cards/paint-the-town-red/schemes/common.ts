// What several Paint the Town Red schemes share.
import type { Game } from '../../../types.js';

/** "Evil wins when the Villain Deck runs out": checked when a Villain Deck card is played and at the end of each turn. */
export function villainDeckOut(g: Game): boolean { return g.villainDeck.length === 0 && g.turn > 0 && g.stats.villainCardsPlayed > 0; }
