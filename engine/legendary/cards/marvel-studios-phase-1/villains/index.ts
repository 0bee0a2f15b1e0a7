// Marvel Studios Phase 1 villains: one import per file, in the order of the card list.
import './chitauri.js';
import './enemies-of-asgard.js';
import './gamma-hunters.js';
import './hydra.js';
import './iron-foes.js';
