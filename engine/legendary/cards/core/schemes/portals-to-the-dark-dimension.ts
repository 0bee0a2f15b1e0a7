import { BRIDGE, SEWERS, evilAt } from '../../../rules.js';
import { scheme, type SchemeSpec } from '../../../registry.js';

// The Dark Portals: `portals:mastermind` is 1 once the Mastermind has one (+1 Attack); `portals:city` is a
// bit mask of the city spaces with one (+1 Attack to the villain there).
const MASTERMIND_PORTAL = 'portals:mastermind', CITY_PORTALS = 'portals:city';

/** The scheme (Marvel Studios Phase 1 has one with the same rules under another name). */
export const PORTALS_TO_THE_DARK_DIMENSION: SchemeSpec = {
  name: 'Portals to the Dark Dimension', set: 'core',
  text: '7 twists, each a Dark Portal. Twist 1: the Mastermind gets +1 Attack. Twists 2-6: the leftmost city space without a portal (Bridge first, Sewers last) gives its villains +1 Attack. Twist 7: evil wins.',
  twists: () => 7,
  evilWinsAt: 7,
  twist: (g, n, c) => {
    g.schemeZone.push(c); // the portal cards stay on the board; their effect is kept in g.vars
    if (n === 1) { g.vars[MASTERMIND_PORTAL] = 1; return; }
    if (n > 6) return;
    // on the board the Bridge is the leftmost city space and the Sewers the rightmost
    const mask = g.vars[CITY_PORTALS] ?? 0;
    for (let s = BRIDGE; s >= SEWERS; s--) if (!(mask & (1 << s))) { g.vars[CITY_PORTALS] = mask | (1 << s); return; }
  },
  mods: {
    villainAttack: (g, slot) => (slot >= 0 && ((g.vars[CITY_PORTALS] ?? 0) & (1 << slot)) ? 1 : 0),
    mastermindAttack: (g) => g.vars[MASTERMIND_PORTAL] ?? 0,
  },
  evilWins: (g) => (g.stats.twists >= evilAt(g.setup, 7) ? 'Portals to the Dark Dimension: the 7th twist' : null),
  hint: { progress: (v) => v.stats.twists / evilAt(v.setup, 7) },
};
scheme(PORTALS_TO_THE_DARK_DIMENSION);
