// Destroy the Cities of Earth!: Midtown Bank Robbery's rules.
import { MIDTOWN_BANK_ROBBERY } from '../../core/schemes/midtown-bank-robbery.js';
import { sameRulesAs } from './common.js';

sameRulesAs(MIDTOWN_BANK_ROBBERY, 'Destroy the Cities of Earth!',
  '8 twists, 12 Bystanders in the Villain Deck. Villains get +1 Attack per Bystander they hold. Twist: a villain in the Bank captures 2 Bystanders, then play the next Villain Deck card. Evil wins when 8 Bystanders have been carried away.');
