// Pull Reality Into the Negative Zone (Fantastic Four). Twists 2, 4 and 6: until the next twist, enemies are fought
// with Recruit and heroes recruited with Attack (the point pools swap: engine mods.swapPools). Twist 7: Evil wins.
import { SET } from '../set.js';
import { scheme } from '../../../registry.js';
import { evilAt, twistToKo } from '../../../rules.js';

const SWAPPED = 'negative-zone:swapped';
const LAST = 7;

scheme({
  name: 'Pull Reality Into the Negative Zone', set: SET,
  text: '8 twists. Twists 2, 4 and 6: until the next twist, enemies cost Recruit to fight and heroes cost Attack to recruit. Twist 7: Evil wins.',
  twists: () => 8,
  evilWinsAt: LAST,
  twist: (g, n, c) => {
    twistToKo(g, c);
    g.vars[SWAPPED] = n === 2 || n === 4 || n === 6 ? 1 : 0;
    if (n >= evilAt(g.setup, LAST)) g.vars['negative-zone:won'] = 1;
  },
  mods: { swapPools: (g) => g.vars[SWAPPED] === 1 },
  evilWins: (g) => (g.vars['negative-zone:won'] ? 'Pull Reality Into the Negative Zone: the seventh twist' : null),
  hint: { progress: (v) => Math.min(1, v.stats.twists / evilAt(v.setup, LAST)) },
});
