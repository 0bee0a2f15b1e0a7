// Civil War schemes: one import per file, in the order of the card list.
import './avengers-vs-x-men.js';
import './dark-reign-of-hammer-officers.js';
import './epic-super-hero-civil-war.js';
import './imprison-unregistered-superhumans.js';
import './nitro-the-supervillain-threatens-crowds.js';
import './predict-future-crime.js';
import './reveal-heroes-secret-identities.js';
import './united-states-split-by-civil-war.js';
