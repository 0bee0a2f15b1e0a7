// Monster Metropolis (Secret Wars Volume 2).
//
// - Bug, Shiklah's Dragon: Fight: the fighter KOs a card from their discard pile (mandatory when there is one; any
//   card, Wounds included), then Fateful Resurrection (keywords/fateful-resurrection.ts), in the card's order.
// - Ghost Deadpool: Fight: Fateful Resurrection, then a Cross-Dimensional Deadpool Rampage (keywords/xd-rampage.ts;
//   a Ghost Deadpool that resurrected has left the victory pile and can't be shown for it). Escape: the same rampage.
// - Man-Thing: Ambush: every Monster Metropolis villain in the city (himself included) captures a Bystander from the
//   stack, from the Sewers on. Fight: Fateful Resurrection.
// - Marcus Symbiote Centaur: Ambush: Charge two spaces (keywords/charge.ts). "Wolf form": +3 Attack while in the
//   Sewers, the Rooftops or the Bridge (`attackAt`, read in the space he is in).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { charge } from '../../../keywords/charge.js';
import { fatefulResurrection } from '../../../keywords/fateful-resurrection.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { villainGroup } from '../../../registry.js';
import { BRIDGE, ROOFTOPS, SEWERS, captureFromStack, cityLive, def, distinct, koCard } from '../../../rules.js';
import type { Game } from '../../../types.js';

const GROUP = 'Monster Metropolis';
const DEADPOOL = character('Deadpool');

/** Whether a villain in city space `slot` is in "wolf form" (the Sewers, the Rooftops or the Bridge). */
export function inWolfForm(slot: number): boolean { return slot === SEWERS || slot === ROOFTOPS || slot === BRIDGE; }

/** A deferred Fateful Resurrection of card `c` defeated by player `p` (after the Fight effect's earlier parts). */
const RESURRECT = cont('monster-metropolis:resurrect', (g, f) => { fatefulResurrection(g, f.p, f.c); });

// ---- Bug, Shiklah's Dragon ----------------------------------------------------------------------------------

const bugKo = cont('monster-metropolis:bug:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
function bugFight(g: Game, p: number, c: number): void {
  ask(g, p, 'card', bugKo, distinct(g, p, g.players[p]!.discard.slice()), { source: c });
  later(g, RESURRECT, p, c);
}

// ---- Man-Thing ------------------------------------------------------------------------------------------------

function manThingAmbush(g: Game): void {
  for (let s = 0; s < g.city.length; s++) {
    const v = g.city[s]!;
    if (v >= 0 && cityLive(g, s) && def(g, v).group === GROUP) captureFromStack(g, s);
  }
}

// ---- Marcus Symbiote Centaur -------------------------------------------------------------------------------

const MARCUS_ATTACK = 3, MARCUS_WOLF = 3;

villainGroup(GROUP, [
  {
    name: "Bug, Shiklah's Dragon", copies: 2, attack: 4, vp: 3,
    text: 'Fight: KO a card from your discard pile; then Fateful Resurrection.',
    hint: { fight: 0.4 },
    fight: bugFight,
  },
  {
    name: 'Ghost Deadpool', copies: 2, attack: 5, vp: 5,
    text: 'Fight: Fateful Resurrection, then a Cross-Dimensional Deadpool Rampage. Escape: a Cross-Dimensional Deadpool Rampage.',
    hint: { fight: -0.7, fightEach: -0.6, escape: 0.7 },
    fight: (g, p, c) => { fatefulResurrection(g, p, c); xdRampage(g, DEADPOOL); },
    escape: (g) => xdRampage(g, DEADPOOL),
  },
  {
    name: 'Man-Thing', copies: 2, attack: 5, vp: 4,
    text: 'Ambush: each Monster Metropolis villain in the city takes a Bystander captive. Fight: Fateful Resurrection.',
    hint: { fight: -0.3 },
    ambush: (g) => manThingAmbush(g),
    fight: (g, p, c) => { fatefulResurrection(g, p, c); },
  },
  {
    name: 'Marcus Symbiote Centaur', copies: 2, attack: MARCUS_ATTACK, vp: 3, plus: { attack: true },
    text: 'Ambush: Charge two spaces. +3 Attack in the Sewers, on the Rooftops or on the Bridge (wolf form).',
    hint: { escape: 0.2 },
    ambush: (g, _p, c) => { charge(g, g.city.indexOf(c), 2); },
    attackAt: (_g, slot) => MARCUS_ATTACK + (inWolfForm(slot) ? MARCUS_WOLF : 0),
  },
], SET);
