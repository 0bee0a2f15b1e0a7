// Manhattan (Earth-1610) (Secret Wars Volume 1): the Ultimates, villains whose Fight effect is "gain this as a Hero".
//
// - Gaining a villain as a hero (`gainAsHero`, used by the Thor Corps henchmen too): the Fight effect takes the card
//   from the fighter's victory pile, where the defeat has just put it, and the fighter gains it to the discard pile.
//   From then on it counts as a hero (Game.asHero) and as its hero side (VillainSpec `asHero`, CardDef.heroSide): the
//   class, team, points, ability and keywords printed for it as a hero, and as cost its printed Attack as a villain
//   (Universal Rulebook, "Villains You Gain as Heroes"). A Fight effect that is cancelled gains nothing: the card stays
//   in the victory pile (it has no VP). A rule that forbids the gain now (a fortified stack) leaves it there too.
// - Ultimate Captain America as a hero: +1 Attack per colour among the heroes you have (the five classes and grey,
//   as for the core Captain America; the card itself counts).
// - Ultimate Captain Marvel as a hero: 2 Recruit, Teleport.
// - Ultimate Thor as a hero: Ranged superpower, +3 Attack. Escape: Cross-Dimensional Thor Rampage.
// - Ultimate Wasp as a hero: Covert superpower, +2 Attack.
import { SET } from '../set.js';
import { colorsYouHave } from '../../core/heroes/captain-america.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { TELEPORT } from '../../../keywords/teleport.js';
import { villainGroup } from '../../../registry.js';
import { gainAsHero, gainAttack, power } from '../../../rules.js';
import { COVERT, RANGED, STRENGTH } from '../../../types.js';

const GROUP = 'Manhattan (Earth-1610)';
const AVENGERS = 'Avengers';
const THOR = character('Thor');

villainGroup(GROUP, [
  {
    name: 'Ultimate Captain America', copies: 2, attack: 6, vp: 0,
    text: 'Fight: becomes a hero you gain (Avengers, Strength, cost 6: +1 Attack per colour among the heroes you have).',
    hint: { fight: 3 },
    fight: gainAsHero,
    asHero: {
      cls: STRENGTH, team: AVENGERS, attack: 0, plus: { attack: true },
      text: '+1 Attack per colour among the heroes you have (grey counts).',
      hint: { avgAttack: 3 },
      play: (g, p) => gainAttack(g, colorsYouHave(g, p)),
    },
  },
  {
    name: 'Ultimate Captain Marvel', copies: 2, attack: 4, vp: 0,
    text: 'Fight: becomes a hero you gain (Avengers, Ranged, cost 4: 2 Recruit, Teleport).',
    hint: { fight: 2 },
    fight: gainAsHero,
    asHero: { cls: RANGED, team: AVENGERS, recruit: 2, keywords: [TELEPORT], text: 'Teleport.', hint: {} },
  },
  {
    name: 'Ultimate Thor', copies: 2, attack: 7, vp: 0,
    text: 'Fight: becomes a hero you gain (Avengers, Ranged, cost 7: 3 Attack; Ranged superpower: +3 Attack). Escape: Cross-Dimensional Thor Rampage.',
    hint: { fight: 3.5, escape: 0.7 },
    fight: gainAsHero,
    escape: (g) => xdRampage(g, THOR),
    asHero: {
      cls: RANGED, team: AVENGERS, attack: 3, plus: { attack: true },
      text: 'Ranged superpower: +3 Attack.',
      hint: { power: { cls: RANGED, attack: 3 } },
      play: (g) => { if (power(g, RANGED)) gainAttack(g, 3); },
    },
  },
  {
    name: 'Ultimate Wasp', copies: 2, attack: 5, vp: 0,
    text: 'Fight: becomes a hero you gain (Avengers, Covert, cost 5: 2 Attack; Covert superpower: +2 Attack).',
    hint: { fight: 2.5 },
    fight: gainAsHero,
    asHero: {
      cls: COVERT, team: AVENGERS, attack: 2, plus: { attack: true },
      text: 'Covert superpower: +2 Attack.',
      hint: { power: { cls: COVERT, attack: 2 } },
      play: (g) => { if (power(g, COVERT)) gainAttack(g, 2); },
    },
  },
], SET);
