// Shared setup of the Dark City villain, henchmen and Bystander tests: a core + Dark City game on a clean
// board, whose Bystander stack holds plain Bystanders only (so a captured or rescued Bystander has no
// rescue effect unless a test puts a special one there).
import { HEROES, hero } from '../../registry.js';
import { INSTINCT } from '../../types.js';
import { cleanBoard, make, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../cards/dark-city/index.js';
import '../villain-fixtures.js';

// a plain Marvel Knights hero for reveal tests (test set, like the fixtures of ../villain-fixtures.ts)
if (!HEROES.has('Fixture Marvel Knights')) {
  hero('Fixture Marvel Knights', 'Marvel Knights', [{ name: 'Fixture Marvel Knight', copies: 1, cls: INSTINCT, cost: 3, attack: 1, text: 'Test card.' }], 'test');
}

/** The game, with `current` as the current player. */
export function dcGame(o: Partial<SetupOptions> = {}, current = 0): Game {
  const g = cleanBoard(setupGame({ sets: ['core', 'dark-city'], ...o }), current);
  g.bystanders = Array.from({ length: 10 }, () => make(g, 'Bystander'));
  return g;
}
