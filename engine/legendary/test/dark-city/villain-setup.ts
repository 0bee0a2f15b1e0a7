// Shared setup of the Dark City villain, henchmen and Bystander tests: a core + Dark City game on a clean
// board, whose Bystander stack holds plain Bystanders only (so a captured or rescued Bystander has no
// rescue effect unless a test puts a special one there).
import { HEROES, hero } from '../../registry.js';
import { INSTINCT } from '../../types.js';
import { cleanBoard, make, putVillain, setupGame } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../cards/dark-city/index.js';

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

/** The named villain on the Bridge of a full city, the HQ heroes too dear to be KO'd: the next villain pushes it out. */
export function onTheBridge(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  return v;
}
/** The named villain escapes from the Bridge as a plain henchman enters; returns it. */
export function escapes(g: Game, name: string): number {
  const v = onTheBridge(g, name);
  villainEnters(g, 'Hand Ninjas');
  if (!g.escaped.includes(v)) throw new Error(`${name} did not escape`);
  return v;
}
