// Champions villain groups: one import per file, in the order of the card list.
import './monsters-unleashed.js';
import './wrecking-crew.js';
