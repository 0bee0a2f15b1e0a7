// Dimensions heroes: one import per file, in the order of the card list.
import './howard-the-duck.js';
import './jessica-jones.js';
import './man-thing.js';
import './ms-america.js';
import './squirrel-girl.js';
