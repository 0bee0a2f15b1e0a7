// Plain-data types of the engine. A game state is a tree of arrays and numbers (plus the shared, never
// mutated card table and setup), so `clone` is a handful of array copies and a state can be serialised
// as JSON. Behaviour lives on the definitions (cards, masterminds, schemes, challenge modes, keyword
// modules), which the engine compiles once per game into the tables of engine/legendary/compile.ts.

import type { RngState } from '../shared/rng.js';
import type { ChallengeRules } from './challenges.js';

// ---- Hero classes -----------------------------------------------------------------------------------

/** Hero classes as bit flags (a card played as a copy of another can have two). */
export const STRENGTH = 1, INSTINCT = 2, COVERT = 4, TECH = 8, RANGED = 16;
export const CLASS_NAMES: Record<number, string> = {
  [STRENGTH]: 'Strength', [INSTINCT]: 'Instinct', [COVERT]: 'Covert', [TECH]: 'Tech', [RANGED]: 'Ranged',
};
export const CLASS_BITS = [STRENGTH, INSTINCT, COVERT, TECH, RANGED] as const;

// Teams are registered (engine/legendary/registry.ts `teamId`): a card's teams are a bit mask over team ids. The
// core teams are registered first, so these ids are fixed.
export const AVENGERS = 0, XMEN = 1, SPIDER_FRIENDS = 2, SHIELD = 3;

// ---- Zones ------------------------------------------------------------------------------------------

/**
 * Where a card is, for events (engine/legendary/events.ts) and the zone table (engine/legendary/zones.ts). Player zones take
 * the player as their index; HQ and city spaces take the space; attachments take the holder
 * (engine/legendary/zones.ts `holder*`).
 */
export const Z_NONE = 0, Z_DECK = 1, Z_HAND = 2, Z_DISCARD = 3, Z_PLAY = 4, Z_VICTORY = 5, Z_VILLAIN_DECK = 6,
  Z_HERO_DECK = 7, Z_HQ = 8, Z_CITY = 9, Z_ATTACHED = 10, Z_ESCAPED = 11, Z_KO = 12, Z_WOUNDS = 13, Z_BYSTANDERS = 14,
  Z_OFFICERS = 15, Z_TACTICS = 16, Z_MASTERMIND = 17, Z_SCHEME = 18, Z_ASIDE = 19, Z_NEXT_TURN = 20, Z_FRONT = 21, Z_SIDEKICKS = 22, Z_FORTIFY = 23;

// ---- Events and hooks -------------------------------------------------------------------------------

/**
 * What the card-moving primitives (engine/legendary/rules.ts) and the turn structure announce; 'villainDeck' is a card
 * played from the Villain Deck (a replace hook may handle a card the rules do not know how to play); 'ambush' a
 * villain's Ambush about to happen (a replace hook may cancel it, see rules.ts ambushEffect); 'fightEffect' a
 * defeated villain's or tactic's Fight effect about to happen (rules.ts fightEffect); 'play' a hero whose ability
 * has just been used (announced after its ability started; work it deferred runs before what a hook defers);
 * 'fightMastermind' a fight against the Mastermind about to start, before paying (rules.ts fightMastermind). Keyword
 * modules may announce events of their own (any other string, e.g. 'teleport').
 */
export type EventKind =
  | 'gain' | 'draw' | 'discard' | 'ko' | 'rescue' | 'recruit' | 'defeat' | 'escape' | 'enterCity' | 'refillHq'
  | 'turnStart' | 'turnEnd' | 'twist' | 'strike' | 'villainDeck' | 'ambush' | 'fightEffect' | 'play' | 'fightMastermind' | (string & {});

/** An event: transient (passed to hooks, never stored in the state). */
export interface GameEvent {
  kind: EventKind;
  /** the player concerned, or -1 */
  p: number;
  /** the card that moves (or is defeated, enters, ...), or -1 */
  c: number;
  /** zone it comes from and goes to (Z_*) */
  from: number;
  to: number;
  /** a city or HQ space where one matters (the villain's space for defeat / escape / enterCity), else -1 */
  slot: number;
  /** the card whose effect caused it, or -1 for a rule */
  src: number;
  /** caused by a card effect (the rulebook's "when a card effect makes you discard") */
  byEffect: boolean;
  /** replace hooks already consulted (a hook that took over re-issues the event with this raised) */
  n: number;
}

/** Runs before or after an event. `self` is the definition that declared the hook. */
export type Hook = (g: Game, e: GameEvent, self: HookOwner) => void;
/** May take over an event ("instead"): returns true when it did (it then finishes or re-issues the event). */
export type ReplaceHook = (g: Game, e: GameEvent, self: HookOwner) => boolean;
export interface HookSet {
  before?: Hook; replace?: ReplaceHook; after?: Hook;
  /** a card's hooks that act only on events about a copy of that card ("when you discard this"): the engine
   *  may skip them for events about other cards, and moves cards in bulk when none of them is involved */
  self?: boolean;
}
export type HookTable = Partial<Record<EventKind, HookSet>>;
/** Whatever declares hooks: a card definition, a mastermind, a scheme, a challenge mode, a keyword module. */
export interface HookOwner { key: string; on?: HookTable }

// ---- Modifiers and payment --------------------------------------------------------------------------

/** What pays for what: a bit mask of point pools. */
export const POOL_ATTACK = 1, POOL_RECRUIT = 2;
/** What is being paid for. */
export const PAY_FIGHT = 0, PAY_MASTERMIND = 1, PAY_RECRUIT = 2, PAY_OFFICER = 3;

