// Deadpool villains: one import per file, in the order of the card list.
import './deadpools-friends.js';
import './evil-deadpool-corpse.js';
