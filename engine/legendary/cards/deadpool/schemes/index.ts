// Deadpool schemes: one import per file.
import './deadpool-kills-the-marvel-universe.js';
import './deadpool-wants-a-chimichanga.js';
import './deadpool-writes-a-scheme.js';
import './everybody-hates-deadpool.js';
