// Secret Wars Volume 1: each file registers its cards when imported (the set itself first).
import './set.js';
import '../../keywords/index.js';
import './heroes/index.js';
import './sidekicks.js';
import './villains/index.js';
import './henchmen.js';
import './bystanders.js';
import './ambitions.js';
import './masterminds/index.js';
import './schemes/index.js';
