import './red-skull.js';
