// Ruby Summers (Secret Wars Volume 2, X-Men).
//
// - Guerrilla Warfare: a 'discard' replace hook on the card itself. A discard made by a card effect (e.byEffect: not
//   the end-of-turn cleanup) during its owner's turn teleports it instead (teleportFrom: from the hand or from the top
//   of the deck, to the turn's set-aside zone, joining the new hand). During another player's turn it is set aside
//   (the public zone of cards set aside, Game.nextTurn, its owner in vars) and joins its owner's hand at the end of
//   that turn, after the current player has drawn their new hand (the 'turnEnd' event).
// - Heir to Legends / Extinction Blast: playable only with one (three) other card(s) in hand (`canPlay`); the discards
//   are a card effect (Cyclops in core reads it so), one 'card' question each, not optional.
// - Form of Solid Ruby: X-Men team power (read when played): a turn effect; each later defeat of a villain or of the
//   Mastermind (a Tactic) by its player this turn gives +2 Recruit (Emma Frost's Diamond Form in core).
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { TELEPORT, teleportFrom } from '../../../keywords/teleport.js';
import { hero } from '../../../registry.js';
import { discardFromHand, distinct, gainRecruit, log, nameOf, removeFrom, takeFromPlayer, teamPower } from '../../../rules.js';
import type { Game, GameEvent, HookOwner } from '../../../types.js';
import { RANGED, STRENGTH, XMEN, Z_NONE } from '../../../types.js';

// ---- Guerrilla Warfare ----------------------------------------------------------------------------------

/** g.vars key: card c, set aside during another player's turn, joins the hand of player (value - 1) at its end. */
const asideFor = (c: number) => `ruby-summers:guerrilla-warfare:${c}`;

function guerrillaInstead(g: Game, e: GameEvent, self: HookOwner): boolean {
  if (!e.byEffect || e.p < 0 || g.cards[g.defOf[e.c]!]!.key !== self.key) return false;
  if (e.p === g.current) {
    teleportFrom(g, e.p, e.c);
    return true;
  }
  if (takeFromPlayer(g, e.p, e.c) === Z_NONE) return false;
  g.nextTurn.push(e.c);
  g.vars[asideFor(e.c)] = e.p + 1;
  g.log && log(g, `  P${e.p + 1} sets ${nameOf(g, e.c)} aside until the end of this turn`);
  return true;
}

/** The end of a turn (the new hand drawn): the cards set aside by Guerrilla Warfare join their owners' hands. */
function backToHand(g: Game): void {
  if (g.nextTurn.length === 0) return;
  for (const c of g.nextTurn.slice()) {
    const owner = g.vars[asideFor(c)];
    if (owner === undefined) continue;
    removeFrom(g.nextTurn, c);
    delete g.vars[asideFor(c)];
    g.players[owner - 1]!.hand.push(c);
    g.log && log(g, `  ${nameOf(g, c)} goes back to P${owner}'s hand`);
  }
}

// ---- Heir to Legends, Extinction Blast ----------------------------------------------------------------

const discardChosen = cont('ruby-summers:discard-to-play', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });
const discardAsk = cont('ruby-summers:discard-to-play:ask', (g, f) => {
  const hand = g.players[f.p]!.hand;
  if (hand.length) ask(g, f.p, 'card', discardChosen, distinct(g, f.p, hand), { source: f.c });
});
/** Playable with n other cards in hand. */
const othersInHand = (n: number) => (g: Game, p: number, c: number) => g.players[p]!.hand.filter((x) => x !== c).length >= n;
/** Discards n cards from the hand, one question after another. */
function discardToPlay(g: Game, p: number, c: number, n: number): void { for (let i = 0; i < n; i++) later(g, discardAsk, p, c); }

// ---- Form of Solid Ruby -------------------------------------------------------------------------------

const SOLID_RUBY = effectKind({
  key: 'ruby-summers:form-of-solid-ruby',
  after: { defeat: (g, ev) => { if (ev.p === g.current) gainRecruit(g, 2); } },
});

hero('Ruby Summers', 'X-Men', [
  {
    name: 'Guerrilla Warfare', copies: 5, cls: RANGED, cost: 3, attack: 2,
    text: 'Discarded by a card effect: teleported instead on your turn; on another player\'s turn set aside and back in your hand when that turn ends.',
    gives: [TELEPORT],
    hint: { returnsWhenDiscarded: true },
    on: { discard: { replace: guerrillaInstead, self: true }, turnEnd: { after: backToHand } },
  },
  {
    name: 'Heir to Legends', copies: 5, cls: STRENGTH | RANGED, cost: 5, recruit: 2, attack: 2,
    text: 'To play it, discard another card from your hand.',
    hint: { needsFodder: true },
    canPlay: othersInHand(1),
    play: (g, p, c) => discardToPlay(g, p, c, 1),
  },
  {
    name: 'Form of Solid Ruby', copies: 3, cls: STRENGTH, cost: 6, recruit: 0, attack: 4, plus: { recruit: true },
    text: 'X-Men team power: +2 Recruit each time you defeat a villain or the Mastermind later this turn.',
    hint: { power: { team: XMEN, recruit: 2 } },
    play: (g, _p, c) => { if (teamPower(g, XMEN)) addEffect(g, SOLID_RUBY, c); },
  },
  {
    name: 'Extinction Blast', copies: 1, cls: RANGED, cost: 8, attack: 10,
    text: 'To play it, discard three other cards from your hand.',
    hint: { needsFodder: true },
    canPlay: othersInHand(3),
    play: (g, p, c) => discardToPlay(g, p, c, 3),
  },
], SET);
