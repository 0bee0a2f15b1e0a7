// Imprison Unregistered Superhumans (Civil War): twists 1, 3, 5, 7 and 9 move the scheme's fortification one city
// space to the right, starting with the Bridge (the leftmost space; then the Streets, ... the Sewers); a villain in
// the fortified space gets +1 Attack. The other twists KO a Bystander from the stack while a villain is in that
// space. Evil wins when 3 Bystanders are in the KO pile and the Escape Pile together.
//
// The scheme fortifies without leaving its place, so the space is state of its own (g.vars[FORT], the space + 1).
// A space a villain already fortifies (engine/legendary/keywords/fortify.ts) is not fortified: the scheme stays where it was.
import { SET } from '../set.js';
import { fortCity, fortifier } from '../../../keywords/fortify.js';
import { scheme } from '../../../registry.js';
import { cityName, evilAt, isBystander, log, twistToKo } from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';
import { CHECK_EVIL_AFTER_KO } from '../../dark-city/schemes/common.js';

export const FORT = 'imprison-unregistered-superhumans:fortified';
const MOVE_TWISTS = [1, 3, 5, 7, 9];
export const IMPRISON_LIMIT = 3;

/** The city space the scheme fortifies, or -1. */
export function imprisonedSpace(g: { vars: Record<string, number> }): number { return (g.vars[FORT] ?? 0) - 1; }

/** Bystanders in the KO pile and the Escape Pile. */
function lost(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isBystander(g, c)) n++;
  for (const c of g.escaped) if (isBystander(g, c)) n++;
  return n;
}
const isBystanderIn = (v: SchemeView, a: readonly number[]) => a.filter((c) => v.def(c).kind === 'bystander').length;

scheme({
  name: 'Imprison Unregistered Superhumans', set: SET,
  text: '11 twists. Twists 1, 3, 5, 7, 9: the scheme fortifies the next city space to the right, starting with the Bridge; villains there get +1 Attack. Other twists: if a villain is in that space, KO a Bystander. Evil wins when 3 Bystanders are in the KO pile and Escape Pile.',
  twists: () => 11,
  evilWinsAt: IMPRISON_LIMIT,
  mods: { villainAttack: (g, slot) => (slot >= 0 && slot === imprisonedSpace(g) ? 1 : 0) },
  on: CHECK_EVIL_AFTER_KO,
  twist: (g, n, c) => {
    twistToKo(g, c);
    const at = imprisonedSpace(g);
    if (MOVE_TWISTS.includes(n)) {
      const to = at < 0 ? g.city.length - 1 : at - 1;
      if (to < 0) return;
      if (fortifier(g, fortCity(to)) >= 0) { g.log && log(g, `  the ${cityName(to)} is already fortified`); return; }
      g.vars[FORT] = to + 1;
      g.log && log(g, `  the scheme fortifies the ${cityName(to)}`);
      return;
    }
    if (at < 0 || g.city[at]! < 0) return;
    const b = g.bystanders.pop();
    if (b === undefined) return;
    g.ko.push(b);
    g.log && log(g, `  a Bystander is KO'd`);
  },
  evilWins: (g) => (lost(g) >= evilAt(g.setup, IMPRISON_LIMIT) ? 'Imprison Unregistered Superhumans: 3 Bystanders KO\'d or escaped' : null),
  hint: {
    progress: (v) => Math.min(1, (isBystanderIn(v, v.ko) + isBystanderIn(v, v.escaped)) / evilAt(v.setup, IMPRISON_LIMIT)),
    escapeHarm: (v, slot, danger) => isBystanderIn(v, v.attached(slot)) * (4 + 14 * danger),
  },
});
