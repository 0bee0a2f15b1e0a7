// Keyword modules: rules and actions a keyword brings to any game with a card that has it. Card files
// import the modules of their keywords; this index loads them all.
import './bribe.js';
import './teleport.js';
import './versatile.js';
import './wall-crawl.js';
import './feast.js';
import './conqueror.js';
