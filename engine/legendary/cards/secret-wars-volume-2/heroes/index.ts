// Secret Wars Volume 2 heroes: one import per file, in the order of the card list.
import './agent-venom.js';
import './arkon.js';
import './beast.js';
import './black-swan.js';
import './the-captain-and-the-devil.js';
import './captain-britain.js';
import './corvus-glaive.js';
import './dr-punisher.js';
import './elsa-bloodstone.js';
import './phoenix-force-cyclops.js';
import './ruby-summers.js';
import './shang-chi.js';
import './silk.js';
import './soulsword-colossus.js';
import './spider-gwen.js';
import './time-traveling-jean-grey.js';
