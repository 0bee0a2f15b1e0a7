// Secret Wars Volume 2's special Bystanders, shuffled into the Bystander stack when the set is selected. Each one's
// rescue effect is a 'rescue' after hook on its own definition (it hears every rescue, however made); the rescuer is
// the event's player. A Bystander no longer in the rescuer's victory pile when its hook runs does nothing.
//
// - Alligator Trapper: Patrol the Sewers: with the Sewers empty (and there) as the rescue effect happens, the rescuer
//   gets +2 Recruit. Points exist only during their owner's turn: a Trapper rescued by another player than the
//   current one gives nothing (the rulebook is silent; the reading worst for the players, as Secret Wars Volume 1's
//   Banker).
// - Shapeshifted Copycat: it leaves the victory pile and becomes a villain of 3 Attack entering the city (the Sewers,
//   pushing the others; an escape may follow). It stays a villain from then on (marked in g.vars, public; the card
//   never says it turns back), wherever it goes: the city, the escape pile, a victory pile (still worth its 1 VP).
//   Its Fight effect: the fighter KOs one of their heroes (hand and played this turn; mandatory).
// - Undercover Agent: the rescuer picks a player (themselves included) who gains a S.H.I.E.L.D. Officer from the
//   stack (nothing when the stack is empty).
import { SET } from './set.js';
import { ask, cont } from '../../flow.js';
import { patrolEmpty } from '../../keywords/patrol.js';
import { stackCard } from '../../registry.js';
import {
  SEWERS, YOUR_HEROES, enterCity, gainOfficer, gainRecruit, koSome, log, nameOf, playerOrder, removeFrom, rescuedSelf,
} from '../../rules.js';
import type { Game } from '../../types.js';

// ---- Alligator Trapper ----------------------------------------------------------------------------------------

const TRAPPER_RECRUIT = 2;

stackCard('bystander', {
  name: 'Alligator Trapper', copies: 3, vp: 1,
  text: 'When rescued: Patrol the Sewers: with nothing there, +2 Recruit.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (rescuedSelf(g, e, self) && e.p === g.current && patrolEmpty(g, SEWERS)) gainRecruit(g, TRAPPER_RECRUIT);
      },
    },
  },
}, SET, 'bystanders');

// ---- Shapeshifted Copycat -------------------------------------------------------------------------------------

const COPYCAT_ATTACK = 3;
/** g.vars key: Copycat card c has become a villain. */
const copycatKey = (c: number) => `shapeshifted-copycat:villain:${c}`;
/** Whether card c is a Shapeshifted Copycat that has become a villain. */
export function isCopycatVillain(g: Game, c: number): boolean { return g.vars[copycatKey(c)] !== undefined; }

function copycatBecomesVillain(g: Game, p: number, c: number): void {
  if (!removeFrom(g.players[p]!.victory, c)) return;
  g.vars[copycatKey(c)] = 1;
  g.log && log(g, `  ${nameOf(g, c)} becomes a villain`);
  enterCity(g, c);
}

stackCard('bystander', {
  name: 'Shapeshifted Copycat', copies: 4, vp: 1,
  text: 'When rescued: it becomes a 3 Attack villain and enters the city, with "Fight: KO one of your heroes."',
  villain: { fight: 0.3 },
  // only while it is a villain: its Attack is read in the city (as a Bystander it has none)
  attackAt: () => COPYCAT_ATTACK,
  fight: (g, p, c) => { if (isCopycatVillain(g, c)) koSome(g, p, 1, YOUR_HEROES, true); },
  mods: { villainCard: (g, c) => isCopycatVillain(g, c) },
  on: { rescue: { after: (g, e, self) => { if (rescuedSelf(g, e, self)) copycatBecomesVillain(g, e.p, e.c); } } },
}, SET, 'bystanders');

// ---- Undercover Agent -----------------------------------------------------------------------------------------

const agentGains = cont('undercover-agent:player', (g, f, v) => { if (v >= 0) gainOfficer(g, v); }, { about: 'player-gain' });

stackCard('bystander', {
  name: 'Undercover Agent', copies: 3, vp: 1,
  text: 'When rescued: a player of your choice gains a S.H.I.E.L.D. Officer.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (rescuedSelf(g, e, self) && g.officers.length > 0) ask(g, e.p, 'player', agentGains, playerOrder(g), { source: e.c });
      },
    },
  },
}, SET, 'bystanders');
