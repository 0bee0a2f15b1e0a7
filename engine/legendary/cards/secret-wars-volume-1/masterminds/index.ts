// Secret Wars Volume 1 Masterminds: one import per file, in the order of the card list.
import './madelyne-pryor.js';
import './nimrod.js';
import './wasteland-hulk.js';
import './zombie-green-goblin.js';
