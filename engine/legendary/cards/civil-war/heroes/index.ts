// Civil War heroes: one import per file, in the order of the card list.
import './captain-america-secret-avenger.js';
import './cloak-and-dagger.js';
import './daredevil.js';
import './falcon.js';
import './goliath.js';
import './hercules.js';
import './hulkling.js';
import './luke-cage.js';
import './patriot.js';
import './peter-parker.js';
import './speedball.js';
import './stature.js';
import './storm-and-black-panther.js';
import './tigra.js';
import './vision.js';
import './wiccan.js';
