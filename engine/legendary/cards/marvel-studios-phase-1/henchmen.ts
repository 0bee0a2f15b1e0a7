// Marvel Studios Phase 1 henchmen groups: the core groups' abilities under the film's names (Hammer Drone
// Army = Doombot Legion, HYDRA Pilots = Hand Ninjas, HYDRA Spies = Savage Land Mutates, Ten Rings Fanatics =
// Sentinel).
import { SET } from './set.js';
import { henchmen } from '../../registry.js';
import { DOOMBOT_LEGION, HAND_NINJAS, SAVAGE_LAND_MUTATES, SENTINEL } from '../core/henchmen.js';

// Doombot Legion has no hint; KOing the worse of two top cards is worth about what the Hammer Drone Marine's is
henchmen({ ...DOOMBOT_LEGION, name: 'Hammer Drone Army', hint: { fight: 0.4 } }, SET);
henchmen({ ...HAND_NINJAS, name: 'HYDRA Pilots' }, SET);
henchmen({ ...SAVAGE_LAND_MUTATES, name: 'HYDRA Spies' }, SET);
henchmen({ ...SENTINEL, name: 'Ten Rings Fanatics' }, SET);
