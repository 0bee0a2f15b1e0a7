import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { HENCHMEN, cardByKey, scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, evilAt, log, takeFromPlayer, twistToKo } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { escapeNow } from './common.js';

export const MAGGIA_GOONS = 'Maggia Goons';

/** The Maggia Goons' card (another helper writes the henchmen: found by the registry), or -1 while missing. */
let goonId = -1;
function goonDef(): number {
  if (goonId < 0) { const h = HENCHMEN.get(MAGGIA_GOONS); if (h) goonId = cardByKey(h.cards[0]!).id; }
  return goonId;
}
const isGoon = (g: Game, c: number) => g.defOf[c] === goonDef();
/** The Goons' Ambush: play another card from the Villain Deck. */
const playAnother = (g: Game) => later(g, PLAY_VILLAIN_CARD, g.current);

scheme({
  name: 'Organized Crime Wave', set: SET,
  text: '8 twists; the 10 Maggia Goons are a henchmen group. Goons also have "Ambush: play another Villain Deck card". Twist: every Goon in the city escapes, then the Goons in victory piles are shuffled into the Villain Deck. Evil wins when 5 Goons have escaped.',
  twists: () => 8,
  evilWinsAt: 5,
  plan: (plan) => {
    plan.requiredHenchmen.push(MAGGIA_GOONS);
    // all ten Goons, in solo too (the scheme names them; with three, five could never escape)
    if (plan.solo !== 'none') plan.extraHenchmenFull = 1;
  },
  // the Goons' Ambush is an Ambush like a printed one: what cancels an Ambush cancels it
  mods: { ambush: (g, c) => (isGoon(g, c) ? playAnother : null) },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (let s = g.city.length - 1; s >= 0; s--) if (g.city[s]! >= 0 && isGoon(g, g.city[s]!)) escapeNow(g, s);
    let back = 0;
    for (let p = 0; p < g.players.length; p++) {
      for (const x of g.players[p]!.victory.filter((v) => isGoon(g, v))) { takeFromPlayer(g, p, x); g.villainDeck.push(x); back++; }
    }
    if (back > 0) {
      shuffle(g.rng, g.villainDeck);
      g.log && log(g, `  ${back} Goon(s) shuffled back into the Villain Deck`);
    }
  },
  evilWins: (g) => (g.escaped.filter((c) => isGoon(g, c)).length >= evilAt(g.setup, 5) ? 'Organized Crime Wave: 5 Goons escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => v.def(c).groupLabel === MAGGIA_GOONS).length / evilAt(v.setup, 5)),
    escapeHarm: (v, slot, danger) => (v.def(v.city[slot]!).groupLabel === MAGGIA_GOONS ? 3 + 12 * danger : 0),
  },
});
