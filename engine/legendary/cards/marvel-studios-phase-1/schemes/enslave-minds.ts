// Enslave Minds with the Chitauri Scepter: Secret Invasion of the Skrull Shapeshifters' rules with the
// Chitauri required ("Enslaved" villains are heroes in the Villain Deck and the city, Attack = cost + 2).
import { heroesInTheVillainDeck } from '../../core/schemes/secret-invasion.js';
import { sameRulesAs } from './common.js';

sameRulesAs(heroesInTheVillainDeck('Chitauri'), 'Enslave Minds with the Chitauri Scepter',
  '8 twists, 6 heroes, Chitauri required; 12 random hero cards are shuffled into the Villain Deck. Heroes in the Villain Deck and city are Enslaved villains with Attack = cost + 2; defeating one gains it. Twist: the highest-cost HQ hero enters the Sewers as an Enslaved villain. Evil wins when 6 heroes are in the escape pile.');
