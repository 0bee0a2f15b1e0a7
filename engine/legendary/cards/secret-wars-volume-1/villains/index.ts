// Secret Wars Volume 1 villain groups: one import per file, in the order of the card list.
import './limbo.js';
import './manhattan-earth-1610.js';
import './sentinel-territories.js';
import './the-deadlands.js';
import './domain-of-apocalypse.js';
import './wasteland.js';
