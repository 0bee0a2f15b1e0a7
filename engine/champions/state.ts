// The state of a Marvel Champions game: plain data (numbers, strings, arrays and flat objects), so that `clone` is
// a cheap copy and a game is reproduced by its setup, its seed and the chosen option indices.

import type { RngState } from '../shared/rng.js';

export type Form = 'hero' | 'alter';
export type Mode = 'standard' | 'expert';

/** One physical card in the game (a player card, an encounter card, an identity, the villain, the main scheme). */
export interface CardState {
  id: number;
  /** the code of the face in use: the identity's current face, the villain's and main scheme's current stage */
  code: string;
  /** the code's number (codes.ts: set with the code, by setCode) */
  ci: number;
  /** the player whose deck held it at the start, -1 for the scenario */
  owner: number;
  /** the player who controls it while in play (the owner unless an ability changed it), -1 for the scenario */
  ctrl: number;
  /** where it is: 'deck' | 'hand' | 'discard' | 'play' | 'dealt' | 'boost' | 'edeck' | 'ediscard' | 'aside' | 'removed' | 'villain' | 'main' */
  zone: string;
  /** damage on it (characters), threat on it (schemes) */
  dmg: number;
  threat: number;
  exh: boolean;
  stun: boolean;
  conf: boolean;
  tough: boolean;
  /** all-purpose counters (uses, arrows, energy) */
  ctr: number;
  /** the card it is attached to, -1 if none */
  host: number;
  /** the player a minion is engaged with, -1 if none */
  eng: number;
  /** a player card in play facedown as a Drone minion */
  facedown: boolean;
}

export interface PlayerState {
  /** the identity card (its code is the face up side) */
  identity: number;
  form: Form;
  /** the hero face's and the alter-ego face's codes */
  heroCode: string;
  alterCode: string;
  aspect: string;
  deck: number[]; // top = last element
  hand: number[];
  discard: number[];
  /** allies, supports and upgrades the player controls (attached ones included) */
  play: number[];
  /** minions engaged with this player */
  engaged: number[];
  /** encounter cards dealt to this player facedown, waiting to be revealed */
  dealt: number[];
  /** the player's set-aside nemesis cards */
  nemesis: number[];
  eliminated: boolean;
  /** changed form voluntarily this turn */
  changedForm: boolean;
  /** cost reduction on the next card played this phase (Helicarrier) */
  costCut: number;
}

/** A live event: a thing about to happen (interrupts may change it) or that happened (responses read it). */
export interface Ev {
  t: string;
  /** the player concerned (the one attacked, the one whose card, ...), -1 if none */
  p: number;
  /** the card acting (attacker, source) */
  src: number;
  /** the card acted on (target, defender, scheme) */
  tgt: number;
  /** an amount (damage, threat), changeable by interrupts */
  amt: number;
  /** set by a cancel or a replacement: the event does not happen */
  cancel: boolean;
  /** free flags and numbers that procedures and cards use (plain data) */
  x: Record<string, number>;
}

/** A suspended piece of work: a continuation key and plain-data arguments. */
export interface Frame {
  k: string;
  p: number;
  c: number;
  n: number;
  m: number;
  /** options of a question, or a list argument */
  l: Opt[] | null;
  /** '' for plain work, else the kind of question */
  a: DecisionKind | '';
}

export type DecisionKind =
  | 'main' | 'target' | 'pay' | 'defend' | 'trigger' | 'choice' | 'discard' | 'mulligan' | 'order' | 'form' | 'player';

/**
 * One option of a decision. `t` names what it is ('play', 'attack', 'pass', 'card', 'enemy', 'scheme', ...);
 * `c` is a card id where the option is about a card, `x` a number (a player, an index, an amount).
 */
export interface Opt { t: string; c: number; x: number }

export interface Decision {
  player: number;
  kind: DecisionKind;
  /** the continuation key: which rule or card asks */
  reason: string;
  /** the card the question is about, or -1 */
  source: number;
  options: Opt[];
}

/** A temporary modifier: until the end of the phase, the round or the current attack. */
export interface Lasting {
  stat: string;
  /** the card it affects (a character); ignored when `player` is set */
  tgt: number;
  /** every character this player controls, including those entering play later (Lead from the Front) */
  player?: number;
  amt: number;
  until: 'phase' | 'round' | 'attack';
}

export interface Setup {
  villain: string;
  mode: Mode;
  modulars: string[];
  /** per player: the identity code (hero face) and the aspect */
  heroes: { identity: string; aspect: string; deck: string }[];
  seed: number | string;
}

export interface Game {
  setup: Setup;
  rng: RngState;
  cards: CardState[];
  players: PlayerState[];
  /** players who started the game (per-player values use it) */
  n0: number;
  first: number;
  round: number;
  phase: 'setup' | 'player' | 'villain';
  /** whose turn it is in the player phase, -1 otherwise */
  active: number;
  villain: number;
  /** stage codes still to come, next first */
  villainNext: string[];
  main: number;
  mainNext: string[];
  /** acceleration tokens on the main scheme */
  accel: number;
  sides: number[];
  envs: number[];
  /** encounter attachments on the villain, on environments and on minions are listed here */
  attachments: number[];
  edeck: number[]; // top = last
  ediscard: number[];
  /** facedown boost cards given to the villain for the current activation */
  boosts: number[];
  /** boost cards already discarded whose boost ability lasts to the end of the activation ("if this activation deals damage ...") */
  watch: number[];
  lasting: Lasting[];
  /** uses of "limit once per round" abilities: "<card id>:<ability index>" */
  used: Record<string, number>;
  /** cards that leave play at the end of the round (Nick Fury) */
  endOfRound: number[];
  evs: (Ev | null)[];
  /** what the last payment generated (got_energy, ...), for cards that ask "if you paid using ..." */
  lastPay: Record<string, number> | null;
  stack: Frame[];
  pending: Decision | null;
  pendingFrame: Frame | null;
  result: 'win' | 'loss' | null;
  cause: string;
  steps: number;
  trace: number;
  /** counts for summaries */
  stats: { encounterReshuffles: number; threatPeak: number; damageTaken: number; eliminations: number };
  choices: number[] | null;
  log: string[] | null;
  /** the step cap: a game that runs past it ends as a loss with cause 'step cap' */
  cap: number;
  /** a look-ahead's stop (null in a game being played): run() leaves the next frame of this continuation on the stack
   *  and returns before running it, with no decision pending and no result (flow.ts halted), e.g. 'villain-phase' to
   *  score a copy of the board exactly as the player phase ends */
  halt: string | null;
}
