// Civil War Masterminds: one import per file, in the order of the card list.
import './authoritarian-iron-man.js';
import './baron-helmut-zemo.js';
import './maria-hill.js';
import './misty-knight.js';
import './ragnarok.js';
