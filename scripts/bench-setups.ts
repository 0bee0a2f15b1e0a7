// The setups the benchmarks play: plain data with no engine import, so scripts/bench-probe.ts can time an older
// build with them without loading this tree's engine beside it.

import type { SetupOptions } from '../engine/legendary/setup.js';

/** The rulebook's first game, 2 players. */
export const FIRST_GAME: Omit<SetupOptions, 'seed'> = {
  players: 2, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube',
  heroes: ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Wolverine'], villains: ['HYDRA', 'Spider-Foes'], henchmen: ['Sentinel'],
};

/** The first game's cards with a Scheme that has tuned heuristic weights (for ismcts:tuned=true); it takes 4 heroes at 2 players. */
export const TUNED_GAME: Omit<SetupOptions, 'seed'> = { ...FIRST_GAME, scheme: 'Super Hero Civil War', heroes: FIRST_GAME.heroes!.slice(0, 4) };

/** A Dark City game, 2 players: Kingpin's Bribe villains, Teleport (Nightcrawler), Versatile (Domino). */
export const DARK_CITY_GAME: Omit<SetupOptions, 'seed'> = {
  players: 2, sets: ['core', 'dark-city'], mastermind: 'dark-city:Kingpin', scheme: 'dark-city:Organized Crime Wave',
  heroes: ['dark-city:Angel', 'dark-city:Domino', 'dark-city:Nightcrawler', 'dark-city:Punisher', 'dark-city:Blade'],
  villains: ['dark-city:Streets of New York', 'dark-city:Four Horsemen'], henchmen: ['dark-city:Maggia Goons'],
};

/** A Civil War game, 2 players: Divided cards, Size-Changing, Phasing, Sidekicks, Fortify, Bribe, S.H.I.E.L.D. Clearance. */
export const CIVIL_WAR_GAME: Omit<SetupOptions, 'seed'> = {
  players: 2, sets: ['core', 'civil-war'], mastermind: 'civil-war:Misty Knight', scheme: 'civil-war:Nitro the Supervillain Threatens Crowds',
  heroes: ['civil-war:Cloak & Dagger', 'civil-war:Goliath', 'civil-war:Vision', 'civil-war:Captain America, Secret Avenger', 'civil-war:Falcon'],
  villains: ['civil-war:Heroes for Hire', 'civil-war:Superhuman Registration Act'], henchmen: ['civil-war:Cape-Killers'],
};

/** A Secret Wars Volume 1 game, 2 players: villains that ascend to become Masterminds (The Deadlands, Wasteland's
 *  Kingpin), Rise of the Living Dead, Cross-Dimensional Rampage, Teleport, Sidekicks, villains gained as heroes. */
export const SECRET_WARS_GAME: Omit<SetupOptions, 'seed'> = {
  players: 2, sets: ['core', 'secret-wars-volume-1'], mastermind: 'secret-wars-volume-1:Zombie Green Goblin',
  scheme: 'secret-wars-volume-1:Corrupt the Next Generation of Heroes',
  heroes: ['secret-wars-volume-1:Magik', 'secret-wars-volume-1:Old Man Logan', 'secret-wars-volume-1:Thanos',
    'secret-wars-volume-1:Dr. Strange', 'secret-wars-volume-1:Ultimate Spider-Man'],
  villains: ['secret-wars-volume-1:The Deadlands', 'secret-wars-volume-1:Wasteland'], henchmen: ['secret-wars-volume-1:Ghost Racers'],
};
