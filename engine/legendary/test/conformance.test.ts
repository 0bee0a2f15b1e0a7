// The conformance kit (./conformance.ts) for every registered card set, alone and mixed: a set joins with one line.
// A set that cannot make a game alone (Fantastic Four and Paint the Town Red have no henchmen) is checked to
// refuse every setup with a message that names what is missing.
import { conformance } from './conformance.js';

conformance(['core']);
conformance(['dark-city']);
conformance(['core', 'dark-city']);
conformance(['paint-the-town-red']);
conformance(['core', 'dark-city', 'paint-the-town-red']);
conformance(['marvel-studios-phase-1']);
conformance(['core', 'dark-city', 'marvel-studios-phase-1']);
conformance(['fantastic-four']);
conformance(['core', 'dark-city', 'fantastic-four']);
// every set so far together: cross-set interactions (Galactus's destroyed spaces with Phase 1's villains that
// enter a given space, Iron Monger's StaneTech moving into the Daily Bugle's HQ)
conformance(['core', 'dark-city', 'fantastic-four', 'paint-the-town-red', 'marvel-studios-phase-1']);
conformance(['deadpool']);
conformance(['core', 'dark-city', 'fantastic-four', 'paint-the-town-red', 'marvel-studios-phase-1', 'deadpool']);
conformance(['noir']);
conformance(['core', 'dark-city', 'fantastic-four', 'paint-the-town-red', 'marvel-studios-phase-1', 'noir']);
conformance(['captain-america-75th-anniversary']);
conformance(['core', 'dark-city', 'fantastic-four', 'paint-the-town-red', 'marvel-studios-phase-1', 'captain-america-75th-anniversary']);
conformance(['civil-war']);
conformance(['core', 'civil-war']);
conformance(['secret-wars-volume-1']);
conformance(['core', 'secret-wars-volume-1']);
conformance(['secret-wars-volume-2']);
conformance(['core', 'secret-wars-volume-2']);
conformance(['champions']);
// Dimensions and 3D have no scheme (3D no Mastermind either): they have no grid alone, only with core
// the small boxes of batch 2 with core (one pool, to keep the suite's time)
conformance(['core', 'champions', 'dimensions', '3d']);
// every set so far together (batch 1, Civil War, Secret Wars, Champions, Dimensions and 3D; it replaces the batch-1 pool
// of the eight sets, which it contains)
conformance(['core', 'dark-city', 'fantastic-four', 'paint-the-town-red', 'marvel-studios-phase-1', 'deadpool', 'noir', 'captain-america-75th-anniversary', 'civil-war', 'secret-wars-volume-1', 'secret-wars-volume-2', 'champions', 'dimensions', '3d']);
