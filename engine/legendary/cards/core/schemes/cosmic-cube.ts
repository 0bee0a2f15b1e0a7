import { eachGainsWound, evilAt, playerOrder } from '../../../rules.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { EACH_WOUND_X3 } from '../../../rules.js';

scheme({
  name: 'Unleash the Power of the Cosmic Cube', set: 'core',
  text: '8 twists, kept beside the scheme. Twists 5-6: each player gains a Wound; twist 7: three Wounds each; twist 8: evil wins.',
  twists: () => 8,
  evilWinsAt: 8,
  twist: (g, n, c) => {
    g.schemeZone.push(c);
    if (n === 5 || n === 6) eachGainsWound(g);
    else if (n === 7) for (const p of playerOrder(g)) later(g, EACH_WOUND_X3, p);
  },
  evilWins: (g) => (g.stats.twists >= evilAt(g.setup, 8) ? 'Cosmic Cube: the 8th twist' : null),
  hint: { progress: (v) => v.stats.twists / evilAt(v.setup, 8) },
});
