// Champions test positions: a 2-player game with the set's heroes (core villains, Mastermind and scheme unless given),
// on a clean board.
import { cleanBoard, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';

export const CHAMPIONS_SET = 'champions';

/** A clean 2-player board with the given heroes in the Hero Deck (5 of them, or fewer plus core ones). */
export function championsGame(heroes: string[], o: Partial<SetupOptions> = {}): Game {
  const fill = ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Storm'].filter((h) => !heroes.includes(h));
  return cleanBoard(setupGame({
    sets: ['core', CHAMPIONS_SET], mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube',
    heroes: [...heroes, ...fill].slice(0, 5), villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o,
  }));
}
