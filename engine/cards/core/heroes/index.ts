import './hulk.js';
