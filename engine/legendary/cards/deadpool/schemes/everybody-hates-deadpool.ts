// Everybody Hates Deadpool (Deadpool). Every Villain (henchmen too, not the Mastermind: Universal Rulebook) has
// Revenge for its own group, counted once more when it already has it.
import { SET } from '../set.js';
import { victoryOfGroup } from '../../../keywords/revenge.js';
import { scheme } from '../../../registry.js';
import { def, escapedVillains, evilAt, isTeam, playerOrder, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { MERCS, fewestGainWound } from '../common.js';

const perPlayer = 3;

/** Revenge for its own group: +1 per card of its group in the current player's victory pile. */
function ownRevenge(g: Game, c: number): number {
  if (c < 0) return 0;
  const d = def(g, c);
  return d.kind === 'villain' || d.kind === 'henchman' ? victoryOfGroup(g, d.groupLabel) : 0;
}

scheme({
  name: 'Everybody Hates Deadpool', set: SET,
  text: '6 twists; at least one Mercs for Money hero. Every villain has Revenge for its own group (twice if it already has it). Twist: whoever reveals the fewest Mercs for Money cards from hand gains a Wound. Evil wins when 3 villains per player have escaped.',
  twists: () => 6,
  evilWinsAt: perPlayer,
  plan: (plan) => { plan.requiredHeroTeam = 'Mercs for Money'; },
  mods: { villainAttack: (g, _slot, c) => ownRevenge(g, c) },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    fewestGainWound(g, playerOrder(g), (p) => g.players[p]!.hand.filter((x) => isTeam(g, x, MERCS)).length);
  },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, perPlayer) * g.players.length ? 'Everybody Hates Deadpool: 3 villains per player escaped' : null),
  hint: {
    progress: (v) => {
      let n = 0;
      for (const c of v.escaped) { const k = v.def(c).kind; if (k === 'villain' || k === 'henchman') n++; }
      return Math.min(1, n / (evilAt(v.setup, perPlayer) * v.players));
    },
    escapeHarm: (v, _slot, danger) => 2 + (20 / v.players) * danger,
  },
});
