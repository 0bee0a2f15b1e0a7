// Dark City masterminds: one import per file, in the order of the card list.
import './apocalypse.js';
import './kingpin.js';
import './mephisto.js';
import './mr-sinister.js';
import './stryfe.js';
