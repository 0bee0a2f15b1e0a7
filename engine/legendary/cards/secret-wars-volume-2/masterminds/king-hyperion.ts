// King Hyperion (Secret Wars Volume 2): a Mastermind who enters the city (rules/city.ts, a Mastermind in the city).
//
// - Master Strike: he enters the city if he is not there yet (pushing the villains in it, as a villain entering does),
//   then he charges three spaces (keywords/charge.ts: the villains ahead are pushed; past the Bridge he escapes).
// - Escape: each player gains a Wound; he goes back to the Mastermind space (and, as for any escape, the current
//   player KOs an HQ hero and the Bystanders he holds are carried away: each player discards a card).
// - While he is in the city he is fought as the Mastermind is (the usual action, his Attack and Tactics); he is no
//   villain, so effects that name villains do not reach him (Universal Rulebook, King Hyperion).
// - Each Tactic: if he is in the city, he goes back to the Mastermind space and the Tactic is shuffled back among his
//   face-down Tactics; if so, the fighter gets its bonus. His last Tactic acts before the game is won
//   (MastermindDef.fightBeforeWin): defeated while he is in the city, it goes back and the game goes on.
//   - Worshipped by Millions: rescue six Bystanders.
//   - Royal Treasury: +5 Recruit.
//   - Monarch of Utopolis: three extra cards in the hand drawn at the end of this turn.
//   - Rule with an Iron Fist: the fighter may defeat a villain in the city for free (a 'slot' question, -1 declines).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { charge } from '../../../keywords/charge.js';
import { mastermind } from '../../../registry.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import { defeatVillain, eachGainsWound, gainRecruit, log, mastermindEntersCity, nameOf, rescue } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';

const CHARGE = 3;

/** If he is in the city: back to the Mastermind space, Tactic `tac` (in player p's victory pile) back among his Tactics. */
function backHome(g: Game, p: number, tac: number): boolean {
  if (g.mastermindAt < 0) return false;
  g.mastermindAt = -1;
  const v = g.players[p]!.victory, i = v.lastIndexOf(tac);
  if (i >= 0) v.splice(i, 1);
  g.tactics.push(tac);
  shuffle(g.rng, g.tactics);
  g.stats.tacticsDefeated--;
  g.log && log(g, `  King Hyperion returns to the Mastermind space; ${nameOf(g, tac)} is shuffled back into his Tactics`);
  return true;
}

const ironFist = cont('king-hyperion:rule-with-an-iron-fist', (g, f, v) => { if (v >= 0) defeatVillain(g, f.p, v); }, { about: 'defeat' });
const villainSlots = (g: Game) => { const out: number[] = []; for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) out.push(s); return out; };

mastermind({
  name: 'King Hyperion', set: SET, attack: 12, vp: 6, leads: 'Utopolis',
  text: 'Master Strike: he enters the city if he is not there, then charges three spaces. Escape: each player gains a Wound and he returns to the Mastermind space. Each Tactic fought while he is in the city sends him home, goes back among his Tactics, and gives a bonus.',
  strike: (g) => {
    mastermindEntersCity(g);
    if (g.mastermindAt >= 0) charge(g, g.mastermindAt, CHARGE);
  },
  escape: (g) => eachGainsWound(g),
  fightBeforeWin: true,
  cityTacticReturns: true,
  tactics: [
    {
      name: 'Worshipped by Millions', text: 'If he is in the city: he goes home and this Tactic goes back; then rescue six Bystanders.',
      fight: (g, p, c) => { if (backHome(g, p, c)) rescue(g, p, 6); },
    },
    {
      name: 'Royal Treasury', text: 'If he is in the city: he goes home and this Tactic goes back; then +5 Recruit.',
      fight: (g, p, c) => { if (backHome(g, p, c)) gainRecruit(g, 5); },
    },
    {
      name: 'Monarch of Utopolis', text: 'If he is in the city: he goes home and this Tactic goes back; then draw three extra cards with your next hand.',
      fight: (g, p, c) => { if (backHome(g, p, c)) addEffect(g, NEXT_HAND_EXTRA, c, 3); },
    },
    {
      name: 'Rule with an Iron Fist', text: 'If he is in the city: he goes home and this Tactic goes back; then you may defeat a villain in the city for free.',
      fight: (g, p, c) => {
        if (!backHome(g, p, c)) return;
        const opts = villainSlots(g);
        if (opts.length) ask(g, p, 'slot', ironFist, [...opts, -1], { source: c });
      },
    },
  ],
});
