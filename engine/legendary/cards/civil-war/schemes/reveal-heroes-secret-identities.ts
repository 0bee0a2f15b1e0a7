// Reveal Heroes' Secret Identities (Civil War): 7 heroes. Twist: the current player puts an HQ hero beside the
// scheme (g.schemeZone) as Unmasked; its hero names are Unmasked (a Divided card's both names: rules/lookups.ts
// heroNames), and recruiting any card with an Unmasked hero name costs 1 more (a card with two such names too: +1,
// not +2). A hero with a name already Unmasked can't be chosen (a Divided card with one such name neither: the card
// would unmask it again). Evil wins when 5 heroes are Unmasked.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { checkEvil, def, evilAt, heroNames, log, nameOf, takeFromHq, twistToKo } from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';

export const UNMASKED_LIMIT = 5;

/** The Unmasked hero names: those of the heroes beside the scheme. */
export function unmaskedNames(g: Game): string[] {
  const out: string[] = [];
  for (const c of g.schemeZone) if (def(g, c).kind === 'hero') for (const n of heroNames(g, c)) if (!out.includes(n)) out.push(n);
  return out;
}
/** Whether card c has an Unmasked hero name. */
export function isUnmasked(g: Game, c: number): boolean {
  if (g.schemeZone.length === 0 || def(g, c).kind !== 'hero') return false;
  const names = unmaskedNames(g);
  return heroNames(g, c).some((n) => names.includes(n));
}
const unmaskedHeroes = (cards: readonly number[], kind: (c: number) => string) => cards.filter((c) => kind(c) === 'hero').length;

const UNMASK = cont('reveal-heroes-secret-identities:twist:unmask', (g, _f, v) => {
  if (v < 0 || g.hq[v]! < 0) return;
  const h = takeFromHq(g, v);
  g.schemeZone.push(h);
  g.log && log(g, `  ${nameOf(g, h)} is Unmasked`);
  checkEvil(g);
}, { about: 'hq-lose' });

scheme({
  name: "Reveal Heroes' Secret Identities", set: SET,
  text: '6 twists, 7 heroes. Twist: put an HQ hero whose hero name is not yet Unmasked beside the scheme as Unmasked. Cards with an Unmasked hero name cost 1 more to recruit. Evil wins when 5 heroes are Unmasked.',
  twists: () => 6,
  evilWinsAt: UNMASKED_LIMIT,
  // the scheme's hero count overrides the normal (and solo) one
  plan: (plan) => { plan.heroCount = 7; },
  mods: { recruitCost: (g, c) => (isUnmasked(g, c) ? 1 : 0) },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    const names = unmaskedNames(g);
    const slots: number[] = [];
    for (let s = 0; s < g.hq.length; s++) {
      const h = g.hq[s]!;
      if (h >= 0 && def(g, h).kind === 'hero' && !heroNames(g, h).some((n) => names.includes(n))) slots.push(s);
    }
    ask(g, g.current, 'slot', UNMASK, slots, { source: c });
  },
  evilWins: (g) => (unmaskedHeroes(g.schemeZone, (c) => def(g, c).kind) >= evilAt(g.setup, UNMASKED_LIMIT)
    ? "Reveal Heroes' Secret Identities: 5 heroes Unmasked" : null),
  hint: {
    progress: (v: SchemeView) => Math.min(1, unmaskedHeroes(v.schemeZone, (c) => v.def(c).kind) / evilAt(v.setup, UNMASKED_LIMIT)),
  },
});
