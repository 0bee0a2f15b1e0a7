// What-if changes to printed numbers: "what if the Mastermind had 1 more Attack?". A change names a card or a group of the game
// and a field: '<card or group>.<field>' -> value. The game then plays with a copy of the card table in which the
// named cards carry the new number; a game without changes uses the shared table, untouched (so the printed game's
// seeds and trace hashes stay what they were).
//
// Fields: a Mastermind's `attack` (the Mastermind) and `vp` (each of its Tactics); a villain's or henchman's
// `attack` and `vp` (the card by name, or every card of its group); a hero card's `cost`, `attack` and `recruit`
// (the card by name, or every card of the hero); a scheme's `twists` (the Scheme Twists in the villain deck),
// `bystanders` (the Bystanders in the Villain Deck) and `evilWins` (the number in its Evil Wins condition, for the
// schemes that have one: SchemeDef.evilWinsAt; a threshold printed per player stays per player).

import { CARDS, HENCHMEN, HEROES, MASTERMINDS, SCHEMES, VILLAIN_GROUPS, cardByKey, setupMaster } from './registry.js';
import { SetupError } from './names.js';
import type { CardDef, SchemeDef, SetupPlan } from './types.js';

export const CHANGE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  mastermind: ['attack', 'vp'], villain: ['attack', 'vp'], henchman: ['attack', 'vp'], hero: ['cost', 'attack', 'recruit'],
  scheme: ['twists', 'bystanders', 'evilWins'],
};

/** The fields a scheme's change may name: its twists, the Bystanders in its Villain Deck, and its Evil Wins
 *  threshold where the scheme has a single printed number there (it declares `evilWinsAt`). */
export function schemeFields(sc: SchemeDef): string[] {
  return sc.evilWinsAt === undefined ? ['twists', 'bystanders'] : ['twists', 'bystanders', 'evilWins'];
}

/** Splits '<Mastermind>.attack' into its target and field (the field is the text after the last dot). */
export function splitChange(key: string): { target: string; field: string } {
  const i = key.lastIndexOf('.');
  if (i <= 0 || i === key.length - 1) throw new SetupError(`a change is "<card or group>.<field>" (got "${key}"); fields: ${describeFields()}`);
  return { target: key.slice(0, i).trim(), field: key.slice(i + 1).trim() };
}

function describeFields(): string {
  return Object.entries(CHANGE_FIELDS).map(([k, f]) => `${k} ${f.join('/')}`).join(', ');
}

/** The cards of this plan a change may name, by kind: the Mastermind's, its villains', henchmen's and heroes'. */
function candidates(plan: SetupPlan): { kind: string; group: string; defs: CardDef[] }[] {
  const out: { kind: string; group: string; defs: CardDef[] }[] = [];
  const mm = setupMaster(plan);
  out.push({ kind: 'mastermind', group: plan.mastermind, defs: [cardByKey(mm.card), ...mm.tactics.map(cardByKey)] });
  for (const v of plan.villains) out.push({ kind: 'villain', group: v, defs: VILLAIN_GROUPS.get(v)!.cards.map(cardByKey) });
  for (const h of plan.henchmen) out.push({ kind: 'henchman', group: h, defs: HENCHMEN.get(h)!.cards.map(cardByKey) });
  for (const h of [...plan.heroes, ...plan.villainDeckHeroes]) out.push({ kind: 'hero', group: h, defs: HEROES.get(h)!.cards.map(cardByKey) });
  return out;
}

const lower = (s: string) => s.trim().toLowerCase();

/**
 * Checks a plan's changes and applies those the plan holds itself (a scheme's twists); throws a SetupError naming
 * what is accepted for an unknown target or field or a value that is not a whole number of at least 0 (twists: 1).
 */
