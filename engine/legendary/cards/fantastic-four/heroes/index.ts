// Fantastic Four heroes: one import per file, in the order of the card list.
import './human-torch.js';
import './invisible-woman.js';
import './mr-fantastic.js';
import './silver-surfer.js';
import './thing.js';
