// The 2012 core set. Each file registers its cards when imported. (The core set itself is registered by engine/legendary/registry.ts.)
import './basics.js';
import './heroes/index.js';
import './villains/index.js';
import './henchmen.js';
import './masterminds/index.js';
import './schemes/index.js';
