// Fantastic Four villains: one import per file, in the order of the card list.
import './heralds-of-galactus.js';
import './subterranea.js';
