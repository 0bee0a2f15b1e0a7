// Secret Wars (Secret Wars Volume 2): 8 twists. Three other Masterminds of the selected sets are drawn at setup, each
// with one of its Tactics drawn at random; they wait face down in the scheme's deck (Game.schemeDeck: which ones is
// hidden; fewer when the sets have fewer):
// - Twists 1-3: one of them joins the game with its one Tactic (rules/mastermind.ts, full Masterminds besides the
//   setup's: its always-on abilities apply, it strikes at each Master Strike, one fight takes its Tactic and beats it).
// - Twists 4-7: nothing.
// - Twist 8: evil wins.
import { SET } from '../set.js';
import { MASTERMINDS, scheme } from '../../../registry.js';
import { endGame, extraMastermindPool, joinWaitingMastermind } from '../../../rules.js';
import { randInt, shuffle } from '../../../../shared/rng.js';

const JOINING = 3;

scheme({
  name: 'Secret Wars', set: SET,
  text: '8 twists. Twists 1-3: another random Mastermind joins the game with one Tactic. Twist 8: evil wins.',
  twists: () => 8,
  afterSetup: (g, make) => {
    for (const label of shuffle(g.rng, extraMastermindPool(g)).slice(0, JOINING)) {
      const md = MASTERMINDS.get(label)!;
      g.schemeDeck.push(...make(md.card, 1), ...make(md.tactics[randInt(g.rng, md.tactics.length)]!, 1));
    }
  },
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n <= JOINING) { joinWaitingMastermind(g); return; }
    if (n === 8) endGame(g, 'loss', 'Secret Wars: the 8th twist');
  },
  hint: { progress: (v) => Math.min(1, v.stats.twists / 8) },
});
