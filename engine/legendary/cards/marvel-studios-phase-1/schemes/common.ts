// Phase 1's schemes with the rules of a core scheme under another name: the core scheme's definition with
// this set's name, text and Evil Wins cause (no code is copied).
import { SET } from '../set.js';
import { scheme, type SchemeSpec } from '../../../registry.js';

/** Registers `rules` (a core scheme's definition) as this set's scheme `name`. */
export function sameRulesAs(rules: Omit<SchemeSpec, 'name' | 'set' | 'text'>, name: string, text: string, extra: Partial<SchemeSpec> = {}): string {
  const wins = rules.evilWins;
  return scheme({
    ...rules, key: undefined, name, set: SET, text,
    // the cause names this scheme ("<core scheme>: why" -> "<name>: why")
    evilWins: wins && ((g) => { const why = wins(g); return why === null ? null : `${name}:${why.slice(why.indexOf(':') + 1)}`; }),
    ...extra,
  });
}
