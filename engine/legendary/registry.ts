// The card table, the card sets, the teams, and the definition API that card files call. Adding a hero
// means adding one file that calls `hero(...)` and importing it from its set's index; adding a set means
// calling `cardSet(...)` in the set's index before its cards.
//
// Every group (hero, villain group, henchmen group, mastermind, scheme) has a unique label: its name, or,
// when an earlier-registered group of the same kind has the same name, its name and its set's title
// ("Name (Set Title)"). Sets register in a fixed order (core first), so labels never change when a
// later set is added, and a core game's labels are the card names.

import type {
  CardDef, CardKind, Effect, Game, HeroHint, HookTable, MastermindDef, Modifiers, RevealHint, SchemeDef, VillainHint,
} from './types.js';

export const CARDS: CardDef[] = [];
const BY_KEY = new Map<string, CardDef>();

// ---- Card sets --------------------------------------------------------------------------------------

export interface CardSet {
  /** id used in --sets and specs, e.g. 'core', 'dark-city' */
  id: string;
  title: string;
  /** groups of earlier sets this set reprints (by kind and label): they join its pool as themselves */
  reprints: { kind: GroupKind; label: string }[];
}
export const SETS = new Map<string, CardSet>();

/** Registers a card set; its card files must be imported after this call. */
export function cardSet(id: string, title: string, reprints: CardSet['reprints'] = []): CardSet {
  if (SETS.has(id)) throw new Error(`card set registered twice: ${id}`);
  const s: CardSet = { id, title, reprints };
  SETS.set(id, s);
  return s;
}

export function setTitle(id: string): string { return SETS.get(id)?.title ?? id; }

// The core set comes first (every expansion needs it): registered here so that its card files, the default
// set of the definition functions below, may be imported in any order.
cardSet('core', 'Core Set');

// ---- Teams ------------------------------------------------------------------------------------------

/** The most teams a team mask can hold (31 bits). */
export const MAX_TEAMS = 31;
/** Team names by id (the core teams first: Avengers 0, X-Men 1, Spider Friends 2, S.H.I.E.L.D. 3). */
export const TEAMS: string[] = [];
/** The id of a team, registering it on first use. */
export function teamId(name: string): number {
  let i = TEAMS.indexOf(name);
  if (i < 0) {
    i = TEAMS.length;
    if (i >= MAX_TEAMS) throw new Error(`too many teams for a 31-bit team mask: ${name}`);
    TEAMS.push(name);
  }
  return i;
}
for (const t of ['Avengers', 'X-Men', 'Spider Friends', 'S.H.I.E.L.D.']) teamId(t);

/** The team mask of a list of team names ('' or [] for none). */
export function teamMask(team: string | string[]): number {
  let m = 0;
  for (const t of [team].flat()) if (t) m |= 1 << teamId(t);
  return m;
}
/** The first team id in a mask, or -1. */
export function firstTeam(mask: number): number { return mask === 0 ? -1 : 31 - Math.clz32(mask & -mask); }

// ---- Groups -----------------------------------------------------------------------------------------

export type GroupKind = 'hero' | 'villain group' | 'henchmen group' | 'mastermind' | 'scheme';

export interface GroupInfo { kind: GroupKind; name: string; label: string; set: string; cards: string[] }

/** Every group, by label, in registration order. */
export const HEROES = new Map<string, GroupInfo>();
export const VILLAIN_GROUPS = new Map<string, GroupInfo>();
export const HENCHMEN = new Map<string, GroupInfo>();
export const MASTERMINDS = new Map<string, MastermindDef>();
export const SCHEMES = new Map<string, SchemeDef>();

export function groupsOf(kind: GroupKind): Map<string, { name: string; label: string; set: string }> {
  switch (kind) {
    case 'hero': return HEROES;
    case 'villain group': return VILLAIN_GROUPS;
    case 'henchmen group': return HENCHMEN;
    case 'mastermind': return MASTERMINDS;
    case 'scheme': return SCHEMES;
  }
}

/** The label a new group of this kind, name and set gets (see the header). */
function labelFor(kind: GroupKind, name: string, set: string): string {
  if (!SETS.has(set)) throw new Error(`card set "${set}" is not registered (call cardSet first)`);
  const taken = [...groupsOf(kind).values()].some((g) => g.name === name);
  const label = taken ? `${name} (${setTitle(set)})` : name;
  if (groupsOf(kind).has(label)) throw new Error(`${kind} "${label}" registered twice`);
  return label;
}

