// Generates engine/champions/cards/core/facts.ts from the Marvel Champions card data beside this checkout
// (../shared/cards-champions/: MarvelCDB's public card records and the core set's starter decks and scenarios).
// Only facts are carried over (codes, names, numbers, traits as tags, quantities, sets, stages): never card text,
// flavour or images. engine/champions/test/facts.test.ts derives the file again and compares when the data is readable.
//
//   node dist/scripts/champions-facts.js [data-dir] [output]

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardFacts, ChampionsCardType, Scenario, StarterDeck } from '../engine/champions/types.js';

/** Data fields carried over, by their name in the data. */
const NUMBERS: Record<string, keyof CardFacts> = {
  quantity: 'quantity', deck_limit: 'deckLimit', attack: 'attack', thwart: 'thwart', defense: 'defense', recover: 'recover',
  health: 'health', hand_size: 'handSize', attack_cost: 'attackCost', thwart_cost: 'thwartCost', scheme: 'scheme', boost: 'boost',
  base_threat: 'baseThreat', threat: 'threat', escalation_threat: 'escalationThreat', scheme_hazard: 'hazard',
  scheme_acceleration: 'acceleration', scheme_crisis: 'crisis',
};
const FLAGS: Record<string, keyof CardFacts> = {
  health_per_hero: 'healthPerHero', attack_star: 'attackStar', scheme_star: 'schemeStar', boost_star: 'boostStar',
  base_threat_fixed: 'baseThreatFixed', threat_fixed: 'threatFixed', escalation_threat_fixed: 'escalationThreatFixed',
};
const RESOURCES = { resource_energy: 'energy', resource_mental: 'mental', resource_physical: 'physical', resource_wild: 'wild' } as const;
/** Fields read elsewhere below. */
const READ = ['code', 'name', 'subname', 'type_code', 'faction_code', 'set_code', 'is_unique', 'traits', 'cost', 'stage', 'back_link'];
/**
 * Fields not carried over: the card's text, flavour, errata and illustrator (not facts we may ship), and the
 * data's own bookkeeping (ids, positions in the box, pack, display colours; `hidden` marks a side that is not
 * listed apart in deck building).
 */
export const LEFT_OUT = ['text', 'flavor', 'errata', 'illustrator', 'octgn_id', 'position', 'set_position', 'pack_code', 'meta', 'hidden'];

type Raw = Record<string, unknown>;

/**
 * The traits of a data record's list ("S.H.I.E.L.D. Soldier." gives S.H.I.E.L.D. and Soldier): each ends in a period
 * and the next follows a space, and a trait whose name is an acronym keeps its periods.
 */
export function splitTraits(list: string): string[] {
  return list.trim().split(/(?<=\.)\s+/).map((t) => (t.indexOf('.') === t.length - 1 ? t.slice(0, -1) : t).trim()).filter((t) => t !== '');
}

/** The facts of the data's records, in the data's order; `problems` names every field the mapping does not know. */
export function deriveFacts(dir: string): { facts: CardFacts[]; decks: StarterDeck[]; scenarios: Scenario[]; modular: string[]; byMode: Record<string, string[]>; problems: string[] } {
  const raw = [...JSON.parse(readFileSync(join(dir, 'core.json'), 'utf8')) as Raw[], ...JSON.parse(readFileSync(join(dir, 'core_encounter.json'), 'utf8')) as Raw[]];
  const problems: string[] = [];
  const known = new Set([...Object.keys(NUMBERS), ...Object.keys(FLAGS), ...Object.keys(RESOURCES), ...READ, ...LEFT_OUT]);
  const facts = raw.map((r) => {
    for (const k of Object.keys(r)) if (!known.has(k)) problems.push(`${String(r.code)}: unknown field ${k}`);
    const f: CardFacts = {
      code: String(r.code), name: String(r.name), type: r.type_code as ChampionsCardType, faction: String(r.faction_code),
      quantity: 1, unique: r.is_unique === true,
      traits: typeof r.traits === 'string' ? splitTraits(r.traits) : [],
    };
    if (typeof r.subname === 'string') f.subname = r.subname;
    if (typeof r.set_code === 'string') f.set = r.set_code;
    if (typeof r.cost === 'number') f.cost = r.cost === -1 ? 'X' : r.cost;
    if (typeof r.stage === 'string' || typeof r.stage === 'number') f.stage = String(r.stage);
    if (typeof r.back_link === 'string') f.back = r.back_link;
    for (const [k, to] of Object.entries(NUMBERS)) if (typeof r[k] === 'number') (f as unknown as Record<string, unknown>)[to] = r[k];
    for (const [k, to] of Object.entries(FLAGS)) if (r[k] === true) (f as unknown as Record<string, unknown>)[to] = true;
    for (const [k, to] of Object.entries(RESOURCES)) if (typeof r[k] === 'number' && r[k] > 0) (f.resources ??= {})[to] = r[k] as number;
    return f;
  });
  const setup = JSON.parse(readFileSync(join(dir, 'core-setup.json'), 'utf8')) as {
    starterDecks: StarterDeck[]; modularSets: string[]; encounterSetsByMode: Record<string, string[]>;
    scenarios: (Omit<Scenario, 'villainCodes'> & { villainCodes: string })[];
  };
  const decks = setup.starterDecks.map((d) => ({ id: d.id, identity: d.identity, aspect: d.aspect, cards: d.cards.map((c) => ({ code: c.code, quantity: c.quantity })) }));
  const scenarios = setup.scenarios.map((s) => {
    // "01094-01096 (stages I-III)": the villain's stage cards, a range of codes
    const m = /^(\d{5})-(\d{5})/.exec(s.villainCodes);
    if (!m) problems.push(`scenario ${s.villain}: villain codes "${s.villainCodes}" are not a range`);
    const codes: string[] = [];
    if (m) for (let c = Number(m[1]); c <= Number(m[2]); c++) codes.push(String(c).padStart(5, '0'));
    return { villain: s.villain, villainCodes: codes, mainScheme: s.mainScheme, recommendedModular: s.recommendedModular, standardStages: s.standardStages, expertStages: s.expertStages };
  });
  return { facts, decks, scenarios, modular: setup.modularSets, byMode: setup.encounterSetsByMode, problems };
}

