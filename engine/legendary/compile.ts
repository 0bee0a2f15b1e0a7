// The per-game rule tables: which hooks, modifiers, main-phase actions and "Evil Wins" conditions apply,
// compiled once per game from what is in it (the cards' definitions, the Mastermind, the scheme, the solo
// and challenge modes, the keyword modules whose keyword a card has). A core game compiles to the few hooks
// its cards declare, so the hot paths stay as fast as a hand-written engine.
//
// The tables are cached per setup object (shared by a game, its clones and its determinizations) and the
// number of card instances (test positions may add cards after setup).

import { changedMastermindAttack } from './changes.js';
import type {
  CardDef, EventKind, Game, Hook, HookOwner, HookTable, MastermindDef, Modifiers, ReplaceHook, SchemeDef, SetupPlan,
} from './types.js';
import { MASTERMINDS, SCHEMES, sameList, setupMaster } from './registry.js';

// ---- Owners of rules that come with the setup or with a keyword -------------------------------------

/**
 * A bundle of rules that is not a card: a solo mode, a challenge mode, a keyword module. It joins a game
 * when `active` says so (from the setup and the card definitions in the game).
 */
export interface RuleOwner extends HookOwner {
  active: (setup: SetupPlan, defs: readonly CardDef[]) => boolean;
  mods?: Modifiers;
  evilWins?: (g: Game) => string | null;
}
const OWNERS: RuleOwner[] = [];
/** Registers rules that join a game when `active` holds (in registration order, after the cards'). */
export function ruleOwner(o: RuleOwner): RuleOwner { OWNERS.push(o); return o; }

/** A keyword module: its rules join any game with a card that has the keyword. */
export function keywordRules(keyword: string, o: Omit<RuleOwner, 'active' | 'key'>): RuleOwner {
  return ruleOwner({
    ...o, key: `keyword:${keyword}`,
    active: (_s, defs) => defs.some((d) => d.keywords?.includes(keyword) || d.gives?.includes(keyword)),
  });
}

// ---- Main-phase actions -----------------------------------------------------------------------------

/** What a main-phase action is, for bots that do not know it by name. */
export interface ActionHint {
  /**
   * The broad kind of action: the core ones; 'defer-card': a card from hand (the argument) waits for the next
   * hand instead of being played; 'rescue': pay to rescue a Bystander (from the HQ, a stack); 'fight-other':
   * pay to fight a villain outside the city (the argument names it); 'focus': pay `cost` Recruit for an effect
   * worth `value` points (repeatable while the Recruit lasts); 'weaken': an enemy (`card`; the Mastermind's card
   * for the Mastermind) gets -`value` Attack for this turn or its next fight, once a turn: best taken just before
   * fighting it; 'violence': fight the enemy `card` (a villain, or the Mastermind's card) paying `cost` (one more
   * than its Attack) and trigger the Excessive Violence abilities of the cards played this turn and the enemy's
   * own, worth about `value` points: best taken as the last fight of the turn, after the cards with abilities are
   * played; 'gain': pay `cost` Recruit to gain a card from a stack (a Sidekick), worth about `value` points once
   * (it is bought like a hero); 'swap-top': swap card `card` in hand with the top card of the deck (Phasing);
   * 'swap-hq': give card `card` from hand away for an HQ hero into the hand, `value` the cost gained (Switcheroo);
   * 'other': worth `value` points (for `cost` points, which the action's options already found payable).
   */
  about: 'play' | 'recruit' | 'officer' | 'fight' | 'mastermind' | 'heal' | 'end' | 'defer-card' | 'rescue' | 'fight-other'
    | 'focus' | 'weaken' | 'violence' | 'gain' | 'swap-top' | 'swap-hq' | 'other';
  /** points it costs (Recruit for 'rescue', Attack for 'fight-other'), when it has a cost */
  cost?: (g: Game, p: number, arg: number) => number;
  /** the card it concerns (the villain for 'fight-other'), when there is one */
  card?: (g: Game, p: number, arg: number) => number;
  /** what it is worth, in points, to a bot that knows nothing else (for 'other') */
  value?: (g: Game, p: number, arg: number) => number;
}

export interface ActionProvider {
  id: string;
  /** value = code * 65536 + argument; assigned at registration */
  code: number;
  /** position of its options in the main decision (ending the turn is always last) */
  order: number;
  /** only in games where a card has this keyword (undefined: every game unless `active` says otherwise) */
  keyword?: string;
  /** only in games where this holds (a scheme's or a card's own action) */
  active?: (setup: SetupPlan, defs: readonly CardDef[]) => boolean;
  /** appends the action values that are legal now */
  options(g: Game, p: number, out: number[]): void;
  handle(g: Game, p: number, arg: number): void;
  describe(g: Game, arg: number): string;
  hint: ActionHint;
}
export const ACTIONS: ActionProvider[] = [];

