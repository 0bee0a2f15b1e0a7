// Test-only heroes with one plain class or team each, so villain tests do not depend on which real heroes
// exist yet. They are registered under the set 'test' (keys `test:hero:...`) and never used by setups
// that name their heroes.
import { later, run } from '../flow.js';
import { HEROES, SETS, cardSet, hero } from '../registry.js';
import { PLAY_VILLAIN_CARD } from '../rules.js';
import type { Game } from '../types.js';
import { COVERT, INSTINCT, RANGED, STRENGTH, TECH } from '../types.js';
import { make, onVillainDeck } from './helpers.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
if (!HEROES.has('Fixture X-Men')) {
  const plain = { copies: 1, attack: 1, text: 'Test card.' };
  hero('Fixture X-Men', 'X-Men', [{ ...plain, name: 'Fixture X-Man', cls: INSTINCT, cost: 3 }], 'test');
  hero('Fixture Avengers', 'Avengers', [{ ...plain, name: 'Fixture Avenger', cls: INSTINCT, cost: 3 }], 'test');
  hero('Fixture Unaffiliated', '', [
    { ...plain, name: 'Fixture Covert', cls: COVERT, cost: 4 },
    { ...plain, name: 'Fixture Ranged', cls: RANGED, cost: 4 },
    { ...plain, name: 'Fixture Tech', cls: TECH, cost: 5 },
    { ...plain, name: 'Fixture Strength', cls: STRENGTH, cost: 5 },
    { ...plain, name: 'Fixture Cost 2', cls: INSTINCT, cost: 2 },
    { ...plain, name: 'Fixture Cost 3', cls: INSTINCT, cost: 3 },
    { ...plain, name: 'Fixture Cost 5', cls: INSTINCT, cost: 5 },
    { ...plain, name: 'Fixture Cost 7', cls: INSTINCT, cost: 7 },
    { ...plain, name: 'Fixture Other Cost 7', cls: COVERT, cost: 7 },
    { ...plain, name: 'Fixture Cost 8', cls: INSTINCT, cost: 8 },
  ], 'test');
}

/** Sets the five HQ spaces to the named heroes ('' leaves a space empty); returns their ids. */
export function setHq(g: Game, ...names: string[]): number[] {
  const ids = names.map((n) => (n === '' ? -1 : make(g, n)));
  g.hq = ids.slice();
  return ids;
}

/** The Villain Deck plays its top card now, with the full rules order (escape, then Ambush). */
export function playVillainDeck(g: Game): void {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  later(g, PLAY_VILLAIN_CARD, g.current);
  run(g);
}

/** Puts a named card on top of the Villain Deck and plays it. */
export function villainEnters(g: Game, name: string, group?: string): number {
  const c = onVillainDeck(g, name, group);
  playVillainDeck(g);
  return c;
}

/** Fills every city space with Hand Ninjas (no abilities), so the next villain pushes one out. */
export function fillCity(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < 5; s++) { const c = make(g, 'Hand Ninjas'); g.city[s] = c; g.att[s] = []; out.push(c); }
  return out;
}
