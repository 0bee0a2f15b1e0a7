// Man Out of Time / Woman Out of Time (Captain America 75th Anniversary): "After you use this card's abilities, set
// it aside. At the beginning of your next turn, play this card a second time then discard it." (Universal
// Rulebook.) After a card with the keyword (printed, or gained this turn) is played and its ability has resolved,
// it leaves play for the zone of cards set aside until a later turn (Game.nextTurn, owner in vars). At its owner's
// next turn, after the Villain Deck card(s), it is played again (its points, its ability, it counts as played
// that turn) and then discarded; the second play does not set it aside again.

import { resolvePlay } from '../actions.js';
import { keywordRules } from '../compile.js';
import { addEffect, effectKind, hasEffect } from '../effects.js';
import { later, cont } from '../flow.js';
import { discardCard, hasKeyword, log, nameOf } from '../rules.js';
import type { Game, GameEvent } from '../types.js';
import { Z_PLAY } from '../types.js';

export const OUT_OF_TIME = 'out-of-time';
const owner = (c: number) => `next-turn:${c}`;
/** Card c is being played its second time (Man Out of Time): it is discarded, not set aside again. */
const REPLAYED = effectKind({ key: 'out-of-time:replayed' });

const SET_ASIDE = cont('out-of-time:set-aside', (g, f) => {
  const pl = g.players[f.p]!, i = pl.inPlay.indexOf(f.c);
  if (i < 0) return; // the card left play during its own ability
  pl.inPlay.splice(i, 1);
  g.nextTurn.push(f.c);
  g.vars[owner(f.c)] = f.p;
  g.log && log(g, `  ${nameOf(g, f.c)} is set aside until P${f.p + 1}'s next turn (Out of Time)`);
});
const DISCARD_REPLAYED = cont('out-of-time:discard', (g, f) => {
  if (g.players[f.p]!.inPlay.includes(f.c)) discardCard(g, f.p, f.c, Z_PLAY, false);
});
const REPLAY = cont('out-of-time:replay', (g, f) => {
  const mine = g.nextTurn.filter((c) => g.vars[owner(c)] === f.p);
  for (const c of mine) later(g, REPLAY_ONE, f.p, c);
});
const REPLAY_ONE = cont('out-of-time:replay-one', (g, f) => {
  const i = g.nextTurn.indexOf(f.c);
  if (i < 0 || g.result !== null) return;
  g.nextTurn.splice(i, 1);
  delete g.vars[owner(f.c)];
  g.players[f.p]!.inPlay.push(f.c);
  g.log && log(g, ` P${f.p + 1} plays ${nameOf(g, f.c)} a second time (Out of Time)`);
  addEffect(g, REPLAYED, f.c);
  resolvePlay(g, f.p, f.c, f.c);
  later(g, DISCARD_REPLAYED, f.p, f.c);
});

function played(g: Game, e: GameEvent): void {
  if (e.c < 0 || hasEffect(g, REPLAYED, e.c) || !hasKeyword(g, e.c, OUT_OF_TIME)) return;
  later(g, SET_ASIDE, e.p, e.c);
}
/** At the start of a turn (pushed before the Villain Deck cards, so it runs after them and what they cause). */
function turnStart(g: Game, e: GameEvent): void {
  if (g.nextTurn.length > 0) later(g, REPLAY, e.p);
}

keywordRules(OUT_OF_TIME, { on: { play: { after: played }, turnStart: { after: turnStart } } });

/** Whether player p has cards set aside to play again at their next turn (bots, tests). */
export function outOfTimeCards(g: Game, p: number): number[] { return g.nextTurn.filter((c) => g.vars[owner(c)] === p); }
