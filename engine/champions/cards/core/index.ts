// Every core-set card module: importing this registers their definitions.
import './scenarios.js';
import './spider-man.js';
