// Go Back in Time to Slay Heroes' Ancestors (Captain America 75th Anniversary). 9 twists; 8 heroes in the Hero Deck.
// Each twist: the current player puts a hero from the HQ beside the scheme, "Purged from the Timestream"; whenever a
// hero whose hero name has been purged is in the HQ, it is KO'd (the space refills). Evil wins when the Hero Deck
// runs out.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { def, koFromHq, log, nameOf, takeFromHq, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';

export const PURGE_HEROES = 8;

/** Whether the hero in HQ space s has a purged hero name. */
function purged(g: Game, s: number): boolean {
  const c = g.hq[s]!;
  if (c < 0 || def(g, c).kind !== 'hero') return false;
  const name = def(g, c).groupLabel;
  return g.schemeZone.some((x) => def(g, x).kind === 'hero' && def(g, x).groupLabel === name);
}
/** KOs every HQ hero of a purged name (refills may bring more). */
function koPurged(g: Game): void {
  for (let guard = 0; guard < 200; guard++) {
    let s = 0;
    for (; s < g.hq.length; s++) if (purged(g, s)) break;
    if (s === g.hq.length) return;
    koFromHq(g, s);
  }
}

const purge = cont('go-back-in-time:purge', (g, f, v) => {
  if (v < 0 || g.hq[v]! < 0) return;
  const h = takeFromHq(g, v);
  g.schemeZone.push(h);
  g.log && log(g, `  ${nameOf(g, h)} is purged from the timestream`);
  koPurged(g);
}, { about: 'hq-lose' });

scheme({
  name: "Go Back in Time to Slay Heroes' Ancestors", set: SET,
  text: '9 twists; 8 heroes in the Hero Deck. Twist: put an HQ hero beside the scheme; heroes of a purged hero name are KO\'d whenever they are in the HQ. Evil wins when the Hero Deck runs out.',
  twists: () => 9,
  plan: (plan) => { plan.heroCount = PURGE_HEROES; },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    const opts: number[] = [];
    for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && def(g, g.hq[s]!).kind === 'hero') opts.push(s);
    ask(g, g.current, 'slot', purge, opts, { source: c });
  },
  on: { refillHq: { after: (g) => { if (g.schemeZone.length) koPurged(g); } } },
  evilWins: (g) => (g.heroDeck.length === 0 ? "Go Back in Time to Slay Heroes' Ancestors: the Hero Deck ran out" : null),
  hint: {
    progress: (v) => Math.max(0, Math.min(1, 1 - v.heroDeckSize / Math.max(1, PURGE_HEROES * 14 - 5))),
    heroDeckClock: true,
  },
});
