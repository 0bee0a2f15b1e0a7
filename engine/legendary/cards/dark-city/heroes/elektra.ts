// Elektra (Dark City, Marvel Knights).
//
// First Strike: +1 Attack when no card at all was played earlier this turn. Sai Blades counts the heroes played
// earlier this turn (copies as what they copied) whose printed cost is 1 or 2. Silent Meditation: the next
// hero recruited this turn goes into the hand (./next-recruit.ts).
import { SET } from '../set.js';
import { addEffect } from '../../../effects.js';
import { draw, gainAttack, gainRecruit, playedWhere, power, teamPower } from '../../../rules.js';
import { hero, teamId } from '../../../registry.js';
import { COVERT, INSTINCT } from '../../../types.js';
import { nextRecruitGoes } from './next-recruit.js';

const MARVEL_KNIGHTS = teamId('Marvel Knights');
const SILENT_MEDITATION = nextRecruitGoes('elektra:silent-meditation', 'hand');

hero('Elektra', 'Marvel Knights', [
  {
    name: 'First Strike', copies: 5, cls: COVERT, cost: 1, attack: 1, plus: { attack: true },
    text: '+1 Attack when nothing was played before it this turn.',
    hint: { firstCard: 1 },
    play: (g) => { if (g.t.played.length === 0) gainAttack(g, 1); },
  },
  {
    name: 'Ninjitsu', copies: 5, cls: INSTINCT, cost: 2, recruit: 0, plus: { recruit: true },
    text: 'Draw a card. Covert superpower: +2 Recruit.',
    hint: { draw: 1, power: { cls: COVERT, recruit: 2 } },
    play: (g, p) => {
      const covert = power(g, COVERT);
      draw(g, p, 1);
      if (covert) gainRecruit(g, 2);
    },
  },
  {
    name: 'Sai Blades', copies: 3, cls: INSTINCT, cost: 6, attack: 4, plus: { attack: true },
    text: '+1 Attack per hero costing 1 or 2 you played this turn.',
    hint: { avgAttack: 1.5 },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.kind === 'hero' && (d.cost === 1 || d.cost === 2))),
  },
  {
    name: 'Silent Meditation', copies: 1, cls: INSTINCT, cost: 7, recruit: 5, plus: { recruit: true },
    text: 'Your next recruit this turn is placed in your hand. Marvel Knights team power: +2 Recruit.',
    hint: { avgRecruit: 1, power: { team: MARVEL_KNIGHTS, recruit: 2 } },
    play: (g, _p, c) => {
      const mk = teamPower(g, MARVEL_KNIGHTS);
      addEffect(g, SILENT_MEDITATION, c);
      if (mk) gainRecruit(g, 2);
    },
  },
], SET);
