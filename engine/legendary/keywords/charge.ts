// Charge (Secret Wars Volume 2): "Ambush: Charge one space" has the villain, once it has entered, move forward an extra
// space, pushing the villains ahead of it forward as a villain entering the city does; one pushed off the city's end
// escapes, and so does the charging villain when it charges from the end. Destroyed spaces are skipped; with several
// cities (a scheme's dimensions) it charges along its own. A Mastermind
// standing in the city (rules/city.ts) is pushed like a villain, and taken out of the city's cards before any escape.
import { cityLine, log, mastermindIntoCity, mastermindOutOfCity, nameOf, villainEscapes } from '../rules.js';
import type { Game } from '../types.js';

/** The villain in city space `slot` charges `n` spaces forward; returns its space after (-1 when it escaped). */
export function charge(g: Game, slot: number, n: number): number {
  let s = slot;
  for (let i = 0; i < n && s >= 0; i++) {
    const placed = g.mastermindAt >= 0 && mastermindIntoCity(g);
    const c = g.city[s]!, mastermindCharges = placed && s === g.mastermindAt;
    const out = chargeOne(g, s);
    if (placed) mastermindOutOfCity(g);
    s = c < 0 ? -1 : mastermindCharges ? g.mastermindAt : g.city.indexOf(c);
    if (out !== null) for (const [e, held] of out) villainEscapes(g, e, held);
  }
  return s;
}

/** One space forward; returns the cards that left the city's end (with what they held), or null. */
function chargeOne(g: Game, s: number): [number, number[]][] | null {
  const live = cityLine(g, s); // with several cities, along its own
  const at = live.indexOf(s);
  if (at < 0 || g.city[s]! < 0) return null;
  const c = g.city[s]!;
  if (at === live.length - 1) {
    // charging from the end: it escapes
    const held = g.att[s]!;
    g.city[s] = -1; g.att[s] = [];
    g.log && log(g, `  ${nameOf(g, c)} charges out of the city`);
    return [[c, held]];
  }
  // the first empty space ahead takes the shift; with none, the villain at the end is pushed out
  let k = at + 1;
  while (k < live.length && g.city[live[k]!]! >= 0) k++;
  let out: [number, number[]][] | null = null;
  if (k === live.length) { k = live.length - 1; out = [[g.city[live[k]!]!, g.att[live[k]!]!]]; }
  for (let j = k; j > at; j--) { const to = live[j]!, from = live[j - 1]!; g.city[to] = g.city[from]!; g.att[to] = g.att[from]!; }
  g.city[s] = -1; g.att[s] = [];
  g.log && log(g, `  ${nameOf(g, c)} charges forward`);
  return out;
}
