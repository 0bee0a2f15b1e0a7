// The card definitions against the card data: every card with an ability has a definition; definitions carry no
// numbers of their own (the facts come from the data) except the overrides listed here; summaries are our own
// words, never the card's text.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_FACTS } from '../index.js';
import { DEFS } from '../defs.js';
import { DEFAULT_DATA_DIR } from '../../../scripts/champions-facts.js';

const data = existsSync(join(DEFAULT_DATA_DIR, 'core.json'));
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
function tree(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => { const p = join(dir, f); return statSync(p).isDirectory() ? tree(p) : p.endsWith('.ts') ? [p] : []; });
}
type Raw = { code: string; name: string; text?: string };
const raw = (): Raw[] => data
  ? [...JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'core.json'), 'utf8')) as Raw[], ...JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'core_encounter.json'), 'utf8')) as Raw[]]
  : [];

/** Card text without markup and reminder text (italic parentheses). */
function plain(t: string): string {
  return t.replace(/<i>\(.*?\)<\/i>/g, '').replace(/<[^>]+>/g, '').replace(/\[\[|\]\]/g, '').replace(/\s+/g, ' ').trim();
}

describe('Marvel Champions card definitions', () => {
  it('every definition is of a core-set card and has a one-line summary of our own', () => {
    const codes = new Set(CORE_FACTS.map((f) => f.code));
    for (const [code, d] of DEFS) {
      expect(codes.has(code), code).toBe(true);
      expect(d.summary.length, code).toBeGreaterThan(5);
      expect(d.summary, code).not.toMatch(/\n|<|\[/);
    }
  });

  it.skipIf(!data)('no summary copies a run of words from the card text', () => {
    for (const c of raw()) {
      const d = DEFS.get(c.code);
      if (!d || !c.text) continue;
      const words = plain(c.text).toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);
      const s = ' ' + d.summary.toLowerCase().split(/[^a-z0-9']+/).filter(Boolean).join(' ') + ' ';
      // seven words in a row from the text would be copying (short mechanical phrases like "8 damage to an enemy" are facts)
      for (let i = 0; i + 7 <= words.length; i++) expect(s.includes(' ' + words.slice(i, i + 7).join(' ') + ' '), `${c.code}: ${d.summary}`).toBe(false);
    }
  });

  it.skipIf(!data)('no source file, comment or test of the Champions ruleset holds seven words in a row of card text', () => {
    const runs = new Map<string, string>();
    for (const c of raw()) {
      const w = plain(c.text ?? '').toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);
      for (let i = 0; i + 7 <= w.length; i++) runs.set(w.slice(i, i + 7).join(' '), c.code);
    }
    const files = [...tree(join(ROOT, 'engine/champions')), ...tree(join(ROOT, 'agents/champions')), join(ROOT, 'scripts/champions.ts'),
      join(ROOT, 'docs/champions-cards.md'), join(ROOT, 'docs/champions-rules.md')].filter((f) => !f.endsWith('facts.ts'));
    const hits: string[] = [];
    for (const f of files) {
      readFileSync(f, 'utf8').split('\n').forEach((line, n) => {
        const w = line.toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);
        for (let i = 0; i + 7 <= w.length; i++) {
          const code = runs.get(w.slice(i, i + 7).join(' '));
          if (code) { hits.push(`${relative(ROOT, f)}:${n + 1} (${code})`); break; }
        }
      });
    }
    expect(hits).toEqual([]);
  });

  it('the facts a definition overrides: only X values, listed here', () => {
    expect([...DEFS.values()].filter((d) => d.base).map((d) => d.code).sort()).toEqual(['01162']); // Titania: ATK X = her remaining hit points
  });

  it.skipIf(!data)('every card with an ability has a definition', () => {
    const missing = raw().filter((c) => c.text && plain(c.text) !== '' && !DEFS.has(c.code)).map((c) => `${c.code} ${c.name}`);
    expect(missing).toEqual([]);
  });
});
