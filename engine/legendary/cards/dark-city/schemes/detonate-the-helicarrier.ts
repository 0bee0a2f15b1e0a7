import { SET } from '../set.js';
import { heroCardCount, scheme } from '../../../registry.js';
import { checkEvil, isHero, koFromHq, log } from '../../../rules.js';
import type { Game, GameEvent, SchemeView } from '../../../types.js';
import { Z_HQ } from '../../../types.js';
import { hqHolder } from '../../../zones.js';

export const EXPLOSIONS_TO_DESTROY = 6;

/**
 * A hero KO'd from the HQ is turned face down on its space (an Explosion: an attachment of the HQ space).
 * The sixth destroys the space: the hero that just refilled it goes back on top of the Hero Deck and the
 * space holds no hero again.
 */
function explode(g: Game, e: GameEvent): void {
  if (e.from !== Z_HQ || e.slot < 0 || !isHero(g, e.c)) return;
  const i = g.ko.lastIndexOf(e.c);
  if (i < 0) return;
  g.ko.splice(i, 1);
  const boom = g.att[hqHolder(g, e.slot)]!;
  boom.push(e.c);
  if (boom.length < EXPLOSIONS_TO_DESTROY || (g.hqDestroyed >> e.slot) & 1) return;
  g.hqDestroyed |= 1 << e.slot;
  const refilled = g.hq[e.slot]!;
  if (refilled >= 0) { g.hq[e.slot] = -1; g.heroDeck.push(refilled); }
  g.log && log(g, `  HQ space ${e.slot + 1} is destroyed`);
  checkEvil(g);
}

/**
 * The leftmost HQ space holding a hero, or -1. HQ space s lies under city space s, and on the board the Bridge
 * (the last space) is the leftmost: the leftmost HQ space is the last one.
 */
function leftmostHero(g: Game): number {
  for (let s = g.hq.length - 1; s >= 0; s--) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) return s;
  return -1;
}

const allDestroyed = (g: Game) => g.hqDestroyed === (1 << g.hq.length) - 1;

function explosions(v: SchemeView): number {
  let n = 0;
  for (let s = 0; s < v.setup.hqSize; s++) n += Math.min(EXPLOSIONS_TO_DESTROY, v.attached(hqHolder(v, s)).length);
  return n;
}

scheme({
  name: 'Detonate the Helicarrier', set: SET,
  text: '8 twists, 6 heroes. A hero KO\'d from the HQ is turned face down there as an Explosion; 6 Explosions destroy the space. Twist: it stays with the scheme; then, once per twist there, the leftmost HQ hero is KO\'d and its space refilled. Evil wins when every HQ space is destroyed or the Hero Deck runs out.',
  twists: () => 8,
  // the scheme's hero count overrides the normal (and solo) one
  plan: (plan) => { plan.heroCount = 6; },
  twist: (g, _n, c) => {
    g.schemeZone.push(c);
    const n = g.schemeZone.filter((x) => g.cards[g.defOf[x]!]!.kind === 'twist').length;
    // one space at a time: its refills are KO'd until it is destroyed (Universal Rulebook clarification)
    for (let i = 0; i < n && g.result === null; i++) {
      const s = leftmostHero(g);
      if (s < 0) break;
      koFromHq(g, s);
    }
  },
  on: { ko: { after: explode } },
  evilWins: (g) => (allDestroyed(g) ? 'Detonate the Helicarrier: every HQ space destroyed'
    : g.heroDeck.length === 0 ? 'Detonate the Helicarrier: the Hero Deck ran out' : null),
  hint: {
    progress: (v) => Math.max(
      explosions(v) / (EXPLOSIONS_TO_DESTROY * v.setup.hqSize),
      1 - v.heroDeckSize / Math.max(1, heroCardCount(v.setup.heroes) - v.setup.hqSize),
    ),
    heroDeckClock: true,
  },
});
