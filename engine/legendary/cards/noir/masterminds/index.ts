// Noir Masterminds.
import './charles-xavier.js';
import './the-goblin.js';
