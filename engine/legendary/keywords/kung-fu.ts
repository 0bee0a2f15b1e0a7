// Circle of Kung-Fu (Secret Wars Volume 2): "Nth Circle of Kung-Fu" gives a villain or Mastermind +N Attack during a
// player's turn unless that player reveals a hero that costs N or more (a hero in hand or played this turn; revealing
// only helps, so it is read, not asked). A card with several circles counts only the highest (a scheme may give one
// besides the printed one: `circleSource`).
//
// A card declares its printed circle with `keywords: circleOfKungFu(5)`; the Mastermind with `keywords` on its spec.
import { keywordRules } from '../compile.js';
import { def, heroCost, heroesYouHave } from '../rules.js';
import type { Game } from '../types.js';

export const KUNG_FU = 'circle-of-kung-fu';
const PREFIX = `${KUNG_FU}:`;

/** The keywords of a card with the Nth Circle of Kung-Fu. */
export function circleOfKungFu(n: number): string[] { return [KUNG_FU, `${PREFIX}${n}`]; }

const SOURCES: ((g: Game, c: number) => number)[] = [];
/** Registers a rule that gives cards a circle (a scheme's "villains and the Mastermind have the Nth circle"). */
export function circleSource(f: (g: Game, c: number) => number): void { SOURCES.push(f); }

/** The printed circle of card c (0 when none). */
function printedCircle(g: Game, c: number): number {
  const ks = def(g, c).keywords;
  if (!ks) return 0;
  let n = 0;
  for (const k of ks) if (k.startsWith(PREFIX)) n = Math.max(n, Number(k.slice(PREFIX.length)));
  return n;
}

/** The circle card c has now: the highest of its printed one and those rules give it. */
export function circleOf(g: Game, c: number): number {
  let n = printedCircle(g, c);
  for (const f of SOURCES) n = Math.max(n, f(g, c));
  return n;
}

/** Whether the current player can reveal a hero costing at least n. */
export function revealsCost(g: Game, n: number): boolean {
  for (const h of heroesYouHave(g, g.current)) if (heroCost(g, h) >= n) return true;
  return false;
}

/** The Attack a circle adds to card c now: its circle, unless the current player reveals a hero that costs as much. */
export function circleAttack(g: Game, c: number): number {
  const n = circleOf(g, c);
  return n > 0 && !revealsCost(g, n) ? n : 0;
}

// the printed circles, for games with such a card (a scheme that gives circles applies `circleAttack` itself)
keywordRules(KUNG_FU, {
  mods: {
    villainAttack: (g, _slot, c) => (printedCircle(g, c) > 0 ? circleAttack(g, c) : 0),
    mastermindAttack: (g) => { const m = g.mastermind[0]; return m !== undefined && printedCircle(g, m) > 0 ? circleAttack(g, m) : 0; },
  },
});
