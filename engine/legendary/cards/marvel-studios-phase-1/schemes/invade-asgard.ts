// Invade Asgard: Portals to the Dark Dimension's rules (7 Dark Portals).
import { PORTALS_TO_THE_DARK_DIMENSION } from '../../core/schemes/portals-to-the-dark-dimension.js';
import { sameRulesAs } from './common.js';

sameRulesAs(PORTALS_TO_THE_DARK_DIMENSION, 'Invade Asgard',
  '7 twists, each a Dark Portal. Twist 1: the Mastermind gets +1 Attack. Twists 2-6: the leftmost city space without a portal (Bridge first) gives its villains +1 Attack. Twist 7: evil wins.');