/**
 * Changes to values the rules read, compiled per game from everything present (engine/legendary/compile.ts).
 * `fight` is true when the value is asked for a fight (effects such as "any villain you fight on the
 * Rooftops gets -2 Attack" apply only then).
 */
export interface Modifiers {
  villainAttack?: (g: Game, slot: number, c: number, fight: boolean) => number;
  mastermindAttack?: (g: Game, fight: boolean) => number;
  heroCost?: (g: Game, c: number) => number;
  /** a change to what recruiting hero c costs, not to its cost (Size-Changing: "recruit this for 2 less"; a card
   *  that reads a hero's cost reads heroCost) */
  recruitCost?: (g: Game, c: number) => number;
  /** extra point pools (POOL_*) that may pay for `target` (PAY_*); `c` the villain or hero, or -1 */
  pay?: (g: Game, target: number, c: number) => number;
  /** while true, the point pools swap roles: what Attack pays for is paid with Recruit and the reverse (every
   *  target, after the `pay` additions) */
  swapPools?: (g: Game) => boolean;
  /** points, of Attack or Recruit as the player chooses, that fighting the Mastermind costs besides its Attack */
  mastermindExtraCost?: (g: Game) => number;
  /** victory points card `c` of player `p`'s victory pile is worth besides its own (a scheme that makes
   *  cards villains worth VP) */
  vp?: (g: Game, p: number, c: number) => number;
  /** an Ambush villain `c` has besides its printed one ("Goons also have the ability 'Ambush: ...'"), or null;
   *  it happens right after the printed one, and the 'ambush' hooks (cancelling an Ambush) see it like any other */
  ambush?: (g: Game, c: number) => Effect | null;
  /** false: player p can't fight the Mastermind now, whatever the points ("while it's fortified, the Mastermind
   *  can't be fought"); checked with the scheme's condition (rules/mastermind.ts canFightMastermind) */
  canFightMastermind?: (g: Game, p: number) => boolean;
  /** false: the villain in city space `slot` can't be fought now, whatever the points (a scheme's "you can't fight a
   *  villain in a city space that has ... above it"); checked with the villain's own `canDefeat` (rules/city.ts canFightSlot) */
  canFightSlot?: (g: Game, slot: number) => boolean;
  /** true: player p can't gain (or recruit) card c from zone `from` (Z_*: a stack, Z_HQ with c still in its HQ
   *  space) now; such a gain does nothing (rules/player-cards.ts gainCard) and is not offered */
  gainBlocked?: (g: Game, p: number, from: number, c: number) => boolean;
  /** true: card c counts as a Villain where it is now, besides the cards that are villains by kind and those the
   *  scheme or the Mastermind makes villains (a rule that turns cards of a stack into villains entering the city) */
  villainCard?: (g: Game, c: number) => boolean;
  /** true: the rule has taken villain c, just defeated by player p (it has left its place), somewhere other than
   *  p's victory pile ("when you fight it, gain it as a hero"); its Fight effect, the 'defeat' hooks and the rescues
   *  follow as for any defeat (rules/city.ts). A scheme's `onDefeat` is asked first */
  defeatedTo?: (g: Game, p: number, c: number) => boolean;
  /** a rule takes card c's abilities away: its Fight effect never happens when it is defeated (a scheme's Tyrant
   *  villains, made of other Masterminds' Tactics); rules/city.ts hasFightEffect */
  noFightEffect?: (g: Game, c: number) => boolean;
}

// ---- Card definitions -------------------------------------------------------------------------------

export type CardKind =
  | 'hero'        // recruitable hero card (incl. S.H.I.E.L.D. Officer, starting Agents / Troopers)
  | 'villain'
  | 'henchman'
  | 'tactic'      // a Mastermind Tactic
  | 'mastermind'  // the Mastermind card itself
  | 'twist'
  | 'strike'
  | 'bystander'
  | 'wound'
  | 'token';      // a scheme's marker card (a baby, a bomb): only where its scheme puts it

/** A card effect: runs now; may ask for decisions by pushing frames (see engine/legendary/flow.ts). */
export type Effect = (g: Game, player: number, card: number) => void;

/**
 * Facts a bot reads about a hero card instead of its prose (agents/policy.ts). Points are what the card
 * gives when played; `power` is what its superpower / team power adds when triggered.
 */
