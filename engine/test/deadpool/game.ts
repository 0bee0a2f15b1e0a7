// Deadpool test positions: a 2-player game with the set's villain groups (Evil Deadpool unless given), on a clean
// board, and the Excessive Violence action.
import { act, cleanBoard, pick, setupGame } from '../helpers.js';
import { ACT_EXCESSIVE_VIOLENCE } from '../../keywords/excessive-violence.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';

export const DP_HEROES = ['Bob, Agent of HYDRA', 'deadpool:Deadpool', 'Slapstick', 'Solo', 'Stingray'];

export function dpGame(o: Partial<SetupOptions> = {}): Game {
  return cleanBoard(setupGame({
    sets: ['core', 'deadpool'], mastermind: 'Evil Deadpool', scheme: 'Unleash the Power of the Cosmic Cube',
    heroes: DP_HEROES, villains: ['Deadpool\'s "Friends"', 'Evil Deadpool Corpse'], henchmen: ['Hand Ninjas'], ...o,
  }));
}

/** Fights the villain in a city space (or the Mastermind: the city size) using Excessive Violence. */
export const violence = (g: Game, slot: number) => pick(g, act(ACT_EXCESSIVE_VIOLENCE, slot));
export const violenceAct = (slot: number) => act(ACT_EXCESSIVE_VIOLENCE, slot);
