// Champions heroes: one import per file, in the order of the card list.
import './gwenpool.js';
import './ms-marvel.js';
import './nova.js';
import './totally-awesome-hulk.js';
import './viv-vision.js';