/** Registers a main-phase action; returns its code. */
export function mainAction(a: Omit<ActionProvider, 'code'>): number {
  if (ACTIONS.some((x) => x.id === a.id)) throw new Error(`main action registered twice: ${a.id}`);
  const code = ACTIONS.length;
  ACTIONS.push({ ...a, code });
  return code;
}

// ---- The compiled tables ----------------------------------------------------------------------------

interface HookRef<F> { fn: F; owner: HookOwner }
export interface EventHooks {
  before: HookRef<Hook>[]; replace: HookRef<ReplaceHook>[]; after: HookRef<Hook>[];
  /** when every hook of the kind is a card's `self` hook: the definitions they belong to (else null) */
  selfDefs: Set<number> | null;
}

export interface Compiled {
  scheme: SchemeDef;
  master: MastermindDef;
  /** hooks per event kind; null when nothing listens to it */
  hooks: Partial<Record<EventKind, EventHooks>>;
  villainAttack: NonNullable<Modifiers['villainAttack']>[];
  mastermindAttack: NonNullable<Modifiers['mastermindAttack']>[];
  heroCost: NonNullable<Modifiers['heroCost']>[];
  recruitCost: NonNullable<Modifiers['recruitCost']>[];
  pay: NonNullable<Modifiers['pay']>[];
  swapPools: NonNullable<Modifiers['swapPools']>[];
  mastermindExtraCost: NonNullable<Modifiers['mastermindExtraCost']>[];
  vp: NonNullable<Modifiers['vp']>[];
  ambush: NonNullable<Modifiers['ambush']>[];
  canFightMastermind: NonNullable<Modifiers['canFightMastermind']>[];
  canFightSlot: NonNullable<Modifiers['canFightSlot']>[];
  gainBlocked: NonNullable<Modifiers['gainBlocked']>[];
  villainCard: NonNullable<Modifiers['villainCard']>[];
  defeatedTo: NonNullable<Modifiers['defeatedTo']>[];
  noFightEffect: NonNullable<Modifiers['noFightEffect']>[];
  evilWins: ((g: Game) => string | null)[];
  /** the main-phase actions of this game, in option order */
  actions: ActionProvider[];
  /** provider by code */
  byCode: (ActionProvider | undefined)[];
}

/**
 * The tables depend only on the scheme, the Mastermind, the solo and challenge rules and which card
 * definitions the game holds: games that share these share their tables (a study plays one setup many times).
 */
interface Built { rules: string; ids: number[]; c: Compiled }
const BY_CONTENT = new Map<number, Built[]>();
let built = 0;
/** Scratch marks by definition id for `compile` (cleared after each use), grown with the card table. */
let MARKS = new Uint8Array(1024);
function compile(g: Game): Compiled {
  const setup = g.setup;
  if (MARKS.length < g.cards.length) MARKS = new Uint8Array(g.cards.length * 2);
  const seen = MARKS, defOf = g.defOf, ids: number[] = [];
  // the definitions of the game's instances, and the sides of a Divided card or the hero side of a villain with it
  // (their hooks, modifiers, keywords)
  for (let i = 0; i < defOf.length; i++) { const id = defOf[i]!; if (!seen[id]) { seen[id] = 1; ids.push(id); } }
  for (let i = 0, n = ids.length; i < n; i++) {
    const d = g.cards[ids[i]!]!, halves = d.halves, side = d.heroSide;
    if (halves) for (const h of halves) if (!seen[h]) { seen[h] = 1; ids.push(h); }
    if (side !== undefined && !seen[side]) { seen[side] = 1; ids.push(side); }
  }
  for (let i = 0; i < ids.length; i++) seen[ids[i]!] = 0;
  ids.sort((a, b) => a - b);
  let h = 2166136261;
  for (let i = 0; i < ids.length; i++) h = Math.imul(h ^ ids[i]!, 16777619);
  // the challenge rules follow from the challenge modes
  const rules = `${setup.scheme}\u0000${setup.mastermind}\u0000${setup.solo}\u0000${setup.challenges.join('+')}${setup.changes ? '\u0000' + JSON.stringify(setup.changes) : ''}`;
  const bucket = BY_CONTENT.get(h);
  if (bucket) for (const b of bucket) if (b.rules === rules && sameList(b.ids, ids)) return b.c;
  const c = build(setup, ids.map((id) => g.cards[id]!));
  if (++built > 2000) { BY_CONTENT.clear(); built = 1; }
  if (bucket && BY_CONTENT.has(h)) bucket.push({ rules, ids, c }); else BY_CONTENT.set(h, [{ rules, ids, c }]);
  return c;
}
/**
 * An empty hook table with a slot for every event kind the rules announce, so that every game's table has the
 * same shape and the hot `hooks[kind]` reads stay monomorphic (a kind outside this list is added when a card hooks it).
 */
