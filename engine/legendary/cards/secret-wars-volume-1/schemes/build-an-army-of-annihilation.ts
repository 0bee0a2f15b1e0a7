// Build an Army of Annihilation (Secret Wars Volume 1): 9 twists. The data's setup names "10 extra Annihilation Wave
// Henchmen", and no henchmen group of that name exists in any set (Annihilation's Annihilation Wave is a villain group):
// the scheme's own twist and Evil Wins call them "Annihilation Henchmen", so they are 10 extra copies of one henchmen
// group the game does not use (drawn at setup from the selected sets; one the game uses when there is none), put in the
// KO pile at the start. Those 10 cards, and only they, are the Annihilation Henchmen.
//
// Twist: Annihilation Henchmen in victory piles are KO'd, the twist joins the stack beside the scheme, then for each
// stacked twist one of them moves from the KO pile to beside the Mastermind. Those may be fought
// (a main action, paid like any fight; they are alike, so one option) and defeat them like villains. Evil wins when 10
// are beside the Mastermind.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { cont } from '../../../flow.js';
import { HENCHMEN, pool, scheme } from '../../../registry.js';
import {
  PAY_FIGHT, available, canDefeatNow, checkEvil, def, defeatCard, evilAt, koCard, log, paidContinuation, payToFight, villainCardAttack,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';

const FIRST = 'army-of-annihilation:first';
const ARMY = 10;
/** One of the 10 Annihilation Henchmen (the instances made at setup). */
const isAnnihilation = (g: Game, c: number) => g.vars[FIRST] !== undefined && c >= g.vars[FIRST]! && c < g.vars[FIRST]! + ARMY;
/** The Annihilation Henchmen beside the Mastermind (they share the place beside the scheme with the stacked twists). */
const beside = (g: Game) => g.schemeZone.filter((c) => def(g, c).kind === 'henchman' && isAnnihilation(g, c));

const ARMY_SCHEME = scheme({
  name: 'Build an Army of Annihilation', set: SET,
  text: '9 twists; 10 extra henchmen of an unused group begin in the KO pile as the Annihilation Henchmen. Twist: any of them in victory piles are KO\'d and the twist is stacked; then, per stacked twist, one moves from the KO pile to beside the Mastermind, where players may fight it. Evil wins once 10 sit beside the Mastermind.',
  twists: () => 9,
  evilWinsAt: ARMY,
  afterSetup: (g, make) => {
    const all = pool('henchmen group', g.setup.sets);
    const unused = all.filter((h) => !g.setup.henchmen.includes(h));
    const from = unused.length ? unused : all;
    const group = from[randInt(g.rng, from.length)]!;
    const made = make(HENCHMEN.get(group)!.cards[0]!, ARMY);
    g.vars[FIRST] = made[0]!;
    g.ko.push(...made);
  },
  twist: (g, _n, c) => {
    for (let p = 0; p < g.players.length; p++) for (const x of g.players[p]!.victory.filter((y) => isAnnihilation(g, y))) koCard(g, p, x, c);
    g.schemeZone.push(c);
    let twists = 0;
    for (const x of g.schemeZone) if (def(g, x).kind === 'twist') twists++;
    let moved = 0;
    for (let i = g.ko.length - 1; i >= 0 && moved < twists; i--) {
      const x = g.ko[i]!;
      if (!isAnnihilation(g, x)) continue;
      g.ko.splice(i, 1);
      g.schemeZone.push(x);
      moved++;
    }
    g.log && log(g, `  ${moved} Annihilation Henchmen join the army beside the Mastermind`);
    checkEvil(g);
  },
  evilWins: (g) => (beside(g).length >= evilAt(g.setup, ARMY) ? 'Build an Army of Annihilation: 10 Annihilation Henchmen beside the Mastermind' : null),
  hint: {
    progress: (v) => {
      let n = 0;
      for (const c of v.schemeZone) if (v.def(c).kind === 'henchman') n++;
      return Math.min(1, n / evilAt(v.setup, ARMY));
    },
  },
});

// Fighting an Annihilation Henchman beside the Mastermind: paid like a fight, then defeated there
const PAID = paidContinuation(cont('army-of-annihilation:henchman-defeated', (g, f) => defeatCard(g, f.p, f.c, g.schemeZone)));
export const ACT_FIGHT_ANNIHILATION = mainAction({
  id: 'army-of-annihilation:fight', order: 45, active: (s) => s.scheme === ARMY_SCHEME,
  options: (g, _p, out) => {
    if (!canDefeatNow(g)) return;
    const c = beside(g)[0];
    if (c !== undefined && available(g, PAY_FIGHT, c) >= villainCardAttack(g, c, -1)) out.push(act(ACT_FIGHT_ANNIHILATION, c));
  },
  handle: (g, p, c) => payToFight(g, p, villainCardAttack(g, c, -1), PAY_FIGHT, -2 - PAID, c),
  describe: (g, c) => `fight an Annihilation Henchman (${def(g, c).name}) beside the Mastermind`,
  hint: { about: 'fight-other', cost: (g, _p, c) => villainCardAttack(g, c, -1), card: (_g, _p, c) => c },
});
