// Sidekicks (Secret Wars Volume 1; Civil War's Pet Avengers are Special Sidekicks), from the Universal Rulebook: a
// face-down Sidekick stack; once per turn a player may pay 2 Recruit to recruit its top card (a Sidekick gained by
// a card effect does not count against that limit); when a player plays any Sidekick, it returns to the bottom of
// the Sidekick stack (it was still played: its class counts for superpowers). Sidekicks are grey heroes
// (registry `sidekick`), each with the keyword SIDEKICK, so this module joins games that have them.
import { act } from '../actions.js';
import { keywordRules, mainAction } from '../compile.js';
import { addEffect, effectKind, hasEffect } from '../effects.js';
import { PAY_RECRUIT, announceRecruit, available, gainBlocked, gainCard, hasKeyword, log, nameOf, payRecruit, takeFromPlayer } from '../rules.js';
import type { Game } from '../types.js';
import { Z_PLAY, Z_SIDEKICKS } from '../types.js';

export const SIDEKICK = 'sidekick';
/** A Sidekick whose own ability may return it to the stack (Secret Wars Volume 1's basic Sidekick): the general
 *  return after playing does not apply to it; what its ability did not return stays in play. */
export const RETURNS_ITSELF = 'sidekick-returns-itself';
export const SIDEKICK_COST = 2;

/** Whether card c is a Sidekick. */
export function isSidekick(g: Game, c: number): boolean { return hasKeyword(g, c, SIDEKICK); }

/** Player p gains the top Sidekick (to the discard pile, or hand); returns it, or -1 when the stack is empty or a rule blocks the gain (fortified). */
export function gainSidekick(g: Game, p: number, toHand = false): number {
  const c = g.sidekicks[g.sidekicks.length - 1];
  if (c === undefined || gainBlocked(g, p, Z_SIDEKICKS, c)) return -1;
  gainCard(g, p, c, Z_SIDEKICKS, toHand);
  return c;
}

/** This turn's Sidekick recruit (once per turn). */
const RECRUITED = effectKind({ key: 'sidekicks:recruited' });

export const ACT_SIDEKICK = mainAction({
  id: 'recruit-sidekick', order: 31, keyword: SIDEKICK,
  // a grey hero that goes back to the stack once played: about one play's worth
  hint: { about: 'gain', cost: () => SIDEKICK_COST, value: () => 1.5 },
  options: (g, p, out) => {
    if (g.t.healed || g.sidekicks.length === 0 || hasEffect(g, RECRUITED)) return;
    const top = g.sidekicks[g.sidekicks.length - 1]!;
    if (available(g, PAY_RECRUIT, top) >= SIDEKICK_COST && !gainBlocked(g, p, Z_SIDEKICKS, top)) out.push(act(ACT_SIDEKICK));
  },
  handle: (g, p) => {
    const c = g.sidekicks[g.sidekicks.length - 1]!;
    addEffect(g, RECRUITED, -1);
    payRecruit(g, SIDEKICK_COST, PAY_RECRUIT, c);
    g.t.recruitedOrDefeated = true;
    g.log && log(g, `  P${p + 1} recruits a Sidekick (${nameOf(g, c)})`);
    gainCard(g, p, c, Z_SIDEKICKS);
    announceRecruit(g, p, c, Z_SIDEKICKS);
  },
  describe: () => 'recruit a Sidekick (2 Recruit)',
});

/** Returns a played Sidekick to the bottom of the Sidekick stack; false when it is no longer in play. */
export function returnSidekick(g: Game, p: number, c: number): boolean {
  if (!g.players[p]!.inPlay.includes(c) || takeFromPlayer(g, p, c) !== Z_PLAY) return false;
  g.sidekicks.unshift(c);
  g.log && log(g, `  ${nameOf(g, c)} returns to the bottom of the Sidekick stack`);
  return true;
}

// A Sidekick played goes to the bottom of the Sidekick stack, after its ability (it still counts as played).
keywordRules(SIDEKICK, {
  on: {
    play: {
      after: (g, e) => {
        if (!isSidekick(g, e.c) || hasKeyword(g, e.c, RETURNS_ITSELF) || !g.players[e.p]!.inPlay.includes(e.c)) return;
        if (takeFromPlayer(g, e.p, e.c) !== Z_PLAY) return;
        g.sidekicks.unshift(e.c);
        g.log && log(g, `  ${nameOf(g, e.c)} returns to the bottom of the Sidekick stack`);
      },
    },
  },
});
