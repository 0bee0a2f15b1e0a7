// Fantastic Four masterminds: one import per file.
import './galactus.js';
import './mole-man.js';
