// Plain-data types of the engine. A game state is a tree of arrays and numbers (plus the shared, never
// mutated card table), so `clone` is a handful of array copies and a state can be serialised as JSON.

import type { RngState } from './rng.js';
import type { ChallengeRules } from './challenges.js';

// ---- Hero classes and teams -------------------------------------------------------------------------

/** Hero classes as bit flags (a card copied by Rogue can have two). */
export const STRENGTH = 1, INSTINCT = 2, COVERT = 4, TECH = 8, RANGED = 16;
export const CLASS_NAMES: Record<number, string> = {
  [STRENGTH]: 'Strength', [INSTINCT]: 'Instinct', [COVERT]: 'Covert', [TECH]: 'Tech', [RANGED]: 'Ranged',
};
export const CLASS_BITS = [STRENGTH, INSTINCT, COVERT, TECH, RANGED] as const;

export type Team = 'Avengers' | 'X-Men' | 'Spider Friends' | 'S.H.I.E.L.D.' | '';
export const TEAMS: Team[] = ['Avengers', 'X-Men', 'Spider Friends', 'S.H.I.E.L.D.'];
export const AVENGERS = 0, XMEN = 1, SPIDER_FRIENDS = 2, SHIELD = 3;
export function teamIndex(t: Team): number { return t === '' ? -1 : TEAMS.indexOf(t); }

// ---- Card definitions -------------------------------------------------------------------------------

export type CardKind =
  | 'hero'        // recruitable hero card (incl. S.H.I.E.L.D. Officer, starting Agents / Troopers)
  | 'villain'
  | 'henchman'
  | 'tactic'      // a Mastermind Tactic
  | 'twist'
  | 'strike'
  | 'bystander'
  | 'wound';

/** A card effect: runs now; may ask for decisions by pushing frames (see engine/flow.ts). */
export type Effect = (g: Game, player: number, card: number) => void;

export interface CardDef {
  /** index in the card table */
  id: number;
  /** stable unique key, e.g. `core:hero:black-widow:dangerous-rescue` */
  key: string;
  name: string;
  kind: CardKind;
  /** hero name, villain group, henchman group or mastermind this card belongs to */
  group: string;
  set: string;
  copies: number;
  cls: number;         // class bit flags, 0 for grey / non-hero cards
  team: Team;
  cost: number;
  attack: number;      // printed attack (hero) or printed Attack (villain); 0 when absent or '*'
  recruit: number;
  vp: number;
  /** printed value flags: 'attack+' etc. for display only */
  plus?: { attack?: boolean; recruit?: boolean; vp?: boolean; attackStar?: boolean };
  /** plain-language summary written for this project (never the card text) */
  text?: string;
  // -- behaviour --
  play?: Effect;               // hero: when played
  canPlay?: (g: Game, p: number, card: number) => boolean; // hero: extra play condition (Cyclops)
  /** hero: its ability records the card as played itself (Copy Powers counts as what it copies) */
  countsItself?: boolean;
  ambush?: Effect;             // villain / henchman
  fight?: Effect;              // villain / henchman / tactic
  escape?: Effect;             // villain
  canDefeat?: (g: Game, p: number) => boolean; // villain: "you can't defeat unless ..."
  /** victory points at the end of the game when they vary (Ultron, Supreme HYDRA) */
  vpAt?: (g: Game, p: number, card: number) => number;
  /** Attack when it is not printed (Skrull Queen Veranke, Skrull Shapeshifters) */
  attackAt?: (g: Game, slot: number, card: number) => number;
}

export interface MastermindDef {
  name: string;
  set: string;
  attack: number;
  vp: number;
  leads: string;        // villain group or henchman group it always leads
  strike: Effect;
  tactics: string[];    // card keys of its 4 tactics
  text?: string;
}

export interface SchemeDef {
  name: string;
  set: string;
  /** number of twists for this player count */
  twists: (players: number) => number;
  /** setup changes, applied to the resolved setup plan before cards are dealt */
  plan?: (plan: SetupPlan) => void;
  /** after the decks are built (e.g. shuffle heroes into the villain deck) */
  afterSetup?: (g: Game, make: (key: string, n: number) => number[]) => void;
  /** the twist: `n` is the twist number (1-based). `twistCard` is the card instance. */
  twist: (g: Game, n: number, twistCard: number) => void;
  /** checked after every event that could complete the scheme; returns a cause string or null */
  evilWins?: (g: Game) => string | null;
  /** players counts the scheme may not be used with in basic solo */
  forbiddenInSolo?: boolean;
  /** scheme-specific villain card treatment (Killbots, Skrull heroes) */
  villainDeckCard?: (g: Game, card: number) => 'villain' | null;
  /** scheme-specific Attack bonus for a villain in the city (slot -1: not in the city) */
  villainAttack?: (g: Game, slot: number, card: number) => number;
  mastermindAttack?: (g: Game) => number;
  /** defeating a scheme villain: where does the card go (default victory pile) */
  onDefeat?: (g: Game, p: number, card: number) => boolean; // true if handled
  text?: string;
}

