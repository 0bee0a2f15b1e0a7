// Marvel Studios Phase 1 schemes (its Cosmic Cube and Super Hero Civil War are the core schemes: see ../set.ts).
import './asgard-under-siege.js';
import './destroy-the-cities-of-earth.js';
import './enslave-minds.js';
import './invade-asgard.js';
import './radioactive-palladium-poisoning.js';
import './replace-earths-leaders-with-hydra.js';
