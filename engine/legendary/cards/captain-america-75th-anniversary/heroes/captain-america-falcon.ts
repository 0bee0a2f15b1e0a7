// Captain America (Falcon) (Captain America 75th Anniversary).
import { SET } from '../set.js';
import { isSavior } from '../../../keywords/savior.js';
import { hero } from '../../../registry.js';
import { gainAttack, gainRecruit, power, rescue } from '../../../rules.js';
import { COVERT, INSTINCT, RANGED, TECH } from '../../../types.js';
import { woundGuard } from '../../../wound-guard.js';
import { classesYouHave } from '../common.js';

// Flying Shield Block: when any player would gain a Wound, a player may reveal an unused copy and rescue a Bystander
// instead (engine/legendary/wound-guard.ts).
const shieldBlockInstead = woundGuard({ key: 'captain-america-falcon:flying-shield-block', instead: (g, p) => rescue(g, p, 1) });

hero('Captain America (Falcon)', 'Avengers', [
  {
    name: 'Aerial Catch', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Instinct superpower: rescue a Bystander.',
    hint: { power: { cls: INSTINCT, rescue: 1 } },
    play: (g, p) => { if (power(g, INSTINCT)) rescue(g, p, 1); },
  },
  {
    name: 'Winged Salvation', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true },
    text: 'Savior: +2 Attack.',
    hint: { avgAttack: 0.8 },
    play: (g, p) => { if (isSavior(g, p)) gainAttack(g, 2); },
  },
  {
    name: 'Flying Shield Block', copies: 3, cls: TECH, cost: 6, attack: 4,
    text: 'Once per turn, when any player would gain a Wound, you may reveal this and rescue a Bystander instead.',
    hint: { avgAttack: 0.4 }, // a Wound turned into a Bystander now and then
    on: { gain: { replace: shieldBlockInstead } },
  },
  {
    name: 'Star-Spangled Hero', copies: 1, cls: COVERT, cost: 7, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: '+2 Attack for each hero class you have. Savior: +2 Recruit for each hero class you have.',
    hint: { avgAttack: 5, avgRecruit: 2 },
    play: (g, p) => {
      const n = classesYouHave(g, p);
      gainAttack(g, 2 * n);
      if (isSavior(g, p)) gainRecruit(g, 2 * n);
    },
  },
], SET);
