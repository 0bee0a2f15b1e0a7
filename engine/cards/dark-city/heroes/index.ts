// Dark City heroes: one import per file, in the order of the card list.
import './ghost-rider.js';
import './iceman.js';
import './iron-fist.js';
import './jean-grey.js';
import './nightcrawler.js';
import './professor-x.js';
import './punisher.js';
import './wolverine.js';
