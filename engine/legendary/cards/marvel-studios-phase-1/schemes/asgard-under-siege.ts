// Asgard Under Siege: Negative Zone Prison Breakout's rules (8 twists, an extra henchman group, each twist plays
// two Villain Deck cards, 12 escaped villains win). The Universal Rulebook forbids only Negative Zone Prison
// Breakout and Super Hero Civil War in basic solo, so this one is allowed there.
import { NEGATIVE_ZONE_PRISON_BREAKOUT } from '../../core/schemes/negative-zone-prison-breakout.js';
import { sameRulesAs } from './common.js';

export const ASGARD_UNDER_SIEGE = sameRulesAs(NEGATIVE_ZONE_PRISON_BREAKOUT, 'Asgard Under Siege',
  '8 twists and one extra henchman group. Twist: play the next two Villain Deck cards. Evil wins when 12 villains have escaped.',
  { forbiddenInSolo: false });
