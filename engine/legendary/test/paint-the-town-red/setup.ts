// Shared setup of the Paint the Town Red tests: a core + Paint the Town Red game on a clean board, whose
// Bystander stack holds plain Bystanders.
import { cleanBoard, make, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../villain-fixtures.js';
import '../../index.js';

export const PTTR = ['core', 'paint-the-town-red'];
export const PTTR_HEROES = ['Black Cat', 'Moon Knight', 'Scarlet Spider', 'Spider-Woman', 'Symbiote Spider-Man'];

/** The game, with `current` as the current player. */
export function ptGame(o: Partial<SetupOptions> = {}, current = 0): Game {
  const g = cleanBoard(setupGame({ sets: PTTR, heroes: PTTR_HEROES, ...o }), current);
  g.bystanders = Array.from({ length: 10 }, () => make(g, 'Bystander'));
  g.ko = [];
  g.escaped = [];
  return g;
}
