import { ask, cont } from '../../../flow.js';
import { def, distinct, draw, log, nameOf, peekTop, rescue, topOfDeck } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';
import type { Game } from '../../../types.js';

/** Reveal the top card of the deck; it is drawn if it costs 2 or less (Wounds cost 0). */
function revealCheap(g: Game, p: number): void {
  const top = topOfDeck(g, p);
  if (top < 0) return;
  log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
  if (def(g, top).cost <= 2) draw(g, p, 1);
}

// The Amazing Spider-Man: the cards left on top of the deck are put back in the player's order.
// The `m` cards on top of the deck are the ones put back; the topmost `n` of them are already placed.
// Each decision ('card') picks which of the unplaced ones goes next from the top; it is asked only while
// two or more different cards remain unplaced.
const orderNext = cont('spider-man:amazing:order', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  const placed = f.n, group = f.m;
  if (v >= 0) {
    const slot = deck.length - 1 - placed; // the next position from the top
    const i = deck.lastIndexOf(v);
    if (i >= deck.length - group && i <= slot) {
      deck.splice(i, 1);
      deck.splice(slot, 0, v);
    }
  }
  askOrder(g, f.p, f.c, placed + 1, group);
}, { about: 'gain' });
function askOrder(g: Game, p: number, source: number, placed: number, group: number): void {
  const deck = g.players[p]!.deck;
  const unplaced = deck.slice(deck.length - group, deck.length - placed);
  const opts = distinct(g, p, unplaced);
  if (opts.length > 1) ask(g, p, 'card', orderNext, opts, { source, n: placed, m: group });
}

hero('Spider-Man', 'Spider Friends', [
  {
    name: 'Astonishing Strength', copies: 5, cls: STRENGTH, cost: 2, recruit: 1,
    text: 'Reveal the top card of your deck and draw it if it costs 2 or less.',
    hint: { draw: 0.6 },
    play: (g, p) => revealCheap(g, p),
  },
  {
    name: 'Great Responsibility', copies: 5, cls: INSTINCT, cost: 2, attack: 1,
    text: 'Reveal the top card of your deck and draw it if it costs 2 or less.',
    hint: { draw: 0.6 },
    play: (g, p) => revealCheap(g, p),
  },
  {
    name: 'Web-Shooters', copies: 3, cls: TECH, cost: 2,
    text: 'Rescue a Bystander, then reveal the top card of your deck and draw it if it costs 2 or less.',
    hint: { draw: 0.6 },
    play: (g, p) => { rescue(g, p, 1); revealCheap(g, p); },
  },
  {
    name: 'The Amazing Spider-Man', copies: 1, cls: COVERT, cost: 2,
    text: 'Look at the top three cards of your deck: those costing 2 or less go to your hand, the rest go back in the order you choose.',
    hint: { draw: 1.5 },
    play: (g, p, c) => {
      const top = peekTop(g, p, 3);
      const pl = g.players[p]!;
      let rest = 0;
      for (const x of top) {
        if (def(g, x).cost <= 2) {
          pl.deck.splice(pl.deck.lastIndexOf(x), 1);
          pl.hand.push(x); // put into the hand, not drawn
          log(g, `  P${p + 1} puts ${nameOf(g, x)} into their hand`);
        } else rest++;
      }
      askOrder(g, p, c, 0, rest);
    },
  },
]);
