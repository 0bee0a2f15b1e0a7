// Nova (Champions, Champions).
//
// - Space Cop: Versatile 1; Champions team power (read when played): rescue a Bystander.
// - Interstellar Hero: Versatile 2, Cheering Crowds.
// - Holographic Projection: 2 Attack printed (its Recruit icon shows 0); Ranged superpower: Versatile 3.
// - Growing Nova Force: Size-Changing (Ranged, Strength). Counts the plays of this turn before it (g.t.played: a card
//   played twice by Cheering Crowds counts twice, as the keyword says; the card itself is not "other") by the icons of
//   the definition each was played as (a Divided card's side): a Recruit icon (printed Recruit, "0+" included) gives
//   +1 Recruit, an Attack icon +1 Attack. Cards played after it are not counted (the ability resolves when played).
import { SET } from '../set.js';
import { CHEERING_CROWDS } from '../../../keywords/cheering-crowds.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { VERSATILE, versatile } from '../../../keywords/versatile.js';
import { hero, teamId } from '../../../registry.js';
import { gainAttack, gainRecruit, power, rescue, teamPower } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, STRENGTH } from '../../../types.js';

const CHAMPIONS = teamId('Champions');

/** The other plays of this turn: how many had a Recruit icon and how many an Attack icon. */
function iconsPlayed(g: Game, c: number): [number, number] {
  let rec = 0, atk = 0;
  const a = g.t.played;
  for (let i = 0; i < a.length; i += 2) {
    if (a[i] === c) continue;
    const d = g.cards[a[i + 1]!]!;
    if (d.recruit > 0 || d.plus?.recruit) rec++;
    if (d.attack > 0 || d.plus?.attack) atk++;
  }
  return [rec, atk];
}

hero('Nova', 'Champions', [
  {
    name: 'Space Cop', copies: 5, cls: STRENGTH, cost: 2, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    keywords: [VERSATILE],
    text: 'Versatile 1. Champions team power: rescue a Bystander.',
    hint: { versatile: 1, power: { team: CHAMPIONS, rescue: 1 } },
    play: (g, p, c) => {
      const champions = teamPower(g, CHAMPIONS);
      versatile(g, p, c, 1);
      if (champions) rescue(g, p, 1);
    },
  },
  {
    name: 'Interstellar Hero', copies: 5, cls: RANGED, cost: 4, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    keywords: [VERSATILE, CHEERING_CROWDS],
    text: 'Versatile 2. Cheering Crowds.',
    hint: { versatile: 2 },
    play: (g, p, c) => versatile(g, p, c, 2),
  },
  {
    name: 'Holographic Projection', copies: 3, cls: RANGED, cost: 5, recruit: 0, attack: 2, plus: { recruit: true, attack: true },
    keywords: [VERSATILE],
    text: 'Ranged superpower: Versatile 3.',
    hint: { power: { cls: RANGED, other: 3 } },
    play: (g, p, c) => { if (power(g, RANGED)) versatile(g, p, c, 3); },
  },
  {
    name: 'Growing Nova Force', copies: 1, cls: RANGED, cost: 9, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    keywords: sizeChanging(RANGED | STRENGTH),
    text: 'Size-Changing (Ranged, Strength). Counts your earlier plays this turn: +1 Recruit for each showing a Recruit icon, +1 Attack for each showing an Attack icon.',
    hint: { avgRecruit: 2, avgAttack: 2 },
    play: (g, _p, c) => {
      const [rec, atk] = iconsPlayed(g, c);
      gainRecruit(g, rec);
      gainAttack(g, atk);
    },
  },
], SET);
