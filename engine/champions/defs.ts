// Card definitions: what a card does, as code. The facts (numbers, traits) come from cards/core/facts.ts; a
// definition adds the abilities, each a few lines with our own one-line summary. Cards register by code.

import { CODES, knownIndex } from './codes.js';
import type { Ev, Form, Game } from './state.js';

export type ResType = 'energy' | 'mental' | 'physical' | 'wild';

/** A resource cost: `n` resources of any type, plus specific ones (`types`, each one resource). */
export interface Cost { n: number; types?: ResType[] }

export type Stat = 'atk' | 'thw' | 'def' | 'rec' | 'sch' | 'hp' | 'hand' | 'allyLimit';

/** What a constant modifier may change: a stat, or the retaliate a card gives (Solid-Sound Body, Concussion Blasters). */
export type ModStat = Stat | 'retaliate';

/** A constant modifier the card gives while in play: to `stat` of card `tgt`. */
export type Mod = (g: Game, self: number, tgt: number, stat: ModStat) => number;

export interface Trigger {
  when: 'interrupt' | 'response';
  forced?: boolean;
  /** the event type it answers (see docs in rules.ts: EV_*) */
  on: string;
  /** an event card in hand played as this ability (its cost is paid), instead of a card in play */
  fromHand?: boolean;
  form?: Form;
  /** 'round': once per round for this card */
  limit?: 'round';
  /** exhaust this card as part of the cost */
  exhaust?: boolean;
  /** a resource cost besides the card's own (events pay their printed cost) */
  cost?: Cost;
  /** the ability is labelled (attack) / (thwart) / (defense) */
  kind?: 'attack' | 'thwart' | 'defense';
  /** may it be used now (its effect could change the game) */
  can(g: Game, e: Ev, self: number, p: number): boolean;
  run(g: Game, e: Ev, self: number, p: number, evi: number): void;
  /** for bots: what using it does */
  intent?: string;
}

export interface Action {
  form?: Form;
  limit?: 'round';
  exhaust?: boolean;
  cost?: Cost;
  kind?: 'attack' | 'thwart' | 'defense';
  /** an encounter card's action any hero may use (discard an attachment) */
  anyPlayer?: boolean;
  can(g: Game, self: number, p: number): boolean;
  run(g: Game, self: number, p: number): void;
  intent?: string;
}

export interface Keywords {
  guard?: boolean;
  quickstrike?: boolean;
  retaliate?: number;
  toughness?: boolean;
  surge?: boolean;
  /** Uses (X): counters it enters play with; discarded when the last is spent */
  uses?: number;
  overkill?: boolean;
}

export interface CardDef {
  code: string;
  /** our own one-line summary of what the card does (never its text) */
  summary: string;
  kw?: Keywords;
  /** a printed value the card defines itself (X values: Titania's ATK is her remaining hit points); undefined keeps the printed one */
  base?(g: Game, self: number, stat: Stat): number | undefined;
  /** an event: played from hand as an action in the given form (or either) */
  event?: { form?: Form; kind?: 'attack' | 'thwart'; can(g: Game, p: number, self: number): boolean; run(g: Game, p: number, self: number, evi: number): void; intent?: string };
  /** an upgrade or attachment that attaches: the hosts it may go to */
  attach?(g: Game, p: number, self: number): number[];
  /** a player card that can only be played in this form */
  playForm?: Form;
  /** extra play restriction for permanents (max 1 per player, ...) */
  canPlay?(g: Game, p: number, self: number): boolean;
  /** may be played under any player's control (Combat Training, ...) */
  anyController?: boolean;
  actions?: Action[];
  triggers?: Trigger[];
  mods?: Mod[];
  /** traits the card gives (to cards it chooses) while in play */
  gives?: (g: Game, self: number, tgt: number, trait: string) => boolean;
  /** resource abilities: what they generate (types) when used; null when they cannot be used now */
  resource?: { form?: Form; limit?: 'round'; exhaust?: boolean; gen(g: Game, self: number, p: number): ResType[] | null; spend?(g: Game, self: number, p: number): void };
  /** 'Power of': its resources count twice toward a card of this aspect */
  doubles?: string;
  whenRevealed?(g: Game, p: number, self: number): void;
  whenRevealedHero?(g: Game, p: number, self: number): void;
  whenRevealedAlter?(g: Game, p: number, self: number): void;
  /** a boost ability (★) when the card is flipped as a boost; evi is the activation's event. A boost ability that
   *  waits for the activation's outcome pushes the card on g.watch: its forced triggers then answer events until the
   *  activation ends (the card itself is already in the discard pile). */
  boost?(g: Game, p: number, self: number, evi: number): void;
  whenDefeated?(g: Game, p: number, self: number): void;
  /** a main scheme stage's Setup instruction (side A of stage 1) */
  setup?(g: Game, self: number): void;
  /** an obligation: what the player does with it */
  obligation?(g: Game, p: number, self: number): void;
  /** an identity's Setup ability (setup step 14) */
  identitySetup?(g: Game, p: number, self: number): void;
  /** the card is not discarded after resolving: it stays where its ability put it */
  stays?: boolean;
}

export const DEFS = new Map<string, CardDef>();

/** Registers a card's definition; codes with sides (01043a..d) register each. */
export function card(d: CardDef): void {
  if (DEFS.has(d.code)) throw new Error(`card defined twice: ${d.code}`);
  DEFS.set(d.code, d);
  const i = knownIndex(d.code);
  if (i >= 0) { DEF_AT[i] = undefined; MODS_AT[i] = undefined; TRIGGERS_AT[i] = undefined; ACTIONS_AT[i] = undefined; }
}

export function defOf(code: string): CardDef | undefined { return DEFS.get(code); }

/** A definition and its abilities by its code's number (CardState.ci), each looked up once per code (null: none). Kept
 *  apart from the definition: reading `defOf(code)?.mods` for every card in play at every stat read was about 6% slower
 *  on whole heuristic games, since the definitions have many shapes and that read is megamorphic. */
const DEF_AT: (CardDef | null | undefined)[] = [];
const MODS_AT: (readonly Mod[] | null | undefined)[] = [];
const TRIGGERS_AT: (readonly Trigger[] | null | undefined)[] = [];
const ACTIONS_AT: (readonly Action[] | null | undefined)[] = [];
export function defAt(ci: number): CardDef | undefined {
  let d = DEF_AT[ci];
  if (d === undefined) DEF_AT[ci] = d = DEFS.get(CODES[ci]!) ?? null;
  return d ?? undefined;
}
/** A definition's triggered abilities by its code's number (null: none), looked up once per code. */
export function triggersAt(ci: number): readonly Trigger[] | null {
  let t = TRIGGERS_AT[ci];
  if (t === undefined) { const d = defAt(ci); TRIGGERS_AT[ci] = t = d?.triggers && d.triggers.length > 0 ? d.triggers : null; }
  return t;
}
/** A definition's action abilities by its code's number (null: none), looked up once per code. */
export function actionsAt(ci: number): readonly Action[] | null {
  let a = ACTIONS_AT[ci];
  if (a === undefined) { const d = defAt(ci); ACTIONS_AT[ci] = a = d?.actions && d.actions.length > 0 ? d.actions : null; }
  return a;
}
/** A definition's stat modifiers by its code's number (null: none); rules.ts `stat` asks for every card in play. */
export function modsAt(ci: number): readonly Mod[] | null {
  let m = MODS_AT[ci];
  if (m === undefined) { const d = defAt(ci); MODS_AT[ci] = m = d?.mods && d.mods.length > 0 ? d.mods : null; }
  return m;
}
