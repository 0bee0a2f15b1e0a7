// Positions for the Civil War Mastermind tests: a clean 2-player board (core heroes, HYDRA and the led group when
// it is registered) with a given Mastermind, a tactic fought, a Master Strike played from the Villain Deck.
import { expect } from 'vitest';
import { MASTERMINDS } from '../../registry.js';
import { mastermindAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import type { SetupOptions } from '../../setup.js';
import { cleanBoard, fightMastermind, make, onVillainDeck, pick, reason, refresh, revealVillainCard, setupGame } from '../helpers.js';
import '../../index.js';
import '../../cards/civil-war/index.js';

export const CW = ['core', 'civil-war'];
export const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';

/** Only plain Bystanders and Wounds in the stacks (special ones, such as Grievous Wounds, would make a rescue or a
 *  Wound depend on the shuffle). */
function plainStacks(g: Game): Game {
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.name === 'Bystander');
  g.wounds = g.wounds.filter((c) => g.cards[g.defOf[c]!]!.name === 'Wound');
  return g;
}

/** A clean 2-player board with this Mastermind (core heroes; HYDRA, and the group it leads once registered). */
export function mmBoard(mastermind: string, o: Partial<SetupOptions> = {}): Game {
  expect(MASTERMINDS.has(mastermind)).toBe(true);
  return plainStacks(cleanBoard(setupGame({ sets: CW, mastermind, villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o })));
}

/** Two copies of the same tactic (whichever is drawn resolves and one stays), with just enough Attack, then the fight. */
export function fightTactic(g: Game, tactic: string, copies = 2): void {
  g.tactics = Array.from({ length: copies }, () => make(g, tactic));
  g.t.attack = mastermindAttack(g);
  refresh(g);
  fightMastermind(g);
}

export function strike(g: Game): void {
  onVillainDeck(g, 'Master Strike');
  revealVillainCard(g);
}

/** Answers the questions left with their first option, up to the main decision. */
export function settle(g: Game): void {
  while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!);
}
