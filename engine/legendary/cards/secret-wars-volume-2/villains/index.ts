// Secret Wars Volume 2 villain groups: one import per file, in the order of the card list.
import './deadpools-secret-secret-wars.js';
import './guardians-of-knowhere.js';
import './kun-lun.js';
import './monster-metropolis.js';
import './utopolis.js';
import './x-men-92.js';
