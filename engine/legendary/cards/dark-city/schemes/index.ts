// Dark City schemes: one import per file, in the order of the card list.
import './capture-baby-hope.js';
import './detonate-the-helicarrier.js';
import './massive-earthquake-generator.js';
import './organized-crime-wave.js';
import './save-humanity.js';
import './steal-the-weaponized-plutonium.js';
import './transform-citizens-into-demons.js';
import './x-cutioners-song.js';
