// Champions: each file registers its cards when imported (the set itself first).
import './set.js';
import '../../keywords/index.js';
import './heroes/index.js';
import './villains/index.js';
import './masterminds/index.js';
import './schemes/index.js';