function noHooks(): Compiled['hooks'] {
  return {
    gain: undefined, draw: undefined, discard: undefined, ko: undefined, rescue: undefined, recruit: undefined, defeat: undefined,
    escape: undefined, enterCity: undefined, refillHq: undefined, turnStart: undefined, turnEnd: undefined, twist: undefined,
    strike: undefined, villainDeck: undefined, ambush: undefined, fightEffect: undefined, play: undefined, fightMastermind: undefined,
    putOnDeck: undefined, teleport: undefined, strikeEffect: undefined, recruitGained: undefined, phase: undefined, shuffleDeck: undefined,
  };
}
function build(setup: SetupPlan, defs: CardDef[]): Compiled {
  const scheme = SCHEMES.get(setup.scheme)!;
  const printed = setupMaster(setup);
  const attack = setup.changes ? changedMastermindAttack(setup) : undefined;
  const master = attack === undefined ? printed : { ...printed, attack };
  const owners: { owner: HookOwner; mods?: Modifiers; evilWins?: (g: Game) => string | null }[] = [];
  for (const d of defs) if (d.on || d.mods) owners.push({ owner: d, mods: d.mods });
  // full Masterminds besides the setup's that a scheme adds (their cards are in the game): rules/mastermind.ts
  const extras = defs.filter((d) => d.kind === 'mastermind' && d.groupLabel !== setup.mastermind);
  if (extras.length === 0) owners.push({ owner: master, mods: master.mods, evilWins: master.evilWins });
  else {
    const setupSelf = (g: Game) => g.mmCtx < 0;
    owners.push({ owner: gatedHooks(master, () => true, setupSelf), mods: ownMods(master.mods, setupSelf, () => true), evilWins: master.evilWins });
    for (const d of extras) {
      const md = MASTERMINDS.get(d.groupLabel)!, id = d.id;
      const self = (g: Game) => g.mmCtx >= 0 && g.defOf[g.mmCtx] === id;
      const stands = (g: Game) => self(g) || g.others.some((c) => g.defOf[c] === id);
      const ev = md.evilWins;
      owners.push({ owner: gatedHooks(md, stands, self), mods: ownMods(md.mods, self, stands), evilWins: ev && ((g) => (stands(g) ? ev(g) : null)) });
    }
  }
  owners.push({ owner: scheme, mods: scheme.mods, evilWins: scheme.evilWins });
  for (const o of OWNERS) if (o.active(setup, defs)) owners.push({ owner: o, mods: o.mods, evilWins: o.evilWins });

  const c: Compiled = {
    scheme, master, hooks: noHooks(), villainAttack: [], mastermindAttack: [], heroCost: [], recruitCost: [], pay: [], swapPools: [], mastermindExtraCost: [], vp: [], ambush: [], canFightMastermind: [], canFightSlot: [], gainBlocked: [], villainCard: [], defeatedTo: [], noFightEffect: [], evilWins: [],
    actions: [], byCode: [],
  };
  for (const { owner, mods, evilWins } of owners) {
    const on: HookTable = owner.on ?? {};
    for (const kind of Object.keys(on) as EventKind[]) {
      const hs = on[kind]!;
      const eh = c.hooks[kind] ??= { before: [], replace: [], after: [], selfDefs: new Set() };
      if (hs.self && 'id' in owner) {
        // a side of a Divided card: the events name the card itself
        eh.selfDefs?.add((owner as CardDef).id);
        if ((owner as CardDef).whole !== undefined) eh.selfDefs?.add((owner as CardDef).whole!);
      } else eh.selfDefs = null;
      if (hs.before) eh.before.push({ fn: hs.before, owner });
      if (hs.replace) eh.replace.push({ fn: hs.replace, owner });
      if (hs.after) eh.after.push({ fn: hs.after, owner });
    }
    if (mods?.villainAttack) c.villainAttack.push(mods.villainAttack);
    if (mods?.mastermindAttack) c.mastermindAttack.push(mods.mastermindAttack);
    if (mods?.heroCost) c.heroCost.push(mods.heroCost);
    if (mods?.recruitCost) c.recruitCost.push(mods.recruitCost);
    if (mods?.pay) c.pay.push(mods.pay);
    if (mods?.swapPools) c.swapPools.push(mods.swapPools);
    if (mods?.mastermindExtraCost) c.mastermindExtraCost.push(mods.mastermindExtraCost);
    if (mods?.vp) c.vp.push(mods.vp);
    if (mods?.ambush) c.ambush.push(mods.ambush);
    if (mods?.canFightMastermind) c.canFightMastermind.push(mods.canFightMastermind);
    if (mods?.canFightSlot) c.canFightSlot.push(mods.canFightSlot);
    if (mods?.gainBlocked) c.gainBlocked.push(mods.gainBlocked);
    if (mods?.villainCard) c.villainCard.push(mods.villainCard);
    if (mods?.defeatedTo) c.defeatedTo.push(mods.defeatedTo);
    if (mods?.noFightEffect) c.noFightEffect.push(mods.noFightEffect);
    if (evilWins) c.evilWins.push(evilWins);
  }
  const keywords = new Set<string>();
  for (const d of defs) { for (const k of d.keywords ?? []) keywords.add(k); for (const k of d.gives ?? []) keywords.add(k); }
  c.actions = ACTIONS.filter((a) => (a.keyword === undefined || keywords.has(a.keyword)) && (!a.active || a.active(setup, defs)))
    .sort((a, b) => a.order - b.order);
  for (const a of c.actions) c.byCode[a.code] = a;
  return c;
}

