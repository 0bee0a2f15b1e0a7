// Champions schemes: one import per file, in the order of the card list.
import './clash-of-the-monsters-unleashed.js';
import './divide-and-conquer.js';
import './hypnotize-every-human.js';
import './steal-all-oxygen-on-earth.js';
