// Deadpool Kills the Marvel Universe (Deadpool).
import { SET } from '../set.js';
import { heroCardCount, scheme } from '../../../registry.js';
import { checkEvil, def, log, nameOf, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { DEADPOOL_HERO, isDeadpoolCard } from '../heroes/deadpool.js';

/** The twist: Hero Deck cards are revealed from the top until a Deadpool card; every revealed card is KO'd. */
function massacre(g: Game): void {
  while (g.heroDeck.length > 0) {
    const c = g.heroDeck.pop()!;
    g.ko.push(c);
    g.log && log(g, `  ${nameOf(g, c)} is KO'd from the Hero Deck`);
    if (isDeadpoolCard(def(g, c))) break;
  }
  checkEvil(g);
}

scheme({
  name: 'Deadpool Kills the Marvel Universe', set: SET,
  text: 'Deadpool is one of the heroes; 4 heroes with 2 players; 6 twists for 1-3 players, 5 for 4-5. Twist: KO Hero Deck cards from the top until a Deadpool card (included). Evil wins when the Hero Deck runs out.',
  twists: (players) => (players <= 3 ? 6 : 5),
  plan: (plan) => {
    plan.requiredHeroes.push(DEADPOOL_HERO);
    if (plan.players === 2) plan.heroCount = 4;
  },
  twist: (g, _n, c) => { twistToKo(g, c); massacre(g); },
  evilWins: (g) => (g.heroDeck.length === 0 ? 'Deadpool Kills the Marvel Universe: the Hero Deck ran out' : null),
  hint: {
    progress: (v) => 1 - v.heroDeckSize / Math.max(1, heroCardCount(v.setup.heroes) - v.setup.hqSize),
    heroDeckClock: true,
  },
});
