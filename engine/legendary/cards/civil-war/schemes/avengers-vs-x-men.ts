// Avengers vs. X-Men (Civil War): the Hero Deck is 3 heroes of one team and 3 of another (SetupPlan.heroesByTeam;
// the setup draws the two teams, g.setup.heroTeams). Twists 1-7: each player whose hand holds cards of both teams
// gains a Wound; twist 8: evil wins.
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { scheme, teamId } from '../../../registry.js';
import { checkEvil, evilAt, gainWound, isTeam, log, playerOrder, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';

export const AVX_LAST_TWIST = 8;
const WON = 'avengers-vs-x-men:won';

/**
 * Whether player p's hand holds a card of each of the setup's two teams. A card counts for every team it has (a
 * Divided card in hand counts as both sides' teams), so one card of both teams is enough: the rulebook is silent
 * on it, this is the reading worst for the players.
 */
export function holdsBothTeams(g: Game, p: number): boolean {
  const hand = g.players[p]!.hand;
  for (const name of g.setup.heroTeams) {
    const t = teamId(name);
    if (!hand.some((c) => isTeam(g, c, t))) return false;
  }
  return g.setup.heroTeams.length > 0;
}

// each player reveals their hand (no choice: the whole hand is revealed)
const EACH = cont('avengers-vs-x-men:twist:each', (g, f) => {
  if (g.result !== null || !holdsBothTeams(g, f.p)) return;
  g.log && log(g, `  P${f.p + 1} holds cards of both teams`);
  gainWound(g, f.p);
});

scheme({
  name: 'Avengers vs. X-Men', set: SET,
  text: '9 twists; the Hero Deck is 3 heroes of one team and 3 of another. Twists 1-7: each player with cards of both teams in hand gains a Wound. Twist 8: evil wins.',
  twists: () => 9,
  evilWinsAt: AVX_LAST_TWIST,
  // the scheme's hero count overrides the normal (and solo) one
  plan: (plan) => { plan.heroCount = 6; plan.heroesByTeam = [3, 3]; },
  twist: (g, n, c) => {
    twistToKo(g, c);
    if (n >= evilAt(g.setup, AVX_LAST_TWIST)) { g.vars[WON] = 1; checkEvil(g); return; }
    for (const p of playerOrder(g)) later(g, EACH, p, c);
  },
  evilWins: (g) => ((g.vars[WON] ?? 0) > 0 ? 'Avengers vs. X-Men: the eighth twist' : null),
  hint: {
    // the twists are the clock
    progress: (v) => Math.min(1, v.stats.twists / evilAt(v.setup, AVX_LAST_TWIST)),
  },
});
