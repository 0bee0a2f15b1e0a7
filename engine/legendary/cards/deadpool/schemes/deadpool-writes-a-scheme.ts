// Deadpool Writes a Scheme (Deadpool). Deadpool is one of the heroes; 6 twists, each doing what its number says.
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, captureFromStack, chooseDiscard, def, draw, evilAt, gainWound, playerOrder, twistToKo } from '../../../rules.js';
import { DEADPOOL_HERO, isDeadpoolCard } from '../heroes/deadpool.js';

const LAST = 6;
const DRAW = cont('deadpool-writes-a-scheme:draw', (g, f) => { draw(g, f.p, 1); });
const WOUND = cont('deadpool-writes-a-scheme:wound', (g, f) => gainWound(g, f.p));
const DISCARD = cont('deadpool-writes-a-scheme:discard', (g, f) => chooseDiscard(g, f.p));

scheme({
  name: 'Deadpool Writes a Scheme', set: SET,
  text: 'Deadpool is one of the heroes; 6 twists. Twist 1: everybody draws a card. 2: each player without a Deadpool card in hand discards 2. 3: play 3 Villain Deck cards. 4: each villain captures 4 Bystanders. 5: each player gains 5 Wounds. 6: Evil wins.',
  twists: () => LAST,
  evilWinsAt: LAST,
  plan: (plan) => { plan.requiredHeroes.push(DEADPOOL_HERO); },
  twist: (g, n, c) => {
    twistToKo(g, c);
    if (n >= evilAt(g.setup, LAST)) { g.vars['deadpool-writes-a-scheme:won'] = 1; return; }
    switch (n) {
      case 1: for (const p of playerOrder(g)) later(g, DRAW, p); break;
      case 2:
        for (const p of playerOrder(g)) {
          if (g.players[p]!.hand.some((x) => isDeadpoolCard(def(g, x)))) continue;
          later(g, DISCARD, p); later(g, DISCARD, p);
        }
        break;
      case 3: for (let i = 0; i < 3; i++) later(g, PLAY_VILLAIN_CARD, g.current); break;
      case 4:
        for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) for (let i = 0; i < 4; i++) captureFromStack(g, s);
        break;
      case 5: for (const p of playerOrder(g)) for (let i = 0; i < 5; i++) later(g, WOUND, p); break;
      default: break; // a twist past 5 below a changed Evil Wins twist does nothing
    }
  },
  evilWins: (g) => (g.vars['deadpool-writes-a-scheme:won'] ? 'Deadpool Writes a Scheme: the sixth twist' : null),
  hint: { progress: (v) => Math.min(1, v.stats.twists / evilAt(v.setup, LAST)) },
});
