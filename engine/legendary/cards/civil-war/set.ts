// Civil War (2016). Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('civil-war', 'Civil War').id;
