import { evilAt, isBystander } from '../../../rules.js';
import { scheme, type SchemeSpec } from '../../../registry.js';
import { BASIC } from '../basics.js';

// Which bystanders are Killbots is decided by where the card is: a bystander in the Villain Deck or
// standing in a city space itself is a Killbot villain. Bystanders captured by villains (kept in
// g.captured), rescued, carried away or in a victory pile are ordinary bystanders, so a defeated Killbot
// scores as a bystander. The engine decides a Villain Deck card's status before taking it off the deck,
// and the scheme counts the bystanders that escape as villains (its 'escape' hook) in g.vars[ESCAPED].
const killbot = (g: Parameters<typeof isBystander>[0], c: number) =>
  isBystander(g, c) && (g.city.includes(c) || g.villainDeck.includes(c));

const ESCAPED = 'killbots:escaped';

/** The scheme (Marvel Studios Phase 1 has one with the same rules under another name). */
export const KILLBOTS: SchemeSpec = {
  name: "Replace Earth's Leaders with Killbots", set: 'core',
  text: '5 twists in the Villain Deck, 3 more beside the scheme, 18 bystanders in the Villain Deck. Bystanders played from the Villain Deck are Killbot villains whose Attack is the number of twists beside the scheme. Twist: it goes beside the scheme. Evil wins when 5 Killbots have escaped.',
  twists: () => 5,
  evilWinsAt: 5,
  plan: (plan) => { plan.bystandersInVillainDeck = 18; },
  afterSetup: (g, make) => { g.schemeZone.push(...make(BASIC.twist, 3)); },
  villainDeckCard: (g, c) => (killbot(g, c) ? 'villain' : null),
  mods: { villainAttack: (g, _slot, c) => (isBystander(g, c) ? g.schemeZone.length : 0) },
  twist: (g, _n, c) => { g.schemeZone.push(c); },
  on: { escape: { after: (g, e) => { if (isBystander(g, e.c)) g.vars[ESCAPED] = (g.vars[ESCAPED] ?? 0) + 1; } } },
  evilWins: (g) => ((g.vars[ESCAPED] ?? 0) >= evilAt(g.setup, 5) ? 'Killbots: 5 Killbots escaped' : null),
  hint: {
    progress: (v) => v.variable(ESCAPED) / evilAt(v.setup, 5),
    escapeHarm: (v, slot, danger) => (v.def(v.city[slot]!).kind === 'bystander' ? 4 + 10 * danger : 0),
  },
};
scheme(KILLBOTS);
