// Dark City (2013), the first expansion. Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('dark-city', 'Dark City').id;
