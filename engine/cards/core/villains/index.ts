import './hydra.js';
