// Captain America (core, Avengers).
//
// "Colors" of heroes are the five classes plus grey (a hero with no class, e.g. S.H.I.E.L.D. Agents and
// Officers), as the Universal Rulebook says. "Heroes you have" = hand + cards played this turn, so the
// card being played counts its own color. Diving Block is handled by the Wound rule in rules.ts.
import { clsOf, gainAttack, gainRecruit, heroesYouHave, playedTeam } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { AVENGERS, COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';
import type { Game } from '../../../types.js';

const GREY = 32;

/** The number of colors among the heroes player p has (classes plus grey). */
export function colorsYouHave(g: Game, p: number): number {
  let mask = 0;
  for (const c of heroesYouHave(g, p)) { const cls = clsOf(g, c); mask |= cls === 0 ? GREY : cls; }
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

hero('Captain America', 'Avengers', [
  {
    name: 'Avengers Assemble!', copies: 5, cls: INSTINCT, cost: 3, recruit: 0, plus: { recruit: true },
    text: '+1 Recruit per color among the heroes you have (grey counts).',
    play: (g, p) => gainRecruit(g, colorsYouHave(g, p)),
  },
  {
    name: 'Perfect Teamwork', copies: 5, cls: STRENGTH, cost: 4, attack: 0, plus: { attack: true },
    text: '+1 Attack per color among the heroes you have (grey counts).',
    play: (g, p) => gainAttack(g, colorsYouHave(g, p)),
  },
  {
    name: 'Diving Block', copies: 3, cls: TECH, cost: 6, attack: 4,
    text: 'When you would gain a Wound, you may reveal this and draw a card instead.',
  },
  {
    name: 'A Day Unlike Any Other', copies: 1, cls: COVERT, cost: 7, attack: 3, plus: { attack: true },
    text: 'Avengers team power: +3 Attack per other Avengers hero played this turn.',
    play: (g) => gainAttack(g, 3 * playedTeam(g, AVENGERS)),
  },
]);
