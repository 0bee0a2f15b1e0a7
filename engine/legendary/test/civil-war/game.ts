// Civil War test positions: a 2-player game with Civil War heroes (core villains, Mastermind and scheme unless
// given), on a clean board. The set is imported here until it joins the engine's index.
import { cleanBoard, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';
import '../../cards/civil-war/index.js';

export const CW_SET = 'civil-war';

/**
 * A clean 2-player board with the given Civil War heroes in the Hero Deck (5 of them, or fewer plus core ones). The
 * Bystander and Wound stacks hold only plain cards (the set's special Bystanders and Grievous Wounds have tests of
 * their own, and here they would make each rescue and Wound depend on the shuffle).
 */
export function cwGame(heroes: string[], o: Partial<SetupOptions> = {}): Game {
  const fill = ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Storm'].filter((h) => !heroes.includes(h));
  const g = cleanBoard(setupGame({
    sets: ['core', CW_SET], mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube',
    heroes: [...heroes, ...fill].slice(0, 5), villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o,
  }));
  return plainStacks(g);
}

/** Keeps only the core set's plain Bystanders and Wounds in their stacks. */
export function plainStacks(g: Game): Game {
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.set === 'core');
  g.wounds = g.wounds.filter((c) => g.cards[g.defOf[c]!]!.set === 'core');
  return g;
}