/** The setup before cards exist: every choice that the setup rules make. */
export interface SetupPlan {
  players: number;
  solo: 'none' | 'basic' | 'advanced';
  mastermind: string;
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
  strikes: number;
  woundStack: number;
  requiredVillains: string[];
  /** extra henchman groups added by the scheme at full size (Negative Zone in solo) */
  extraHenchmenFull: number;
  /** challenge modes in canonical order (engine/challenges.ts), numbers as `opening-salvo:2`; [] for none */
  challenges: string[];
  /** what those modes change, as the numbers the rules read */
  challengeRules: ChallengeRules;
}

// ---- Decisions --------------------------------------------------------------------------------------

/**
 * What a decision's options mean:
 * - main:   action codes (see ACT_* in engine/actions.ts)
 * - card:   card instance ids; -1 means "none / decline"
 * - yesno:  1 = yes, 0 = no
 * - mode:   an index into the labels of the reason (e.g. 0 = each other player draws, 1 = discards)
 * - player: a player index
 * - slot:   a city space 0..4 (0 = Sewers) or HQ space 0..4, depending on the reason
 * - number: a count
 */
export type DecisionKind = 'main' | 'card' | 'yesno' | 'mode' | 'player' | 'slot' | 'number';

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
}

// ---- State ------------------------------------------------------------------------------------------

export interface PlayerState {
  deck: number[];     // top of deck = last element
  hand: number[];
  discard: number[];
  inPlay: number[];   // cards played this turn
  victory: number[];
}

/** What happens during the current turn only. */
export interface TurnState {
  attack: number;
  recruit: number;
  recruitMade: number;      // total Recruit produced this turn (Surge of Power)
  clsCount: number[];       // per class bit index 0..4: cards played so far this turn
  teamCount: number[];      // per team index: cards played so far this turn
  heroesPlayed: number;
  greyPlayed: number;
  oddCostPlayed: number;
  recruitedOrDefeated: boolean;
  foughtMastermind: boolean;
  healed: boolean;
  drawn: number;            // cards drawn this turn beyond the hand drawn last turn
  rooftopsMinus: number;    // Lightning Bolt
  bridgeMinus: number;      // Tidal Wave
  mastermindMinus: number;  // Tidal Wave superpower
  recruitAsAttack: boolean; // God of Thunder
  onDefeatRecruit: number;  // Diamond Form: +Recruit per defeat
  onDefeatRescue: number;   // Impossible Trick Shot: bystanders per defeat
  extraDraw: number;        // Savage Land Mutates, Treasures of Latveria
  drawEight: boolean;       // Doctor Octopus
  bubble: number[];         // Electromagnetic Bubble: cards to add to the new hand
  anotherTurn: boolean;     // Secrets of Time Travel
  copyCls: number[];        // pairs [instance, class bits] for Rogue's Copy Powers
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
  killbotsEscaped: number;
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
  hq: number[];           // 5 spaces, -1 = empty
  city: number[];         // 5 spaces, 0 = Sewers, 1 Bank, 2 Rooftops, 3 Streets, 4 Bridge; -1 = empty
  captured: number[][];   // per city space: bystanders (and cards) under that villain
  under: number[][];      // per city space: heroes under the villain (Skrull Queen / Shapeshifters)
  mastermindBystanders: number[];
  tactics: number[];      // face down, order irrelevant (a random one is taken)
  escaped: number[];
  ko: number[];
  wounds: number[];
  bystanders: number[];
  officers: number[];
  /** twists kept next to the scheme (Cosmic Cube, Killbots) */
  schemeZone: number[];
  /** scheme counters: portals etc. */
  portals: number[];      // per city space: 1 if it has a Dark Portal
  mastermindPortal: number;
  // flow
  stack: Frame[];
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
  /** Final Blow challenge mode: 1 while the Mastermind still stands after its four Tactics, else 0 */
  finalBlow: number;
  /** ask the main decision even when ending the turn is the only option (constructed test positions) */
  holdMain: boolean;
  /** heroes that were under the villain being defeated, while its Fight effect resolves */
  lastDefeatedUnder: number[];
  /** city space (0 Sewers .. 4 Bridge) of the villain most recently defeated, -1 before any: Fight effects
   *  such as Whirlwind's and Abomination's read it, since the space is already empty when they run */
  lastDefeatedSlot: number;
}