export interface HeroHint {
  /** cards drawn when played (expected, e.g. 0.6 for "draw it if it costs 2 or less") */
  draw?: number;
  /**
   * A superpower (class `cls`) or team power (team id `team`): what it adds when triggered. `other` prices
   * what is not Attack, Recruit, cards or Bystanders.
   */
  power?: { cls?: number; team?: number; attack?: number; recruit?: number; draw?: number; rescue?: number; other?: number;
    /** cards of that class played earlier this turn that the superpower needs (2 for a double icon); default 1 */
    count?: number };
  /** "+k Attack per other <class / team / odd-cost> hero played this turn" */
  per?: { cls?: number; team?: number; odd?: boolean; attack: number };
  /** "+k if you have made N Recruit this turn": the threshold and the gain */
  recruitThreshold?: { n: number; attack: number };
  /** "+1 Attack per extra card drawn this turn" (counts when its power triggers) */
  perDrawn?: boolean;
  /** only does something as the first hero played this turn (discard the hand and draw this many) */
  firstOnly?: number;
  /** Attack it adds when it is the first card played this turn (play it first) */
  firstCard?: number;
  /** resolves as a copy of another hero played this turn */
  copies?: boolean;
  /** playing it gives every player a Wound */
  woundsAll?: boolean;
  /** playing it gives you (only you) a Wound */
  woundsSelf?: boolean;
  /** to play it, discard another card */
  needsFodder?: boolean;
  /** comes back to hand when a card effect discards it: the ideal card to discard */
  returnsWhenDiscarded?: boolean;
  /** average Attack / Recruit it adds in an average hand beyond its printed values (deck building) */
  avgAttack?: number;
  avgRecruit?: number;
  /** turns Recruit into Attack for the turn */
  recruitAsAttack?: boolean;
  /** gives this many points, Recruit or Attack as the player chooses (Versatile) */
  versatile?: number;
  /** a Focus ability (engine/legendary/keywords/focus.ts): pay `cost` Recruit, as often as the Recruit lasts, for what it
   *  gives per use (`other` prices what is not Attack or cards) */
  focus?: { cost: number; attack?: number; draw?: number; other?: number };
}

/** Facts a bot reads about a villain (or henchman) instead of its prose. Points per player or in all. */
export interface VillainHint {
  /** harm of its Escape effect per player, and in all */
  escape?: number;
  escapeFlat?: number;
  /** value of its Fight effect for the fighter, and per player */
  fight?: number;
  fightEach?: number;
  /** value of its Fight effect per other player when defeated in this city space (e.g. a Wound each) */
  fightAt?: { slot: number; each: number };
}

/** What a Mastermind, scheme or villain group asks players to reveal, and how much a matching card is worth. */
export interface RevealHint { cls?: number; team?: number; w: number }

export interface CardDef extends HookOwner {
  /** index in the card table */
  id: number;
  /** stable unique key, e.g. `core:hero:black-widow:dangerous-rescue` */
  key: string;
  name: string;
  kind: CardKind;
  /** hero name, villain group, henchman group or mastermind this card belongs to (the group's name) */
  group: string;
  /** the group's unique label (engine/legendary/registry.ts): its name, or its name and set when names repeat */
  groupLabel: string;
  set: string;
  copies: number;
  cls: number;         // class bit flags, 0 for grey / non-hero cards
  /** team ids as a bit mask (engine/legendary/registry.ts teamId); 0 for none */
  teams: number;
  /** the team names as printed, for display ('' for none) */
  team: string;
  cost: number;
  attack: number;      // printed attack (hero) or printed Attack (villain); 0 when absent or '*'
  recruit: number;
  vp: number;
  /** printed value flags: 'attack+' etc. for display only */
  plus?: { attack?: boolean; recruit?: boolean; vp?: boolean; attackStar?: boolean };
  /** plain-language summary written for this project (never the card text); for people, not for bots */
  text?: string;
  /** keywords the card has (keyword modules add actions and rules when a card in the game has theirs) */
  keywords?: string[];
  /** keywords the card gives other cards (their modules join the game as if a card had them) */
  gives?: string[];
  // -- behaviour --
  play?: Effect;               // hero: when played
  canPlay?: (g: Game, p: number, card: number) => boolean; // hero: extra play condition (e.g. another card to discard)
  /** hero: its ability records the card as played itself (a card that counts as what it copies) */
  countsItself?: boolean;
  ambush?: Effect;             // villain / henchman
  fight?: Effect;              // villain / henchman / tactic
  escape?: Effect;             // villain
  /** villain: "you can't defeat unless ..." (a condition on fighting it); `c` the card when the caller knows it (a
   *  condition that depends on where this copy is: the rules pass it for a villain in the city) */
  canDefeat?: (g: Game, p: number, c?: number) => boolean;
  /** victory points at the end of the game when they vary */
  vpAt?: (g: Game, p: number, card: number) => number;
  /** Attack when it is not printed (e.g. the cost of the hero it holds) */
  attackAt?: (g: Game, slot: number, card: number) => number;
  /** always-on changes while this card is in the game (engine/legendary/compile.ts decides when they apply) */
  mods?: Modifiers;
  /** villain: what fighting it costs besides its Attack ("you must also discard three cards"): asked after
   *  paying, before it is defeated (`canDefeat` says whether the player can pay it) */
  fightCost?: Effect;
  // -- Divided cards: one card with two sides; the player plays one side --
  /** a Divided card: the ids of its two sides (definitions of their own, never dealt). In hand or the HQ the card
   *  counts as both sides' classes, teams and hero names; once played, only as the side chosen (rules/lookups.ts sideDef) */
  halves?: readonly number[];
  /** a side of a Divided card: the id of the whole card */
  whole?: number;
  /** a villain's Master Strike once it has ascended to become a Mastermind (rules/mastermind.ts ascend) */
  strike?: Effect;
  /** the hero name printed on the card (a side of a Divided card may name another hero); absent: the group's name */
  heroName?: string;
  /**
   * A villain or henchman card that can be gained as a hero: the id of its hero side, a hero definition of its own
   * that is never dealt (class, team, cost, points, ability, keywords, hint). While the card counts as a hero
   * (Game.asHero) it counts as that side (rules/lookups.ts sideDef); elsewhere it is the villain.
   */
  heroSide?: number;
  // -- hints for bots --
  hero?: HeroHint;
  villain?: VillainHint;
}

