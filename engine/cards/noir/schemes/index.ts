// Noir schemes.
import './silence-the-witnesses.js';
import './hidden-heart-of-darkness.js';
