import './red-skull.js';
import './dr-doom.js';
import './loki.js';
import './magneto.js';
