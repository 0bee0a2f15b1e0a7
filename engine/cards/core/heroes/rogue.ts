import { ask, cont, later } from '../../../flow.js';
import {
  DISCARD, HAND, cardsIn, clsOf, def, distinct, gainAttack, gainRecruit, isHero, isWound, koCard, log, nameOf,
  playerOrder, power, topOfDeck,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { countPlayed, resolvePlay } from '../../../turn.js';
import { COVERT, STRENGTH } from '../../../types.js';

const COPY_POWERS = 'core:hero:rogue:copy-powers';

// Energy Drain (Covert superpower): optional KO of any card from hand or discard pile for +1 Recruit.
const drainKo = cont('rogue:energy-drain:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  gainRecruit(g, 1);
});

// Copy Powers: a 'card' decision among the distinct heroes played this turn (not this card, and not
// another Copy Powers: copying one would only ask this same question again). The card then resolves
// as the chosen card: its printed Attack/Recruit and ability, and it counts as Covert plus the copied
// card's class (g.t.copyCls) and as the copied card's team for later superpowers.
const copyChosen = cont('rogue:copy-powers:copy', (g, f, v) => {
  if (v < 0) return;
  const c = f.c;
  g.t.copyCls.push(c, def(g, v).cls);
  log(g, `  ${nameOf(g, c)} copies ${nameOf(g, v)}`);
  resolvePlay(g, f.p, c, v);
});

// Steal Abilities: each player (current player first, then clockwise) discards the top card of their
// deck; then a copy of each is played, in that same order. A copy uses the discarded card's printed
// values and ability (a Wound copy does nothing) and counts as a card played this turn.
const stealPlay = cont('rogue:steal-abilities:play-copy', (g, f) => {
  const x = f.c;
  if (isWound(g, x) || !isHero(g, x)) return;
  log(g, `  P${f.p + 1} plays a copy of ${nameOf(g, x)}`);
  resolvePlay(g, f.p, x, x);
});

hero('Rogue', 'X-Men', [
  {
    name: 'Borrowed Brawn', copies: 5, cls: STRENGTH, cost: 4, attack: 1, plus: { attack: true },
    text: 'Strength superpower: +3 Attack.',
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 3); },
  },
  {
    name: 'Energy Drain', copies: 5, cls: COVERT, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Covert superpower: optionally KO a card from hand or discard pile for +1 Recruit.',
    play: (g, p, c) => {
      if (!power(g, COVERT)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', drainKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Copy Powers', copies: 3, cls: COVERT, cost: 5, countsItself: true,
    text: "Resolves as a copy of another hero you played this turn (its points and ability) and counts as Covert plus that hero's class.",
    play: (g, p, c) => {
      const pl = g.players[p]!;
      const opts = distinct(g, p, pl.inPlay.filter((x) => x !== c && isHero(g, x) && def(g, x).key !== COPY_POWERS));
      // the card is recorded as played once it knows what it copies (countsItself)
      if (opts.length) ask(g, p, 'card', copyChosen, opts, { source: c });
      else countPlayed(g, c, c); // nothing to copy: a plain Covert card
    },
  },
  {
    name: 'Steal Abilities', copies: 1, cls: STRENGTH, cost: 8, attack: 4,
    text: 'Every player discards the top card of their deck; you play a copy of each of those cards.',
    play: (g, p) => {
      const taken: number[] = [];
      for (const q of playerOrder(g)) {
        const top = topOfDeck(g, q);
        if (top < 0) continue;
        const ql = g.players[q]!;
        ql.deck.pop();
        ql.discard.push(top);
        log(g, `  P${q + 1} discards ${nameOf(g, top)} from their deck`);
        taken.push(top);
      }
      for (const x of taken) later(g, stealPlay, p, x);
    },
  },
]);
