// Gambit (core, X-Men).
//
// Option encodings:
// - 'gambit:hypnotic-charm:top' is a 'card' decision with options [revealed card, -1]: picking the card
//   discards it, -1 puts it back on top of the deck. The frame's `n` is the player whose deck it is; the
//   current player decides for every deck. The discard is a discard by a card effect (Universal Rulebook:
//   anything written on a card is a card effect), so cards that react to it do (Unending Energy).
// - 'gambit:stack-the-deck:top' is a 'card' decision over the hand (mandatory).
import { ask, cont, later } from '../../../flow.js';
import { def, discardCard, distinct, draw, gainAttack, isTeam, otherPlayers, power, topOfDeck } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, INSTINCT, RANGED, XMEN, Z_DECK } from '../../../types.js';


// Stack the Deck: put a card from your hand on top of your deck.
const stackTop = cont('gambit:stack-the-deck:top', (g, f, v) => {
  if (v < 0) return;
  const pl = g.players[f.p]!;
  const i = pl.hand.lastIndexOf(v);
  if (i < 0) return;
  pl.hand.splice(i, 1);
  pl.deck.push(v);
}, { about: 'lose' });

// Hypnotic Charm: reveal the top card of player n's deck; the current player discards it or puts it back.
const charmReveal = cont('gambit:hypnotic-charm:reveal', (g, f) => {
  const top = topOfDeck(g, f.n);
  if (top >= 0) ask(g, f.p, 'card', charmTop, [top, -1], { source: f.c, n: f.n });
});
const charmTop = cont('gambit:hypnotic-charm:top', (g, f, v) => {
  if (v < 0) return;
  const owner = g.players[f.n]!;
  if (owner.deck[owner.deck.length - 1] !== v) return;
  discardCard(g, f.n, v, Z_DECK, true, f.c);
}, { about: 'discard-top' });

hero('Gambit', 'X-Men', [
  {
    name: 'Card Shark', copies: 5, cls: RANGED, cost: 4, attack: 2,
    text: 'Reveal your top card; draw it if it is an X-Men hero.',
    hint: { draw: 0.3 },
    play: (g, p) => {
      const top = topOfDeck(g, p);
      if (top >= 0 && isTeam(g, top, XMEN)) draw(g, p, 1);
    },
  },
  {
    name: 'Stack the Deck', copies: 5, cls: COVERT, cost: 2,
    text: 'Draw two, then put a card from your hand on top of your deck.',
    hint: { draw: 2 },
    play: (g, p, c) => {
      draw(g, p, 2);
      ask(g, p, 'card', stackTop, distinct(g, p, g.players[p]!.hand), { source: c });
    },
  },
  {
    name: 'Hypnotic Charm', copies: 3, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Reveal your top card: discard it or put it back. Instinct superpower: the same for every other player\'s deck (you choose).',
    hint: { power: { cls: INSTINCT, other: 1 } },
    play: (g, p, c) => {
      const instinct = power(g, INSTINCT);
      later(g, charmReveal, p, c, p);
      if (instinct) for (const q of otherPlayers(g)) later(g, charmReveal, p, c, q);
    },
  },
  {
    name: 'High Stakes Jackpot', copies: 1, cls: INSTINCT, cost: 7, attack: 4, plus: { attack: true },
    text: 'Reveal your top card: +Attack equal to its cost.',
    hint: { avgAttack: 2 },
    play: (g, p) => {
      const top = topOfDeck(g, p);
      if (top >= 0) gainAttack(g, def(g, top).cost);
    },
  },
]);
