// Dimensions: each file registers its cards when imported (the set itself first).
import './set.js';
import '../../keywords/index.js';
import './heroes/index.js';
import './henchmen.js';
import './bystanders.js';
import './masterminds/index.js';
