// Secret Wars Volume 2 schemes: one import per file, in the order of the card list.
import './deadlands-hordes-charge-the-wall.js';
import './enthrone-the-barons-of-battleworld.js';
import './the-fountain-of-eternal-life.js';
import './the-god-emperor-of-battleworld.js';
import './the-mark-of-khonshu.js';
import './master-the-mysteries-of-kung-fu.js';
import './secret-wars.js';
import './sinister-ambitions.js';
