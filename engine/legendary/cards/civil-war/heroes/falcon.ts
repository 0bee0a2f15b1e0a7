// Falcon (Civil War, Avengers).
//
// Icons and printed Attack of HQ heroes: a card has a Recruit (Attack) icon when it prints a Recruit (Attack) value,
// "0+" included. A Divided card in the HQ has an icon when either side prints it (as a Divided card counts "if either
// half" does for colours, Universal Rulebook); its printed Attack, for Fly in a Friend, is the smaller of its sides'
// (the rulebook gives a Divided card in the HQ both sides' classes, teams and names, and says nothing of its numbers:
// the reading worst for the players).
//
// Rapid Reinforcements: the Tech superpower is read when the card is played; a 'slot' question (intent 'hq-lose')
// picks the HQ hero that goes to the bottom of the Hero Deck (not optional), then its space refills.
// Squawk Back: the top three cards are looked at; a 'card' question (intent 'gain') picks the one drawn, the others
// go back in the order the player chooses (putBackInOrder).
// Fly in a Friend: a 'number' question (intent 'number-max') over the printed Attacks of the HQ heroes.
import { SET } from '../set.js';
import { drawOneOfTop } from '../common.js';
import { ask, cont } from '../../../flow.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero } from '../../../registry.js';
import {
  def, distinct, draw, gainAttack, gainRecruit, isHero, log, nameOf, peekTop, power, putBackInOrder, refillHq, takeFaceDown,
  takeFromPlayer, teamPower,
} from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';
import { AVENGERS, INSTINCT, RANGED, TECH } from '../../../types.js';

/** The definitions a card shows in the HQ: a Divided card's two sides, else the card itself. */
function faces(g: Game, c: number): CardDef[] {
  const d = def(g, c);
  return d.halves === undefined ? [d] : d.halves.map((h) => g.cards[h]!);
}
const hasRecruitIcon = (g: Game, c: number) => faces(g, c).some((d) => d.recruit > 0 || !!d.plus?.recruit);
const hasAttackIcon = (g: Game, c: number) => faces(g, c).some((d) => d.attack > 0 || !!d.plus?.attack);
const printedAttack = (g: Game, c: number) => Math.min(...faces(g, c).map((d) => d.attack));

/** The HQ spaces that hold a hero. */
function hqHeroSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) out.push(s);
  return out;
}

// Rapid Reinforcements: f.n = 1 when the Tech superpower was on.
const reinforce = cont('falcon:rapid-reinforcements:hq', (g, f, v) => {
  const h = v < 0 ? -1 : g.hq[v]!;
  if (h < 0) return;
  const icon = hasRecruitIcon(g, h);
  g.hq[v] = -1;
  for (const b of takeFaceDown(g, h)) g.ko.push(b);
  g.heroDeck.unshift(h);
  g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
  refillHq(g, v);
  if (f.n === 1 && icon) gainRecruit(g, 1);
}, { about: 'hq-lose' });

// Squawk Back: the chosen card goes to the top and is drawn (a draw: draw hooks see it); the rest are ordered.
const squawkDraw = drawOneOfTop('falcon:squawk-back:draw');

const flyIn = cont('falcon:fly-in-a-friend:attack', (g, _f, v) => { if (v > 0) gainAttack(g, v); }, { about: 'number-max' });

hero('Falcon', 'Avengers', [
  {
    name: 'Rapid Reinforcements', copies: 5, cls: TECH, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Put a hero from the HQ on the bottom of the Hero Deck. Tech superpower: +1 Recruit if it had a Recruit icon.',
    hint: { power: { cls: TECH, recruit: 0.5 } },
    play: (g, p, c) => ask(g, p, 'slot', reinforce, hqHeroSlots(g), { source: c, n: power(g, TECH) ? 1 : 0 }),
  },
  {
    name: 'Talk with Birds/Squawk Back', copies: 5, cls: 0, cost: 4, text: '',
    divided: [
      {
        name: 'Talk with Birds', cls: RANGED, attack: 2,
        text: 'Ranged superpower: gain a Sidekick.',
        hint: { power: { cls: RANGED, other: 1.5 } },
        play: (g, p) => { if (power(g, RANGED)) gainSidekick(g, p); },
      },
      {
        name: 'Squawk Back', heroName: 'Redwing', cls: INSTINCT,
        text: 'Look at your top three cards: draw one of them, put the others back in the order you like.',
        hint: { draw: 1 },
        play: (g, p, c) => {
          const top = peekTop(g, p, 3);
          if (top.length) ask(g, p, 'card', squawkDraw, distinct(g, p, top), { source: c });
        },
      },
    ],
  },
  {
    name: 'Scout the Battlefield', copies: 3, cls: RANGED, cost: 6, attack: 0, plus: { attack: true },
    text: '+1 Attack per card in the HQ with an Attack icon.',
    hint: { avgAttack: 3 },
    play: (g) => gainAttack(g, hqHeroSlots(g).filter((s) => hasAttackIcon(g, g.hq[s]!)).length),
  },
  {
    name: 'Fly in a Friend', copies: 1, cls: INSTINCT, cost: 7, attack: 4, plus: { attack: true },
    text: 'Avengers team power: + the printed Attack of a hero in the HQ.',
    hint: { power: { team: AVENGERS, attack: 3 } },
    play: (g, p, c) => {
      if (!teamPower(g, AVENGERS)) return;
      const values = [...new Set(hqHeroSlots(g).map((s) => printedAttack(g, g.hq[s]!)))].sort((a, b) => a - b);
      ask(g, p, 'number', flyIn, values, { source: c });
    },
  },
], SET);
