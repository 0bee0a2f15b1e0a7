// Charge (Secret Wars Volume 2): "Ambush: Charge one space" has the villain, once it has entered, move forward an extra
// space, pushing the villains ahead of it forward as a villain entering the city does; one pushed off the city's end
// escapes, and so does the charging villain when it charges from the end. Destroyed spaces are skipped.
import { cityLive, log, nameOf, villainEscapes } from '../rules.js';
import type { Game } from '../types.js';

/** The villain in city space `slot` charges `n` spaces forward; returns its space after (-1 when it escaped). */
export function charge(g: Game, slot: number, n: number): number {
  let s = slot;
  for (let i = 0; i < n && s >= 0; i++) s = chargeOne(g, s);
  return s;
}

function chargeOne(g: Game, s: number): number {
  const live: number[] = [];
  for (let x = 0; x < g.city.length; x++) if (cityLive(g, x)) live.push(x);
  const at = live.indexOf(s);
  if (at < 0 || g.city[s]! < 0) return -1;
  const c = g.city[s]!;
  if (at === live.length - 1) {
    // charging from the end: it escapes
    const held = g.att[s]!;
    g.city[s] = -1; g.att[s] = [];
    g.log && log(g, `  ${nameOf(g, c)} charges out of the city`);
    villainEscapes(g, c, held);
    return -1;
  }
  // the first empty space ahead takes the shift; with none, the villain at the end is pushed out
  let k = at + 1;
  while (k < live.length && g.city[live[k]!]! >= 0) k++;
  let escapee = -1, escHeld: number[] = [];
  if (k === live.length) { k = live.length - 1; escapee = g.city[live[k]!]!; escHeld = g.att[live[k]!]!; }
  for (let j = k; j > at; j--) { const to = live[j]!, from = live[j - 1]!; g.city[to] = g.city[from]!; g.att[to] = g.att[from]!; }
  g.city[s] = -1; g.att[s] = [];
  g.log && log(g, `  ${nameOf(g, c)} charges forward`);
  if (escapee >= 0) villainEscapes(g, escapee, escHeld);
  return live[at + 1]!;
}
