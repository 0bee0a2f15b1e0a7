// Captain America 1941 (Captain America 75th Anniversary).
import { SET } from '../set.js';
import { OUT_OF_TIME } from '../../../keywords/out-of-time.js';
import { isSavior } from '../../../keywords/savior.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, power, rescue, teamPower } from '../../../rules.js';
import { AVENGERS, COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';
import { classesYouHave } from '../common.js';
import { outOfTime, replayWorth } from './common.js';

hero('Captain America 1941', 'Avengers', [
  {
    name: 'Devoted Patriot', copies: 5, cls: STRENGTH, cost: 3,
    gives: [OUT_OF_TIME],
    text: 'Draw a card. Strength superpower: Man Out of Time.',
    hint: { draw: 1, power: { cls: STRENGTH, draw: replayWorth(1) } },
    play: (g, p, c) => { if (power(g, STRENGTH)) outOfTime(g, c); draw(g, p, 1); },
  },
  {
    name: 'Storm the Beachhead', copies: 5, cls: TECH, cost: 5, attack: 0, plus: { attack: true }, keywords: [OUT_OF_TIME],
    text: '+1 Attack for each hero class you have. Man Out of Time.',
    hint: { avgAttack: 2.5 + replayWorth(2.5) },
    play: (g, p) => gainAttack(g, classesYouHave(g, p)),
  },
  {
    name: 'Liberate the Prisoners', copies: 3, cls: COVERT, cost: 6, attack: 3,
    text: 'Avengers team power: rescue a Bystander.',
    hint: { power: { team: AVENGERS, rescue: 1 } },
    play: (g, p) => { if (teamPower(g, AVENGERS)) rescue(g, p, 1); },
  },
  {
    name: 'Punch Evil in the Face', copies: 1, cls: INSTINCT, cost: 8, attack: 5,
    gives: [OUT_OF_TIME],
    text: 'Savior: Man Out of Time.',
    hint: { avgAttack: 1.5 },
    play: (g, p, c) => { if (isSavior(g, p)) outOfTime(g, c); },
  },
], SET);
