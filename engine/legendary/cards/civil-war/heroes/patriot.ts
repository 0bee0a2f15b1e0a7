// Patriot (Civil War, Avengers).
//
// Hero Names (Universal Rulebook): a card counts the hero names it prints (rules/lookups.ts heroNames: a Divided card
// in hand both sides', played only its side's); a grey hero with no hero name (a Sidekick, a S.H.I.E.L.D. card) has
// its card name as its hero name. "Different Hero Names" counts the names, so one Divided card may bring two.
// - Intuitive Tactician, New Generation of Heroes: the heroes you have (hand and played this turn, this card
//   included) that are not S.H.I.E.L.D.; read when the card is played.
// - Lead the Young Avengers: the top three are revealed (the discard pile is shuffled under a short deck); with three
//   different names among them they are drawn, else the player puts them back in the order they choose.
import { SET } from '../set.js';
import { hero } from '../../../registry.js';
import {
  def, draw, gainAttack, gainRecruit, heroNames, heroesYouHave, isHero, isTeam, log, nameOf, peekTop, power, putBackInOrder,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, SHIELD, STRENGTH, TECH } from '../../../types.js';

/** The hero names card c counts as (a grey hero without one: its card name). */
function heroNamesOf(g: Game, c: number): string[] {
  const d = def(g, c);
  return d.group === 'Sidekick' || d.group === 'basic' ? [d.name] : heroNames(g, c);
}

/** The different hero names among some cards (heroes only). */
function differentHeroNames(g: Game, cards: readonly number[]): number {
  const seen = new Set<string>();
  for (const c of cards) if (isHero(g, c)) for (const n of heroNamesOf(g, c)) seen.add(n);
  return seen.size;
}

/** Hero names among player p's non-S.H.I.E.L.D. heroes. */
function namesNotShield(g: Game, p: number): number {
  return differentHeroNames(g, heroesYouHave(g, p).filter((c) => !isTeam(g, c, SHIELD)));
}

hero('Patriot', 'Avengers', [
  {
    name: 'Intuitive Tactician', copies: 5, cls: INSTINCT, cost: 3, attack: 0, plus: { attack: true },
    text: '+1 Attack per different hero name among your non-S.H.I.E.L.D. heroes.',
    hint: { avgAttack: 2.5 },
    play: (g, p) => gainAttack(g, namesNotShield(g, p)),
  },
  {
    name: 'New Generation of Heroes', copies: 5, cls: STRENGTH, cost: 2,
    text: '+1 Recruit per different hero name among your non-S.H.I.E.L.D. heroes.',
    hint: { avgRecruit: 2.5 },
    play: (g, p) => gainRecruit(g, namesNotShield(g, p)),
  },
  {
    name: 'Incredible Effort/Effortless', copies: 3, cls: 0, cost: 5, text: '',
    divided: [
      {
        name: 'Incredible Effort', cls: COVERT, attack: 1, plus: { attack: true }, heroName: 'Patriot',
        text: 'Covert superpower: +3 Attack.',
        hint: { power: { cls: COVERT, attack: 3 } },
        play: (g) => { if (power(g, COVERT)) gainAttack(g, 3); },
      },
      { name: 'Effortless', cls: TECH, recruit: 3, heroName: 'Hawkeye', text: '' },
    ],
  },
  {
    name: 'Lead the Young Avengers', copies: 1, cls: TECH, cost: 8, attack: 3,
    text: 'Reveal your top three cards: with three different hero names among them, draw them; else put them back in any order.',
    hint: { draw: 1.5 },
    play: (g, p, c) => {
      const top = peekTop(g, p, 3);
      if (top.length === 0) return;
      g.log && log(g, `  P${p + 1} reveals ${top.map((x) => nameOf(g, x)).join(', ')}`);
      if (differentHeroNames(g, top) >= 3) draw(g, p, top.length);
      else putBackInOrder(g, p, top.length, c);
    },
  },
], SET);
