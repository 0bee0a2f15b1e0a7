// Fantastic Four schemes: one import per file.
import './bathe-the-earth-in-cosmic-rays.js';
import './flood-the-planet-with-melted-glaciers.js';
import './invincible-force-field.js';
import './pull-reality-into-the-negative-zone.js';
