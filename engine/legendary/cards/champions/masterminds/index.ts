// Champions Masterminds (each with its Epic side): one import per file, in the order of the card list.
import './fin-fang-foom.js';
import './pagliacci.js';
