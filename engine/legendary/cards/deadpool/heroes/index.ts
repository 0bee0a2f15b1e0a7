// Deadpool heroes: one import per file, in the order of the card list.
import './bob-agent-of-hydra.js';
import './deadpool.js';
import './slapstick.js';
import './solo.js';
import './stingray.js';
