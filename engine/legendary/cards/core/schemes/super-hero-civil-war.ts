import { koFromHq, twistToKo } from '../../../rules.js';
import { heroCardCount, scheme } from '../../../registry.js';

scheme({
  name: 'Super Hero Civil War', set: 'core',
  text: '8 twists for 1-3 players, 5 for 4-5; only 4 heroes with 2 players. Twist: KO every hero in the HQ. Evil wins when the Hero Deck runs out.',
  // 1 player (advanced solo only): 8 twists, as for 2-3 players (worst-for-players reading)
  twists: (players) => (players <= 3 ? 8 : 5),
  forbiddenInSolo: true,
  plan: (plan) => { if (plan.players === 2) plan.heroCount = 4; },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (let s = 0; s < 5 && g.result === null; s++) if (g.hq[s]! >= 0) koFromHq(g, s);
  },
  evilWins: (g) => (g.heroDeck.length === 0 ? 'Super Hero Civil War: the Hero Deck ran out' : null),
  // the Hero Deck is the clock: every hero recruited from the HQ takes a card off it
  hint: {
    progress: (v) => 1 - v.heroDeckSize / Math.max(1, heroCardCount(v.setup.heroes) - v.setup.hqSize),
    heroDeckClock: true,
  },
});
