// Dimensions test positions: a 2-player game with the set's heroes (core villains, Mastermind and scheme unless given),
// on a clean board. The Bystander stack holds only plain core Bystanders (the set's special Bystanders have tests of
// their own, and here they would make each rescue depend on the shuffle).
import { cleanBoard, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';

export const DIMENSIONS_SET = 'dimensions';

export function dimensionsGame(heroes: string[], o: Partial<SetupOptions> = {}): Game {
  const fill = ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Storm'].filter((h) => !heroes.includes(h));
  const g = cleanBoard(setupGame({
    sets: ['core', DIMENSIONS_SET], mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube',
    heroes: [...heroes, ...fill].slice(0, 5), villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o,
  }));
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.set === 'core');
  return g;
}
