// Epic Super Hero Civil War (Civil War): the twists stay next to the scheme; each twist KOs one HQ hero (the current
// player's choice, the space refilled at once) per twist stacked there. Evil wins when the Hero Deck runs out.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { heroCardCount, scheme } from '../../../registry.js';
import { def, isHero, koFromHq } from '../../../rules.js';
import type { Game } from '../../../types.js';

/** Twists stacked next to the scheme. */
export function stackedTwists(g: Game): number {
  let n = 0;
  for (const c of g.schemeZone) if (def(g, c).kind === 'twist') n++;
  return n;
}

const KO_ONE = cont('epic-super-hero-civil-war:twist:ko', (g, f) => {
  if (g.result !== null) return;
  const slots: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) slots.push(s);
  ask(g, f.p, 'slot', KO_CHOSEN, slots, { source: f.c });
});
// koFromHq refills the space at once (the next KO may take the new hero)
const KO_CHOSEN = cont('epic-super-hero-civil-war:twist:ko:chosen', (g, _f, v) => { if (v >= 0) koFromHq(g, v); }, { about: 'hq-lose' });

scheme({
  name: 'Epic Super Hero Civil War', set: SET,
  text: '9 twists for 1-3 players, 6 for 4-5; 4 heroes for 1 player. Twist: it stays next to the scheme; then for each twist there, KO a hero of your choice from the HQ (refilled at once). Evil wins when the Hero Deck runs out.',
  twists: (players) => (players <= 3 ? 9 : 6),
  plan: (plan) => { if (plan.players === 1) plan.heroCount = 4; },
  twist: (g, _n, c) => {
    g.schemeZone.push(c);
    const n = stackedTwists(g);
    for (let i = 0; i < n; i++) later(g, KO_ONE, g.current, c);
  },
  evilWins: (g) => (g.heroDeck.length === 0 ? 'Epic Super Hero Civil War: the Hero Deck ran out' : null),
  // the Hero Deck is the clock: every hero recruited from the HQ takes a card off it
  hint: {
    progress: (v) => Math.min(1, 1 - v.heroDeckSize / Math.max(1, heroCardCount(v.setup.heroes) - v.setup.hqSize)),
    heroDeckClock: true,
  },
});
