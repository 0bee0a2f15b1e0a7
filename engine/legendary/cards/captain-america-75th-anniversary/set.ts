// Captain America 75th Anniversary (2016). Registered before its cards: every card file imports this module.
import { cardSet } from '../../registry.js';

export const SET = cardSet('captain-america-75th-anniversary', 'Captain America 75th Anniversary').id;
