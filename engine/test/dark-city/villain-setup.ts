// Shared setup of the Dark City villain, henchmen and Bystander tests: a core + Dark City game on a clean
// board, whose Bystander stack holds plain Bystanders only (so a captured or rescued Bystander has no
// rescue effect unless a test puts a special one there).
import { cleanBoard, make, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../cards/dark-city/index.js';
import '../villain-fixtures.js';

export function dcGame(o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: ['core', 'dark-city'], ...o }));
  g.bystanders = Array.from({ length: 10 }, () => make(g, 'Bystander'));
  return g;
}
