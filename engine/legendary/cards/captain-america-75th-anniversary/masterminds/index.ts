import './arnim-zola.js';
import './baron-zemo.js';
