import './hydra.js';
import './brotherhood.js';
import './enemies-of-asgard.js';
import './masters-of-evil.js';
import './radiation.js';
import './skrulls.js';
import './spider-foes.js';
