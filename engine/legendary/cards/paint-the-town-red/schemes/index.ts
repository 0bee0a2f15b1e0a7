// Paint the Town Red schemes: one import per file.
import './clone-saga.js';
import './invade-the-daily-bugle.js';
import './splice-humans.js';
import './weave-a-web-of-lies.js';
