// Deadlands Hordes Charge the Wall (Secret Wars Volume 2): 8 twists and an extra villain group. Twist: every villain in
// the city charges two spaces at once (each moves two spaces forward along the spaces left; those carried past the
// city's end escape, from the front first: nobody is pushed, since they all move together), then another Villain Deck
// card is played. Evil wins when six more villains than players have escaped.
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { charge } from '../../../keywords/charge.js';
import { PLAY_VILLAIN_CARD, cityLive, escapedVillains, evilAt, log } from '../../../rules.js';
import type { Game } from '../../../types.js';

/**
 * Every villain in the city charges n spaces (keywords/charge.ts), the one nearest the Bridge first: each then finds the
 * spaces ahead of it already moved on, so nobody is pushed and those carried past the city's end escape, the front one
 * first, as if they all moved together. A Mastermind in the city (King Hyperion) is no villain and does not charge;
 * a villain charging into his space pushes him forward.
 */
function allCharge(g: Game, n: number): void {
  const order: number[] = [];
  for (let s = g.city.length - 1; s >= 0; s--) if (cityLive(g, s) && g.city[s]! >= 0) order.push(g.city[s]!);
  g.log && log(g, `  every villain charges ${n} spaces`);
  for (const c of order) { const s = g.city.indexOf(c); if (s >= 0) charge(g, s, n); }
}

scheme({
  name: 'Deadlands Hordes Charge the Wall', set: SET,
  text: '8 twists; an extra villain group. Twist: every villain charges two spaces together, then play another Villain Deck card. Evil wins when six more villains than players have escaped.',
  twists: () => 8,
  evilWinsAt: 6,
  plan: (plan) => { plan.villainGroupCount += 1; },
  twist: (g, _n, c) => {
    g.ko.push(c);
    allCharge(g, 2);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => (escapedVillains(g) >= g.players.length + evilAt(g.setup, 6) ? 'Deadlands Hordes Charge the Wall: six more villains than players escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => { const k = v.def(c).kind; return k === 'villain' || k === 'henchman'; }).length / (v.players + evilAt(v.setup, 6))),
    escapeHarm: (_v, _slot, danger) => 4 + 10 * danger,
  },
});
