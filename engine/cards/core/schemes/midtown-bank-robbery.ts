import { later } from '../../../flow.js';
import { BANK, PLAY_VILLAIN_CARD, captureFromStack, isBystander, twistToKo } from '../../../rules.js';
import { scheme } from '../../../registry.js';

scheme({
  name: 'Midtown Bank Robbery', set: 'core',
  text: '8 twists, 12 bystanders in the Villain Deck. Villains get +1 Attack per bystander they hold. Twist: a villain in the Bank captures 2 bystanders, then play the next Villain Deck card. Evil wins when 8 bystanders have been carried away.',
  twists: () => 8,
  plan: (plan) => { plan.bystandersInVillainDeck = 12; },
  // only villains in the city hold bystanders; the Mastermind is not a villain and gets nothing
  villainAttack: (g, slot) => {
    if (slot < 0) return 0;
    let n = 0;
    for (const b of g.captured[slot]!) if (isBystander(g, b)) n++;
    return n;
  },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    if (g.city[BANK]! >= 0) { captureFromStack(g, BANK); captureFromStack(g, BANK); }
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => (g.stats.bystandersCarried >= 8 ? 'Midtown Bank Robbery: 8 bystanders carried away' : null),
});
