// Escapes for the Paint the Town Red villain tests.
import { putVillain } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import type { Game } from '../../types.js';

/** The named villain on the Bridge of a full city (HQ heroes too dear to be KO'd) escapes as a plain henchman enters. */
export function escapesPt(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  if (!g.escaped.includes(v)) throw new Error(`${name} did not escape`);
  return v;
}
