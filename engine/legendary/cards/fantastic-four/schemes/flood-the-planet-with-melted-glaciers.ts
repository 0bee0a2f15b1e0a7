// Flood the Planet with Melted Glaciers (Fantastic Four). Twist: it stays with the scheme as Rising Waters; every
// HQ hero costing no more than the Rising Waters is KO'd (its space refills; the new hero is not checked).
// Evil wins at 20 non-grey heroes KO'd.
import { SET } from '../set.js';
import { scheme } from '../../../registry.js';
import { def, evilAt, heroCost, isHero, koFromHq } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { CHECK_EVIL_AFTER_KO, countDefs, nonGreyHero } from '../../dark-city/schemes/common.js';

const KO_TO_WIN = 20;
const risingWaters = (g: Game) => g.schemeZone.filter((c) => def(g, c).kind === 'twist').length;

scheme({
  name: 'Flood the Planet with Melted Glaciers', set: SET,
  text: '8 twists. Twist: it becomes a Rising Water; every HQ hero costing no more than the Rising Waters is KO\'d. Evil wins at 20 non-grey heroes KO\'d.',
  twists: () => 8,
  evilWinsAt: KO_TO_WIN,
  twist: (g, _n, c) => {
    g.schemeZone.push(c);
    const n = risingWaters(g);
    for (let s = 0; s < g.hq.length && g.result === null; s++) {
      const h = g.hq[s]!;
      if (h >= 0 && isHero(g, h) && heroCost(g, h) <= n) koFromHq(g, s);
    }
  },
  on: CHECK_EVIL_AFTER_KO,
  evilWins: (g) => (countDefs(g.ko, (c) => def(g, c), nonGreyHero) >= evilAt(g.setup, KO_TO_WIN) ? 'Flood the Planet: 20 heroes KO\'d' : null),
  hint: { progress: (v) => Math.min(1, countDefs(v.ko, (c) => v.def(c), nonGreyHero) / evilAt(v.setup, KO_TO_WIN)) },
});
