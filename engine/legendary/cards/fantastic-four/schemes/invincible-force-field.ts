// Invincible Force Field (Fantastic Four). Twists 1-6 stay by the Mastermind as Force Fields: fighting the
// Mastermind costs 1 Attack or Recruit more per Force Field (engine mods.mastermindExtraCost). Twist 7: Evil wins.
import { SET } from '../set.js';
import { scheme } from '../../../registry.js';
import { def, evilAt, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';

const forceFields = (g: Game) => g.schemeZone.filter((c) => def(g, c).kind === 'twist').length;
const LAST = 7;

scheme({
  name: 'Invincible Force Field', set: SET,
  text: '7 twists. Twists 1-6 become Force Fields: fighting the Mastermind costs 1 Attack or Recruit more per Force Field. Twist 7: Evil wins.',
  twists: () => 7,
  evilWinsAt: LAST,
  twist: (g, n, c) => {
    if (n < evilAt(g.setup, LAST)) g.schemeZone.push(c);
    else { twistToKo(g, c); g.vars['invincible-force-field:won'] = 1; }
  },
  mods: { mastermindExtraCost: forceFields },
  evilWins: (g) => (g.vars['invincible-force-field:won'] ? 'Invincible Force Field: the seventh twist' : null),
  hint: { progress: (v) => Math.min(1, v.stats.twists / evilAt(v.setup, LAST)) },
});
