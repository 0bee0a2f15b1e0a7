// Time-Traveling Jean Grey (Secret Wars Volume 2, X-Men).
//
// - Throw Over the Railing: Covert superpower (read when played): a 'slot' question (intent 'defeat') over the
//   Rooftops and the Bridge when a villain is there (spaces that still exist), not optional; that villain gets -2
//   Attack this turn (a weakenKind effect on the card: it follows the villain if it moves).
// - Bridge to a Better Future: Patrol the Bridge (read when played): the hand drawn at the end of this turn has one
//   more card (NEXT_HAND_EXTRA).
// - Telekinesis: 'slot' questions (intents 'move-villain', then 'move-villain-to'): a villain (or -1, declining),
//   then an adjacent city space that still exists; a villain there swaps places with it (moveVillain), as Thing's
//   Crime Stopper in Fantastic Four.
// - Change History: X-Men team power (read when played), then Patrol any city space: a 'slot' question (intent
//   'hq-gain') over the empty city spaces (that still exist) with a hero in the HQ space under them that can be
//   gained; the hero is gained to the top of the deck (gainCardTo Z_DECK) and its HQ space refills. -1 (patrolling an
//   occupied space, or one with no hero under it, which does nothing) is offered only when such a space exists.
import { SET } from '../set.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { weakenKind } from '../../../keywords/cosmic-threat.js';
import { patrolEmpty } from '../../../keywords/patrol.js';
import { hero } from '../../../registry.js';
import {
  BRIDGE, ROOFTOPS, cityLive, cityName, gainBlocked, gainCardTo, isHero, isVillain, log, moveVillain, nameOf, power, takeFromHq,
  teamPower,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, XMEN, Z_DECK, Z_HQ } from '../../../types.js';

// ---- Throw Over the Railing ---------------------------------------------------------------------------

const RAILING = weakenKind('time-traveling-jean-grey:throw-over-the-railing');
const railing = cont('time-traveling-jean-grey:throw-over-the-railing:villain', (g, _f, v) => {
  const c = v < 0 ? -1 : g.city[v]!;
  if (c < 0) return;
  addEffect(g, RAILING, c, 2);
  g.log && log(g, `  ${nameOf(g, c)} gets -2 Attack this turn`);
}, { about: 'defeat' });

// ---- Telekinesis --------------------------------------------------------------------------------------

/** The city spaces next to s that still exist. */
const adjacent = (g: Game, s: number) => [s - 1, s + 1].filter((t) => t >= 0 && t < g.city.length && cityLive(g, t));
const moveTo = cont('time-traveling-jean-grey:telekinesis:to', (g, f, v) => {
  if (v < 0 || g.city[f.n]! < 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[f.n]!)} moves from ${cityName(f.n)} to ${cityName(v)}`);
  moveVillain(g, f.n, v);
}, { about: 'move-villain-to' });
const moveWhich = cont('time-traveling-jean-grey:telekinesis:villain', (g, f, v) => {
  if (v >= 0) ask(g, f.p, 'slot', moveTo, adjacent(g, v), { source: f.c, n: v });
}, { about: 'move-villain' });

// ---- Change History -----------------------------------------------------------------------------------

/** Whether patrolling city space s gains a hero: it is empty and the HQ space under it holds a hero p can gain. */
function historyGains(g: Game, p: number, s: number): boolean {
  if (s >= g.hq.length || !patrolEmpty(g, s)) return false;
  const h = g.hq[s]!;
  return h >= 0 && isHero(g, h) && !gainBlocked(g, p, Z_HQ, h);
}
const changeHistory = cont('time-traveling-jean-grey:change-history:space', (g, f, v) => {
  if (v < 0 || !historyGains(g, f.p, v)) return;
  g.log && log(g, `  P${f.p + 1} patrols ${cityName(v)}: gains ${nameOf(g, g.hq[v]!)} on top of their deck`);
  gainCardTo(g, f.p, takeFromHq(g, v), Z_HQ, Z_DECK, f.c);
}, { about: 'hq-gain' });

hero('Time-Traveling Jean Grey', 'X-Men', [
  {
    name: 'Throw Over the Railing', copies: 5, cls: COVERT, cost: 3, attack: 2,
    text: 'Covert superpower: a villain on the Rooftops or the Bridge gets -2 Attack this turn.',
    hint: { power: { cls: COVERT, attack: 1 } },
    play: (g, p, c) => {
      if (!power(g, COVERT)) return;
      const opts = [ROOFTOPS, BRIDGE].filter((s) => s < g.city.length && cityLive(g, s) && g.city[s]! >= 0 && isVillain(g, g.city[s]!));
      if (opts.length) ask(g, p, 'slot', railing, opts, { source: c });
    },
  },
  {
    name: 'Bridge to a Better Future', copies: 5, cls: INSTINCT, cost: 4,
    text: 'Patrol the Bridge: if it is empty, draw one more card for your next hand.',
    hint: { draw: 0.5 },
    play: (g, _p, c) => { if (patrolEmpty(g, BRIDGE)) addEffect(g, NEXT_HAND_EXTRA, c, 1); },
  },
  {
    name: 'Telekinesis', copies: 3, cls: COVERT | RANGED, cost: 5, attack: 3,
    text: 'Optionally shift a villain one city space over; a villain already there trades places with it.',
    hint: { avgAttack: 0.3 },
    play: (g, p, c) => {
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isVillain(g, g.city[s]!) && adjacent(g, s).length > 0) opts.push(s);
      if (opts.length) ask(g, p, 'slot', moveWhich, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Change History', copies: 1, cls: COVERT, cost: 7, attack: 5,
    text: 'X-Men team power: Patrol a city space of your choice: when it is empty, the hero below it in the HQ becomes yours, on top of your deck.',
    hint: { power: { team: XMEN, other: 2 } },
    play: (g, p, c) => {
      if (!teamPower(g, XMEN)) return;
      const live: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (cityLive(g, s)) live.push(s);
      const gains = live.filter((s) => historyGains(g, p, s));
      if (gains.length === 0) return;
      ask(g, p, 'slot', changeHistory, gains.length < live.length ? [...gains, -1] : gains, { source: c });
    },
  },
], SET);
