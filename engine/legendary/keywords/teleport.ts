// Teleport (Dark City and later sets): "Instead of playing this card, you may set it aside. At the end of
// this turn, add it to your new hand as an extra card." A main-phase action, offered for each distinct card
// in hand that has the keyword (printed, or given this turn); the card waits in the turn's set-aside zone
// and the end of the turn adds it to the new hand. Teleporting announces a 'teleport' event.
//
// A player teleports during another player's turn only when an effect makes each player teleport (a villain's
// Escape). Their card waits with the cards set aside until a later turn (Game.nextTurn, its player in vars) and
// joins the new hand they draw at the end of their own next turn: the rulebook is silent on which "end of this
// turn" that is for them, and this is the reading worst for the player (their next turn is played without it).
// These rules come with the keyword: a card that makes players teleport without having it says `gives: [TELEPORT]`.

import { keywordRules, mainAction } from '../compile.js';
import { act } from '../actions.js';
import { announce, hasKeyword, log, nameOf, removeFrom, takeFromPlayer } from '../rules.js';
import { type Game, type GameEvent, Z_NONE } from '../types.js';

export const TELEPORT = 'teleport';
/** g.vars key: card c, teleported by a player during another's turn, waits for the new hand of player (value - 1). */
const waitsFor = (c: number) => `teleport:next-hand:${c}`;

/** Sets a card from player p's hand aside for their next hand (another player than the current one: see above). */
export function teleport(g: Game, p: number, c: number): void {
  const hand = g.players[p]!.hand;
  const i = hand.indexOf(c);
  if (i < 0) return;
  hand.splice(i, 1);
  setAside(g, p, c);
}

/**
 * Teleports a card player p has elsewhere than in hand ("reveal the top card of your deck: draw it or teleport
 * it", a card just gained): it leaves its zone (deck, discard pile, ...) and is set aside for the next hand. A
 * card of the current player only: the turn's set-aside zone is theirs.
 */
export function teleportFrom(g: Game, p: number, c: number): void {
  if (p !== g.current || takeFromPlayer(g, p, c) === Z_NONE) return;
  setAside(g, p, c);
}

function setAside(g: Game, p: number, c: number): void {
  if (p === g.current) g.t.aside.push(c);
  else { g.nextTurn.push(c); g.vars[waitsFor(c)] = p + 1; }
  g.log && log(g, ` P${p + 1} teleports ${nameOf(g, c)} to the next hand`);
  announce(g, 'teleport', p, c);
}

/** The end of a player's turn, after the new hand is drawn: the cards they teleported during other turns join it. */
function joinNewHand(g: Game, e: GameEvent): void {
  if (g.nextTurn.length === 0) return;
  for (const c of g.nextTurn.slice()) {
    if (g.vars[waitsFor(c)] !== e.p + 1) continue;
    removeFrom(g.nextTurn, c);
    delete g.vars[waitsFor(c)];
    g.players[e.p]!.hand.push(c);
    g.log && log(g, `  ${nameOf(g, c)} joins P${e.p + 1}'s new hand (Teleport)`);
  }
}
keywordRules(TELEPORT, { on: { turnEnd: { after: joinNewHand } } });

/** Cards player p teleported during another player's turn, waiting for the new hand of p's next turn (bots, tests). */
export function teleportedForLater(g: Game, p: number): number[] { return g.nextTurn.filter((c) => g.vars[waitsFor(c)] === p + 1); }

export const ACT_TELEPORT = mainAction({
  id: TELEPORT, order: 15, keyword: TELEPORT, hint: { about: 'defer-card', card: (_g, _p, c) => c },
  options: (g, p, out) => {
    const seen: number[] = [];
    for (const c of g.players[p]!.hand) {
      const d = g.defOf[c]!;
      if (!seen.includes(d) && hasKeyword(g, c, TELEPORT)) { seen.push(d); out.push(act(ACT_TELEPORT, c)); }
    }
  },
  handle: (g, p, c) => teleport(g, p, c),
  describe: (g, c) => `teleport ${nameOf(g, c)} (set it aside for the next hand)`,
});