/** Labels of the groups of a kind that the given sets offer (their own and their reprints), in registration order. */
export function pool(kind: GroupKind, sets: readonly string[]): string[] {
  // memoized (setup asks for the same pools every game), per kind and set list; keyed on the registry's size too
  const size = groupsOf(kind).size;
  let byKind = POOLS.get(kind);
  if (byKind === undefined) POOLS.set(kind, byKind = []);
  for (const e of byKind) if (e.size === size && sameList(e.sets, sets)) return e.list.slice();
  const list = poolOf(kind, sets);
  if (byKind.length > 1000) byKind.length = 0;
  byKind.push({ sets: sets.slice(), size, list });
  return list.slice();
}
/** Whether two lists hold the same items in the same order. */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
const POOLS = new Map<GroupKind, { sets: readonly string[]; size: number; list: string[] }[]>();
function poolOf(kind: GroupKind, sets: readonly string[]): string[] {
  const want = new Set(sets);
  const reprinted = new Set<string>();
  for (const s of sets) for (const r of SETS.get(s)?.reprints ?? []) if (r.kind === kind) reprinted.add(r.label);
  const out: string[] = [];
  for (const g of groupsOf(kind).values()) if (want.has(g.set) || reprinted.has(g.label)) out.push(g.label);
  return out;
}

// ---- Cards ------------------------------------------------------------------------------------------

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

type CardSpec = Partial<Omit<CardDef, 'id' | 'key' | 'kind' | 'group' | 'groupLabel' | 'set' | 'teams' | 'team'>> & {
  name: string; team?: string | string[];
};

/** The fields a card specification may give (the rest of CardDef is derived). */
const SPEC_FIELDS = new Set([
  'name', 'team', 'copies', 'cls', 'cost', 'attack', 'recruit', 'vp', 'plus', 'text', 'keywords', 'gives', 'play', 'canPlay',
  'countsItself', 'ambush', 'fight', 'escape', 'canDefeat', 'vpAt', 'attackAt', 'mods', 'fightCost', 'hero', 'villain', 'on',
  'halves', 'whole', 'heroName', 'heroSide', 'strike',
]);

function addCard(set: string, kind: CardKind, group: string, label: string, spec: CardSpec): CardDef {
  const key = `${set}:${kind}:${slug(group)}:${slug(spec.name)}`;
  if (BY_KEY.has(key)) throw new Error(`card defined twice: ${key}`);
  const team = spec.team ?? '';
  for (const k of Object.keys(spec)) if (!SPEC_FIELDS.has(k)) throw new Error(`card ${key}: unknown field "${k}"`);
  // every definition has every field, in one order: one object shape, so the rules' reads of card fields
  // stay monomorphic (fast) however many sets are registered
  const def: CardDef = {
    id: CARDS.length, key, name: spec.name, kind, group, groupLabel: label, set,
    copies: spec.copies ?? 1, cls: spec.cls ?? 0, teams: teamMask(team), team: [team].flat().join('/'),
    cost: spec.cost ?? 0, attack: spec.attack ?? 0, recruit: spec.recruit ?? 0, vp: spec.vp ?? 0,
    plus: spec.plus, text: spec.text, keywords: spec.keywords, gives: spec.gives,
    play: spec.play, canPlay: spec.canPlay, countsItself: spec.countsItself, ambush: spec.ambush, fight: spec.fight,
    escape: spec.escape, canDefeat: spec.canDefeat, vpAt: spec.vpAt, attackAt: spec.attackAt, mods: spec.mods,
    fightCost: spec.fightCost, hero: spec.hero, villain: spec.villain, on: spec.on,
    halves: spec.halves, whole: spec.whole, heroName: spec.heroName, heroSide: spec.heroSide, strike: spec.strike,
  };
  CARDS.push(def);
  BY_KEY.set(key, def);
  return def;
}

export function cardByKey(key: string): CardDef {
  const d = BY_KEY.get(key);
  if (!d) throw new Error(`unknown card key: ${key}`);
  return d;
}

// ---- Heroes -----------------------------------------------------------------------------------------

