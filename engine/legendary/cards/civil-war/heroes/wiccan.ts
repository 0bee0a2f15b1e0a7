// Wiccan (Civil War, Avengers).
//
// Astral Projection and Clairvoyance: a 'number' question names a cost (intent 'guess-cost'), then the top card of
// the deck is revealed (the discard pile shuffled in first when the deck is empty) and stays there unless drawn.
// The options are the printed costs among the cards that can be on top (the deck, or the discard pile when the deck
// is empty): a cost none of them has can never match, so it is left out (as Daredevil's Radar Sense).
// Supersonic Spells/Supersonic Speed: a Divided card whose right side is Speed's (hero name), Avengers too.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { PHASING } from '../../../keywords/phasing.js';
import { hero } from '../../../registry.js';
import { costOptions, def, draw, gainAttack, gainRecruit, log, nameOf, power, topOfDeck } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, RANGED } from '../../../types.js';

/** Reveals the top card of player p's deck; true when its cost is `n`. */
function revealMatch(g: Game, p: number, n: number): boolean {
  const top = topOfDeck(g, p);
  if (top < 0) return false;
  g.log && log(g, `  P${p + 1} names ${n} and reveals ${nameOf(g, top)}`);
  return n >= 0 && def(g, top).cost === n;
}
function guess(g: Game, p: number, src: number, key: string): void {
  const opts = costOptions(g, p);
  if (opts.length) ask(g, p, 'number', key, opts, { source: src });
}

const astral = cont('wiccan:astral-projection:number', (g, f, v) => { if (revealMatch(g, f.p, v)) gainAttack(g, 1); }, { about: 'guess-cost' });
const clairvoyance = cont('wiccan:clairvoyance:number', (g, f, v) => { if (revealMatch(g, f.p, v)) draw(g, f.p, 2); }, { about: 'guess-cost' });

hero('Wiccan', 'Avengers', [
  {
    name: 'Astral Projection', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true }, keywords: [PHASING],
    text: 'Phasing. Name a cost and reveal your top card: +1 Attack if it has that cost.',
    hint: { avgAttack: 0.4 },
    play: (g, p, c) => guess(g, p, c, astral),
  },
  {
    name: 'Sorcerous Illusions', copies: 5, cls: COVERT, cost: 2, recruit: 1, plus: { recruit: true }, keywords: [PHASING],
    text: 'Phasing. Covert superpower: +2 Recruit.',
    hint: { power: { cls: COVERT, recruit: 2 } },
    play: (g) => { if (power(g, COVERT)) gainRecruit(g, 2); },
  },
  {
    name: 'Supersonic Spells/Supersonic Speed', copies: 3, cls: 0, cost: 4, text: '',
    divided: [
      {
        name: 'Supersonic Spells', cls: RANGED, attack: 2,
        text: 'Ranged superpower: draw a card.',
        hint: { power: { cls: RANGED, draw: 1 } },
        play: (g, p) => { if (power(g, RANGED)) draw(g, p, 1); },
      },
      {
        name: 'Supersonic Speed', cls: COVERT, heroName: 'Speed',
        text: 'Draw a card. Covert superpower: draw another.',
        hint: { draw: 1, power: { cls: COVERT, draw: 1 } },
        play: (g, p) => {
          const covert = power(g, COVERT);
          draw(g, p, covert ? 2 : 1);
        },
      },
    ],
  },
  {
    name: 'Clairvoyance', copies: 1, cls: RANGED, cost: 7, attack: 3,
    text: 'Name a cost and reveal your top card: if it has that cost, draw it and one more card.',
    hint: { draw: 0.8 },
    play: (g, p, c) => guess(g, p, c, clairvoyance),
  },
], SET);
