import { BRIDGE, SEWERS } from '../../../rules.js';
import { scheme } from '../../../registry.js';

scheme({
  name: 'Portals to the Dark Dimension', set: 'core',
  text: '7 twists, each a Dark Portal. Twist 1: the Mastermind gets +1 Attack. Twists 2-6: the leftmost city space without a portal (Bridge first, Sewers last) gives its villains +1 Attack. Twist 7: evil wins.',
  twists: () => 7,
  twist: (g, n, c) => {
    g.schemeZone.push(c); // the portal cards stay on the board; their effect is g.mastermindPortal / g.portals
    if (n === 1) { g.mastermindPortal = 1; return; }
    if (n > 6) return;
    // on the board the Bridge is the leftmost city space and the Sewers the rightmost
    for (let s = BRIDGE; s >= SEWERS; s--) if (g.portals[s] === 0) { g.portals[s] = 1; return; }
  },
  evilWins: (g) => (g.stats.twists >= 7 ? 'Portals to the Dark Dimension: the 7th twist' : null),
});
