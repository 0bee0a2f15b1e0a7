import './agent-x-13.js';
import './captain-america-falcon.js';
import './captain-america-1941.js';
import './steve-rogers.js';
import './winter-soldier.js';