export function checkChanges(plan: SetupPlan): void {
  const seen = new Map<string, string>();
  for (const [key, value] of Object.entries(plan.changes ?? {})) {
    const { target, field } = splitChange(key);
    const same = `${lower(target)}\u0000${field}`;
    if (seen.has(same)) throw new SetupError(`changes "${seen.get(same)}" and "${key}" name the same number; give it once`);
    seen.set(same, key);
    if (!Number.isInteger(value) || value < 0) throw new SetupError(`change "${key}" must be a whole number, at least 0 (got ${value})`);
    if ((field === 'twists' || field === 'evilWins') && value < 1) throw new SetupError(`change "${key}" needs at least 1 (got ${value})`);
    if (lower(target) === lower(plan.scheme)) {
      const sc = SCHEMES.get(plan.scheme)!;
      const fields = schemeFields(sc);
      if (!fields.includes(field)) throw new SetupError(`unknown change field "${field}" for scheme "${plan.scheme}"; accepted: ${fields.join(', ')}`);
      if (field === 'twists') plan.twists = value;
      else if (field === 'evilWins') plan.evilWinsAt = value;
      else plan.bystandersInVillainDeck = value;
      continue;
    }
    const found = targetsOf(plan, target) ?? elsewhereDefs(plan, target);
    if (found === null) {
      throw new SetupError(`unknown change target "${target}": not a card or group of the selected sets (${plan.sets.join(', ')}); this game's Mastermind is ${plan.mastermind}, scheme ${plan.scheme}, villains ${plan.villains.join(', ')}, henchmen ${plan.henchmen.join(', ')}, heroes ${plan.heroes.join(', ')}; fields: ${describeFields()}`);
    }
    const fields = found.kind === 'scheme' ? schemeFields(schemeNamed(target)!) : CHANGE_FIELDS[found.kind]!;
    if (!fields.includes(field)) throw new SetupError(`unknown change field "${field}" for ${found.kind} "${target}"; accepted: ${fields.join(', ')}`);
    // a Tactic has VP but no Attack; the Mastermind's own card has Attack (its VP are its Tactics')
    if (found.kind === 'mastermind' && !mastermindCards(found.defs, field).length) {
      throw new SetupError(`change "${key}": "${target}" has no ${field} to change (a Mastermind's attack is the Mastermind's, its vp its Tactics')`);
    }
  }
}

/** The cards of a Mastermind target a field changes: its own card for attack, its Tactics for vp. */
function mastermindCards(defs: CardDef[], field: string): CardDef[] {
  return defs.filter((d) => (field === 'attack') === (d.kind === 'mastermind'));
}

/** The scheme a target names (by label or name), if any. */
function schemeNamed(target: string): SchemeDef | undefined {
  const t = lower(target);
  for (const sc of SCHEMES.values()) if (lower(sc.label) === t || lower(sc.name) === t) return sc;
  return undefined;
}

/**
 * A target that is a card or group of the selected sets but not of this game (a hero left out by the draw, another
 * Mastermind), with its kind and cards: the change then leaves this game as printed, so that a spec may pair a change
 * with cells whose random draw does not hold the card. Null when the sets have no such card or group.
 */
function elsewhereDefs(plan: SetupPlan, target: string): { kind: string; defs: CardDef[] } | null {
  const t = lower(target);
  const find = <G extends { name: string; set: string }>(kind: string, m: Map<string, G>, cards: (g: G) => readonly string[]) => {
    for (const [label, g] of m) {
      if (!plan.sets.includes(g.set)) continue;
      const defs = cards(g).map(cardByKey);
      if (lower(label) === t || lower(g.name) === t) return { kind, defs };
      const named = defs.filter((d) => lower(d.name) === t);
      if (named.length) return { kind, defs: named };
    }
    return null;
  };
  return find('mastermind', MASTERMINDS, (m) => [m.card, ...m.tactics]) ?? find('scheme', SCHEMES, () => [])
    ?? find('villain', VILLAIN_GROUPS, (v) => v.cards) ?? find('henchman', HENCHMEN, (h) => h.cards) ?? find('hero', HEROES, (h) => h.cards);
}

/**
 * Whether this game holds the card or group a change key names (its scheme, Mastermind, villains, henchmen or
 * heroes), and the target's kind ('mastermind', 'scheme', 'villain', 'henchman', 'hero'; null when unknown).
 */
export function changeTarget(plan: SetupPlan, key: string): { held: boolean; kind: string | null } {
  const { target } = splitChange(key);
  if (lower(target) === lower(plan.scheme)) return { held: true, kind: 'scheme' };
  const here = targetsOf(plan, target);
  if (here) return { held: true, kind: here.kind };
  return { held: false, kind: elsewhereDefs(plan, target)?.kind ?? null };
}

