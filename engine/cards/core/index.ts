// The 2012 core set. Each file registers its cards when imported.
import './basics.js';
import './heroes/index.js';
import './villains/index.js';
import './henchmen.js';
import './masterminds/index.js';
import './schemes/index.js';
