// The engine holds one folder per ruleset (engine/legendary/, later engine/champions/) beside engine/shared/, what
// they share. A ruleset imports only itself and engine/shared/; engine/shared/ imports no ruleset; nothing in
// engine/ imports the layers above it (agents, experiments, reports, scripts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p)); else if (f.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** The relative imports of a file (static, dynamic and side-effect ones), resolved to paths. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) out.push(resolve(dirname(file), m[1]!));
  return out;
}

/** The top folder of engine/ a path lies in ('legendary', 'shared', ...), or null outside engine/. */
function area(p: string): string | null {
  const r = relative(ENGINE, p);
  return r.startsWith('..') ? null : r.split(sep)[0]!;
}

describe('the rulesets side by side', () => {
  it('engine/ holds the shared folder and one folder per ruleset, and no loose file', () => {
    const entries = readdirSync(ENGINE);
    expect(entries).toContain('shared');
    expect(entries).toContain('legendary');
    for (const e of entries) expect(statSync(join(ENGINE, e)).isDirectory(), `engine/${e}`).toBe(true);
  });

  it('a ruleset imports only itself and engine/shared/; engine/shared/ imports no ruleset; engine/ imports nothing above it', () => {
    const bad: string[] = [];
    for (const f of tsFiles(ENGINE)) {
      const from = area(f)!;
      for (const target of imports(f)) {
        const to = area(target);
        const ok = to !== null && (to === from || to === 'shared');
        if (!ok) bad.push(`${relative(ENGINE, f)} imports ${relative(ENGINE, target)}`);
      }
    }
    // the tests of a ruleset may use the bots and the runner to play it (they are tests, not the engine)
    expect(bad.filter((b) => !/^[a-z-]+\/test\//.test(b) || !/imports \.\.\/(agents|experiments|scripts)\//.test(b))).toEqual([]);
  });
});
