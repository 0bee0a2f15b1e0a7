// Weave a Web of Lies (Paint the Town Red).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { evilAt, isBystander, isVillain, rescue } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { Z_TACTICS } from '../../../types.js';

export const WEB_TWISTS = 7;
/** Twists stacked next to the Mastermind (kept in the scheme zone). */
const stacked = (g: Game) => g.schemeZone.length;

// "Whenever you defeat a villain, you may pay 1 Recruit to rescue a Bystander" (once per villain).
const pay = cont('weave-a-web-of-lies:pay', (g, f, v) => {
  if (v !== 1 || g.t.recruit < 1) return;
  g.t.recruit -= 1;
  rescue(g, f.p, 1);
}, { about: 'may' });

scheme({
  name: 'Weave a Web of Lies', set: SET,
  text: '7 twists, each stacked next to the Mastermind. When you defeat a villain you may pay 1 Recruit to rescue a Bystander. You can fight the Mastermind only with a Bystander in your victory pile per stacked twist. Evil wins at the 7th twist.',
  twists: () => WEB_TWISTS,
  evilWinsAt: WEB_TWISTS,
  canFightMastermind: (g, p) => g.players[p]!.victory.filter((c) => isBystander(g, c)).length >= stacked(g),
  on: {
    defeat: {
      after: (g, e) => {
        if (e.from === Z_TACTICS || !isVillain(g, e.c) || g.t.recruit < 1 || g.bystanders.length === 0) return;
        ask(g, e.p, 'yesno', pay, [1, 0], { source: e.c });
      },
    },
  },
  twist: (g, _n, c) => { g.schemeZone.push(c); },
  evilWins: (g) => (stacked(g) >= evilAt(g.setup, WEB_TWISTS) ? 'Weave a Web of Lies: the 7th twist' : null),
  hint: { progress: (v) => Math.min(1, v.schemeZone.length / evilAt(v.setup, WEB_TWISTS)) },
});
