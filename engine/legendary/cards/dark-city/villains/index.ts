// Dark City villains: one import per file, in the order of the card list.
import './emissaries-of-evil.js';
import './four-horsemen.js';
import './marauders.js';
import './mlf.js';
import './streets-of-new-york.js';
import './underworld.js';
