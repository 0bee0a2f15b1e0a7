// Positions for the Dark City Mastermind and scheme tests: a board with a given Mastermind or scheme, a tactic
// fought, a Master Strike or a Scheme Twist played from the Villain Deck, and the cards other helpers write
// (found by the registry, with a clear failure when they are missing).
import { expect, it } from 'vitest';
import { CARDS, HENCHMEN, HEROES, MASTERMINDS, SCHEMES, VILLAIN_GROUPS } from '../../registry.js';
import { PlayerView } from '../../observe.js';
import { mastermindAttack } from '../../rules.js';
import type { CardDef, Game } from '../../types.js';
import { newGame, type SetupOptions } from '../../setup.js';
import { cleanBoard, fightMastermind, make, onVillainDeck, pick, reason, refresh, revealVillainCard, setupGame } from '../helpers.js';
import '../../cards/dark-city/index.js';

export const DC = ['core', 'dark-city'];
export const SOLO = { players: 1, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] };
export const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';

/**
 * Only plain Bystanders in the stack: Dark City's special ones (whose rescues do more) have tests of their own,
 * and here they would make each rescue depend on the shuffle.
 */
function plainBystanders(g: Game): Game {
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.set === 'core');
  return g;
}
/** A constructed position (core heroes and villains, Dark City in the pool) with this Mastermind. */
export function mmBoard(mastermind: string, o: Partial<SetupOptions> = {}): Game {
  return plainBystanders(cleanBoard(setupGame({ sets: DC, mastermind, ...o })));
}
/** A constructed position with this scheme, nothing of it played yet. */
export function schemeBoard(scheme: string, o: Partial<SetupOptions> = {}): Game {
  const g = plainBystanders(cleanBoard(setupGame({ sets: DC, scheme, ...o })));
  g.escaped = []; g.ko = []; g.vars = {};
  return g;
}

/**
 * A freshly set-up game whose first Villain Deck card was a villain (no twist, strike or bystander has changed
 * anything yet): the Villain Deck as built is the deck plus the card in the Sewers.
 */
export function fresh(o: Partial<SetupOptions> & { players: number }): Game {
  for (let seed = 1; seed < 300; seed++) {
    const g = newGame({ seed, sets: DC, ...o });
    if (g.stats.twists === 0 && g.stats.strikes === 0 && g.att.every((a) => a.length === 0) && g.city[0]! >= 0) return g;
  }
  throw new Error('no suitable seed');
}
/** Card kinds of the Villain Deck as built (see fresh). */
export function villainDeckKinds(g: Game): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of [...g.villainDeck, ...g.city.filter((x) => x >= 0)]) { const k = CARDS[g.defOf[c]!]!.kind; out[k] = (out[k] ?? 0) + 1; }
  return out;
}

/** Two instances of the same tactic (whichever is drawn, that tactic resolves; the other stays), or one: the final tactic. */
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
export function twist(g: Game): void {
  onVillainDeck(g, 'Scheme Twist');
  revealVillainCard(g);
}

/** A card of another Dark City helper, by group label (and card name), or a clear failure. */
function needed<T>(x: T | undefined, what: string): T {
  expect(x, `${what} must be registered (written by another Dark City helper)`).toBeDefined();
  return x!;
}
export function villainGroupCards(label: string): CardDef[] {
  const grp = needed(VILLAIN_GROUPS.get(label), `the villain group ${label}`);
  return grp.cards.map((k) => CARDS.find((d) => d.key === k)!);
}
export function henchmanCard(label: string): CardDef {
  const grp = needed(HENCHMEN.get(label), `the henchmen group ${label}`);
  return CARDS.find((d) => d.key === grp.cards[0])!;
}
export function heroCards(label: string): CardDef[] {
  const grp = needed(HEROES.get(label), `the hero ${label}`);
  return grp.cards.map((k) => CARDS.find((d) => d.key === k)!);
}
/** A hero card of a team (by team bit), or a clear failure. */
export function heroOfTeam(team: number, what: string): CardDef {
  // not one that reacts to Master Strikes from the hand (Cable's Disaster Survivalist asks a question of its own)
  return needed(CARDS.find((d) => d.kind === 'hero' && (d.teams & (1 << team)) !== 0 && !d.on?.strike?.before), `a hero of the ${what} team`);
}
/** A new instance of a card definition in this game. */
export function makeDef(g: Game, d: CardDef): number {
  g.defOf.push(d.id);
  return g.defOf.length - 1;
}

/** The scheme hint's progress towards Evil Wins, as a player sees it. */
export function progress(g: Game): number {
  return SCHEMES.get(g.setup.scheme)!.hint.progress(new PlayerView(g, 0));
}
/** The scheme hint's extra harm of the villain in a city space escaping (at no particular danger). */
export function escapeHarm(g: Game, slot: number): number {
  return SCHEMES.get(g.setup.scheme)!.hint.escapeHarm?.(new PlayerView(g, 0), slot, 0) ?? 0;
}

/** The test that a Mastermind always leads a villain group (it joins every game of two or more players). */
export function itLeads(mastermind: string, group: string): void {
  it(`leads the ${group}`, () => {
    expect(MASTERMINDS.get(mastermind)!.leads).toBe(group);
    villainGroupCards(group);
    expect(setupGame({ sets: DC, mastermind }).setup.villains).toContain(group);
  });
}
/** Answers the questions left (an escape's HQ hero to KO, a fight's choices) with their first option, up to the main decision. */
export function settle(g: Game): void {
  while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!);
}
/** How many cards of a list belong to a group (by label). */
export function ofGroup(g: Game, cards: readonly number[], label: string): number {
  return cards.filter((c) => c >= 0 && g.cards[g.defOf[c]!]!.groupLabel === label).length;
}
