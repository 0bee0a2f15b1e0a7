// Secret Wars Volume 1 schemes: one import per file, in the order of the card list.
import './build-an-army-of-annihilation.js';
import './corrupt-the-next-generation-of-heroes.js';
import './crush-them-with-my-bare-hands.js';
import './dark-alliance.js';
import './fragmented-realities.js';
import './master-of-tyrants.js';
import './pan-dimensional-plague.js';
import './smash-two-dimensions-together.js';
