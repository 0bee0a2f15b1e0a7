// Dimensions (2018). Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('dimensions', 'Dimensions').id;
