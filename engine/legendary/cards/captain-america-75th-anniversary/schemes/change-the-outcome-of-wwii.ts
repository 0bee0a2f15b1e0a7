// Change the Outcome of WWII (Captain America 75th Anniversary). The game starts in the normal five-space city. Each
// twist enters a country: the villains in the city and the Bystanders they hold go to the bottom of the Villain Deck
// (other cards they held are KO'd), the city becomes the country's number of spaces (Poland 4, France 3, USSR 6,
// England 3, USA 5, Australia 2, Switzerland 1; smaller countries omit the Bridge first, then the Streets, ...,
// Universal Rulebook), and two Villain Deck cards are played. A country some villain escapes from is conquered: its
// twist is stacked beside the scheme as a capital. Evil wins with 3 capitals.
//
// The city is set up with 6 spaces; the spaces a country lacks are destroyed spaces (engine/legendary/rules.ts cityLive), so
// villains skip them and the last space of the country is the city's end. Spaces another card destroyed stay
// destroyed: each new country is that many spaces smaller (the Universal Rulebook: once a space is destroyed the
// city is smaller from then on; a country only moves the city's edge).
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, evilAt, isBystander, log, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';

export const COUNTRIES: readonly [string, number][] = [
  ['Poland', 4], ['France', 3], ['USSR', 6], ['England', 3], ['USA', 5], ['Australia', 2], ['Switzerland', 1],
];
export const WWII_CITY = 6, NORMAL_CITY = 5, CAPITALS_TO_WIN = 3;
/** The current country's twist number (0: still the normal city); the country last conquered; capitals conquered. */
export const COUNTRY = 'wwii:country', CONQUERED_AT = 'wwii:conquered-at', CAPITALS = 'wwii:capitals';

/** Destroyed-space mask for a city of `size` spaces out of the 6. */
export const outside = (size: number) => ((1 << WWII_CITY) - 1) & ~((1 << size) - 1);

function invade(g: Game, n: number, twist: number): void {
  // the previous country's twist: stacked as a capital when conquered, else it leaves the game
  const at = g.schemeZone.indexOf(twist);
  if (at < 0) g.schemeZone.push(twist);
  const prev = g.vars[COUNTRY] ?? 0;
  if (prev > 0 && g.vars[CONQUERED_AT] !== prev) {
    const pz = g.vars['wwii:twist-card'] ?? -1;
    const i = g.schemeZone.indexOf(pz);
    if (i >= 0) { g.schemeZone.splice(i, 1); twistToKo(g, pz); }
  }
  g.vars['wwii:twist-card'] = twist;
  for (let s = 0; s < g.city.length; s++) {
    const v = g.city[s]!;
    if (v < 0) continue;
    const held = g.att[s]!;
    g.city[s] = -1; g.att[s] = [];
    g.villainDeck.unshift(v);
    for (const h of held) if (isBystander(g, h)) g.villainDeck.unshift(h); else g.ko.push(h);
  }
  const [name, size] = COUNTRIES[Math.min(n, COUNTRIES.length) - 1]!;
  // spaces another card destroyed (Galactus) stay destroyed: the new country is that many spaces smaller, from its
  // end, and what marks them (a Master Strike left there) moves along
  const prevSize = prev > 0 ? COUNTRIES[Math.min(prev, COUNTRIES.length) - 1]![1] : NORMAL_CITY;
  let gone = 0;
  const markers: number[] = [];
  for (let s = 0; s < g.city.length; s++) {
    if (s < prevSize && ((g.cityDestroyed >> s) & 1)) gone++;
    markers.push(...g.att[s]!);
    g.att[s] = [];
  }
  const live = Math.max(0, size - gone);
  g.cityDestroyed = outside(live);
  for (let i = 0; i < markers.length; i++) g.att[Math.min(live + i, Math.max(live, size - 1), WWII_CITY - 1)]!.push(markers[i]!);
  g.vars[COUNTRY] = n;
  g.log && log(g, `  The Axis invades ${name}: the city has ${size} space(s)`);
  later(g, PLAY_VILLAIN_CARD, g.current);
  later(g, PLAY_VILLAIN_CARD, g.current);
}

function escaped(g: Game): void {
  const n = g.vars[COUNTRY] ?? 0;
  if (n === 0 || g.vars[CONQUERED_AT] === n) return;
  g.vars[CONQUERED_AT] = n;
  g.vars[CAPITALS] = (g.vars[CAPITALS] ?? 0) + 1;
  g.log && log(g, `  ${COUNTRIES[Math.min(n, COUNTRIES.length) - 1]![0]} is conquered`);
}

scheme({
  name: 'Change the Outcome of WWII', set: SET,
  text: '7 twists; one extra villain group. Each twist: the villains in the city (with their Bystanders) go under the Villain Deck, the city becomes a country of 4, 3, 6, 3, 5, 2, then 1 space(s), and two Villain Deck cards are played. A country a villain escapes from is conquered; evil wins with 3 conquered capitals.',
  twists: () => 7,
  evilWinsAt: CAPITALS_TO_WIN,
  plan: (plan) => { plan.villainGroupCount += 1; plan.citySize = WWII_CITY; },
  afterSetup: (g) => { g.cityDestroyed = outside(NORMAL_CITY); },
  twist: (g, n, c) => invade(g, n, c),
  on: { escape: { after: (g) => escaped(g) } },
  evilWins: (g) => ((g.vars[CAPITALS] ?? 0) >= evilAt(g.setup, CAPITALS_TO_WIN) ? 'Change the Outcome of WWII: 3 capitals conquered' : null),
  hint: {
    progress: (v) => Math.min(1, v.variable(CAPITALS) / evilAt(v.setup, CAPITALS_TO_WIN)),
    escapeHarm: (v, _slot, danger) => (v.variable(COUNTRY) > 0 && v.variable(CONQUERED_AT) !== v.variable(COUNTRY) ? 3 + 12 * danger : 0),
  },
});
