// Dark Alliance (Secret Wars Volume 1): 8 twists. A second Mastermind of the selected sets is drawn at setup: its card
// and Tactics wait face down in the scheme's deck (Game.schemeDeck: which Mastermind is hidden until it joins;
// rules/mastermind.ts, full Masterminds besides the setup's).
// - Twist 1: it joins the game with one of its Tactics (its always-on abilities apply, it strikes at each Master Strike,
//   it is beaten when its Tactics are).
// - Twists 2-4: if it is still in the game, it gains another of its Tactics.
// - Twists 5-6: each Mastermind still standing captures a Bystander.
// - Twist 7: evil wins.
import { SET } from '../set.js';
import { MASTERMINDS, scheme } from '../../../registry.js';
import {
  endGame, extraMastermindPool, isMastermindCard, joinWaitingMastermind, log, mastermindHeld, mastermindStands, nameOf,
  takeWaitingTactics,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';

scheme({
  name: 'Dark Alliance', set: SET,
  text: '8 twists. Twist 1: a random second Mastermind joins with one Tactic. Twists 2-4: it gains another Tactic while it stands. Twists 5-6: each Mastermind captures a Bystander. Twist 7: evil wins.',
  twists: () => 8,
  afterSetup: (g, make) => {
    const [label] = shuffle(g.rng, extraMastermindPool(g));
    if (label === undefined) return;
    const md = MASTERMINDS.get(label)!;
    g.schemeDeck.push(...make(md.card, 1), ...shuffle(g.rng, md.tactics.flatMap((k) => make(k, 1))));
  },
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n === 1) { joinWaitingMastermind(g, 1); return; }
    if (n <= 4) {
      // the second Mastermind, if it still stands (the setup's never stands in Game.others)
      const i = g.others.findIndex((m) => isMastermindCard(g, m));
      if (i < 0) return;
      const t = takeWaitingTactics(g, g.others[i]!, 1);
      if (t.length) { g.othersTactics[i]!.push(...t); g.log && log(g, `  ${nameOf(g, g.others[i]!)} gains another Tactic`); }
      return;
    }
    if (n <= 6) {
      if (mastermindStands(g) && g.mastermind.length) { const b = g.bystanders.pop(); if (b !== undefined) mastermindHeld(g, g.mastermind[0]!).push(b); }
      for (const o of g.others) { const b = g.bystanders.pop(); if (b !== undefined) mastermindHeld(g, o).push(b); }
      g.log && log(g, '  each Mastermind captures a Bystander');
      return;
    }
    if (n === 7) endGame(g, 'loss', 'Dark Alliance: the 7th twist');
  },
  hint: { progress: (v) => Math.min(1, v.stats.twists / 7) },
});