export interface MastermindDef extends HookOwner {
  name: string;
  /** unique label (engine/legendary/registry.ts) */
  label: string;
  set: string;
  attack: number;
  vp: number;
  leads: string;        // label of the villain group or henchman group it always leads
  strike: Effect;
  tactics: string[];    // card keys of its tactics
  /** card key of the Mastermind card itself */
  card: string;
  text?: string;
  /** always-on abilities */
  mods?: Modifiers;
  /** its own "Evil Wins" condition, checked like the scheme's */
  evilWins?: (g: Game) => string | null;
  /** other cards it makes Villains where they are (a Master Strike it puts in the city as a Villain) */
  villainCard?: (g: Game, card: number) => boolean;
  /** what its Master Strike and tactics ask players to reveal (bots) */
  reveals?: RevealHint[];
  /**
   * Progress towards its own Evil Wins, 0 (none) to 1 (evil has won), from what every player can see (bots read
   * the larger of this and the scheme's progress as the danger the game is in)
   */
  progress?: (v: SchemeView) => number;
  /** keywords of the Mastermind card (e.g. Bribe) */
  keywords?: string[];
  /** what it does when it escapes from the city it entered (a Mastermind who enters the city; rules/city.ts mastermindEscapes) */
  escape?: Effect;
  /** its last Tactic's Fight effect happens before the game is won, and the game is won only if no Tactic went back
   *  (a Mastermind who enters the city's Tactics shuffle themselves back while he is in the city) */
  fightBeforeWin?: boolean;
  /** bots: a Tactic fought while it stands in the city goes back among the face-down ones (the fight brings the win
   *  no closer; what it gives is a bonus) */
  cityTacticReturns?: boolean;
}

/** Facts a bot reads about a scheme: how close evil is to winning, and what an escape does to that. */
export interface SchemeHint {
  /** progress towards Evil Wins, 0 (none) to 1 (evil has won), from what every player can see */
  progress: (v: SchemeView) => number;
  /** extra harm, in points, of the villain in city space `slot` escaping, given the scheme's progress */
  escapeHarm?: (v: SchemeView, slot: number, progress: number) => number;
  /** every hero recruited from the HQ brings the loss closer (the Hero Deck is the clock) */
  heroDeckClock?: boolean;
  /** every Wound gained brings the loss closer (the Wound stack is the clock) */
  woundClock?: boolean;
  /** Attack a villain gains per Bystander it holds */
  capturedAttack?: number;
  /** enemies the scheme adds that need S.H.I.E.L.D. Clearance to fight (a discard of heroes of given teams): how
   *  many discards one fight takes and the Attack of the cheapest, or null when there is none now */
  clearance?: (v: SchemeView) => { n: number; attack: number } | null;
  /** what the twists ask players to reveal */
  reveals?: RevealHint[];
  /** cards of the Villain Deck that are not in villain groups, henchmen, twists, strikes or bystanders */
  extraVillainDeck?: (players: number) => number;
  /** cards taken from the Hero Deck at setup (besides the HQ) */
  heroDeckTaken?: number;
  /**
   * Villain cards that must enter before the villain in city space `slot` escapes (1 = the next one), when the
   * scheme moves villains other than along the city (default: the spaces after it and the empty ones before it)
   */
  entriesToEscape?: (v: SchemeView, slot: number) => number;
  /**
   * The chance that player p's try to fight the Mastermind now goes ahead, when the scheme puts a gamble before it
   * and a failed try ends the turn (default 1): bots weigh the fight by it and try it after everything else
   */
  mastermindOdds?: (v: SchemeView, p: number) => number;
}

/**
 * What a scheme hint may read: the public parts of a game (engine/legendary/observe.ts PlayerView implements it).
 * Kept small so hints stay computable from any player's view.
 */
export interface SchemeView {
  readonly players: number;
  readonly setup: Readonly<SetupPlan>;
  readonly stats: Readonly<Stats>;
  readonly escaped: readonly number[];
  /** the KO pile (schemes that count what was KO'd) */
  readonly ko: readonly number[];
  readonly heroDeckSize: number;
  readonly villainDeckSize: number;
  readonly woundsLeft: number;
  readonly schemeZone: readonly number[];
  readonly city: readonly number[];
  /** whether city space s still exists (not destroyed) */
  cityLive(s: number): boolean;
  def(c: number): CardDef;
  attached(holder: number): readonly number[];
  variable(key: string): number;
}

