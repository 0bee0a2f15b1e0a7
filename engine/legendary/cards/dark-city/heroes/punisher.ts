// Punisher (Dark City, Marvel Knights).
//
// Costs of cards outside the HQ are the printed ones; a card without one (a Wound, a Bystander in the Hero
// Deck, a villain owned as a grey hero) costs 0 (Universal Rulebook: a missing number is 0).
//
// Hail of Bullets reveals the top card of the Villain Deck: a Villain (a card that counts as one there)
// gives +Attack equal to its printed VP; with two other Tech cards played this turn (read when played), you
// may defeat it for free ('yesno'): it leaves the Villain Deck and is defeated (its Fight effect happens).
//
// Hostile Interrogation (Strength superpower): each other player (none in solo) reveals their top card; one
// that costs 4 or more is discarded (a discard by a card effect), and you get +1 Recruit for each.
//
// The Punisher reveals cards from the top of the Hero Deck until two of them share a cost (or the deck is
// all revealed): +1 Attack per card revealed; they go to the bottom of the Hero Deck in random order.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import {
  canDefeatNow, def, defeatCard, discardCard, draw, gainAttack, gainRecruit, isVillain, koCard, otherPlayers, playedCls,
  power, topOfDeck,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { STRENGTH, TECH, Z_DECK } from '../../../types.js';

const hailDefeat = cont('punisher:hail-of-bullets:defeat', (g, f, v) => {
  if (v === 1 && g.villainDeck[g.villainDeck.length - 1] === f.c) defeatCard(g, f.p, f.c, g.villainDeck);
}, { about: 'may' });

/** The Punisher: reveals from the Hero Deck until two cards share a cost; returns how many were revealed. */
function revealHeroDeck(g: Game): number {
  const revealed: number[] = [];
  const seen = new Set<number>();
  while (g.heroDeck.length > 0) {
    const c = g.heroDeck.pop()!;
    revealed.push(c);
    const cost = def(g, c).cost;
    if (seen.has(cost)) break;
    seen.add(cost);
  }
  g.heroDeck.unshift(...shuffle(g.rng, revealed));
  return revealed.length;
}

hero('Punisher', 'Marvel Knights', [
  {
    name: 'Boom Goes the Dynamite', copies: 5, cls: TECH, cost: 2,
    text: 'Reveal your top card; KO it if it costs 0. Tech superpower: draw a card.',
    hint: { power: { cls: TECH, draw: 1 } },
    play: (g, p, c) => {
      const tech = power(g, TECH);
      const top = topOfDeck(g, p);
      if (top >= 0 && def(g, top).cost === 0) koCard(g, p, top, c);
      if (tech) draw(g, p, 1);
    },
  },
  {
    name: 'Hail of Bullets', copies: 5, cls: TECH, cost: 5, attack: 2, plus: { attack: true },
    text: 'Reveal the top Villain Deck card: a villain gives +Attack equal to its printed VP. Superpower of two other Tech cards: you may defeat it for free.',
    // two Tech cards are needed; a hint names a class that triggers it once, so the gain is halved
    hint: { avgAttack: 1.5, power: { cls: TECH, other: 1.5 } },
    play: (g, p) => {
      const twice = playedCls(g, TECH) >= 2;
      const top = g.villainDeck.length ? g.villainDeck[g.villainDeck.length - 1]! : -1;
      if (top < 0 || !isVillain(g, top)) return;
      gainAttack(g, def(g, top).vp);
      if (twice && canDefeatNow(g)) ask(g, p, 'yesno', hailDefeat, [1, 0], { source: top });
    },
  },
  {
    name: 'Hostile Interrogation', copies: 3, cls: STRENGTH, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Strength superpower: each other player reveals their top card and discards it if it costs 4 or more; +1 Recruit per card discarded.',
    hint: { power: { cls: STRENGTH, recruit: 0.8 } },
    play: (g, _p, c) => {
      if (!power(g, STRENGTH)) return;
      let n = 0;
      for (const q of otherPlayers(g)) {
        const top = topOfDeck(g, q);
        if (top < 0 || def(g, top).cost < 4) continue;
        discardCard(g, q, top, Z_DECK, true, c);
        n++;
      }
      gainRecruit(g, n);
    },
  },
  {
    name: 'The Punisher', copies: 1, cls: TECH, cost: 8, attack: 4, plus: { attack: true },
    text: 'Reveal Hero Deck cards until two share a cost: +1 Attack each; they go to the bottom in random order.',
    hint: { avgAttack: 4 },
    play: (g) => gainAttack(g, revealHeroDeck(g)),
  },
], SET);
