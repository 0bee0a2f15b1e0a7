// Noir heroes: one import per file, in the order of the card list.
import './angel-noir.js';
import './daredevil-noir.js';
import './iron-man-noir.js';
import './luke-cage-noir.js';
import './spider-man-noir.js';
