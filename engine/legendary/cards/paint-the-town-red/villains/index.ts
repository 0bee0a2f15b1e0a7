// Paint the Town Red villains: one import per file.
import './maximum-carnage.js';
import './sinister-six.js';
