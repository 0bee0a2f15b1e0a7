// Shared setup of the tests of CSA Special Marshals, Great Lakes Avengers, Heroes for Hire, Registration Enforcers,
// the Civil War henchmen and Bystanders: a core + Civil War game on a clean board whose Bystander and Wound stacks
// hold plain Bystanders and Wounds only. The files are imported here until the set's indexes import them.
import { cleanBoard, make, putVillain, setupGame } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';
import '../../cards/civil-war/index.js';
import '../../cards/civil-war/villains/csa-special-marshals.js';
import '../../cards/civil-war/villains/great-lakes-avengers.js';
import '../../cards/civil-war/villains/heroes-for-hire.js';
import '../../cards/civil-war/villains/registration-enforcers.js';
import '../../cards/civil-war/henchmen.js';
import '../../cards/civil-war/bystanders.js';

export const CW = ['core', 'civil-war'];

/** A clean 2-player board with the given villain group and henchmen (`current` the current player). */
export function cwVillainGame(villains: string[], henchmen: string[] = ['Hand Ninjas'], o: Partial<SetupOptions> = {}, current = 0): Game {
  const g = cleanBoard(setupGame({ sets: CW, villains, henchmen, ...o }), current);
  g.bystanders = Array.from({ length: 10 }, () => make(g, 'Bystander'));
  g.wounds = Array.from({ length: 10 }, () => make(g, 'Wound'));
  return g;
}

/** The named villain on the Bridge of a full city, the HQ heroes too dear to be KO'd: the next villain pushes it out. */
export function onTheBridge(g: Game, name: string, group?: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, group);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  return v;
}

/** The named villain escapes from the Bridge as a plain henchman enters; returns it. */
export function escapes(g: Game, name: string, group?: string): number {
  const v = onTheBridge(g, name, group);
  villainEnters(g, 'Hand Ninjas');
  return v;
}
