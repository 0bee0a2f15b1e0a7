// Which hero cards have a gun in their art and which have flavour text: the facts Solo's Guns on My Guns and
// Deadpool's Running Commentary need, for the sets the engine holds. From the card data's `#GUN` and `#FLAVOR`
// flags, corrected where they disagree (engine/legendary/test/deadpool/facts.test.ts names each correction):
// - a per-card `#GUN` flag wins over a hero-level one: Phase 1 reprints (the same cards as core's) flag Black
//   Widow's cards but Covert Operation, Nick Fury's Legendary Commander and Pure Fury, and Captain America's
//   Avengers Assemble!, where the core file flags all of Black Widow and Nick Fury at the hero level;
// - a hero-level `#GUN` flag with no per-card flags marks every card of the hero (core Deadpool, Solo);
// - a card's flavour text counts when either file flags it (core and Phase 1 flag different cards);
// - It'll Grow Back has flavour text the data merged into its ability text (no `#FLAVOR` flag).
// Starting cards, S.H.I.E.L.D. Officers, Wounds and villains have neither.
import type { CardDef } from '../../types.js';

const GUN: Record<string, Record<string, string[]>> = {
  core: {
    'Black Widow': ['Dangerous Rescue', 'Mission Accomplished', 'Silent Sniper'],
    'Captain America': ['Avengers Assemble!'],
    Deadpool: ['Here, Hold This for a Second', 'Hey, Can I Get a Do-Over?', 'Oddball', 'Random Acts of Unkindness'],
    'Nick Fury': ['Legendary Commander', 'Pure Fury'],
  },
  'dark-city': {
    Bishop: ['Firepower from the Future', 'Whatever the Cost'],
    Blade: ['Night Hunter', 'Nowhere to Hide', 'Stalk the Prey', 'Vampiric Surge'],
    Cable: ['Army of One', 'Rapid Response Force', 'Strike at the Heart of Evil'],
    Domino: ['Against All Odds', 'Lucky Break', 'Ready for Anything', 'Specialized Ammunition'],
    Forge: ['B.F.G.', 'Dirty Work', 'Reboot'],
    Punisher: ['Boom Goes the Dynamite', 'Hail of Bullets', 'Hostile Interrogation', 'The Punisher'],
  },
  deadpool: {
    'Bob, Agent of HYDRA': ['Bullets Flying, Bob Hiding', 'Epic Middle Manager', 'HYDRA Half-Wit'],
    Solo: ['Cut in Half', 'Guns on My Guns', 'Half-Cocked', "Merc's Gotta Get Paid"],
  },
  'fantastic-four': { 'Silver Surfer': ['Epic Destiny'] },
  'paint-the-town-red': { 'Black Cat': ['Pickpocket'] },
  noir: {
    'Angel Noir': ['Impetuous Dive'], 'Daredevil Noir': ['Listen for Heartbeats'],
    'Iron Man Noir': ['Adventurers Assemble!', 'Mechanized Plate-Mail', 'Steam-Powered Arsenal'], 'Spider-Man Noir': ["Gumshoe's Revolver"],
  },
  'captain-america-75th-anniversary': {
    'Agent X-13': ['Paramilitary Ops', 'Sniper Squad'],
    // a hero-level flag: every card of the hero
    'Steve Rogers, Director of S.H.I.E.L.D.': ['International Strike Force', 'Reassign to Civilian Duty', 'Save the World', 'Shadow of Wars Past'],
    'Winter Soldier': ['KGB Training', 'Sniper Nest'],
  },
  // a Divided card is one card: its flags are the card's (its name is both sides' names)
  'civil-war': {
    Hulkling: ['Enormous Shapeshifter', 'Impersonate'], Stature: ['Trample the Tiny'],
    'Storm & Black Panther': ['Tsunami of Water/Tsunami of Justice'], Tigra: ['Supernatural Senses'], Vision: ['Insubstantial Accomplishments'],
  },
  'secret-wars-volume-1': { 'Black Panther': ['Stalk the Urban Jungle'], 'Captain Marvel': ['Marvelous Strength'] },
  'secret-wars-volume-2': {
    'Agent Venom': ['Multi-Gun'], 'Corvus Glaive': ['Rictus Grin'], 'Dr. Punisher, Soldier Supreme': ['Sweep the Streets of Trash', 'Calm Before the Storm'],
    'Elsa Bloodstone': ['Monster Hunter', 'Defend the S.H.I.E.L.D. Wall'],
  },
  champions: {},
  dimensions: {},
};

