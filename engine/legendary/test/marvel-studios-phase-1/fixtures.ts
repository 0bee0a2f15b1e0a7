// Shared setup of the Marvel Studios Phase 1 tests: a core + Phase 1 game on a clean board whose Bystander
// stack holds plain Bystanders only, and Phase 1 cards made by name within the set (its HYDRA and Enemies of
// Asgard repeat core card names).
import { later, run } from '../../flow.js';
import { CARDS, SCHEMES } from '../../registry.js';
import { PlayerView } from '../../observe.js';
import { PLAY_VILLAIN_CARD, villainAttack } from '../../rules.js';
import type { SetupOptions } from '../../setup.js';
import type { CardDef, Game } from '../../types.js';
import { cleanBoard, fight, make, refresh, setupGame } from '../helpers.js';
import '../villain-fixtures.js';
import '../../index.js';

export const P1 = 'marvel-studios-phase-1';
export const SETS = ['core', P1];

/** A constructed position (core heroes, core + Phase 1 in the pool), nothing of the scheme played yet. */
export function p1Board(o: Partial<SetupOptions> = {}, current = 0): Game {
  const g = cleanBoard(setupGame({ sets: SETS, ...o }), current);
  g.bystanders = Array.from({ length: 10 }, () => make(g, 'Bystander'));
  g.escaped = []; g.ko = []; g.vars = {};
  return g;
}

/** The Phase 1 card of this name. */
export function p1Def(name: string): CardDef {
  const hits = CARDS.filter((d) => d.set === P1 && d.name === name);
  if (hits.length !== 1) throw new Error(`Phase 1 card "${name}": ${hits.length} matches`);
  return hits[0]!;
}
/** A new instance of a Phase 1 card. */
export function mk(g: Game, name: string): number {
  g.defOf.push(p1Def(name).id);
  return g.defOf.length - 1;
}
/** A Phase 1 villain in a city space. */
export function putP1(g: Game, slot: number, name: string): number {
  const c = mk(g, name);
  g.city[slot] = c; g.att[slot] = [];
  return c;
}
/** A Phase 1 card on top of the Villain Deck, played now with the full rules order. */
export function enters(g: Game, name: string): number {
  const c = mk(g, name);
  g.villainDeck.push(c);
  g.pending = null; g.pendingFrame = null; g.stack = [];
  later(g, PLAY_VILLAIN_CARD, g.current);
  run(g);
  return c;
}
/** The scheme hint's progress, as player 1 sees it. */
export function progress(g: Game): number {
  return SCHEMES.get(g.setup.scheme)!.hint.progress(new PlayerView(g, 0));
}
/** The kinds of the cards of a list. */
export function kinds(g: Game, cards: readonly number[]): string[] { return cards.map((c) => g.cards[g.defOf[c]!]!.kind); }
/** The current player gets exactly the Attack the villain in `slot` needs, and fights it. */
export function fightWithAttack(g: Game, slot: number): void {
  g.t.attack = villainAttack(g, slot);
  refresh(g);
  fight(g, slot);
}
/** [copies, Attack, VP] of the named Phase 1 cards. */
export function facts(names: readonly string[]): number[][] {
  return names.map((n) => { const d = p1Def(n); return [d.copies, d.attack, d.vp]; });
}
