// The end of the game and scoring: Evil Wins checks, the game's result, victory points, the solo score.

import { compiled } from '../compile.js';
import { defOf } from '../registry.js';
import type { CardDef, Game, Result, SetupPlan } from '../types.js';
import { isVillain, log } from './lookups.js';

export function endGame(g: Game, r: Result, cause: string): void {
  if (g.result !== null) return;
  g.result = r;
  g.cause = cause;
  g.phase = 'over';
  g.pending = null;
  g.pendingFrame = null;
  g.log && log(g, `Game over: ${r} (${cause})`);
}

/**
 * The scheme's Evil Wins threshold: the printed number, or the one a what-if change set ('<scheme>.evilWins',
 * engine/legendary/changes.ts; only for a scheme that declares `evilWinsAt`). Schemes and their hints read it.
 */
export function evilAt(setup: Readonly<SetupPlan>, printed: number): number { return setup.evilWinsAt ?? printed; }

/** Checks the "Evil Wins" conditions of the game (the scheme's, the Mastermind's, rules'). */
export function checkEvil(g: Game): void {
  if (g.result !== null) return;
  for (const f of compiled(g).evilWins) {
    const why = f(g);
    if (why) { endGame(g, 'loss', why); return; }
  }
}

/** Villain cards currently in the Escaped Villains pile. */
export function escapedVillains(g: Game): number {
  let n = 0;
  for (const c of g.escaped) if (isVillain(g, c)) n++;
  return n;
}

export function cardVp(g: Game, p: number, c: number): number {
  const d: CardDef = defOf(g, c);
  let v = d.vpAt ? d.vpAt(g, p, c) : d.vp;
  const ms = compiled(g).vp;
  for (let i = 0; i < ms.length; i++) v += ms[i]!(g, p, c);
  return v;
}

export function victoryPoints(g: Game, p: number): number {
  let v = 0;
  for (const c of g.players[p]!.victory) v += cardVp(g, p, c);
  // a villain a player gained as a hero still gives its VP
  if (g.asHero.length) for (const c of allOwned(g, p)) if (g.asHero.includes(c)) v += cardVp(g, p, c);
  return v;
}

/** The solo score: VP minus 4 per bystander carried off, 3 per twist, 1 per escaped villain. */
export function soloScore(g: Game): number {
  return victoryPoints(g, 0) - 4 * g.stats.bystandersCarried - 3 * g.stats.twists - g.stats.escapes;
}

/** Every card a player owns (deck, hand, discard, in play) — for "at the end of the game" counts. */
export function allOwned(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  return [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay];
}
