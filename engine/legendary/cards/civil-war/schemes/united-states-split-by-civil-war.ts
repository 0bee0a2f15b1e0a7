// United States Split by Civil War (Civil War): a twist with a villain on the Streets or the Bridge joins the
// Western States Victories; else, with a villain in the Sewers, the Eastern States Victories; else it is KO'd.
// Both stacks lie beside the scheme (g.schemeZone), counted in g.vars. Evil wins at 3 of either.
import { SET } from '../set.js';
import { scheme } from '../../../registry.js';
import { BRIDGE, SEWERS, STREETS, evilAt, log, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';

export const WEST = 'united-states-split-by-civil-war:west';
export const EAST = 'united-states-split-by-civil-war:east';
export const SPLIT_LIMIT = 3;

const villainAt = (g: Game, s: number) => s < g.city.length && g.city[s]! >= 0;

scheme({
  name: 'United States Split by Civil War', set: SET,
  text: '10 twists. Twist: with a villain on the Streets or Bridge it joins the Western States Victories; else, with a villain in the Sewers, the Eastern States Victories. Evil wins at 3 Western or 3 Eastern Victories.',
  twists: () => 10,
  evilWinsAt: SPLIT_LIMIT,
  twist: (g, _n, c) => {
    const key = villainAt(g, STREETS) || villainAt(g, BRIDGE) ? WEST : villainAt(g, SEWERS) ? EAST : '';
    if (!key) { twistToKo(g, c); return; }
    g.schemeZone.push(c);
    g.vars[key] = (g.vars[key] ?? 0) + 1;
    g.log && log(g, `  ${key === WEST ? 'Western' : 'Eastern'} States Victories: ${g.vars[key]}`);
  },
  evilWins: (g) => (Math.max(g.vars[WEST] ?? 0, g.vars[EAST] ?? 0) >= evilAt(g.setup, SPLIT_LIMIT)
    ? 'United States Split by Civil War: 3 victories of one side' : null),
  hint: {
    progress: (v) => Math.min(1, Math.max(v.variable(WEST), v.variable(EAST)) / evilAt(v.setup, SPLIT_LIMIT)),
  },
});
