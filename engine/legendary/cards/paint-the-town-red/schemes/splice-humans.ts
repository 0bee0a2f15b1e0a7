// Splice Humans with Spider DNA (Paint the Town Red).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { WALL_CRAWL, offerWallCrawl } from '../../../keywords/wall-crawl.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, checkEvil, distinct, evilAt, hasKeyword, isHero, log, nameOf, playerOrder, takeFromPlayer, twistToKo } from '../../../rules.js';
import { SINISTER_SIX, isSinisterSix } from '../villains/sinister-six.js';
import { villainDeckOut, villainDeckUsed } from './common.js';

export const SPLICE_ATTACK = 3;

// Twist, for each player: a Sinister Six villain of their victory pile goes on top of the Villain Deck.
const each = cont('splice-humans:twist', (g, f) => {
  ask(g, f.p, 'card', chosen, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isSinisterSix(g, c))), { source: f.c });
});
const chosen = cont('splice-humans:twist:chosen', (g, f, v) => {
  if (v < 0 || !takeFromPlayer(g, f.p, v)) return;
  g.villainDeck.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} on top of the Villain Deck`);
}, { about: 'lose-vp' });

scheme({
  name: 'Splice Humans with Spider DNA', set: SET,
  text: '8 twists; Sinister Six is a villain group. Sinister Six villains get +3 Attack; every hero has Wall-Crawl. Twist: each player puts a Sinister Six villain from their victory pile on top of the Villain Deck, then one Villain Deck card is played. Evil wins when 6 Sinister Six villains have escaped, or the Villain Deck runs out.',
  twists: () => 8,
  evilWinsAt: 6,
  plan: (plan) => { plan.requiredVillains.push(SINISTER_SIX); },
  mods: { villainAttack: (g, _slot, c) => (c >= 0 && isSinisterSix(g, c) ? SPLICE_ATTACK : 0) },
  on: {
    // every hero has Wall-Crawl: the keyword module offers it for the heroes that print it, this rule for the others
    recruit: { after: (g, e) => { if (isHero(g, e.c) && !hasKeyword(g, e.c, WALL_CRAWL)) offerWallCrawl(g, e.p, e.c); } },
    villainDeck: { before: (g) => checkEvil(g) },
    turnEnd: { after: (g) => checkEvil(g) },
  },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (const p of playerOrder(g)) later(g, each, p, c);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => (g.escaped.filter((c) => isSinisterSix(g, c)).length >= evilAt(g.setup, 6) ? 'Splice Humans with Spider DNA: 6 Sinister Six villains escaped'
    : villainDeckOut(g) ? 'Splice Humans with Spider DNA: the Villain Deck ran out' : null),
  hint: {
    progress: (v) => {
      const six = v.escaped.filter((c) => v.def(c).groupLabel === SINISTER_SIX).length;
      return Math.min(1, Math.max(six / evilAt(v.setup, 6), villainDeckUsed(v)));
    },
    escapeHarm: (v, slot, danger) => (v.def(v.city[slot]!).groupLabel === SINISTER_SIX ? 2 + 10 * danger : 0),
  },
});
