// Noir schemes.
import './silence-the-witnesses.js';
import './hidden-heart-of-darkness.js';
import './find-the-split-personality-killer.js';
import './five-families-of-crime.js';
