// Crush Them With My Bare Hands (Secret Wars Volume 1): 5 twists, an extra villain group in solo. A twist acts
// immediately as a Master Strike (the Mastermind's strike effect, through the rules' strikeEffect so what
// cancels a strike cancels it; the twist card goes to the KO pile as a Master Strike does). Evil wins once 8 Master
// Strikes have resolved: the strikes of Master Strike cards and of twists alike, counted when a strike completes
// (a cancelled one never does).
import { SET } from '../set.js';
import { scheme } from '../../../registry.js';
import { checkEvil, evilAt, strikeEffect } from '../../../rules.js';

const DONE = 'crush-them:strikes';

scheme({
  name: 'Crush Them With My Bare Hands', set: SET,
  text: '5 twists (plus a villain group in solo). A twist acts immediately as a Master Strike. Evil wins once 8 Master Strikes have resolved.',
  twists: () => 5,
  evilWinsAt: 8,
  plan: (plan) => { if (plan.players === 1) plan.villainGroupCount += 1; },
  on: { strike: { after: (g) => { g.vars[DONE] = (g.vars[DONE] ?? 0) + 1; checkEvil(g); } } },
  twist: (g, _n, c) => {
    g.ko.push(c);
    strikeEffect(g, c);
  },
  evilWins: (g) => ((g.vars[DONE] ?? 0) >= evilAt(g.setup, 8) ? 'Crush Them With My Bare Hands: 8 Master Strikes took effect' : null),
  hint: { progress: (v) => Math.min(1, v.variable(DONE) / evilAt(v.setup, 8)) },
});