/**
 * A Mastermind's modifiers in a game with several full Masterminds: those about "the Mastermind" (its Attack, whether
 * it can be fought, its extra cost) apply only while its state is in the Mastermind's place (`self`); the others while it
 * stands in the game (`stands`).
 */
function ownMods(m: Modifiers | undefined, self: (g: Game) => boolean, stands: (g: Game) => boolean): Modifiers | undefined {
  if (!m) return m;
  const out: Modifiers = {};
  for (const k of Object.keys(m) as (keyof Modifiers)[]) {
    const f = m[k] as (g: Game, ...a: never[]) => unknown;
    const own = k === 'mastermindAttack' || k === 'canFightMastermind' || k === 'mastermindExtraCost';
    const when = own ? self : stands;
    // what a modifier gives when it does not apply: nothing added, nothing forbidden, no Ambush, no change
    const none = k === 'canFightMastermind' || k === 'canFightSlot' ? true
      : k === 'swapPools' || k === 'gainBlocked' || k === 'noFightEffect' || k === 'villainCard' || k === 'defeatedTo' ? false
      : k === 'ambush' ? null : 0;
    (out as Record<string, unknown>)[k] = (g: Game, ...a: never[]) => (when(g) ? f(g, ...a) : none);
  }
  return out;
}

/** Hook kinds about fighting "the Mastermind": with several full Masterminds, each one's apply to fights against it only. */
const OWN_KINDS: ReadonlySet<EventKind> = new Set<EventKind>(['fightMastermind']);

/**
 * A Mastermind's hooks in a game with several full Masterminds: those about fighting the Mastermind (S.H.I.E.L.D.
 * Clearance's discards) act only while its state is in the Mastermind's place (`self`: a fight against it), the
 * others while it stands in the game.
 */
function gatedHooks(md: MastermindDef, stands: (g: Game) => boolean, self: (g: Game) => boolean): HookOwner {
  if (!md.on) return md;
  const on: HookTable = {};
  for (const kind of Object.keys(md.on) as EventKind[]) {
    const hs = md.on[kind]!;
    const when = OWN_KINDS.has(kind) ? self : stands;
    on[kind] = {
      self: hs.self,
      before: hs.before && ((g, e, o) => { if (when(g)) hs.before!(g, e, o); }),
      replace: hs.replace && ((g, e, o) => when(g) && hs.replace!(g, e, o)),
      after: hs.after && ((g, e, o) => { if (when(g)) hs.after!(g, e, o); }),
    };
  }
  return { ...md, on };
}

const CACHE = new WeakMap<object, { n: number; c: Compiled }>();
let lastSetup: object | null = null, lastN = -1, lastC: Compiled | null = null;

/**
 * Whether an event of this kind about card `c` may concern any hook of the game (hooks only; the turn's
 * effects are checked apart): false when the kind has only other cards' `self` hooks.
 */
export function hooked(g: Game, cc: Compiled, kind: EventKind, c: number): boolean {
  const eh = cc.hooks[kind];
  return eh !== undefined && (eh.selfDefs === null || eh.selfDefs.has(g.defOf[c]!));
}

/** The compiled rule tables of a game. */
export function compiled(g: Game): Compiled {
  if (g.setup === lastSetup && g.defOf.length === lastN) return lastC!;
  let e = CACHE.get(g.setup);
  if (!e || e.n !== g.defOf.length) {
    e = { n: g.defOf.length, c: compile(g) };
    CACHE.set(g.setup, e);
  }
  lastSetup = g.setup; lastN = g.defOf.length; lastC = e.c;
  return e.c;
}
