// Helpers several Civil War cards share.
import { cont } from '../../flow.js';
import { draw, putBackInOrder, takeFromPlayer } from '../../rules.js';

/**
 * "Look at the top three cards of your deck, draw one and put the rest back in any order" (Falcon's Squawk Back,
 * Redwing): the continuation of the 'card' question over the cards looked at. The chosen card goes to the top and is
 * drawn (a draw: draw hooks see it); the rest are ordered by the player.
 */
export function drawOneOfTop(key: string): string {
  return cont(key, (g, f, v) => {
    const pl = g.players[f.p]!;
    if (v < 0 || !pl.deck.includes(v)) return;
    const looked = Math.min(3, pl.deck.length);
    takeFromPlayer(g, f.p, v);
    pl.deck.push(v);
    draw(g, f.p, 1);
    if (looked > 2) putBackInOrder(g, f.p, looked - 1, f.c);
  }, { about: 'gain' });
}
