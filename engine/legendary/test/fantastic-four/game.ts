// Fantastic Four test positions: a 2-player game with the set's heroes and villain groups (core Mastermind and
// scheme unless given), on a clean board.
import { cleanBoard, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';

export const FF_HEROES = ['Human Torch', 'Invisible Woman', 'Mr. Fantastic', 'Silver Surfer', 'Thing'];

export function ffGame(o: Partial<SetupOptions> = {}): Game {
  return cleanBoard(setupGame({
    sets: ['core', 'fantastic-four'], heroes: ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Hulk'], villains: ['Heralds of Galactus', 'Subterranea'], players: 3,
    henchmen: ['Hand Ninjas'], ...o,
  }));
}

/** A position with the Fantastic Four heroes in the HQ and Hero Deck. */
export const heroGame = (o: Partial<SetupOptions> = {}) => ffGame({ heroes: FF_HEROES, ...o });
