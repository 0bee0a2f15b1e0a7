// Goliath (Civil War, Avengers). Every card has Size-Changing (engine/legendary/keywords/size-changing.ts); on the Divided card
// each side has its own class (one side's discount at a time).
//
// Being Big is Best: the other cards played earlier this turn (copies too) whose printed cost is 4 or more (a Divided
// card's cost is the card's; Size-Changing lowers what recruiting costs, not the cost).
// Enormous Implications: a 'number' question (intent 'number-max') over the printed costs of the other cards played
// this turn.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, playedWhere, power } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { STRENGTH, TECH } from '../../../types.js';

/** The printed costs of the cards played this turn (before the one being played), each once, lowest first. */
function playedCosts(g: Game): number[] {
  const a = g.t.played, out: number[] = [];
  for (let i = 1; i < a.length; i += 2) { const k = g.cards[a[i]!]!.cost; if (!out.includes(k)) out.push(k); }
  return out.sort((x, y) => x - y);
}

const implications = cont('goliath:enormous-implications:cost', (g, _f, v) => { if (v > 0) gainAttack(g, v); }, { about: 'number-max' });

hero('Goliath', 'Avengers', [
  {
    name: 'Brilliant Biochemist/Massive Warrior', copies: 5, cls: 0, cost: 4, text: '',
    divided: [
      { name: 'Brilliant Biochemist', cls: TECH, recruit: 2, keywords: sizeChanging(TECH), text: 'Size-Changing (Tech).' },
      { name: 'Massive Warrior', cls: STRENGTH, attack: 2, keywords: sizeChanging(STRENGTH), text: 'Size-Changing (Strength).' },
    ],
  },
  {
    name: 'Growth Industry', copies: 5, cls: TECH, cost: 5, attack: 2, keywords: sizeChanging(TECH),
    text: 'Size-Changing (Tech). Tech superpower: draw a card.',
    hint: { power: { cls: TECH, draw: 1 } },
    play: (g, p) => { if (power(g, TECH)) draw(g, p, 1); },
  },
  {
    name: 'Being Big is Best', copies: 3, cls: STRENGTH, cost: 6, attack: 3, plus: { attack: true }, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). +1 Attack per other card played this turn that costs 4 or more.',
    hint: { avgAttack: 1.5 },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.cost >= 4)),
  },
  {
    name: 'Enormous Implications', copies: 1, cls: STRENGTH, cost: 8, attack: 0, plus: { attack: true }, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). + Attack equal to the cost of another card played this turn.',
    hint: { avgAttack: 4 },
    play: (g, p, c) => ask(g, p, 'number', implications, playedCosts(g), { source: c }),
  },
], SET);