export interface SchemeDef extends HookOwner {
  name: string;
  /** unique label (engine/legendary/registry.ts) */
  label: string;
  set: string;
  /** number of twists for this player count */
  twists: (players: number) => number;
  /** setup changes, applied to the resolved setup plan before cards are dealt */
  plan?: (plan: SetupPlan) => void;
  /** after the decks are built (e.g. shuffle heroes into the villain deck) */
  afterSetup?: (g: Game, make: (key: string, n: number) => number[]) => void;
  /** after the stacks a selected set brings (Sidekicks, special Wounds) are made and shuffled, before the game
   *  starts: a scheme that takes cards from them (Sidekicks into the Villain Deck) */
  afterStacks?: (g: Game) => void;
  /** the twist: `n` is the twist number (1-based). `twistCard` is the card instance. */
  twist: (g: Game, n: number, twistCard: number) => void;
  /** checked after every event that could complete the scheme; returns a cause string or null */
  evilWins?: (g: Game) => string | null;
  /** the printed number in the scheme's Evil Wins condition, where it has one ("when 8 bystanders have been
   *  carried away"): declaring it lets a what-if change name '<scheme>.evilWins' (engine/legendary/changes.ts),
   *  and the scheme then reads its threshold with evilAt(setup, printed) (engine/legendary/rules.ts) */
  evilWinsAt?: number;
  /** the scheme may not be used in basic solo */
  forbiddenInSolo?: boolean;
  /** the Mastermind may be fought only when this holds (for player p), besides having the points */
  canFightMastermind?: (g: Game, p: number) => boolean;
  /** villains in the HQ may be fought (engine/legendary/hq-villains.ts) */
  fightInHq?: boolean;
  /** cards the scheme makes villains while in the Villain Deck or the city */
  villainDeckCard?: (g: Game, card: number) => 'villain' | null;
  /** always-on changes (villain or Mastermind Attack, costs, payment) */
  mods?: Modifiers;
  /**
   * what the scheme gives Masterminds besides the setup's (Game.others) that it made (Enthrone the Barons): extra
   * Attack, and a Master Strike of its own done after the card's (each function decides, by the card, whether it applies)
   */
  otherMasterminds?: { attack?: (g: Game, c: number) => number; strike?: (g: Game, p: number, c: number) => void };
  /** with several cities (SetupPlan.cityLanes): the one a villain entering now enters, or -1: the current player picks */
  cityLane?: (g: Game) => number;
  /** the scheme fills empty HQ space `slot` itself (returns true: from a deck of its own, through rules/hq.ts putIntoHq),
   *  instead of the Hero Deck; false: the usual refill */
  refillHq?: (g: Game, slot: number) => boolean;
  /** defeating a scheme villain: where does the card go (default victory pile) */
  onDefeat?: (g: Game, p: number, card: number) => boolean; // true if handled
  text?: string;
  /** hints for bots */
  hint: SchemeHint;
}

/** The setup before cards exist: every choice that the setup rules make. */
export interface SetupPlan {
  /** what-if changes to printed numbers ('<card or group>.<field>': value; engine/legendary/changes.ts); absent for the printed game */
  changes?: Record<string, number>;
  players: number;
  solo: 'none' | 'basic' | 'advanced';
  /** card sets the game draws from (ids, canonical order) */
  sets: string[];
  mastermind: string;
  /** the Mastermind's Epic side (registry.ts EPIC_MASTERMINDS) */
  epic?: boolean;
  scheme: string;
  heroes: string[];
  villains: string[];
  henchmen: string[];
  heroCount: number;
  villainGroupCount: number;
  henchmenGroupCount: number;
  henchmenCopies: number;       // per group (3 in solo)
  bystandersInVillainDeck: number;
  twists: number;
  /** the scheme's Evil Wins threshold when a what-if change sets it; absent: the printed one */
  evilWinsAt?: number;
  strikes: number;
  woundStack: number;
  requiredVillains: string[];
  /** henchmen groups the scheme requires; where there is no room for them and a group the Mastermind always
   *  leads, the scheme's take priority (Universal Rulebook) */
  requiredHenchmen: string[];
  /** heroes (labels) the scheme requires among the heroes of the Hero Deck */
  requiredHeroes: string[];
  /** a team (name) the scheme requires at least one hero of ('' for none) */
  requiredHeroTeam: string;
  /** heroes drawn by team: `heroesByTeam[i]` heroes of team `heroTeams[i]`, each a different team (3 heroes of one
   *  team and 3 of another: [3, 3]); [] for none. Heroes given by the options count towards their team */
  heroesByTeam: number[];
  /** the teams (names) of `heroesByTeam`, in the same order: drawn by the setup among the teams that can supply
   *  them, where the scheme leaves them '' or absent */
  heroTeams: string[];
  /** heroes whose cards the scheme puts in the Villain Deck, never in the Hero Deck: the ones it names, then
   *  random heroes up to `villainDeckHeroCount` */
  villainDeckHeroes: string[];
  villainDeckHeroCount: number;
  /** extra henchman groups added by the scheme at full size (Negative Zone in solo) */
  extraHenchmenFull: number;
  /** city spaces (5: Sewers to Bridge) and HQ spaces (5) */
  citySize: number;
  hqSize: number;
  /**
   * Several cities (a scheme's dimensions): the city spaces of each, in order (villains enter the first space left and
   * leave from the last); a space in none exists for nobody's villains (the scheme destroys it). Absent: one city of
   * every space.
   */
  cityLanes?: number[][];
  /** challenge modes in canonical order (engine/legendary/challenges.ts), numbers as `opening-salvo:2`; [] for none */
  challenges: string[];
  /** what those modes change, as the numbers the rules read */
  challengeRules: ChallengeRules;
}

// ---- Decisions --------------------------------------------------------------------------------------

/**
 * What a decision's options mean:
 * - main:   action values (engine/legendary/actions.ts: provider code * 65536 + argument)
 * - card:   card instance ids; -1 means "none / decline"
 * - yesno:  1 = yes, 0 = no
 * - mode:   an index into the labels of the reason (e.g. 0 = each other player draws, 1 = discards)
 * - player: a player index
 * - slot:   a city space (0 = Sewers) or HQ space, depending on the reason; the Mastermind is the city size
 * - number: a count
 */
export type DecisionKind = 'main' | 'card' | 'yesno' | 'mode' | 'player' | 'slot' | 'number';

