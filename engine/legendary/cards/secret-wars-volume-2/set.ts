// Secret Wars Volume 2 (2015). Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('secret-wars-volume-2', 'Secret Wars Volume 2').id;
