// Paint the Town Red (2014), Spider-Man's friends and foes. Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('paint-the-town-red', 'Paint the Town Red').id;
