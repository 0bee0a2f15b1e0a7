// Fantastic Four (2014). Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('fantastic-four', 'Fantastic Four').id;
