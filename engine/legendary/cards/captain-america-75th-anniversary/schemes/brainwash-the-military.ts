// Brainwash the Military (Captain America 75th Anniversary). Twelve S.H.I.E.L.D. Officers join the Villain Deck; there
// and in the city they are villains with Attack 3 + the Traitor Battalion (twists stacked beside the scheme), worth
// no VP; a defeated one is gained as a hero (discard pile). Twists 1-6 join the Battalion and another Villain Deck card
// is played; twist 7: every Officer in the city escapes. Evil wins when 5 Officers have escaped.
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, def, evilAt, gainCard, twistToKo } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, SchemeView } from '../../../types.js';
import { Z_NONE } from '../../../types.js';
import { BASIC } from '../../core/basics.js';
import { escapeNow } from '../../dark-city/schemes/common.js';

export const BRAINWASHED = 12, BRAINWASH_BASE = 3, BRAINWASH_ESCAPES = 5;
const ESCAPED = 'brainwash-the-military:escaped';

const isOfficer = (g: Game, c: number) => def(g, c).key === BASIC.officer;
/** An Officer in the Villain Deck or standing in the city: a villain. */
const villainOfficer = (g: Game, c: number) => isOfficer(g, c) && (g.city.includes(c) || g.villainDeck.includes(c));
const battalion = (g: Game) => g.schemeZone.length;

scheme({
  name: 'Brainwash the Military', set: SET,
  text: '7 twists; 12 S.H.I.E.L.D. Officers in the Villain Deck are villains (Attack 3 + twists beside the scheme; gained as heroes when defeated). Twists 1-6 go beside the scheme and another Villain Deck card is played; twist 7: every Officer in the city escapes. Evil wins when 5 Officers escape.',
  twists: () => 7,
  evilWinsAt: BRAINWASH_ESCAPES,
  afterSetup: (g) => {
    for (let i = 0; i < BRAINWASHED && g.officers.length > 0; i++) g.villainDeck.push(g.officers.pop()!);
    shuffle(g.rng, g.villainDeck);
  },
  villainDeckCard: (g, c) => (villainOfficer(g, c) ? 'villain' : null),
  mods: { villainAttack: (g, _slot, c) => (isOfficer(g, c) ? BRAINWASH_BASE + battalion(g) - def(g, c).attack : 0) },
  onDefeat: (g, p, c) => {
    if (!isOfficer(g, c)) return false;
    gainCard(g, p, c, Z_NONE);
    return true;
  },
  twist: (g, n, c) => {
    if (n < 7) { g.schemeZone.push(c); later(g, PLAY_VILLAIN_CARD, g.current); return; }
    twistToKo(g, c);
    for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isOfficer(g, g.city[s]!)) escapeNow(g, s);
  },
  on: { escape: { after: (g, e) => { if (isOfficer(g, e.c)) g.vars[ESCAPED] = (g.vars[ESCAPED] ?? 0) + 1; } } },
  evilWins: (g) => ((g.vars[ESCAPED] ?? 0) >= evilAt(g.setup, BRAINWASH_ESCAPES) ? 'Brainwash the Military: 5 S.H.I.E.L.D. Officers escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.variable(ESCAPED) / evilAt(v.setup, BRAINWASH_ESCAPES)),
    escapeHarm: (v: SchemeView, slot, danger) => (v.def(v.city[slot]!).key === BASIC.officer ? 4 + 12 * danger : 0),
    extraVillainDeck: () => BRAINWASHED,
  },
});
