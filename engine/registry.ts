// The card table and the definition API that card files call. Adding a hero means adding one file that
// calls `hero(...)` and importing it from its set's index.

import type { CardDef, CardKind, Effect, Game, MastermindDef, SchemeDef, Team } from './types.js';

export const CARDS: CardDef[] = [];
const BY_KEY = new Map<string, CardDef>();

export interface GroupInfo { name: string; set: string; cards: string[] }

export const HEROES = new Map<string, GroupInfo>();
export const VILLAIN_GROUPS = new Map<string, GroupInfo>();
export const HENCHMEN = new Map<string, GroupInfo>();
export const MASTERMINDS = new Map<string, MastermindDef>();
export const SCHEMES = new Map<string, SchemeDef>();

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

type CardSpec = Partial<Omit<CardDef, 'id' | 'key' | 'kind' | 'group' | 'set'>> & { name: string };

function addCard(set: string, kind: CardKind, group: string, spec: CardSpec): CardDef {
  const key = `${set}:${kind}:${slug(group)}:${slug(spec.name)}`;
  if (BY_KEY.has(key)) throw new Error(`card defined twice: ${key}`);
  const def: CardDef = {
    ...spec,
    id: CARDS.length, key, kind, group, set,
    copies: spec.copies ?? 1, cls: spec.cls ?? 0, team: spec.team ?? '',
    cost: spec.cost ?? 0, attack: spec.attack ?? 0, recruit: spec.recruit ?? 0, vp: spec.vp ?? 0,
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
  text: string;
  play?: Effect;
  canPlay?: CardDef['canPlay'];
  countsItself?: boolean;
}

/** Defines a hero (its 14 cards): `hero('Hulk', 'Avengers', [...])`. */
export function hero(name: string, team: Team, cards: HeroCardSpec[], set = 'core'): void {
  const info: GroupInfo = { name, set, cards: [] };
  for (const c of cards) info.cards.push(addCard(set, 'hero', name, { ...c, team }).key);
  HEROES.set(name, info);
}

/** Cards outside the Hero Deck that are still Heroes (starting cards, S.H.I.E.L.D. Officers). */
export function basicHero(spec: CardSpec & { copies: number }, set = 'core'): CardDef {
  return addCard(set, 'hero', 'basic', spec);
}

/** Non-hero stack cards: wounds, bystanders, twists, strikes. */
export function stackCard(kind: CardKind, spec: CardSpec, set = 'core'): CardDef {
  return addCard(set, kind, kind, spec);
}

// ---- Villains and henchmen --------------------------------------------------------------------------

export interface VillainSpec {
  name: string;
  copies: number;
  attack: number;
  vp: number;
  plus?: CardDef['plus'];
  text: string;
  ambush?: Effect;
  fight?: Effect;
  escape?: Effect;
  canDefeat?: CardDef['canDefeat'];
  vpAt?: CardDef['vpAt'];
  attackAt?: CardDef['attackAt'];
}

export function villainGroup(name: string, cards: VillainSpec[], set = 'core'): void {
  const info: GroupInfo = { name, set, cards: [] };
  for (const c of cards) info.cards.push(addCard(set, 'villain', name, c).key);
  const total = cards.reduce((s, c) => s + c.copies, 0);
  if (total !== 8) throw new Error(`villain group ${name} has ${total} cards, not 8`);
  VILLAIN_GROUPS.set(name, info);
}

export function henchmen(spec: VillainSpec, set = 'core'): void {
  const def = addCard(set, 'henchman', spec.name, spec);
  HENCHMEN.set(spec.name, { name: spec.name, set, cards: [def.key] });
}

// ---- Masterminds and schemes ------------------------------------------------------------------------

export interface TacticSpec { name: string; text: string; fight: Effect }

export function mastermind(
  spec: Omit<MastermindDef, 'tactics'> & { tactics: TacticSpec[] },
): void {
  const keys = spec.tactics.map((t) =>
    addCard(spec.set, 'tactic', spec.name, { name: t.name, text: t.text, fight: t.fight, vp: spec.vp, attack: spec.attack }).key);
  MASTERMINDS.set(spec.name, { ...spec, tactics: keys });
}

export function scheme(def: SchemeDef): void {
  SCHEMES.set(def.name, def);
}

/** Instance helpers used everywhere: the definition of a card instance. */
export function defOf(g: Game, card: number): CardDef {
  return g.cards[g.defOf[card]!]!;
}
