// Secret Wars Volume 2 Masterminds: one import per file, in the order of the card list.
import './immortal-emperor-zheng-zhu.js';
import './king-hyperion.js';
import './shiklah.js';
import './spider-queen.js';