export interface HeroCardSpec {
  name: string;
  copies: number;
  cls: number;
  cost: number;
  attack?: number;
  recruit?: number;
  plus?: CardDef['plus'];
  /** this card's teams when they differ from the hero's */
  team?: string | string[];
  text: string;
  keywords?: string[];
  gives?: string[];
  play?: Effect;
  canPlay?: CardDef['canPlay'];
  countsItself?: boolean;
  on?: HookTable;
  mods?: Modifiers;
  hint?: HeroHint;
  /**
   * A Divided card: its two sides, each with its own name, class, team, hero name, points and ability;
   * the card's own `cls`, `attack`, `recruit`, `play` are then left out (`name` is the card's: both sides' names).
   */
  divided?: [HalfSpec, HalfSpec];
}

/** One side of a Divided card: a hero card's fields but its copies and cost (the card's), plus the hero name it prints. */
export type HalfSpec = Omit<HeroCardSpec, 'copies' | 'cost' | 'divided'> & { heroName?: string };

/** Keyword every Divided card has (its module offers nothing; bots and tools read it). */
export const DIVIDED = 'divided';

/** The number of hero cards the given heroes (labels) put in the Hero Deck. */
export function heroCardCount(labels: readonly string[]): number {
  // schemes whose clock is the Hero Deck read this at every evaluation of a search: kept per list (a setup's heroes),
  // checked against a copy of the labels it was counted for
  const hit = HERO_COUNTS.get(labels);
  if (hit !== undefined && sameList(hit.labels, labels)) return hit.n;
  let n = 0;
  for (const h of labels) for (const k of HEROES.get(h)?.cards ?? []) n += cardByKey(k).copies;
  HERO_COUNTS.set(labels, { labels: labels.slice(), n });
  return n;
}
const HERO_COUNTS = new WeakMap<readonly string[], { labels: readonly string[]; n: number }>();

/** Defines a hero (its cards): `hero(name, team or teams, [...cards])`. Returns the hero's label. */
export function hero(name: string, team: string | string[], cards: HeroCardSpec[], set = 'core'): string {
  const label = labelFor('hero', name, set);
  const info: GroupInfo = { kind: 'hero', name, label, set, cards: [] };
  for (const c of cards) {
    if (c.divided) { info.cards.push(dividedCard(set, name, label, team, c).key); continue; }
    const { hint, ...rest } = c;
    info.cards.push(addCard(set, 'hero', name, label, { ...rest, team: c.team ?? team, hero: hint }).key);
  }
  HEROES.set(label, info);
  return label;
}

/**
 * A Divided card: the card itself (dealt; its classes, teams and keywords are both sides', its cost the one printed)
 * and its two sides as definitions of their own that are never dealt (a played card counts as the side chosen).
 */
function dividedCard(set: string, name: string, label: string, team: string | string[], c: HeroCardSpec): CardDef {
  const [a, b] = c.divided!;
  const teamOf = (h: HalfSpec) => h.team ?? c.team ?? team;
  const teams = [...new Set([teamOf(a), teamOf(b)].flat().filter((t) => t !== ''))];
  const keywords = [...new Set([DIVIDED, ...(a.keywords ?? []), ...(b.keywords ?? [])])];
  const gives = [...new Set([...(a.gives ?? []), ...(b.gives ?? [])])];
  const whole = addCard(set, 'hero', name, label, {
    name: c.name, copies: c.copies, cost: c.cost, cls: a.cls | b.cls, team: teams, text: `${a.text} / ${b.text}`,
    keywords, gives: gives.length ? gives : undefined,
    // playable when a side is
    canPlay: a.canPlay || b.canPlay ? (g, p, x) => !a.canPlay || a.canPlay(g, p, x) || !b.canPlay || b.canPlay(g, p, x) : undefined,
  });
  const sides: number[] = [];
  for (const h of [a, b]) {
    const { hint, heroName, ...rest } = h;
    const d = addCard(set, 'hero', name, label, {
      ...rest, name: `${c.name}: ${h.name}`, copies: 0, cost: c.cost, team: teamOf(h), hero: hint, heroName, whole: whole.id,
    });
    sides.push(d.id);
  }
  whole.halves = sides;
  return whole;
}

/** Cards outside the Hero Deck that are still Heroes (starting cards, S.H.I.E.L.D. Officers). */
export function basicHero(spec: CardSpec & { copies: number }, set = 'core'): CardDef {
  return addCard(set, 'hero', 'basic', 'basic', spec);
}

/** Cards of a set that are shuffled into a stack when the set is selected (special Bystanders). */
export const STACK_EXTRAS: { stack: 'bystanders' | 'wounds' | 'sidekicks'; key: string; set: string }[] = [];

