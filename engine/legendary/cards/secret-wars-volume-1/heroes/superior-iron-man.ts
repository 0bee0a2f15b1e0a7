// Superior Iron Man (Secret Wars Volume 1, Illuminati).
//
// - Superior to Others: with the Ranged superpower (read when played), the top two cards of the deck are looked at
//   (peekTop: the discard pile is shuffled underneath when the deck holds fewer). If their costs (heroCost; a Wound
//   costs 0) differ, the costlier is drawn (a draw: draw hooks see it) with no choice to make; the card left is put
//   back. With equal costs nothing is drawn and both go back in the order the player chooses (putBackInOrder). With
//   a single card to look at there is no other card to compare with: nothing is drawn.
// - #Humblebrag: one card per other player (otherPlayers: nobody in solo) whose victory pile holds fewer cards than
//   yours, counted when the card is played.
import { SET } from '../set.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, heroCost, otherPlayers, peekTop, power, putBackInOrder, takeFromPlayer } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';

/** Superior to Others: look at the top two; draw the costlier one if their costs differ; the others back as chosen. */
function superiorToOthers(g: Game, p: number, c: number): void {
  const top = peekTop(g, p, 2);
  if (top.length < 2) return;
  const [a, b] = [top[0]!, top[1]!];
  const ca = heroCost(g, a), cb = heroCost(g, b);
  if (ca === cb) { putBackInOrder(g, p, 2, c); return; }
  const hi = ca > cb ? a : b;
  const pl = g.players[p]!;
  takeFromPlayer(g, p, hi);
  pl.deck.push(hi);
  draw(g, p, 1);
}

/** #Humblebrag: the other players whose victory pile is smaller than player p's. */
function humbler(g: Game, p: number): number {
  const mine = g.players[p]!.victory.length;
  return otherPlayers(g).filter((q) => g.players[q]!.victory.length < mine).length;
}

hero('Superior Iron Man', 'Illuminati', [
  {
    name: 'Armor Upgrades', copies: 5, cls: TECH, cost: 2, attack: 1, plus: { attack: true },
    text: 'Tech superpower: +2 Attack.',
    hint: { power: { cls: TECH, attack: 2 } },
    play: (g) => { if (power(g, TECH)) gainAttack(g, 2); },
  },
  {
    name: 'Optimized Technology', copies: 5, cls: TECH | RANGED, cost: 5, attack: 2,
    text: 'You draw one card.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Superior to Others', copies: 3, cls: RANGED, cost: 3, recruit: 2,
    text: 'Ranged superpower: peek at your deck\'s top two; when their costs differ, draw the pricier one, and return what is left in any order.',
    hint: { power: { cls: RANGED, draw: 0.8 } },
    play: (g, p, c) => { if (power(g, RANGED)) superiorToOthers(g, p, c); },
  },
  {
    name: '#Humblebrag', copies: 1, cls: TECH, cost: 8, attack: 5,
    text: 'One card drawn per other player whose victory pile is smaller than yours.',
    hint: { draw: 0.5 },
    play: (g, p) => { const n = humbler(g, p); if (n > 0) draw(g, p, n); },
  },
], SET);
