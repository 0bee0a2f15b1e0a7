// Deadpool test positions: a 2-player game with the set's villain groups (Evil Deadpool unless given), on a clean
// board, and the Excessive Violence action.
import { act, cleanBoard, make, pick, playCard, put, putVillain, reason, refresh, setupGame } from '../helpers.js';
import { ACT_EXCESSIVE_VIOLENCE } from '../../keywords/excessive-violence.js';
import type { SetupOptions } from '../../setup.js';
import { escapeNow } from '../../cards/dark-city/schemes/common.js';
import { run } from '../../flow.js';
import { doTwist, fightEffect, strikeEffect } from '../../rules.js';
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

/** The villain in a city space escapes now (a constructed position); the HQ hero the rules KO is the first offered. */
export function escape(g: Game, slot: number): void {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  escapeNow(g, slot);
  run(g);
  while (reason(g) === 'ko-hq-hero') pick(g, firstOption(g));
}

/** Player 0 defeats the named Tactic of the Mastermind: it goes to their victory pile and its Fight effect happens. */
export function defeatTactic(g: Game, name: string): number {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  const t = g.tactics.find((c) => g.cards[g.defOf[c]!]!.name === name)!;
  g.tactics.splice(g.tactics.indexOf(t), 1);
  g.players[0]!.victory.push(t);
  fightEffect(g, 0, t);
  run(g);
  return t;
}

/** A Master Strike's effect now (a constructed position). */
export function strike(g: Game): void {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  strikeEffect(g, -1);
  run(g);
}

/** A Scheme Twist now (a constructed position): the next twist number. */
export function twist(g: Game): void {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  doTwist(g, make(g, 'Scheme Twist'));
  run(g);
}

/** The first option of the pending decision. */
export function firstOption(g: Game): number { return g.pending!.options[0]!; }

/** Player 0 plays a named hero, then fights Taskmaster (in the Sewers) with Excessive Violence and plenty of Attack. */
export function violentTurn(g: Game, card: string): void {
  const [c] = put(g, 0, 'hand', card);
  refresh(g);
  playCard(g, c!);
  putVillain(g, 0, 'Taskmaster');
  g.t.attack = 20;
  refresh(g);
  violence(g, 0);
}

/** Answers every pending question with its first option until the main decision. */
export function toMain(g: Game): void {
  while (g.pending && g.pending.reason !== 'main') pick(g, firstOption(g));
}