/**
 * What answering a question means for the one who answers, for bots that do not know the card asking
 * (declared with the question's continuation, engine/legendary/flow.ts `cont`):
 * - 'lose':      give up one of these (KO, discard, pass, put back): the least valuable
 * - 'discard':   discard one: a card that comes back when discarded first, else the least valuable
 * - 'ko-optional': may KO one (-1: none): only a card worth at most `n` (junk)
 * - 'ko-wound':  may KO a Wound for a gain: yes
 * - 'lose-vp':   give up one of these victory-pile cards: the fewest VP
 * - 'gain':      get one of these (or keep it on top): the most valuable
 * - 'copy':      one of these is played again (copied): the one worth most when played
 * - 'hq-lose':   an HQ space whose hero leaves the HQ: the one the team wants least
 * - 'hq-gain':   an HQ space whose hero someone gains or a villain takes to be won back: the most wanted
 * - 'defeat':    a villain's city space (or the Mastermind, the city size) to defeat or target: the best target
 * - 'capture':   a villain's city space that captures a Bystander: one the player can defeat, else the farthest from escaping
 * - 'move-villain' / 'move-villain-to': which villain to move (-1: none) and where
 * - 'move-villain-back': which villain to move to an adjacent empty space (-1: none): one near escape with an empty
 *   space behind it (farther from escape)
 * - 'reveal' / 'may': yes is good (reveal to avoid harm, an optional gain)
 * - 'gain-wound': yes means gaining a Wound: no
 * - 'redraw':    yes discards the rest of the hand to draw `n` cards
 * - 'villain-card-for-attack': yes plays a Villain Deck card for `n` Attack
 * - 'discard-top': a revealed top card (or -1 to keep it there): discard it when it is worse than average
 * - 'player-wounds': a player who may KO Wounds: the one with the most
 * - 'mode-first': the first mode is the kind one
 * - 'number-max': the largest number
 * - 'pay-split': how much Recruit pays for a fight (the rest is Attack)
 * - 'versatile': mode 0 gives `n` Recruit, mode 1 `n` Attack
 * - 'guess-cost': a cost named before the top card of your deck is revealed: the most common cost among the
 *                cards that may be on top
 * - 'cycle':     may discard one to draw one later (-1: stop): a card worse than an average card of the deck
 * - 'discard-for-cost': may discard one for +Attack equal to its cost (-1: none): the one whose cost most
 *                exceeds what playing it would give
 * - 'discard-for-icons': may discard one (-1: none) for `n` Recruit if it has a Recruit icon and `n` Attack
 *                if it has an Attack icon: the one whose gain most exceeds what playing it would give
 * - 'feast-player': a player whose top card (revealed) is KO'd: the one whose top card is least worth keeping
 *                (a Wound, then a starting card), the other players' before your own when alike
 * - 'reveal-player': a player whose unseen top card is revealed for your gain: yourself (you know your deck
 *                best), else any
 * - 'defer':     a card from hand set aside to join the next hand as an extra card (-1: none): one not
 *                needed this turn (points it would waste, a card worth more next turn), else -1
 * - 'class-count': a hero class (mode: index into CLASS_BITS) whose cards each player reveals for a gain per
 *                card (draws, rescues): the class the players have most cards of, the answering player's own first
 * - 'cancel-fight-effect': yes cancels the Fight effect of the source (a villain or tactic just defeated): yes when
 *                that effect harms its fighter (its VillainHint fight, plus fightEach per other player, is negative;
 *                Burrow counts as harm: the villain comes back); with `n` > 0, what yes brings besides (cards drawn for
 *                the one given up): yes unless the effect is worth `n` or more
 * - 'discard-costly': discard one at the same time as the other players; whoever discards the lowest cost is
 *                punished (a Wound): the highest-cost card the player can spare (not worth playing this turn)
 * - 'burden-player': a player who takes one harmful marker (a Bounty that brings a Wound per Master Strike): the
 *                one it harms least, the player holding the fewest such markers, others before yourself when alike
 * - 'investigate-bottom': a card just looked at by Investigate to put on the bottom of its deck (-1: leave the
 *                rest on top): your own deck, a card worse than an average card of it (a Wound, a starting card);
 *                the Villain Deck, one that would hurt when played (a Scheme Twist, a Master Strike, a strong
 *                villain); the Hero Deck or Bystander stack, any
 * - 'villain-deck': which of several Villain Decks plays its next card (slot: the city space it feeds): one whose
 *                space is empty (nothing is pushed out to escape), else the one whose villain escaping harms least
 * - 'guess-hero': a hero name (mode: index into the setup's heroes) guessed before a hidden deck is revealed: the
 *                hero whose cards are likeliest to be there most (hero cards not seen anywhere public)
 * - 'player-gain': a player who gains a card (a hero, a Bystander): the one it helps most (yourself when alike)
 * - 'guess-color': a guess (mode) at a face-down card's colour (an index into the hero classes, CLASS_BITS; 5 for
 *                grey): the colour most common among the cards it may be (those seen first)
 * - 'officer-or-attack': mode 0 gains a S.H.I.E.L.D. Officer, mode 1 gives `n` Attack now: the Attack when it decides a
 *                fight this turn, else the Officer
 * - 'peek':      may pay to look at a face-down card (-1: no): yes while some stay unseen and the points are spare
 * - 'icon':      Recruit (mode 0) or Attack (mode 1), for `n`: 0 the answering player discards every card of their hand
 *                with it (the group worth less), 1 they draw from their deck while its top card has it (the icon most
 *                of their deck has), 2 the HQ heroes with it leave (the group the team wants less), 3 the top card of
 *                the Hero Deck is gained if it has it (the icon most of the HQ's heroes have)
 * - 'strike-order': the Mastermind (its card) whose Master Strike happens next, when several do: any
 */
