// Every core-set card module: importing this registers their definitions.
import './spider-man.js';
import './captain-marvel.js';
import './she-hulk.js';
import './iron-man.js';
import './black-panther.js';
import './aspects.js';
import './basic.js';
import './scenarios.js';
import './encounter.js';
import './nemesis.js';
