// Civil War's Special Sidekicks (the Pet Avengers), shuffled into the Sidekick stack when the set is selected
// (engine/keywords/sidekicks.ts).
import { SET } from './set.js';
