// Secret Wars Volume 1 heroes: one import per file, in the order of the card list.
import './apocalyptic-kitty-pryde.js';
import './black-bolt.js';
import './black-panther.js';
import './captain-marvel.js';
import './dr-strange.js';
import './lady-thor.js';
import './magik.js';
import './maximus.js';
import './namor.js';
import './old-man-logan.js';
import './proxima-midnight.js';
import './superior-iron-man.js';
import './thanos.js';
import './ultimate-spider-man.js';
