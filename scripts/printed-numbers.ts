// Extracts the numbers printed on every hero card of the sets the engine holds (besides its cost, Attack, Recruit and
// VP, which the definitions hold) from the card data (../shared/cards/sets/<set>/*.txt) into
// engine/legendary/cards/deadpool/printed-numbers.ts: the engine has no card text at run time, and Blind Al's Deuce ("a card with
// a 2 printed anywhere on it") needs the 2s printed in a card's text.
//
// Rerun after adding a set or a hero (from the repository root):
//   npx tsc -p tsconfig.json && node dist/scripts/printed-numbers.js [cards/sets folder] [output file]
// engine/legendary/test/deadpool/printed-numbers.test.ts derives the table again and compares when the data is readable.
//
// "Printed anywhere" read literally: the card's name and its hero's name, its ability text (untagged lines, keyword and
// condition tags with their values: {FOCUS 2}, {VERSATILE 2}; reminder text in italics) and its flavour text (#FLAVOR,
// and flavour the data merged into the ability text). Not: numbers written as words ("draw two cards" prints no 2),
// the data's editorial notes about the 3D edition's art, nor what the data does not record (copyright lines).
// Halves print as "1/2" (the card's ½ glyph shows a 2).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARDS, SHIPPED_SETS } from '../engine/legendary/index.js';
import type { CardDef } from '../engine/legendary/types.js';

/** The data files that hold hero cards (starting cards and S.H.I.E.L.D. Officers included). */
const HERO_FILES = ['Heroes_and_Allies.txt', 'Starting_Deck_Cards.txt', 'Setup_Cards.txt', 'Sidekicks_and_New_Recruits.txt'];

/** A number as printed: "2", "13", "1/2", "2 1/2". */
const NUMBER = /\d+ \d+\/\d+|\d+\/\d+|\d+/g;

interface Printed { set: string; group: string; name: string; numbers: string[] }

/** The hero cards of one set's data with the numbers printed on them besides their values. */
function heroCards(dir: string, set: string): Printed[] {
  const out: Printed[] = [];
  for (const f of HERO_FILES) {
    const path = join(dir, set, f);
    if (!existsSync(path)) continue;
    let group = '';
    for (const record of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
      const lines = record.split('\n').map((l) => l.trim()).filter((l) => l);
      if (!lines.length) continue;
      const tag = (t: string) => lines.find((l) => l.startsWith(`#${t}:`))?.slice(t.length + 2).trim();
      const cardName = tag('CARDNAME'), subName = tag('SUBNAME');
      if (cardName !== undefined) group = cardName;
      // a hero's heading record (no #SUBNAME, no #COST) only names the hero; a record with a #CARDNAME and
      // a #COST but no #SUBNAME is a card of its own (S.H.I.E.L.D. Agent); the Officer names its card Maria Hill
      if (subName === undefined && tag('COST') === undefined) continue;
      const name = f === 'Heroes_and_Allies.txt' ? subName ?? group : group;
      const flavor = tag('FLAVOR');
      const text = [name, group === name ? '' : group, ...lines.filter((l) => !l.startsWith('#')),
        flavor === undefined || /3D alt art/i.test(flavor) ? '' : flavor].join(' ').replace(/<[^>]*>/g, '');
      out.push({ set, group, name, numbers: text.match(NUMBER) ?? [] });
    }
  }
  return out;
}

/**
 * The engine's hero card definitions with the numbers printed on them besides their values (a card whose text has no
 * number maps to []), and the problems found: a definition no data record matches, or two records of one card
 * (a reprint) that disagree. Reprints (Phase 1's core heroes) are the same definitions as the cards they reprint.
 */
export function derivePrintedNumbers(setsDir: string): { numbers: Map<string, string[]>; problems: string[] } {
  // the sides of a Divided card are not cards of their own: the card's record prints both
  // the shipped sets' heroes (tests may have registered fixture sets)
  // the hero side of a villain gained as a hero (its data is the villain's record) is left out: its printed values
  // count, the numbers in its text do not (a known gap, named in engine/legendary/test/deadpool/printed-numbers.test.ts)
  const sides = new Set(CARDS.map((d) => d.heroSide).filter((id) => id !== undefined));
  const heroes = CARDS.filter((d) => d.kind === 'hero' && SHIPPED_SETS.includes(d.set) && d.whole === undefined && !sides.has(d.id));
  const find = (p: Printed): CardDef | undefined => {
    const same = (d: CardDef) => d.name === p.name && (d.group === p.group || d.group === 'basic' || d.group === 'Sidekick');
    // the set's own card first, else the card it reprints
    return heroes.find((d) => d.set === p.set && same(d)) ?? heroes.find(same);
  };
  const numbers = new Map<string, string[]>(), problems: string[] = [];
  for (const set of SHIPPED_SETS) {
    for (const p of heroCards(setsDir, set)) {
      const d = find(p);
      if (!d) { problems.push(`no definition for ${set}: ${p.group} / ${p.name}`); continue; }
      const had = numbers.get(d.key);
      if (had && had.join(' ') !== p.numbers.join(' ')) problems.push(`${d.key}: ${had.join(' ')} vs ${p.numbers.join(' ')} (${set})`);
      if (!had) numbers.set(d.key, p.numbers);
    }
  }
  for (const d of heroes) if (!numbers.has(d.key)) problems.push(`no card data for ${d.key}`);
  return { numbers, problems };
}

/** The generated module's text: only the cards that print a number besides their values. */
export function renderPrintedNumbers(numbers: Map<string, string[]>): string {
  const rows = [...numbers].filter(([, n]) => n.length).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, n]) => `  ${JSON.stringify(k).replace(/"/g, '\'')}: ${JSON.stringify(n.join(' ')).replace(/'/g, '\\\'').replace(/^"|"$/g, '\'')},`);
  return [
    '// GENERATED by scripts/printed-numbers.ts from the card data: do not edit; rerun it (see that file).',
    '// The numbers printed on each hero card besides its cost, Attack, Recruit and VP (in its names, ability text and',
    '// flavour text; by card key; halves as "1/2"), for the cards that print any: what "a card with a 2 printed',
    '// anywhere on it" reads besides the printed values (common.ts hasDeuce).',
    'export const PRINTED_NUMBERS: Readonly<Record<string, string>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

// the repository root: above scripts/ when run from source (tests), above dist/scripts/ when compiled
const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = existsSync(resolve(HERE, '..', 'package.json')) ? resolve(HERE, '..') : resolve(HERE, '..', '..');
/** Where the card data lives beside this checkout. */
export const DEFAULT_SETS_DIR = resolve(ROOT, '..', 'shared', 'cards', 'sets');
export const OUTPUT = join(ROOT, 'engine', 'legendary', 'cards', 'deadpool', 'printed-numbers.ts');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? DEFAULT_SETS_DIR;
  if (!existsSync(dir) || !readdirSync(dir).length) throw new Error(`no card data at ${dir}`);
  const { numbers, problems } = derivePrintedNumbers(dir);
  for (const p of problems) console.error(p);
  const out = process.argv[3] ?? OUTPUT;
  writeFileSync(out, renderPrintedNumbers(numbers));
  console.log(`wrote ${out}: ${[...numbers.values()].filter((n) => n.length).length} of ${numbers.size} hero cards print numbers besides their values`);
}
