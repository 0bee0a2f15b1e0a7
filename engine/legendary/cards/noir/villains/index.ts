// Noir villain groups.
import './goblins-freak-show.js';
import './x-men-noir.js';
