// Shared setup of the tests of S.H.I.E.L.D. Elite, Superhuman Registration Act, Thunderbolts and the Officers that
// become villains: a core + Civil War game on a clean board. The files are imported here until the set's indexes
// import them.
import { checkInvariants } from '../../invariants.js';
import { cleanBoard, make, putVillain, setupGame } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';
import '../../cards/civil-war/index.js';
import '../../cards/civil-war/villains/shield-elite.js';
import '../../cards/civil-war/villains/superhuman-registration-act.js';
import '../../cards/civil-war/villains/thunderbolts.js';

export const CW = ['core', 'civil-war'];

/** A clean 2-player board with the given villain group (`current` the current player). */
export function cwGame(villains: string[], o: Partial<SetupOptions> = {}, current = 0): Game {
  return cleanBoard(setupGame({ sets: CW, villains, henchmen: ['Hand Ninjas'], ...o }), current);
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

/** Invariants of the state, less the cards a test made and never placed. */
export function problems(g: Game): string[] {
  return checkInvariants(g).filter((e) => !e.includes('nowhere'));
}

/** n Wounds on the Wound stack (made for the test). */
export function woundStack(g: Game, n: number): number[] {
  g.wounds = Array.from({ length: n }, () => make(g, 'Wound'));
  return g.wounds.slice();
}
