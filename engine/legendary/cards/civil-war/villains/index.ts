// Civil War villain groups: one import per file, in the order of the card list.
import './csa-special-marshals.js';
import './great-lakes-avengers.js';
import './heroes-for-hire.js';
import './registration-enforcers.js';
import './shield-elite.js';
import './superhuman-registration-act.js';
import './thunderbolts.js';