/** A Sidekick: a grey hero of the Sidekick stack, which a set that has them brings (shuffled face down). */
export function sidekick(spec: HeroCardSpec, set: string): CardDef {
  const { hint, ...rest } = spec;
  const d = addCard(set, 'hero', 'Sidekick', 'sidekick', { ...rest, team: spec.team ?? '', hero: hint });
  STACK_EXTRAS.push({ stack: 'sidekicks', key: d.key, set });
  return d;
}

/**
 * Non-hero stack cards: wounds, bystanders, twists, strikes, scheme tokens. `joins` names the stack a set's
 * own card is shuffled into when its set is selected (its `copies` of it).
 */
/**
 * A stack card of an earlier set that `set` reprints (the same card: its facts agree): it joins the stack of a game with
 * `set` too, once when both sets are selected (setup.ts takes each card key once).
 */
export function reprintStackCard(from: string, name: string, set: string): void {
  const x = STACK_EXTRAS.find((e) => e.set === from && BY_KEY.get(e.key)!.name === name);
  if (!x) throw new Error(`reprintStackCard: ${from} has no stack card "${name}"`);
  STACK_EXTRAS.push({ stack: x.stack, key: x.key, set });
}

export function stackCard(kind: CardKind, spec: CardSpec, set = 'core', joins?: 'bystanders' | 'wounds'): CardDef {
  const d = addCard(set, kind, kind, kind, spec);
  if (joins) STACK_EXTRAS.push({ stack: joins, key: d.key, set });
  return d;
}

// ---- Villains and henchmen --------------------------------------------------------------------------

export interface VillainSpec {
  name: string;
  copies: number;
  attack: number;
  vp: number;
  plus?: CardDef['plus'];
  text: string;
  keywords?: string[];
  gives?: string[];
  ambush?: Effect;
  fight?: Effect;
  escape?: Effect;
  canDefeat?: CardDef['canDefeat'];
  fightCost?: CardDef['fightCost'];
  vpAt?: CardDef['vpAt'];
  attackAt?: CardDef['attackAt'];
  on?: HookTable;
  mods?: Modifiers;
  hint?: VillainHint;
  /** a villain that can be gained as a hero: its side as a hero (CardDef.heroSide) */
  asHero?: AsHeroSpec;
  /** the Master Strike it has once it ascends to become a Mastermind (rules/mastermind.ts ascend) */
  strike?: Effect;
}

/**
 * A villain's side as a hero: a hero card's class, team, points, ability, keywords and hint. Its name is the
 * villain's with " (hero)" (its hero name the villain's name), its cost the villain's printed Attack unless given
 * (Universal Rulebook, "Villains You Gain as Heroes": a cost as a hero is the old Attack).
 */
export type AsHeroSpec = Omit<HeroCardSpec, 'name' | 'copies' | 'cost' | 'divided'> & { cost?: number };

/** What a villain or henchmen group asks players to reveal (bots), by group label. */
export const GROUP_REVEALS = new Map<string, RevealHint[]>();

function villainCard(c: VillainSpec): CardSpec {
  const { hint, asHero: _side, ...rest } = c;
  return { ...rest, villain: hint };
}

/** Adds a villain or henchman card and, when it has one, its hero side (never dealt). */
function addVillain(set: string, kind: CardKind, group: string, label: string, c: VillainSpec): CardDef {
  const d = addCard(set, kind, group, label, villainCard(c));
  if (c.asHero) d.heroSide = heroSide(set, group, label, c.name, c.attack, c.asHero).id;
  return d;
}

/** The hero side of a card that can be gained as a hero (never dealt): "<name> (hero)", cost its old Attack unless given. */
function heroSide(set: string, group: string, label: string, name: string, attack: number, spec: AsHeroSpec): CardDef {
  const { hint, ...rest } = spec;
  return addCard(set, 'hero', group, label, { ...rest, name: `${name} (hero)`, copies: 0, cost: spec.cost ?? attack, heroName: name, hero: hint });
}

/** Defines a villain group (8 cards). Returns its label. */
export function villainGroup(name: string, cards: VillainSpec[], set = 'core', reveals: RevealHint[] = []): string {
  const label = labelFor('villain group', name, set);
  const info: GroupInfo = { kind: 'villain group', name, label, set, cards: [] };
  for (const c of cards) info.cards.push(addVillain(set, 'villain', name, label, c).key);
  const total = cards.reduce((s, c) => s + c.copies, 0);
  if (total !== 8) throw new Error(`villain group ${name} has ${total} cards, not 8`);
  VILLAIN_GROUPS.set(label, info);
  if (reveals.length) GROUP_REVEALS.set(label, reveals);
  return label;
}

