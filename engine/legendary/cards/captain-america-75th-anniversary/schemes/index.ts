import './brainwash-the-military.js';
import './change-the-outcome-of-wwii.js';
import './go-back-in-time.js';
import './unbreakable-enigma-code.js';