const FLAVOR: Record<string, Record<string, string[]>> = {
  core: {
    Deadpool: ['Here, Hold This for a Second'], 'Emma Frost': ['Diamond Form', 'Mental Discipline', 'Shadowed Thoughts'],
    Hawkeye: ['Quick Draw', 'Team Player'], Hulk: ['Crazed Rampage', 'Growing Anger', 'Hulk Smash!'], 'Iron Man': ['Repulsor Rays'],
    'Nick Fury': ['High-Tech Weaponry'], Rogue: ['Borrowed Brawn'], Storm: ['Gathering Stormclouds'],
    Thor: ['Call Lightning', 'God of Thunder', 'Odinson'], Wolverine: ['Frenzied Slashing', 'Keen Senses'],
  },
  'dark-city': {
    Bishop: ['Concussive Blast'], Colossus: ['Draw Their Fire', 'Silent Statue'], Domino: ['Ready for Anything'], Elektra: ['Ninjitsu'],
    Forge: ['B.F.G.', 'Overdrive'], 'Ghost Rider': ['Hell on Wheels'], 'Jean Grey': ['Psychic Search'],
    Nightcrawler: ['Bamf!', 'Blend Into Shadows', 'Swashbuckler'], 'Professor X': ['Class Dismissed', 'Psionic Astral Form'],
    Punisher: ['Boom Goes the Dynamite'], Wolverine: ['Animal Instincts'],
  },
  deadpool: {
    'Bob, Agent of HYDRA': ['Bullets Flying, Bob Hiding', 'HYDRA Half-Wit'],
    Deadpool: ['Deadpool Rage!', "It'll Grow Back", 'Nighttime Is the Right Time', 'Running Commentary'],
    Slapstick: ['Napoleon Complex', 'Saturday Morning Harpoons', 'Surprise Chainsaw'],
    Solo: ['Cut in Half', 'Guns on My Guns', 'Half-Cocked', "Merc's Gotta Get Paid"],
    Stingray: ["Sting of the Stingray's Sting", 'Superpowered Swimsuit'],
  },
  'fantastic-four': {
    'Human Torch': ['Call for Backup', 'Hothead'], 'Invisible Woman': ['Disappearing Act', 'Four of a Kind', 'Unseen Rescue'],
    'Mr. Fantastic': ['One Gigantic Hand', 'Twisting Equations', 'Unstable Molecules'],
    'Silver Surfer': ['Energy Surge', 'Epic Destiny', 'The Power Cosmic', 'Warp Speed'],
    Thing: ['It Started on Yancy Street', "It's Clobberin' Time!", 'Knuckle Sandwich'],
  },
  'paint-the-town-red': {
    'Black Cat': ['Jinx'], 'Moon Knight': ['Climbing Claws', 'Crescent Moon Darts'],
    'Scarlet Spider': ['Leap from Above', 'Perfect Hunter', 'Sting of the Spider'],
    'Spider-Woman': ['Arachno-Pheromones', 'Radioactive Spider', 'Venom Blast'],
  },
  noir: {
    'Angel Noir': ['Impetuous Dive', 'Multitalented'], 'Daredevil Noir': ['Balancing Act', 'Discover the Bodies', 'Listen for Heartbeats'],
    'Iron Man Noir': ['Mechanized Plate-Mail', 'Steam-Powered Arsenal'], 'Luke Cage Noir': ['Follow Big Leads', 'Private Investigations'],
    'Spider-Man Noir': ["Gumshoe's Revolver", 'Solve the Crime', 'Webs of Darkness'],
  },
  'captain-america-75th-anniversary': {
    'Agent X-13': ['Paramilitary Ops'], 'Captain America (Falcon)': ['Aerial Catch', 'Winged Salvation'],
    'Captain America 1941': ['Devoted Patriot', 'Liberate the Prisoners', 'Punch Evil in the Face'],
    'Steve Rogers, Director of S.H.I.E.L.D.': ['Reassign to Civilian Duty', 'Shadow of Wars Past'], 'Winter Soldier': ['Bionic Arm', 'Sniper Nest'],
  },
  // the Pet Avengers Sidekicks have neither
  'civil-war': {
    'Captain America, Secret Avenger': ['Bold Leadership'], Daredevil: ['Dual Existence', 'Roundhouse Side Kick'],
    Falcon: ['Scout the Battlefield'], Goliath: ['Growth Industry'], Hercules: ['Crowd Favorite', 'Prince of Power'],
    Hulkling: ['Enormous Shapeshifter'], Patriot: ['Incredible Effort/Effortless', 'Intuitive Tactician'],
    'Peter Parker': ['Conflicted Loyalties', 'Spider-Man Unmasked'], Speedball: ['Bounce Around'],
    Stature: ['Growing Confidence', 'Shrink to Nothing'], Vision: ['Solar Energy'], Wiccan: ['Sorcerous Illusions'],
  },
  // the basic Sidekicks and the villains gained as heroes have neither
  'secret-wars-volume-1': {
    'Apocalyptic Kitty Pryde': ['Disrupt Circuits'], 'Black Bolt': ['Destructive Whisper'], 'Black Panther': ['Catlike Reflexes', 'Multifaceted Genius'],
    'Captain Marvel': ['Absorb Energies', 'Supersonic Flight', 'Cosmic Energies'], 'Dr. Strange': ['Cloak of Levitation'],
    'Lady Thor': ['Heir to the Hammer', 'Living Thunderstorm'], Magik: ['Rally the New Mutants', 'Travel through Limbo'],
    Maximus: ['Mental Domination', 'Enslave the Will'], 'Namor, the Sub-Mariner': ['Ruler of the Seas'], 'Old Man Logan': ['Loner'],
    'Proxima Midnight': ['General of the Black Order'], 'Superior Iron Man': ['Armor Upgrades', 'Optimized Technology'],
  },
  'secret-wars-volume-2': {
    'Agent Venom': ['Multi-Gun', 'Big Slimeportunity'], 'Arkon the Magnificent': ['All-Terrain Barbarian', 'Quiver of Thunderbolts'],
    Beast: ['Balanced Attack', 'Multi-Variable Smackulus'], 'Black Swan': ['Witness the End'],
    'The Captain and the Devil': ['Jurassic America', 'Patriotic Chomp', 'Feeding Grounds'], 'Captain Britain': ['Combined Strength'],
    'Corvus Glaive': ['Culling Blade', 'Let None Escape You'], 'Dr. Punisher, Soldier Supreme': ['Sweep the Streets of Trash', 'Calm Before the Storm'],
    'Elsa Bloodstone': ['Monster Hunter', 'Defend the S.H.I.E.L.D. Wall', 'Prodigy of Ulysses Bloodstone'], 'Phoenix Force Cyclops': ['Burn Out', 'Rise from the Ashes'],
    'Ruby Summers': ['Guerrilla Warfare', 'Heir to Legends', 'Form of Solid Ruby'], Silk: ['Long-Range Spider-Sense'], 'Soulsword Colossus': ['Rescue My Family from Hell'],
  },
  champions: { Gwenpool: ['Come On, Nobody Reads Card Names'], Nova: ['Space Cop', 'Interstellar Hero', 'Holographic Projection'] },
  dimensions: {
    'Jessica Jones': ['Alter Ego'], 'Ms. America': ['Star Power', 'Search Parallel Dimensions', 'Kick a Hole in Reality', 'Hyper-Cosmic Awareness'],
    'Squirrel Girl': ['Nut Punch'],
  },
};

/** The sets whose gun and flavour-text facts are written here (a set with heroes must be listed in both). */
export const FACT_SETS: readonly string[] = Object.keys(GUN).filter((k) => k in FLAVOR);

const listed = (t: Record<string, Record<string, string[]>>, d: CardDef) =>
  d.kind === 'hero' && (t[d.set]?.[d.group]?.includes(d.name) ?? false);

/** A hero card with a gun in its art. */
export const hasGun = (d: CardDef) => listed(GUN, d);
/** A hero card with flavour text. */
export const hasFlavor = (d: CardDef) => listed(FLAVOR, d);