/** Defines a henchmen group (one card, 10 copies). Returns its label. */
export function henchmen(spec: VillainSpec, set = 'core', reveals: RevealHint[] = []): string {
  const label = labelFor('henchmen group', spec.name, set);
  const def = addVillain(set, 'henchman', spec.name, label, spec);
  HENCHMEN.set(label, { kind: 'henchmen group', name: spec.name, label, set, cards: [def.key] });
  if (reveals.length) GROUP_REVEALS.set(label, reveals);
  return label;
}

// ---- Masterminds and schemes ------------------------------------------------------------------------

export interface TacticSpec {
  name: string; text: string; fight: Effect;
  /** a Tactic the fighter can gain as a hero ("Fight: gain this as a Hero"): its side as a hero (CardDef.heroSide; its
   *  cost the Mastermind's printed Attack unless given) */
  asHero?: AsHeroSpec;
}

/**
 * The Epic side of a double-sided Mastermind (Universal Rulebook, Double-Sided Epic Masterminds: the same Tactics, its
 * own Attack, abilities and Master Strike): what differs from the normal side; what it does not give is the normal
 * side's.
 */
export type EpicSpec = Partial<Omit<MastermindDef, 'tactics' | 'label' | 'card' | 'key' | 'name' | 'set' | 'leads'>>;

export type MastermindSpec = Omit<MastermindDef, 'tactics' | 'label' | 'card' | 'key'> & { tactics: TacticSpec[]; epic?: EpicSpec };

/** Defines a Mastermind with its tactics and its own card. Returns its label. */
export function mastermind(spec: MastermindSpec): string {
  const label = labelFor('mastermind', spec.name, spec.set);
  const keys = spec.tactics.map((t) => {
    const d = addCard(spec.set, 'tactic', spec.name, label, { name: t.name, text: t.text, fight: t.fight, vp: spec.vp, attack: spec.attack });
    if (t.asHero) d.heroSide = heroSide(spec.set, spec.name, label, t.name, spec.attack, t.asHero).id;
    return d.key;
  });
  // the Mastermind card: its always-on abilities stay on the MastermindDef (compiled once per game)
  const { epic, ...normal } = spec;
  const card = addCard(spec.set, 'mastermind', spec.name, label, { name: spec.name, text: spec.text, vp: spec.vp, attack: spec.attack, keywords: spec.keywords, escape: spec.escape }).key;
  const def: MastermindDef = { ...normal, label, key: `${spec.set}:mastermind:${slug(spec.name)}`, tactics: keys, card };
  MASTERMINDS.set(label, def);
  if (epic) {
    // its own card (a name of its own: "<name> (Epic)"), the same Tactics
    const e = { ...def, ...epic };
    const epicCard = addCard(spec.set, 'mastermind', spec.name, label, { name: `${spec.name} (Epic)`, text: e.text, vp: e.vp, attack: e.attack, keywords: e.keywords, escape: e.escape }).key;
    EPIC_MASTERMINDS.set(label, { ...e, key: `${def.key}:epic`, card: epicCard });
  }
  return label;
}

/** The Epic sides of double-sided Masterminds, by the Mastermind's label. */
export const EPIC_MASTERMINDS = new Map<string, MastermindDef>();

/** The Mastermind a setup plays: its label's definition, or its Epic side when the setup says so. */
export function setupMaster(plan: { mastermind: string; epic?: boolean }): MastermindDef {
  return (plan.epic && EPIC_MASTERMINDS.get(plan.mastermind)) || MASTERMINDS.get(plan.mastermind)!;
}

/** What a scheme file gives `scheme` (the label and, unless given, the key are derived). */
export type SchemeSpec = Omit<SchemeDef, 'label' | 'key'> & { key?: string };

/** Defines a scheme. Returns its label. */
export function scheme(def: SchemeSpec): string {
  const label = labelFor('scheme', def.name, def.set);
  SCHEMES.set(label, { ...def, label, key: def.key ?? `${def.set}:scheme:${slug(def.name)}` });
  return label;
}

/** Instance helper used everywhere: the definition of a card instance. */
export function defOf(g: Game, card: number): CardDef {
  return g.cards[g.defOf[card]!]!;
}
