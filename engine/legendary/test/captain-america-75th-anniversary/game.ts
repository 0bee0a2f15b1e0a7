// Captain America 75th Anniversary test positions: a 2-player game with the set's heroes and villain groups (core
// henchmen, core Mastermind and scheme unless given), on a clean board.
import { run } from '../../flow.js';
import { doTwist, villainEscapes } from '../../rules.js';
import { cleanBoard, make, pick, reason, setupGame } from '../helpers.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import '../../index.js';

export const CAP_SET = 'captain-america-75th-anniversary';
export const CAP_HEROES = ['Agent X-13', 'Captain America (Falcon)', 'Captain America 1941', 'Steve Rogers, Director of S.H.I.E.L.D.', 'Winter Soldier'];

export function capGame(o: Partial<SetupOptions> = {}): Game {
  return cleanBoard(setupGame({
    sets: ['core', CAP_SET], mastermind: 'Arnim Zola', heroes: CAP_HEROES, villains: ["Zola's Creations", 'Masters of Evil (WWII)'], henchmen: ['Hand Ninjas'], ...o,
  }));
}

/** Puts n Bystanders in player p's victory pile. */
export function giveBystanders(g: Game, p: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) { const b = make(g, 'Bystander'); g.players[p]!.victory.push(b); out.push(b); }
  return out;
}
/** Puts a named hero in HQ space s. */
export function hqHero(g: Game, s: number, name: string): number {
  const c = make(g, name);
  g.hq[s] = c;
  return c;
}
/** The Villain Deck holds only Bystanders (turns go by without villains). */
export function quietVillainDeck(g: Game, n = 10): void {
  g.villainDeck = [];
  for (let i = 0; i < n; i++) g.villainDeck.push(make(g, 'Bystander'));
}

/** Villain c escapes from space s; the HQ hero the rules KO is the first offered. */
export function escape(g: Game, c: number, s: number): void {
  g.city[s] = -1; g.att[s] = [];
  g.pending = null;
  villainEscapes(g, c, []);
  run(g);
  while (reason(g) !== '' && reason(g) !== 'main') pick(g, g.pending!.options[0]!);
}

/** A Scheme Twist with number n (the twists before it counted) takes effect; decisions are answered with the first option. */
export function twistNow(g: Game, n: number, answer = true): void {
  g.stats.twists = n - 1;
  g.pending = null;
  doTwist(g, make(g, 'Scheme Twist'));
  run(g);
  if (answer) while (reason(g) !== '' && reason(g) !== 'main') pick(g, g.pending!.options[0]!);
}
