// Replace Earth's Leaders with HYDRA: Replace Earth's Leaders with Killbots' rules ("Infiltrator" villains are
// the Bystanders in the Villain Deck and the city, Attack = twists next to the scheme).
import { KILLBOTS } from '../../core/schemes/killbots.js';
import { sameRulesAs } from './common.js';

sameRulesAs(KILLBOTS, "Replace Earth's Leaders with HYDRA",
  '5 twists in the Villain Deck, 3 more beside the scheme, 18 Bystanders in the Villain Deck. Bystanders played from the Villain Deck are Infiltrator villains whose Attack is the number of twists beside the scheme. Twist: it goes beside the scheme. Evil wins when 5 Infiltrators have escaped.');
