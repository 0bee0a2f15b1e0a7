// Sinister Ambitions (Secret Wars Volume 2): 6 twists. Setup: 10 Ambition cards drawn at random (the game's generator)
// from those of the selected sets (Secret Wars Volume 1's and 2's when both are; all of them when there are fewer than
// 10) join the Villain Deck, which is shuffled again. Ambitions are Villains (engine/legendary/keywords/ambitions.ts):
// their printed Attack, +1 for each twist stacked next to the scheme, worth 4 VP; escaping, they do their Ambition (their
// Escape effect, after the usual escape rules).
// - Twists 1-5: the twist is stacked next to the scheme, then another Villain Deck card is played.
// - Twist 6: each Ambition Villain in the city escapes, one after another in the order the current player picks (a 'card'
//   question, intent 'escape-order': dark-city/schemes/common.ts escapeInOrder), each escape done (its HQ KO, discards and Ambition) before the next; one that has
//   left the city meanwhile stays where it is. The rulebook is silent on twists after the sixth (extra-twist challenge modes, Ambitions that become twists):
//   each does the sixth's effect again, the reading worst for the players.
// - An Ambition that becomes a Scheme Twist is a twist of the scheme (counted; stacked by twists 1-5, where it counts
//   for the +1 Attack).
// - Evil wins when 4 Ambition Villains have escaped: a counter (g.vars) bumped by an 'escape' hook, so an Ambition that
//   later leaves the escape pile (it ascends, becomes a twist, breaks out, is discarded) still counts, and one that
//   escapes again counts again.
// - Dark Apprentice among the 10: a random other Mastermind and one of its Tactics are drawn at setup and wait face down
//   in the scheme's deck until it escapes (Secret Wars Volume 1's ambitions.ts).
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { ambitionsIn, isAmbition, isAmbitionDef } from '../../../keywords/ambitions.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, evilAt, log, nameOf } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, SchemeView } from '../../../types.js';
import { escapeInOrder } from '../../dark-city/schemes/common.js';
import { DARK_APPRENTICE, apprenticeWaits } from '../../secret-wars-volume-1/ambitions.js';

export const SINISTER_AMBITIONS = 'Sinister Ambitions';
/** How many Ambitions the setup adds; how many escapes win for evil. */
export const AMBITIONS_ADDED = 10, AMBITION_ESCAPES = 4;
/** g.vars: Ambition Villains that have escaped so far. */
export const AMBITIONS_ESCAPED = 'sinister-ambitions:escaped';

/** Each Ambition Villain in the city escapes, in the order the current player picks (see the header). */
function ambitionsEscape(g: Game, src: number): void {
  const out: number[] = [];
  for (let s = g.city.length - 1; s >= 0; s--) { const c = g.city[s]!; if (c >= 0 && isAmbition(g, c)) out.push(c); }
  if (out.length === 0) return;
  g.log && log(g, `  the Ambitions escape: ${out.map((c) => nameOf(g, c)).join(', ')}`);
  escapeInOrder(g, out, src);
}

const ambitionAt = (v: SchemeView, slot: number) => v.city[slot]! >= 0 && isAmbitionDef(v.def(v.city[slot]!));

scheme({
  name: SINISTER_AMBITIONS, set: SET,
  text: '6 twists. 10 random Ambition cards join the Villain Deck as villains: printed Attack +1 per twist stacked here, 4 VP, and their Ambition when they escape. Twists 1-5: stacked here; play another Villain Deck card. Twist 6: every Ambition in the city escapes. Evil wins when 4 Ambitions have escaped.',
  twists: () => 6,
  evilWinsAt: AMBITION_ESCAPES,
  afterSetup: (g, make) => {
    const keys = shuffle(g.rng, ambitionsIn(g.setup.sets)).slice(0, AMBITIONS_ADDED);
    for (const k of keys) g.villainDeck.push(...make(k, 1));
    shuffle(g.rng, g.villainDeck);
    // Dark Apprentice brings a random Mastermind with one Tactic: drawn now, waiting beside the scheme
    if (keys.includes(DARK_APPRENTICE)) apprenticeWaits(g, make);
  },
  twist: (g, n, c) => {
    if (n <= 5) {
      g.schemeZone.push(c);
      later(g, PLAY_VILLAIN_CARD, g.current);
      return;
    }
    g.ko.push(c);
    ambitionsEscape(g, c);
  },
  on: {
    escape: {
      after: (g, e) => { if (isAmbition(g, e.c)) g.vars[AMBITIONS_ESCAPED] = (g.vars[AMBITIONS_ESCAPED] ?? 0) + 1; },
    },
  },
  evilWins: (g) => ((g.vars[AMBITIONS_ESCAPED] ?? 0) >= evilAt(g.setup, AMBITION_ESCAPES)
    ? `${SINISTER_AMBITIONS}: ${evilAt(g.setup, AMBITION_ESCAPES)} Ambition villains escaped` : null),
  hint: {
    progress: (v) => Math.min(1, v.variable(AMBITIONS_ESCAPED) / evilAt(v.setup, AMBITION_ESCAPES)),
    // each Ambition escaping is a step to the loss (and twist 6 makes the city's Ambitions escape at once)
    escapeHarm: (v, slot, danger) => (ambitionAt(v, slot) ? 5 + 15 * danger : 0),
    extraVillainDeck: () => AMBITIONS_ADDED,
  },
});
