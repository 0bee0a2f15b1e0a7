// Fateful Resurrection (Secret Wars Volume 2): a Fight effect that reveals the top card of the Villain Deck; a Scheme
// Twist or Master Strike there makes the defeated card come back: a villain re-enters the city (into the Sewers,
// pushing the others; its Ambush happens), a Mastermind Tactic goes back among the face-down Tactics, a villain that
// ascended to become a Mastermind (defeated as one) comes back as that Mastermind, beside the others, and never re-enters
// the city (Universal Rulebook: "it stays a Mastermind and does not reenter the city"). Its Bystanders are still rescued
// and its other Fight effects happen. The revealed card stays on top.
import { addOtherMastermind, ascendedKey, def, enterCity, log, nameOf, takeFromPlayer } from '../rules.js';
import type { Game } from '../types.js';
import { Z_NONE } from '../types.js';

/** Whether the top card of the Villain Deck would resurrect a card (a Scheme Twist or Master Strike). */
export function resurrectionTop(g: Game): boolean {
  const top = g.villainDeck[g.villainDeck.length - 1];
  if (top === undefined) return false;
  const k = def(g, top).kind;
  return k === 'twist' || k === 'strike';
}

/**
 * Fateful Resurrection of card c, defeated by player p (its Fight effect: c is in p's victory pile, or wherever the
 * defeat put it). Returns whether it resurrected.
 */
export function fatefulResurrection(g: Game, p: number, c: number): boolean {
  const top = g.villainDeck[g.villainDeck.length - 1];
  if (top !== undefined) g.log && log(g, `  Fateful Resurrection: the Villain Deck shows ${nameOf(g, top)}`);
  if (!resurrectionTop(g)) return false;
  if (g.vars[ascendedKey(c)]) {
    // it stays a Mastermind: undefeated again, among the other Masterminds
    if (g.others.includes(c) || takeFromPlayer(g, p, c) === Z_NONE) return false;
    addOtherMastermind(g, c);
    g.log && log(g, `  ${nameOf(g, c)} resurrects as a Mastermind`);
    return true;
  }
  const kind = def(g, c).kind;
  if (kind === 'tactic') {
    if (takeFromPlayer(g, p, c) === Z_NONE) return false;
    g.tactics.push(c);
    g.log && log(g, `  ${nameOf(g, c)} returns among the Mastermind's Tactics`);
    return true;
  }
  if (takeFromPlayer(g, p, c) === Z_NONE) return false;
  g.log && log(g, `  ${nameOf(g, c)} resurrects`);
  enterCity(g, c);
  return true;
}
