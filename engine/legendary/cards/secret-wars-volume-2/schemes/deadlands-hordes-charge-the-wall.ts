// Deadlands Hordes Charge the Wall (Secret Wars Volume 2): 8 twists and an extra villain group. Twist: every villain in
// the city charges two spaces at once (each moves two spaces forward along the spaces left; those carried past the
// city's end escape, from the front first: nobody is pushed, since they all move together), then another Villain Deck
// card is played. Evil wins when six more villains than players have escaped.
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, cityLive, escapedVillains, evilAt, log, villainEscapes } from '../../../rules.js';
import type { Game } from '../../../types.js';

function allCharge(g: Game, n: number): void {
  const live: number[] = [];
  for (let s = 0; s < g.city.length; s++) if (cityLive(g, s)) live.push(s);
  const cards = live.map((s) => g.city[s]!), held = live.map((s) => g.att[s]!);
  for (const s of live) { g.city[s] = -1; g.att[s] = []; }
  const out: { c: number; held: number[] }[] = [];
  for (let i = live.length - 1; i >= 0; i--) {
    const c = cards[i]!;
    if (c < 0) continue;
    const j = i + n;
    if (j >= live.length) { out.push({ c, held: held[i]! }); continue; }
    g.city[live[j]!] = c; g.att[live[j]!] = held[i]!;
  }
  g.log && log(g, `  every villain charges ${n} spaces`);
  for (const x of out) villainEscapes(g, x.c, x.held);
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
