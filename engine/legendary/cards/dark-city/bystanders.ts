// Dark City's special Bystanders: shuffled into the Bystander stack when the set is selected. Each one's
// rescue effect is a 'rescue' after hook on its own definition, so it triggers however the card is rescued
// (from the stack, from a defeated villain, from the Mastermind); the rescuer is the event's player.
import { SET } from './set.js';
import { ask, cont } from '../../flow.js';
import { DISCARD, HAND, IN_PLAY, cardsIn, distinct, draw, isHero, isWound, koCard, playerOrder } from '../../rules.js';
import { stackCard } from '../../registry.js';
import type { Game, GameEvent, HookOwner } from '../../types.js';

/** The hook is about its own card (every special Bystander's hook hears every rescue). */
export function isSelf(g: Game, e: GameEvent, self: HookOwner): boolean { return g.cards[g.defOf[e.c]!] === self; }

/** The player whose hand or discard pile holds card c, or -1. */
function ownerOf(g: Game, c: number): number {
  return g.players.findIndex((pl) => pl.hand.includes(c) || pl.discard.includes(c));
}

// Paramedic: one option per place a Wound can come from (the rescuer's hand, each player's discard pile),
// or -1 to KO nothing.
const paramedicKo = cont('paramedic:ko-wound', (g, f, v) => {
  const owner = v >= 0 ? ownerOf(g, v) : -1;
  if (owner >= 0) koCard(g, owner, v, f.c);
}, { about: 'ko-optional', n: 1 });
function paramedic(g: Game, p: number, b: number): void {
  const opts: number[] = [];
  const inHand = g.players[p]!.hand.find((c) => isWound(g, c));
  if (inHand !== undefined) opts.push(inHand);
  for (const q of playerOrder(g)) {
    const w = g.players[q]!.discard.find((c) => isWound(g, c));
    if (w !== undefined) opts.push(w);
  }
  if (opts.length > 0) ask(g, p, 'card', paramedicKo, [...opts, -1], { source: b });
}

// Radiation Scientist: the rescuer may KO one of their heroes (hand, played this turn) or one in their discard pile.
const scientistKo = cont('radiation-scientist:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 1 });
function scientist(g: Game, p: number, b: number): void {
  const heroes = distinct(g, p, cardsIn(g, p, HAND | IN_PLAY | DISCARD, (c) => isHero(g, c)));
  if (heroes.length > 0) ask(g, p, 'card', scientistKo, [...heroes, -1], { source: b });
}

/** News Reporter's card (Marvel Studios Phase 1 has a named Bystander with the same rescue effect). */
export const NEWS_REPORTER: Parameters<typeof stackCard>[1] = {
  name: 'News Reporter', copies: 4, vp: 1,
  text: 'When rescued: the rescuer draws a card.',
  on: { rescue: { after: (g, e, self) => { if (isSelf(g, e, self)) draw(g, e.p, 1); } } },
};
stackCard('bystander', NEWS_REPORTER, SET, 'bystanders');

/** Paramedic's card (Marvel Studios Phase 1 has a named Bystander with the same rescue effect). */
export const PARAMEDIC: Parameters<typeof stackCard>[1] = {
  name: 'Paramedic', copies: 3, vp: 1,
  text: "When rescued: the rescuer may KO a Wound from their hand or from any player's discard pile.",
  on: { rescue: { after: (g, e, self) => { if (isSelf(g, e, self)) paramedic(g, e.p, e.c); } } },
};
stackCard('bystander', PARAMEDIC, SET, 'bystanders');

/** Radiation Scientist's card (Marvel Studios Phase 1 has a named Bystander with the same rescue effect). */
export const RADIATION_SCIENTIST: Parameters<typeof stackCard>[1] = {
  name: 'Radiation Scientist', copies: 4, vp: 1,
  text: 'When rescued: the rescuer may KO one of their heroes or a hero from their discard pile.',
  on: { rescue: { after: (g, e, self) => { if (isSelf(g, e, self)) scientist(g, e.p, e.c); } } },
};
stackCard('bystander', RADIATION_SCIENTIST, SET, 'bystanders');
