// A constructed Noir position: core + Noir, a clean board, no face-down cards.
import { cleanBoard, setupGame } from '../helpers.js';
import type { Game } from '../../types.js';
import { fightEffect } from '../../rules.js';
import { run } from '../../flow.js';
import '../../cards/noir/index.js';

export function noirGame(o: { mastermind?: string; scheme?: string; players?: number } = {}): Game {
  const g = setupGame({
    sets: ['core', 'noir'], players: o.players ?? 2,
    mastermind: o.mastermind ?? 'The Goblin, Underworld Boss', scheme: o.scheme ?? 'Silence the Witnesses',
    heroes: ['Angel Noir', 'Daredevil Noir', 'Iron Man Noir', 'Luke Cage Noir', 'Spider-Man Noir'],
  });
  cleanBoard(g);
  // face-down cards go back to the Bystander stack
  g.bystanders.push(...g.faceDown);
  g.faceDown = []; g.faceDownOf = [];
  return g;
}

/** The Fight effect of the Mastermind's tactic of this name, as when it is taken (and is not the last one). */
export function tacticEffect(g: Game, name: string): void {
  const t = g.tactics.find((x) => g.cards[g.defOf[x]!]!.name === name)!;
  g.stack = []; g.pending = null;
  fightEffect(g, 0, t);
  run(g);
}
