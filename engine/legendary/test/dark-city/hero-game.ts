// A constructed position for Dark City hero tests: a core + Dark City game (Red Skull, Cosmic Cube), clean
// board, whose Bystander stack holds plain Bystanders only (a rescued special Bystander would add its own effect).
import '../../cards/dark-city/index.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { cleanBoard, setupGame } from '../helpers.js';

export function heroGame(o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: ['core', 'dark-city'], ...o }));
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.set === 'core');
  return g;
}
