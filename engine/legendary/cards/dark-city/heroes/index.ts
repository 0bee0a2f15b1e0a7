// Dark City heroes: one import per file, in the order of the card list.
import './angel.js';
import './bishop.js';
import './blade.js';
import './cable.js';
import './colossus.js';
import './daredevil.js';
import './domino.js';
import './elektra.js';
import './forge.js';
import './ghost-rider.js';
import './iceman.js';
import './iron-fist.js';
import './jean-grey.js';
import './nightcrawler.js';
import './professor-x.js';
import './punisher.js';
import './wolverine.js';
