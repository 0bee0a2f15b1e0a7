// Paint the Town Red heroes: one import per file.
import './black-cat.js';
import './moon-knight.js';
import './scarlet-spider.js';
import './spider-woman.js';
import './symbiote-spider-man.js';
