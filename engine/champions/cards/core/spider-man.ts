// Spider-Man (Peter Parker) and his kit.

import { card } from '../../defs.js';
import { draw } from '../../rules.js';
import { attackEnemy, anyAttackable, you } from '../kit.js';

card({
  code: '01001a', summary: 'Spider-Sense: when the villain starts an attack on you, draw a card.',
  triggers: [{
    when: 'interrupt', on: 'attack', form: 'hero', intent: 'draw',
    can: (g, e, _self, p) => e.src === g.villain && e.p === p,
    run: (g, _e, _self, p) => { draw(g, p, 1); },
  }],
});

card({
  code: '01001b', summary: 'Scientist: once a round, generate a mental resource.',
  resource: { form: 'alter', limit: 'round', gen: () => ['mental'] },
});

card({
  code: '01003', summary: 'Backflip (defense): prevent all the damage an attack would deal you.',
  triggers: [{
    when: 'interrupt', on: 'damage', fromHand: true, kind: 'defense', intent: 'prevent-damage',
    can: (g, e, _self, p) => e.x.attack !== undefined && e.x.attack >= 0 && e.tgt === you(g, p) && e.amt > 0,
    run: (_g, e) => { e.amt = 0; e.cancel = true; },
  }],
});

card({
  code: '01005', summary: 'Swinging Web Kick (hero attack): deal 8 damage to an enemy.',
  event: { form: 'hero', kind: 'attack', intent: 'damage', can: (g, p) => anyAttackable(g, p), run: (g, p, self) => attackEnemy(g, p, self, 8) },
});