export type DecisionIntent =
  | 'lose' | 'discard' | 'ko-optional' | 'ko-wound' | 'lose-vp' | 'gain' | 'copy' | 'hq-lose' | 'hq-gain' | 'defeat'
  | 'capture' | 'move-villain' | 'move-villain-to' | 'reveal' | 'may' | 'gain-wound' | 'redraw'
  | 'villain-card-for-attack' | 'discard-top' | 'player-wounds' | 'mode-first' | 'number-max' | 'pay-split'
  | 'versatile' | 'guess-cost' | 'cycle' | 'discard-for-cost' | 'discard-for-icons' | 'defer' | 'feast-player' | 'reveal-player'
  | 'class-count' | 'cancel-fight-effect' | 'burden-player' | 'discard-costly' | 'investigate-bottom' | 'guess-hero'
  | 'villain-deck' | 'player-gain' | 'guess-color' | 'peek' | 'officer-or-attack' | 'divided-side' | 'discard-by-cost' | 'move-villain-back' | 'icon' | 'strike-order' | 'escape-order' | 'city-lane';

/**
 * A question's hint: what it is about (DecisionIntent) and a number some intents use. 'discard-by-cost': option 0
 * discards every card of the hand that costs 0, option 1 every card that does not.
 */
export interface DecisionHint { about: DecisionIntent; n?: number }

export interface Decision {
  player: number;
  kind: DecisionKind;
  /** which rule or card asks (the continuation key), e.g. 'escape-ko-hq' */
  reason: string;
  /** source card instance, or -1 */
  source: number;
  options: number[];
}

/** A suspended piece of work: a continuation key plus its plain-data arguments. */
export interface Frame {
  k: string;      // continuation key
  p: number;      // player it concerns
  c: number;      // card instance it concerns (or -1)
  n: number;      // a number argument
  m: number;      // a second number argument
  l: number[] | null; // a list argument (the options, for a question)
  a: DecisionKind | ''; // '' for plain work, else the kind of question this frame asks
  s: number;      // the card whose effect this work belongs to (Game.src when it was deferred), -1 for the rules
  /** the Mastermind this work belongs to (Game.mmCtx when it was deferred): -1 the setup's, else another full
   *  Mastermind's card (absent: -1) */
  x?: number;
}

// ---- State ------------------------------------------------------------------------------------------

export interface PlayerState {
  deck: number[];     // top of deck = last element
  hand: number[];
  discard: number[];
  inPlay: number[];   // cards played this turn
  victory: number[];
  /** cards in front of the player that are none of the above (a Mastermind's marker card put in front of them) */
  front: number[];
}

/** An effect that lasts for the rest of the turn: a registered kind (engine/legendary/effects.ts) and its numbers. */
export interface TurnEffect {
  /** effect kind key */
  k: string;
  /** a card it concerns (its source, or the card it changes), or -1 */
  c: number;
  n: number;
}

/** What happens during the current turn only. */
export interface TurnState {
  attack: number;
  recruit: number;
  recruitMade: number;      // total Recruit produced this turn
  clsCount: number[];       // per class bit index 0..4: cards played so far this turn
  teamCount: number[];      // per team id: cards played so far this turn
  heroesPlayed: number;
  /** every card played this turn (copies too), as pairs [instance, definition id it was played as] */
  played: number[];
  recruitedOrDefeated: boolean;
  foughtMastermind: boolean;
  healed: boolean;
  drawn: number;            // cards drawn this turn beyond the hand drawn last turn
  /** effects for the rest of the turn (engine/legendary/effects.ts) */
  effects: TurnEffect[];
  /** cards set aside until the end of the turn */
  aside: number[];
  /** villains defeated this turn, in order (a villain that came back to the city after it was defeated is in it:
   *  bots read it so as not to fight the same card again and again, such as a reentering villain at 0 Attack) */
  defeated: number[];
}

export type Result = 'win' | 'loss' | 'draw';

export interface Stats {
  twists: number;
  strikes: number;
  escapes: number;
  bystandersCarried: number;
  woundsGained: number;
  tacticsDefeated: number;
  villainCardsPlayed: number;
}

