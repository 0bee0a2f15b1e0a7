// A constructed position for Dark City hero tests: a core + Dark City game (Red Skull, Cosmic Cube), clean board.
import '../../cards/dark-city/index.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { cleanBoard, setupGame } from '../helpers.js';

export function heroGame(o: Partial<SetupOptions> = {}): Game {
  return cleanBoard(setupGame({ sets: ['core', 'dark-city'], ...o }));
}
