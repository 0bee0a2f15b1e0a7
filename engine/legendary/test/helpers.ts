// Helpers for rule and card tests: build a game, put named cards where a test needs them, answer
// decisions by value. Tests construct positions; they never reach into private engine state otherwise.

import { choose } from '../flow.js';
import { CARDS } from '../registry.js';
import { newGame, type SetupOptions } from '../setup.js';
import { act, ACT_END, ACT_FIGHT, ACT_MASTERMIND, ACT_PLAY, ACT_RECRUIT, ACT_OFFICER, ACT_HEAL, mainActions } from '../actions.js';
import { newTurnState } from '../turn.js';
import { newAttachments } from '../zones.js';
import { run } from '../flow.js';
import { gainWound, rescue } from '../rules.js';
import type { Game } from '../types.js';
import '../cards/core/index.js';

/** A 2-player first-game setup (Red Skull, Cosmic Cube) unless overridden, waiting at turn 1's main phase. */
export function setupGame(o: Partial<SetupOptions> = {}): Game {
  return newGame({
    players: 2, seed: 1, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube',
    heroes: ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'core:Wolverine'],
    log: true, ...o,
  });
}

/**
 * Finds a card definition by name (and group when names repeat within a set). A name several sets reprint
 * (Venom, Destroyer, Bullseye) gives the card of the set registered first: core, then the expansions in the
 * engine's order (engine/legendary/index.ts); name the group for another set's card.
 */
export function defByName(name: string, group?: string) {
  const hits = CARDS.filter((c) => c.name === name && (!group || c.group === group));
  if (hits.length === 0) throw new Error(`card "${name}"${group ? ` of ${group}` : ''}: no match`);
  const first = hits.filter((c) => c.set === hits[0]!.set);
  if (first.length !== 1) throw new Error(`card "${name}"${group ? ` of ${group}` : ''}: ${first.length} matches in ${hits[0]!.set}`);
  return first[0]!;
}

/** Creates a new instance of a named card in this game (test only) and returns its id. */
export function make(g: Game, name: string, group?: string): number {
  const d = defByName(name, group);
  g.defOf.push(d.id);
  return g.defOf.length - 1;
}

/** Player p rescues the named Bystander from the top of the stack (a card effect's rescue), nothing else pending. */
export function rescueFromStack(g: Game, p: number, name: string): number {
  const b = make(g, name);
  g.bystanders.push(b);
  g.stack = []; g.pending = null; g.pendingFrame = null;
  rescue(g, p, 1);
  run(g);
  return b;
}

/**
 * A clean board for a constructed position: empty city, hand, discard, in-play and deck for every player,
 * a fresh turn, and the current player at the main phase. The Villain Deck and stacks are kept.
 */
export function cleanBoard(g: Game, current = 0): Game {
  for (const pl of g.players) { pl.hand = []; pl.discard = []; pl.inPlay = []; pl.deck = []; pl.victory = []; pl.front = []; }
  g.city = Array.from({ length: g.setup.citySize }, () => -1); // the setup's city (a scheme may make it bigger)
  g.att = newAttachments(g.city.length, g.hq.length);
  g.current = current;
  g.t = newTurnState();
  g.stack = [];
  g.pending = null; g.pendingFrame = null;
  g.phase = 'main';
  g.drawAtEndOfTurn = '';
  g.holdMain = true;
  // a constructed position starts its counts from zero (the setup may already have played a card)
  for (const k of Object.keys(g.stats) as (keyof typeof g.stats)[]) g.stats[k] = 0;
  return g;
}

/** Re-runs the engine so the next decision is computed (call after changing a position by hand). */
export function refresh(g: Game): Game {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  run(g);
  return g;
}

/** Puts named cards into a player's zone; returns their ids. Deck: the last name ends on top. */
export function put(g: Game, p: number, zone: 'hand' | 'discard' | 'deck' | 'inPlay' | 'victory' | 'front', ...names: string[]): number[] {
  const ids = names.map((n) => make(g, n));
  g.players[p]![zone].push(...ids);
  return ids;
}

/** Puts a named villain in a city space (0 Sewers .. 4 Bridge). */
export function putVillain(g: Game, slot: number, name: string, group?: string): number {
  const c = make(g, name, group);
  g.city[slot] = c;
  g.att[slot] = [];
  return c;
}

/** Puts a named card on top of the Villain Deck. */
export function onVillainDeck(g: Game, name: string, group?: string): number {
  const c = make(g, name, group);
  g.villainDeck.push(c);
  return c;
}

/** Answers the pending decision with the option whose value is `v`. */
export function pick(g: Game, v: number): void {
  const d = g.pending;
  if (!d) throw new Error('no decision pending');
  const i = d.options.indexOf(v);
  if (i < 0) throw new Error(`value ${v} is not an option of ${d.reason} (${d.options.join(', ')})`);
  choose(g, i);
}

/** The pending decision's reason (continuation key) or '' if none. */
export function reason(g: Game): string { return g.pending?.reason ?? ''; }

/** Plays a card from the current player's hand through the main decision. */
export function playCard(g: Game, c: number): void {
  if (g.pending?.reason !== 'main') throw new Error(`expected the main decision, got ${g.pending?.reason}`);
  const v = act(ACT_PLAY, c);
  if (!g.pending.options.includes(v)) {
    // an identical card may stand for it (one option per distinct card): play that instance instead
    const same = g.pending.options.find((o) => Math.floor(o / 65536) === ACT_PLAY && g.defOf[o % 65536] === g.defOf[c]);
    if (same === undefined) throw new Error(`cannot play card ${c} now`);
    pick(g, same);
    return;
  }
  pick(g, v);
}
export const fight = (g: Game, slot: number) => pick(g, act(ACT_FIGHT, slot));
export const fightMastermind = (g: Game) => pick(g, act(ACT_MASTERMIND));
export const recruit = (g: Game, slot: number) => pick(g, act(ACT_RECRUIT, slot));
export const recruitOfficer = (g: Game) => pick(g, act(ACT_OFFICER));
export const heal = (g: Game) => pick(g, act(ACT_HEAL));
export const endTurn = (g: Game) => pick(g, act(ACT_END));
export { mainActions, act, ACT_END, ACT_FIGHT, ACT_MASTERMIND, ACT_PLAY, ACT_RECRUIT, ACT_OFFICER, ACT_HEAL };

/** Names of the cards in a list. */
export function names(g: Game, ids: readonly number[]): string[] { return ids.map((c) => CARDS[g.defOf[c]!]!.name); }

/** Plays the top card of the Villain Deck in a constructed position and runs to the next decision. */
export function revealVillainCard(g: Game): void {
  g.pending = null; g.pendingFrame = null;
  g.stack.push({ k: 'play-villain-card', p: g.current, c: -1, n: 0, m: 0, l: null, a: '', s: -1 });
  run(g);
}

/** Player p gains a Wound outside any other effect (nothing pending), and the game runs to its next decision. */
export function woundNow(g: Game, p: number): void {
  g.stack = []; g.pending = null;
  gainWound(g, p);
  run(g);
}
