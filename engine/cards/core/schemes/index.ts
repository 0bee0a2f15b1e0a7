import './cosmic-cube.js';
