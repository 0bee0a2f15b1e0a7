import { addEffect, effectKind } from '../../../effects.js';
import { gainAttack, gainRecruit, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { PAY_FIGHT, PAY_MASTERMIND, POOL_RECRUIT, RANGED, STRENGTH } from '../../../types.js';

// God of Thunder: for the rest of the turn, Recruit may pay for fights (villains and the Mastermind).
const RECRUIT_AS_ATTACK = effectKind({
  key: 'thor:god-of-thunder',
  pay: (_g, target) => (target === PAY_FIGHT || target === PAY_MASTERMIND ? POOL_RECRUIT : 0),
});

hero('Thor', 'Avengers', [
  {
    name: 'Odinson', copies: 5, cls: STRENGTH, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Strength superpower: +2 Recruit.',
    hint: { power: { cls: STRENGTH, recruit: 2 } },
    play: (g) => { if (power(g, STRENGTH)) gainRecruit(g, 2); },
  },
  {
    name: 'Surge of Power', copies: 5, cls: RANGED, cost: 4, recruit: 2, attack: 0, plus: { attack: true },
    text: '+3 Attack if you have made 8 or more Recruit this turn (its own 2 Recruit included).',
    hint: { recruitThreshold: { n: 8, attack: 3 } },
    // resolvePlay adds the printed Recruit (to recruitMade) before the ability runs
    play: (g) => { if (g.t.recruitMade >= 8) gainAttack(g, 3); },
  },
  {
    name: 'Call Lightning', copies: 3, cls: RANGED, cost: 6, attack: 3, plus: { attack: true },
    text: 'Ranged superpower: +3 Attack.',
    hint: { power: { cls: RANGED, attack: 3 } },
    play: (g) => { if (power(g, RANGED)) gainAttack(g, 3); },
  },
  {
    name: 'God of Thunder', copies: 1, cls: RANGED, cost: 8, recruit: 5, attack: 0, plus: { attack: true },
    text: 'Recruit may be spent as Attack for the rest of this turn.',
    hint: { recruitAsAttack: true },
    play: (g, _p, c) => addEffect(g, RECRUIT_AS_ATTACK, c),
  },
]);
