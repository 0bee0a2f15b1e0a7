// The turn: play the Villain Deck card, then the main phase (a decision loop of actions, engine/legendary/actions.ts),
// then clean up and draw a new hand. 'turnStart' and 'turnEnd' events let cards and rules hook in.

import { ask, cont, installAdvance, later } from './flow.js';
import { doAction, mainActions } from './actions.js';
import { compiled, hooked } from './compile.js';
import { ANOTHER_TURN, KEEP_FOR_NEXT_HAND, NEXT_HAND_EXTRA, NEXT_HAND_SIZE, SKIP_VILLAIN_CARDS, effectSum, nextTurnOf } from './effects.js';
import { TEAMS } from './registry.js';
import { PLAY_VILLAIN_CARD, announce, announceBefore, discardCard, draw, endGame, log, nameOf } from './rules.js';
import type { EventKind, Game, TurnState } from './types.js';
import { Z_PLAY, Z_HAND } from './types.js';

export const HAND_SIZE = 6;

export function newTurnState(): TurnState {
  return {
    attack: 0, recruit: 0, recruitMade: 0, clsCount: [0, 0, 0, 0, 0], teamCount: TEAMS.map(() => 0),
    heroesPlayed: 0, played: [], recruitedOrDefeated: false, foughtMastermind: false, healed: false, drawn: 0,
    effects: [], aside: [], defeated: [],
  };
}

export const MAIN = cont('main', (g, _f, v) => doAction(g, v));

/** The size of the hand drawn at the end of this turn: the usual size, or what effects of the turn say. */
function nextHandSize(g: Game): number {
  let size = -1, extra = 0;
  for (const e of g.t.effects) {
    if (e.k === NEXT_HAND_SIZE && e.n > size) size = e.n;
    else if (e.k === NEXT_HAND_EXTRA) extra += e.n;
  }
  return (size >= 0 ? size : g.handSize) + extra;
}

/** Whether an event of this kind about any of these cards may concern a hook (see `hooked`). */
function anyHooked(g: Game, kind: EventKind, cards: readonly number[]): boolean {
  const cc = compiled(g);
  if (cc.hooks[kind] === undefined) return false;
  for (let i = 0; i < cards.length; i++) if (hooked(g, cc, kind, cards[i]!)) return true;
  return false;
}

/** End of turn: discard everything, draw a new hand, then the next player (or the same, another turn). */
function endTurn(g: Game): void {
  const p = g.current, pl = g.players[p]!, t = g.t;
  announceBefore(g, 'turnEnd', p);
  if (t.effects.length === 0 && !anyHooked(g, 'discard', pl.inPlay) && !anyHooked(g, 'discard', pl.hand)) {
    // the common case, without events: everything goes to the discard pile
    for (const c of pl.inPlay) pl.discard.push(c);
    for (const c of pl.hand) pl.discard.push(c);
    pl.inPlay = []; pl.hand = [];
  } else {
    for (const c of pl.inPlay.slice()) discardCard(g, p, c, Z_PLAY, false, -1, false);
    for (const c of pl.hand.slice()) discardCard(g, p, c, Z_HAND, false, -1, false);
  }
  const size = nextHandSize(g);
  // a card kept for the next hand is set aside before drawing (so a reshuffled discard pile cannot draw it
  // as one of the usual cards) and joins the new hand as an extra card
  for (const e of t.effects) {
    if (e.k !== KEEP_FOR_NEXT_HAND) continue;
    const at = pl.discard.lastIndexOf(e.c);
    if (at >= 0) { pl.discard.splice(at, 1); t.aside.push(e.c); continue; }
    const d = pl.deck.lastIndexOf(e.c);
    if (d >= 0) { pl.deck.splice(d, 1); t.aside.push(e.c); }
  }
  draw(g, p, size);
  for (const c of t.aside) pl.hand.push(c);
  t.aside = [];
  announce(g, 'turnEnd', p);
  if (g.drawAtEndOfTurn !== '') { endGame(g, 'draw', g.drawAtEndOfTurn); return; }
  if (!t.effects.some((e) => e.k === ANOTHER_TURN)) g.current = (p + 1) % g.players.length;
  g.turn++;
  g.t = newTurnState();
  // effects started for the next turn (effects.ts nextTurnKind) become effects of the new turn
  for (const e of t.effects) { const k = nextTurnOf(e.k); if (k !== undefined) g.t.effects.push({ k, c: e.c, n: e.n }); }
  g.phase = 'start';
}

/** Called when nothing is left to do: moves the turn structure forward. */
function advance(g: Game): void {
  switch (g.phase) {
    case 'start':
      g.phase = 'main';
      g.log && log(g, `Turn ${g.turn}: P${g.current + 1} (hand: ${g.players[g.current]!.hand.map((c) => nameOf(g, c)).join(', ')})`);
      announce(g, 'turnStart', g.current);
      // an effect carried into this turn may skip Villain Deck cards (SKIP_VILLAIN_CARDS)
      for (let i = g.t.effects.length ? effectSum(g, SKIP_VILLAIN_CARDS) : 0; i < g.villainCardsPerTurn; i++) later(g, PLAY_VILLAIN_CARD, g.current);
      return;
    case 'main':
      ask(g, g.current, 'main', MAIN, mainActions(g));
      return;
    case 'end':
      endTurn(g);
      return;
    case 'over':
      return;
  }
}
installAdvance(advance);