/** The facts as a TypeScript module. */
export function renderFacts(d: ReturnType<typeof deriveFacts>): string {
  // one record a line, keys bare and spaced: { code: "01001a", name: "Spider-Man", ... }
  const lit = (x: unknown): string => {
    if (Array.isArray(x)) return `[${x.map(lit).join(', ')}]`;
    if (x !== null && typeof x === 'object') return `{ ${Object.entries(x).map(([k, v]) => `${k}: ${lit(v)}`).join(', ')} }`;
    return JSON.stringify(x);
  };
  const line = (x: unknown) => `  ${lit(x)},`;
  return [
    '// Generated by scripts/champions-facts.ts from the MarvelCDB card data of the Marvel Champions core set',
    '// (../shared/cards-champions/): the facts of each card, never its text. Do not edit: regenerate, and record any',
    '// correction of the data in engine/champions/cards/core/corrections.ts. engine/champions/test/facts.test.ts',
    '// checks this file against the data.',
    '',
    "import type { CardFacts, Scenario, StarterDeck } from '../../types.js';",
    '',
    '/** Every card record of the core set: player cards (identities, kits, aspects, basics), then encounter cards. */',
    'export const CORE_FACTS: readonly CardFacts[] = [',
    ...d.facts.map(line),
    '];',
    '',
    '/** The six official starter decks (40 cards each besides the identity). */',
    'export const STARTER_DECKS: readonly StarterDeck[] = [',
    ...d.decks.map(line),
    '];',
    '',
    '/** The three scenarios. */',
    'export const SCENARIOS: readonly Scenario[] = [',
    ...d.scenarios.map(line),
    '];',
    '',
    '/** The modular encounter sets, and the encounter sets each mode adds. */',
    `export const MODULAR_SETS: readonly string[] = ${lit(d.modular)};`,
    `export const SETS_BY_MODE: Readonly<Record<string, readonly string[]>> = ${lit(d.byMode)};`,
    '',
  ].join('\n');
}

// the repository root: above scripts/ when run from source (tests), above dist/scripts/ when compiled
const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = existsSync(resolve(HERE, '..', 'package.json')) ? resolve(HERE, '..') : resolve(HERE, '..', '..');
/** Where the Marvel Champions card data lives beside this checkout. */
export const DEFAULT_DATA_DIR = resolve(ROOT, '..', 'shared', 'cards-champions');
export const OUTPUT = join(ROOT, 'engine', 'champions', 'cards', 'core', 'facts.ts');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? DEFAULT_DATA_DIR;
  if (!existsSync(join(dir, 'core.json'))) { process.stderr.write(`no Marvel Champions card data at ${dir} (core.json)\n`); process.exit(2); }
  const d = deriveFacts(dir);
  for (const p of d.problems) process.stderr.write(`${p}\n`);
  const out = process.argv[3] ?? OUTPUT;
  writeFileSync(out, renderFacts(d));
  process.stdout.write(`wrote ${out}: ${d.facts.length} cards, ${d.decks.length} starter decks, ${d.scenarios.length} scenarios\n`);
  if (d.problems.length) process.exitCode = 1;
}
