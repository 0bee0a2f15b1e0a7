// Rise of the Living Dead (Secret Wars Volume 1): the card on top of every player's victory pile is looked at, and a
// villain carrying the keyword (RISE) comes back into the city (the villain-entering primitive: the 'enterCity'
// hooks and its Ambush, which is Rise of the Living Dead again). A Mastermind Tactic is never brought back so, nor
// is a card that is one now (a villain that became a Tactic: `riseNever` marks it), nor a villain that
// ascended to become a Mastermind (it stays one: rules/mastermind.ts ascendedKey).
//
// The top of a victory pile is its last card. A villain defeated with Bystanders goes in before them (rules/city.ts
// defeated), so they lie on top: the set lets the player choose that order, and Bystanders on top is never worse for
// them (a villain on top could only rise again), so the engine takes that order without asking.
import { cont, later } from '../flow.js';
import { ascendedKey, def, enterCity, hasKeyword, log, nameOf, playerOrder, takeFromPlayer } from '../rules.js';
import type { Game } from '../types.js';

export const RISE = 'rise-of-the-living-dead';

/** g.vars key marking a card that must never rise (a villain that has become a Mastermind Tactic). */
export const riseNever = (c: number) => `rise-never:${c}`;

/** Whether card c, on top of a victory pile, would rise. */
export function wouldRise(g: Game, c: number): boolean {
  const k = def(g, c).kind;
  return (k === 'villain' || k === 'henchman') && hasKeyword(g, c, RISE) && !g.vars[riseNever(c)] && !g.vars[ascendedKey(c)];
}

/** Rise of the Living Dead: every player, from the current one, in turn. */
export function riseOfTheLivingDead(g: Game): void {
  for (const p of playerOrder(g)) later(g, RISE_ONE, p);
}

const RISE_ONE = cont('living-dead:rise', (g, f) => {
  const v = g.players[f.p]!.victory;
  const c = v[v.length - 1];
  if (c === undefined || !wouldRise(g, c)) return;
  takeFromPlayer(g, f.p, c);
  g.log && log(g, `  ${nameOf(g, c)} rises from P${f.p + 1}'s victory pile`);
  enterCity(g, c);
});
