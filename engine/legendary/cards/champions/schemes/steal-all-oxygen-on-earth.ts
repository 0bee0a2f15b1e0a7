// Steal All Oxygen on Earth (Champions): 8 twists; the Oxygen Level starts at 8.
// Twist: the twist is stacked beside the scheme and the Oxygen Level drops by 1 (8 minus the stacked twists); then every
// hero in the HQ whose cost (heroCost) is above it is KO'd, those there when the twist happens (a hero refilled into an
// emptied space is not looked at again). Evil wins when 20 non-grey heroes are in the KO pile (any way they got there).
import { SET } from '../set.js';
import { scheme } from '../../../registry.js';
import { checkEvil, clsOf, def, evilAt, heroCost, isHero, koFromHq, log } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';

const START = 8;
const EVIL_AT = 20;

/** The Oxygen Level now: 8 less the twists stacked beside the scheme (only twists go there: a card that became one, as
 *  Pagliacci's Master Strike does, counts too). */
export function oxygenLevel(g: Game): number { return START - g.schemeZone.length; }
const nonGreyHero = (d: CardDef) => d.kind === 'hero' && d.cls !== 0;
/** Non-grey heroes in the KO pile. */
export function koNonGrey(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isHero(g, c) && clsOf(g, c) !== 0) n++;
  return n;
}

scheme({
  name: 'Steal All Oxygen on Earth', set: SET,
  text: '8 twists; the Oxygen Level starts at 8. Twist: stack it beside the scheme, the Oxygen Level drops by 1, and every HQ hero costing more than it is KO\'d. Evil wins when 20 non-grey heroes have been KO\'d.',
  twists: () => 8,
  evilWinsAt: EVIL_AT,
  twist: (g, _n, c) => {
    g.schemeZone.push(c);
    const level = oxygenLevel(g);
    g.log && log(g, `  the Oxygen Level drops to ${level}`);
    const slots: number[] = [];
    for (let s = 0; s < g.hq.length; s++) { const h = g.hq[s]!; if (h >= 0 && isHero(g, h) && heroCost(g, h) > level) slots.push(s); }
    for (const s of slots) koFromHq(g, s);
    checkEvil(g);
  },
  evilWins: (g) => (koNonGrey(g) >= evilAt(g.setup, EVIL_AT) ? 'Steal All Oxygen on Earth: 20 non-grey heroes KO\'d' : null),
  hint: {
    progress: (v) => {
      let n = 0;
      for (const c of v.ko) if (nonGreyHero(v.def(c))) n++;
      return Math.min(1, n / evilAt(v.setup, EVIL_AT));
    },
  },
});