/**
 * The printed number a change key names, for the printed game's plan (no changes): a scheme's twists and Bystanders
 * as this setup has them, its printed Evil Wins threshold, a card's Attack, VP, cost or Recruit. A group whose cards
 * print different numbers has no one printed number: the error names the cards to change one by one.
 */
export function printedNumber(plan: SetupPlan, key: string): number {
  const { target, field } = splitChange(key);
  if (lower(target) === lower(plan.scheme)) {
    const sc = SCHEMES.get(plan.scheme)!;
    if (!schemeFields(sc).includes(field)) throw new SetupError(`unknown change field "${field}" for scheme "${plan.scheme}"; accepted: ${schemeFields(sc).join(', ')}`);
    return field === 'twists' ? plan.twists : field === 'bystanders' ? plan.bystandersInVillainDeck : sc.evilWinsAt!;
  }
  const found = targetsOf(plan, target) ?? elsewhereDefs(plan, target);
  if (found === null) throw new SetupError(`unknown change target "${target}": not a card or group of the selected sets (${plan.sets.join(', ')}); fields: ${describeFields()}`);
  if (found.kind === 'scheme') {
    const sc = schemeNamed(target)!;
    if (field === 'evilWins' && sc.evilWinsAt !== undefined) return sc.evilWinsAt;
    throw new SetupError(`the printed ${field} of scheme "${target}" depends on its setup; play it (name it as the scheme) to read it`);
  }
  if (!CHANGE_FIELDS[found.kind]!.includes(field)) throw new SetupError(`unknown change field "${field}" for ${found.kind} "${target}"; accepted: ${CHANGE_FIELDS[found.kind]!.join(', ')}`);
  let defs = found.defs;
  if (found.kind === 'mastermind') defs = mastermindCards(defs, field);
  if (!defs.length) throw new SetupError(`"${target}" has no ${field} to change (a Mastermind's attack is the Mastermind's, its vp its Tactics')`);
  const values = [...new Set(defs.map((d) => (d as unknown as Record<string, number>)[field] ?? 0))];
  if (values.length !== 1) {
    throw new SetupError(`the cards of "${target}" print different ${field} (${defs.map((d) => `${d.name} ${(d as unknown as Record<string, number>)[field] ?? 0}`).filter((x, i, a) => a.indexOf(x) === i).join(', ')}); change one card by name`);
  }
  return values[0]!;
}

/** The cards a target names (a group's cards, or the cards of that name), with their kind; null when none. */
function targetsOf(plan: SetupPlan, target: string): { kind: string; defs: CardDef[] } | null {
  const t = lower(target);
  for (const c of candidates(plan)) {
    if (lower(c.group) === t) return { kind: c.kind, defs: c.defs };
    const named = c.defs.filter((d) => lower(d.name) === t);
    if (named.length) return { kind: c.kind, defs: named };
  }
  return null;
}

/** The card table a game with changes plays with: a copy of the shared one with the named cards changed. */
export function changedCards(plan: SetupPlan): CardDef[] {
  const cards = CARDS.slice();
  for (const [key, value] of Object.entries(plan.changes ?? {})) {
    const { target, field } = splitChange(key);
    if (lower(target) === lower(plan.scheme)) continue;
    const found = targetsOf(plan, target);
    if (found === null) continue; // a card or group of the selected sets that this game does not hold
    for (const d of found.defs) {
      // a Mastermind's VP is its Tactics'; its Attack is the Mastermind's own (compile.ts reads it too)
      if (found.kind === 'mastermind' && field === 'vp' && d.kind === 'mastermind') continue;
      if (found.kind === 'mastermind' && field === 'attack' && d.kind !== 'mastermind') continue;
      cards[d.id] = { ...cards[d.id]!, [field]: value };
    }
  }
  return cards;
}

/** The Mastermind's Attack under a plan's changes, or undefined when it is the printed one. */
export function changedMastermindAttack(plan: SetupPlan): number | undefined {
  for (const [key, value] of Object.entries(plan.changes ?? {})) {
    const { target, field } = splitChange(key);
    if (field === 'attack' && lower(target) === lower(plan.mastermind)) return value;
  }
  return undefined;
}