export interface Game {
  /** immutable, shared between clones: card table for this game's instances */
  cards: CardDef[];
  /** instance id -> card definition id (immutable, shared) */
  defOf: number[];
  setup: SetupPlan;
  seed: number | string;
  rng: RngState;
  players: PlayerState[];
  current: number;
  turn: number;           // 1-based turn counter (all players' turns)
  phase: 'start' | 'main' | 'end' | 'over';
  t: TurnState;
  // shared board
  villainDeck: number[];  // top = last
  heroDeck: number[];     // top = last
  hq: number[];           // HQ spaces, -1 = empty
  city: number[];         // city spaces, 0 = Sewers .. 4 Bridge in the core city; -1 = empty
  /**
   * Cards attached to a holder (engine/legendary/zones.ts): captured Bystanders, heroes under a villain, tokens. One
   * list per city space, then the Mastermind, then one per HQ space.
   */
  att: number[][];
  /** the Mastermind card(s) */
  mastermind: number[];
  /**
   * Masterminds besides the setup's (rules/mastermind.ts): villains that ascended to become Masterminds, in the order
   * they arrived, and full Masterminds a scheme adds (with Tactics of their own: `othersTactics`). Public. Players must
   * defeat them all, the setup's Mastermind too, to win; each does its Master Strike when one occurs. One fight
   * defeats an ascended villain; a full Mastermind is beaten when its Tactics are.
   */
  others: number[];
  /** per Mastermind of `others` (same index): the cards it holds (captured Bystanders) */
  othersAtt: number[][];
  /** per Mastermind of `others` (same index): its face-down Tactics (empty for a villain that ascended) */
  othersTactics: number[][];
  /**
   * Whose Mastermind state `mastermind`, `tactics`, the Mastermind's holder and `finalBlow` hold now: -1 the setup's
   * (always, between decisions); else the card of a full Mastermind of `others`, whose state is swapped in while its
   * own abilities, Tactics and Master Strike run (rules/mastermind.ts withMastermind); `ctxStash` keeps the setup's
   */
  mmCtx: number;
  ctxStash: { mastermind: number[]; tactics: number[]; held: number[]; finalBlow: number } | null;
  tactics: number[];      // face down, order irrelevant (a random one is taken)
  escaped: number[];
  ko: number[];
  wounds: number[];
  bystanders: number[];
  officers: number[];
  /** the Sidekick stack (face down, top = last), when a selected set has Sidekicks */
  sidekicks: number[];
  /** cards kept next to the scheme (twists that stay on the board) */
  schemeZone: number[];
  /** game-long counters and flags of schemes, masterminds and keywords (missing = 0) */
  vars: Record<string, number>;
  // flow
  stack: Frame[];
  /**
   * The card whose effect is resolving now (a hero being played, a villain's Ambush, Fight or Escape, a
   * tactic, a Master Strike, a Scheme Twist), -1 for the rules themselves. Work deferred by an effect keeps
   * it, so an event knows what caused it ("if a Villain would cause you to gain a Wound").
   */
  src: number;
  pending: Decision | null;
  pendingFrame: Frame | null;
  result: Result | null;
  cause: string;
  drawAtEndOfTurn: string; // '' or which deck ran out
  stats: Stats;
  steps: number;          // decisions answered so far
  trace: number;          // rolling hash of the decisions and answers
  /** the chosen option values, for replay and error reports */
  choices: number[] | null;
  log: string[] | null;
  /** cards in a new hand (6; challenge modes change it) */
  handSize: number;
  /** Villain Deck cards played at the start of each turn */
  villainCardsPerTurn: number;
  /** Final Blow challenge mode: 1 while the Mastermind still stands after its Tactics, else 0 */
  finalBlow: number;
  /** ask the main decision even when ending the turn is the only option (constructed test positions) */
  holdMain: boolean;
  /** HQ spaces destroyed (bit mask): they hold no hero and are never refilled */
  hqDestroyed: number;
  /** city spaces destroyed (bit mask): they hold no villain, villains skip them, and the last space left is
   *  the city's end (engine/legendary/rules.ts destroyCitySpace) */
  cityDestroyed: number;
  /** card instances that count as heroes while a player owns them (a villain gained as a hero): grey ones giving
   *  their printed Attack when played, or, for a card with a hero side (CardDef.heroSide), that side */
  asHero: number[];
  /** cards set aside until their owner's next turn (engine/legendary/rules.ts setAsideForNextTurn): the owner of card c is
   *  `vars['next-turn:<c>']` */
  nextTurn: number[];
  /** cards that were attached to the villain being defeated, while its Fight effect resolves (a Fight
   *  effect may take them; what is left is disposed of by the rules) */
  defeatAtt: number[];
  /** city space of the villain most recently defeated, -1 before any: Fight effects that depend on where the
   *  villain was read it, since the space is already empty when they run */
  defeatSlot: number;
  /** face-down cards held by a card (Hidden Witnesses): the cards, hidden from everyone (engine/legendary/zones.ts), and
   *  in `faceDownOf` at the same index the holder, public: a villain, Mastermind or HQ hero card instance, or
   *  FACE_DOWN_SCHEME for the scheme (engine/legendary/rules.ts faceDown*) */
  faceDown: number[];
  faceDownOf: number[];
  /**
   * Fortify (engine/legendary/keywords/fortify.ts): villains set beside a place of the game, whose effect lasts while they are
   * there; `fortifyAt` at the same index names the place (a code of the keyword module). Public.
   */
  fortify: number[];
  fortifyAt: number[];
  /** a face-down deck a scheme keeps beside it (top = last): hidden from everyone, its cards sampled with the
   *  Hero and Villain Decks by kind */
  schemeDeck: number[];
  /** a face-down stack a Mastermind keeps beside it (top = last): hidden from everyone, its cards sampled with the
   *  Hero and Villain Decks by kind, as `schemeDeck` (kept apart from it, so a scheme's deck and a Mastermind's can
   *  be in one game) */
  mastermindDeck: number[];
  /** other players' own Villain Decks, where a scheme splits the Villain Deck (top = last; the current player's is
   *  `villainDeck`, its entry here empty): swapped at the start of each turn by the scheme */
  villainDecks: number[][];
  /** the city space the setup's Mastermind stands in (a Mastermind who enters the city), or -1: on the Mastermind space (rules/city.ts) */
  mastermindAt: number;
}

/** The holder of face-down cards kept on the scheme (Game.faceDownOf). */
export const FACE_DOWN_SCHEME = -2;
