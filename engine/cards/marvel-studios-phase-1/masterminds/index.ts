import './iron-monger.js';
