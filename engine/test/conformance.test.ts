// The conformance kit (./conformance.ts) for every registered card set, alone and mixed: a set joins with one line.
import { conformance } from './conformance.js';

conformance(['core']);
conformance(['dark-city']);
conformance(['core', 'dark-city']);
// Paint the Town Red alone has no henchmen and two villain groups: no legal game (engine/test/paint-the-town-red/setup.test.ts
// checks that setup refuses it with a clear message), so it is checked mixed with the earlier sets only.
conformance(['core', 'dark-city', 'paint-the-town-red']);
conformance(['marvel-studios-phase-1']);
conformance(['core', 'dark-city', 'marvel-studios-phase-1']);
