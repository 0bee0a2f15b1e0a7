// The open engine's structure: the general rules name no card, and engine/ has no import cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDS, HENCHMEN, HEROES, MASTERMINDS, SCHEMES, SETS, VILLAIN_GROUPS } from '../registry.js';
import '../index.js';

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) { if (f !== 'test') out.push(...tsFiles(p)); } else if (f.endsWith('.ts') && !f.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** The general rules: engine/legendary/*.ts and the primitives in engine/legendary/rules/ (not engine/legendary/cards/, engine/legendary/keywords/ or the tests). */
const general = [ENGINE, join(ENGINE, 'rules')].flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.ts')).map((f) => join(d, f)));

/** Every name of a card or group of every registered set, except the basic cards every game uses (rule concepts). */
function cardNames(): string[] {
  const names = new Set<string>();
  for (const d of CARDS) {
    if (d.group === 'basic' || ['wound', 'bystander', 'twist', 'strike'].includes(d.kind) || d.set === 'test') continue;
    // the basic Sidekick (Secret Wars Volume 1) is a rule concept too: a basic hero of the Sidekick stack (Universal
    // Rulebook, Basic Heroes), which the rules name
    if (d.name === 'Sidekick' && d.group === 'Sidekick') continue;
    names.add(d.name);
  }
  for (const m of [HEROES, VILLAIN_GROUPS, HENCHMEN, MASTERMINDS, SCHEMES]) for (const g of m.values()) if (g.set !== 'test') names.add(g.name);
  return [...names];
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the open engine', () => {
  it('no file of the general rules names a card, a card group or a card key (cards plug in through hooks)', () => {
    const names = cardNames();
    expect(names.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const f of general) {
      // a set's title is no card name, though a card may share it (the scheme Secret Wars): titles are taken out first
      let text = readFileSync(f, 'utf8');
      for (const s of SETS.values()) text = text.split(s.title).join('');
      for (const n of names) if (new RegExp(`(^|[^A-Za-z0-9])${escape(n)}([^A-Za-z0-9]|$)`).test(text)) hits.push(`${relative(ENGINE, f)}: ${n}`);
      const key = /'[a-z0-9-]+:(hero|villain|henchman|tactic|mastermind|scheme):[a-z0-9:-]+'/.exec(text);
      if (key) hits.push(`${relative(ENGINE, f)}: card key ${key[0]}`);
    }
    expect(hits).toEqual([]);
  });

  it('engine/ has no import cycle', () => {
    const files = tsFiles(ENGINE);
    const deps = new Map<string, string[]>();
    for (const f of files) {
      // a set's title is no card name, though a card may share it (the scheme Secret Wars): titles are taken out first
      let text = readFileSync(f, 'utf8');
      for (const s of SETS.values()) text = text.split(s.title).join('');
      const out: string[] = [];
      // type-only imports are erased when compiled: they cannot make a cycle
      for (const m of text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)\.js'/gm)) out.push(resolve(dirname(f), `${m[1]}.ts`));
      for (const m of text.matchAll(/^\s*import\s+'(\.[^']+)\.js'/gm)) out.push(resolve(dirname(f), `${m[1]}.ts`));
      deps.set(f, out.filter((d) => deps.has(d) || files.includes(d)));
    }
    // depth-first search with colours; a grey node reached again closes a cycle
    const colour = new Map<string, 0 | 1 | 2>();
    const cycles: string[] = [];
    const stack: string[] = [];
    const visit = (f: string) => {
      colour.set(f, 1);
      stack.push(f);
      for (const d of deps.get(f) ?? []) {
        const c = colour.get(d) ?? 0;
        if (c === 1) cycles.push([...stack.slice(stack.indexOf(d)), d].map((x) => relative(ENGINE, x)).join(' -> '));
        else if (c === 0) visit(d);
      }
      stack.pop();
      colour.set(f, 2);
    };
    for (const f of files) if (!colour.get(f)) visit(f);
    expect(cycles).toEqual([]);
  });
});
