// Peter Parker (Civil War).
//
// Team: the card data heads the hero "Avengers | Spider Friends" and gives the Divided card's sides those two teams,
// Peter Parker's own side Avengers and Aunt May's side Spider Friends (as the set's other two-team heroes: the first
// team is the left-side hero's, the second the other hero's). The cards without a team of their own are Peter
// Parker's, so they are Avengers.
// - Conflicted Loyalties: the top card is revealed (the discard pile shuffled in when the deck is empty) and drawn when
//   its printed cost is 2 or less.
// - Spider-Man Unmasked: the Sidekick is gained to the discard pile; with the Instinct superpower (read first) it is
//   then put on top of the deck (a 'putOnDeck' event). With the Sidekick stack empty nothing is gained.
// - Hot Bowl of Soup: KO a Wound as Hulk's Unstoppable Hulk ('card' over hand and discard pile Wounds, -1 declines).
// - Reluctant Celebrity: +1 Attack per card drawn this turn beyond the hand (TurnState.drawn).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { discardToDeckTop } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import {
  DISCARD, HAND, cardsIn, def, distinct, draw, gainAttack, isWound, koCard, log, nameOf, power, rescue, topOfDeck,
} from '../../../rules.js';
import { INSTINCT, TECH } from '../../../types.js';

const soupKo = cont('peter-parker:hot-bowl-of-soup:ko-wound', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-wound' });

hero('Peter Parker', 'Avengers', [
  {
    name: 'Conflicted Loyalties', copies: 5, cls: TECH, cost: 2, attack: 1, recruit: 1,
    text: 'Tech superpower: reveal your top card and draw it if it costs 2 or less.',
    hint: { power: { cls: TECH, draw: 0.6 } },
    play: (g, p) => {
      if (!power(g, TECH)) return;
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
      if (def(g, top).cost <= 2) draw(g, p, 1);
    },
  },
  {
    name: 'Spider-Man Unmasked', copies: 5, cls: INSTINCT, cost: 2, attack: 1,
    text: 'Gain a Sidekick. Instinct superpower: put it on top of your deck.',
    hint: { avgAttack: 0.8, power: { cls: INSTINCT, other: 0.5 } },
    play: (g, p) => {
      const instinct = power(g, INSTINCT);
      const s = gainSidekick(g, p);
      if (instinct && s >= 0 && discardToDeckTop(g, p, s)) g.log && log(g, `  ${nameOf(g, s)} goes on top of P${p + 1}'s deck`);
    },
  },
  {
    name: 'Protect My Family/Hot Bowl of Soup', copies: 3, cls: 0, cost: 2, text: '',
    divided: [
      {
        name: 'Protect My Family', cls: TECH, attack: 1, heroName: 'Peter Parker',
        text: 'Rescue a Bystander.',
        hint: { avgAttack: 1 }, // a Bystander: 1 VP
        play: (g, p) => rescue(g, p, 1),
      },
      {
        name: 'Hot Bowl of Soup', cls: INSTINCT, recruit: 1, team: 'Spider Friends', heroName: 'Aunt May',
        text: 'You may KO a Wound from your hand or discard pile.',
        hint: { avgRecruit: 0.3 },
        play: (g, p, c) => {
          const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isWound(g, x)));
          if (opts.length) ask(g, p, 'card', soupKo, [...opts, -1], { source: c });
        },
      },
    ],
  },
  {
    name: 'Reluctant Celebrity', copies: 1, cls: INSTINCT, cost: 2, attack: 2, plus: { attack: true },
    text: 'Instinct superpower: +1 Attack per extra card you drew this turn.',
    hint: { power: { cls: INSTINCT }, perDrawn: true },
    play: (g) => { if (power(g, INSTINCT)) gainAttack(g, g.t.drawn); },
  },
], SET);
