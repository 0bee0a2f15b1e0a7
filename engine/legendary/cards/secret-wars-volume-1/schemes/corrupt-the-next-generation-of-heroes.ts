// Corrupt the Next Generation of Heroes (Secret Wars Volume 1): 8 twists; 10 Sidekicks from the top of the Sidekick
// stack are shuffled into the Villain Deck once the stack is made. While in the Villain Deck or the city a Sidekick is
// a villain whose Attack is 2 + the twists stacked by the scheme; beating one puts it, gained, on top of your deck (it
// is a defeat: defeat hooks see it; it is worth no VP).
//
// Twists 1-7: the twist is stacked beside the scheme (the data's twist text does not say so, but the standing rule
// counts "Twists stacked next to this Scheme", which would otherwise be none: stacking is the reading that gives the
// rule a meaning), every player sends a Sidekick from their discard pile to the bottom of the Sidekick stack (a 'card'
// question when they have different ones, intent 'lose'), then the top two Sidekicks of the stack enter the city.
// Twist 8: the Sidekicks in the city all escape. Evil wins on the 4th escaped Sidekick.
import { SET } from '../set.js';
import { escapeNow } from '../../dark-city/schemes/common.js';
import { ask, cont, later } from '../../../flow.js';
import { isSidekick } from '../../../keywords/sidekicks.js';
import { scheme } from '../../../registry.js';
import { def, distinct, enterCity, evilAt, gainCardTo, log, nameOf, playerOrder, takeFromPlayer } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, SchemeView } from '../../../types.js';
import { Z_DECK, Z_NONE } from '../../../types.js';

const SIDEKICKS_IN_DECK = 10;
const twistsStacked = (g: Game) => { let n = 0; for (const c of g.schemeZone) if (def(g, c).kind === 'twist') n++; return n; };
/** A Sidekick that is a villain now: in the Villain Deck or the city. */
const isVillainSidekick = (g: Game, c: number) => isSidekick(g, c) && (g.city.includes(c) || g.villainDeck.includes(c));
const escapedSidekicks = (g: Game) => { let n = 0; for (const c of g.escaped) if (isSidekick(g, c)) n++; return n; };
const viewSidekick = (v: SchemeView, c: number) => !!v.def(c).keywords?.includes('sidekick');

const returnOne = cont('corrupt-next-generation:return', (g, f) => {
  const mine = g.players[f.p]!.discard.filter((c) => isSidekick(g, c));
  ask(g, f.p, 'card', returned, distinct(g, f.p, mine), { source: f.c });
});
const returned = cont('corrupt-next-generation:returned', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  g.sidekicks.unshift(v);
  g.log && log(g, `  P${f.p + 1} returns ${nameOf(g, v)} to the Sidekick stack`);
}, { about: 'lose' });
const twoEnter = cont('corrupt-next-generation:enter', (g) => {
  for (let i = 0; i < 2; i++) {
    const c = g.sidekicks.pop();
    if (c === undefined) return;
    enterCity(g, c);
  }
});

scheme({
  name: 'Corrupt the Next Generation of Heroes', set: SET,
  text: '8 twists; 10 Sidekicks go into the Villain Deck. While in the Villain Deck or the city, a Sidekick is a villain whose Attack is 2 + the twists stacked by the scheme; beating one puts it on top of your deck. Twists 1-7: stack it; everyone sends a Sidekick from their discard pile back to the stack, and the stack\'s top 2 then enter the city. Twist 8: the Sidekicks in the city all escape. Evil wins on the 4th escaped Sidekick.',
  twists: () => 8,
  evilWinsAt: 4,
  afterStacks: (g) => {
    for (let i = 0; i < SIDEKICKS_IN_DECK && g.sidekicks.length > 0; i++) g.villainDeck.push(g.sidekicks.pop()!);
    shuffle(g.rng, g.villainDeck);
  },
  villainDeckCard: (g, c) => (isVillainSidekick(g, c) ? 'villain' : null),
  mods: {
    villainAttack: (g, _slot, c) => (isVillainSidekick(g, c) ? 2 + twistsStacked(g) - def(g, c).attack : 0),
  },
  onDefeat: (g, p, c) => {
    if (!isSidekick(g, c)) return false;
    gainCardTo(g, p, c, Z_NONE, Z_DECK);
    return true;
  },
  twist: (g, n, c) => {
    if (n <= 7) {
      g.schemeZone.push(c);
      for (const p of playerOrder(g)) later(g, returnOne, p, c);
      later(g, twoEnter, g.current, c);
      return;
    }
    g.ko.push(c);
    for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isSidekick(g, g.city[s]!)) escapeNow(g, s);
  },
  evilWins: (g) => (escapedSidekicks(g) >= evilAt(g.setup, 4) ? 'Corrupt the Next Generation of Heroes: 4 Sidekicks escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => viewSidekick(v, c)).length / evilAt(v.setup, 4)),
    escapeHarm: (v, slot, danger) => (viewSidekick(v, v.city[slot]!) ? 3 + 10 * danger : 0),
    extraVillainDeck: () => SIDEKICKS_IN_DECK,
  },
});
