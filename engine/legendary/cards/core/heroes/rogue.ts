import { ask, cont, later } from '../../../flow.js';
import {
  DISCARD, HAND, cardsIn, def, discardCard, distinct, gainAttack, gainRecruit, isHero, koCard, log, nameOf,
  playerOrder, power, topOfDeck,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { countPlayed, resolvePlay } from '../../../actions.js';
import { addEffect, EXTRA_CLASS } from '../../../effects.js';
import { COVERT, STRENGTH, Z_DECK } from '../../../types.js';


// Energy Drain (Covert superpower): optional KO of any card from hand or discard pile for +1 Recruit.
const drainKo = cont('rogue:energy-drain:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  gainRecruit(g, 1);
}, { about: 'ko-optional', n: 1 });

// Copy Powers: a 'card' decision among the distinct heroes played this turn (not this card, and not
// another Copy Powers: copying one would only ask this same question again). The card then resolves
// as the chosen card: its printed Attack/Recruit and ability, and it counts as Covert plus the copied
// card's class (an EXTRA_CLASS effect) and as the copied card's team for later superpowers.
const copyChosen = cont('rogue:copy-powers:copy', (g, f, v) => {
  if (v < 0) return;
  const c = f.c;
  addEffect(g, EXTRA_CLASS, c, def(g, v).cls);
  log(g, `  ${nameOf(g, c)} copies ${nameOf(g, v)}`);
  resolvePlay(g, f.p, c, v);
}, { about: 'copy' });

// Steal Abilities: each player (current player first, then clockwise) discards the top card of their
// deck (a discard by a card effect: Unending Energy may return to its owner's hand); then you play a copy
// of each hero among them, in the order you choose ('card' decision over the copies not yet played; two
// identical cards are both offered, either is the same choice). A copy uses the discarded card's printed
// values and ability and counts as a card played this turn; a Wound's copy does nothing.
const stealNext = cont('rogue:steal-abilities:next', (g, f) => {
  if (f.l && f.l.length) ask(g, f.p, 'card', stealChosen, f.l, { source: f.c });
});
const stealChosen = cont('rogue:steal-abilities:order', (g, f, v) => {
  if (v < 0) return;
  const rest = f.l!.slice();
  rest.splice(rest.indexOf(v), 1);
  log(g, `  P${f.p + 1} plays a copy of ${nameOf(g, v)}`);
  // the copy resolves first (what it defers too), then the next choice
  later(g, stealCopy, f.p, v);
  later(g, stealNext, f.p, f.c, 0, rest);
}, { about: 'copy' });
const stealCopy = cont('rogue:steal-abilities:play-copy', (g, f) => resolvePlay(g, f.p, f.c, f.c));

hero('Rogue', 'X-Men', [
  {
    name: 'Borrowed Brawn', copies: 5, cls: STRENGTH, cost: 4, attack: 1, plus: { attack: true },
    text: 'Strength superpower: +3 Attack.',
    hint: { power: { cls: STRENGTH, attack: 3 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 3); },
  },
  {
    name: 'Energy Drain', copies: 5, cls: COVERT, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Covert superpower: optionally KO a card from hand or discard pile for +1 Recruit.',
    hint: { power: { cls: COVERT, recruit: 1 } },
    play: (g, p, c) => {
      if (!power(g, COVERT)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', drainKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Copy Powers', copies: 3, cls: COVERT, cost: 5, countsItself: true,
    text: "Resolves as a copy of another hero you played this turn (its points and ability) and counts as Covert plus that hero's class.",
    hint: { copies: true },
    play: (g, p, c) => {
      const pl = g.players[p]!;
      const opts = distinct(g, p, pl.inPlay.filter((x) => x !== c && isHero(g, x) && !def(g, x).countsItself));
      // the card is recorded as played once it knows what it copies (countsItself)
      if (opts.length) ask(g, p, 'card', copyChosen, opts, { source: c });
      else countPlayed(g, c, c); // nothing to copy: a plain Covert card
    },
  },
  {
    name: 'Steal Abilities', copies: 1, cls: STRENGTH, cost: 8, attack: 4,
    text: 'Every player discards the top card of their deck; you play a copy of each of those cards.',
    hint: { avgAttack: 2.5 },
    play: (g, p, c) => {
      const taken: number[] = [];
      for (const q of playerOrder(g)) {
        const top = topOfDeck(g, q);
        if (top < 0) continue;
        discardCard(g, q, top, Z_DECK, true, c);
        if (isHero(g, top)) taken.push(top);
      }
      later(g, stealNext, p, c, 0, taken);
    },
  },
]);
