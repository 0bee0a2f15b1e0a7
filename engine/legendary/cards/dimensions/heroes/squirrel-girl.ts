// Squirrel Girl (Dimensions, Avengers).
//
// - Find Tiny Friends, Nut Punch, Squirrelgility: Switcheroo 3 / 4 / 5 (engine/legendary/keywords/switcheroo.ts).
// - Find Tiny Friends: investigate for a card of printed cost 3 or less.
// - Squirrelgility: a 'refillHq' hook on the card (any card arriving in an HQ space, by any route: putIntoHq announces
//   them all) counts the arrivals of the turn in one turn-effect record; +2 Attack when it is played if the count is
//   2 or more (arrivals earlier in the turn, before it was played, count).
// - Unbeatable Squirrel Girl: the player may choose a number (a 'mode' question: 1 to 5, or 1 to 8 with the double
//   Instinct superpower read when played; -1 declines; the options start with the highest printed cost of an HQ hero
//   in range, the bots' pick) and then a hero in hand (a 'card' question, 'lose': the card to give away) gains
//   Switcheroo for that number for the rest of the turn. A gained Switcheroo is a main action of this file (the
//   keyword module reads printed Switcheroo only), done as the keyword's own: the card goes to the bottom of the Hero
//   Deck, then an HQ hero of that printed cost may be put into the hand (gained). A card with a printed Switcheroo
//   keeps it and has both. No hero in hand: nothing is asked.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { investigate } from '../../../keywords/investigate.js';
import { SWITCHEROO, switcheroo, switcherooNow, switcherooTargets } from '../../../keywords/switcheroo.js';
import { hero } from '../../../registry.js';
import {
  def, distinct, gainAttack, isHero, log, nameOf, playedCls, power,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT } from '../../../types.js';
import { INVESTIGATE, investigateFor } from '../../noir/common.js';

const COST_THREE_OR_LESS = investigateFor('squirrel-girl:find-tiny-friends', (g, c) => def(g, c).cost <= 3);

// ---- Squirrelgility ---------------------------------------------------------------------------------------------

/** Cards that entered the HQ this turn: one record, its `n` the count (replaced, never changed: clones share records). */
const HQ_ARRIVALS = effectKind({ key: 'squirrel-girl:hq-arrivals' });
function countArrival(g: Game): void {
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) if (es[i]!.k === HQ_ARRIVALS) { es[i] = { k: HQ_ARRIVALS, c: -1, n: es[i]!.n + 1 }; return; }
  addEffect(g, HQ_ARRIVALS, -1, 1);
}
/** How many cards entered the HQ this turn. */
export function hqArrivals(g: Game): number {
  for (const e of g.t.effects) if (e.k === HQ_ARRIVALS) return e.n;
  return 0;
}

// ---- Unbeatable Squirrel Girl: a Switcheroo gained for the turn -------------------------------------------------

/** Card c has Switcheroo n this turn. */
const GAINED = effectKind({ key: 'squirrel-girl:gained-switcheroo' });

/** The gained Switcheroo numbers of card c that reach an HQ hero now. */
function gainedUsable(g: Game, p: number, c: number): number[] {
  const out: number[] = [];
  for (const e of g.t.effects) if (e.k === GAINED && e.c === c && !out.includes(e.n) && switcherooTargets(g, p, e.n).length) out.push(e.n);
  return out;
}

const gainedWhich = cont('squirrel-girl:gained-switcheroo:number', (g, f, v) => { if (v >= 0) switcherooNow(g, f.p, f.c, v); }, { about: 'mode-first' });

export const ACT_GAINED_SWITCHEROO = mainAction({
  id: 'squirrel-girl:gained-switcheroo', order: 16, keyword: SWITCHEROO,
  hint: { about: 'swap-hq', card: (_g, _p, c) => c, value: (g, p, c) => Math.max(0, ...gainedUsable(g, p, c)) - def(g, c).cost },
  options: (g, p, out) => {
    if (!g.t.effects.some((e) => e.k === GAINED)) return;
    for (const c of g.players[p]!.hand) if (gainedUsable(g, p, c).length) out.push(act(ACT_GAINED_SWITCHEROO, c));
  },
  handle: (g, p, c) => {
    const ns = gainedUsable(g, p, c).sort((a, b) => b - a);
    if (ns.length === 0) return;
    if (ns.length === 1) switcherooNow(g, p, c, ns[0]!);
    else ask(g, p, 'mode', gainedWhich, ns, { source: c });
  },
  describe: (g, c) => `switcheroo ${nameOf(g, c)} (gained Switcheroo: to the bottom of the Hero Deck, for an HQ hero of that printed cost)`,
});

const giveTo = cont('squirrel-girl:unbeatable:hero', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.hand.includes(v)) return;
  addEffect(g, GAINED, v, f.n);
  g.log && log(g, `  ${nameOf(g, v)} gains Switcheroo ${f.n} this turn`);
}, { about: 'lose' });
const numberChosen = cont('squirrel-girl:unbeatable:number', (g, f, v) => {
  if (v < 0) return;
  const heroes = distinct(g, f.p, g.players[f.p]!.hand.filter((x) => isHero(g, x)));
  if (heroes.length) ask(g, f.p, 'card', giveTo, heroes, { source: f.c, n: v });
}, { about: 'mode-first' });
/** 1..max, the highest printed cost of an HQ hero in range first (then the rest, highest first), then -1. */
function numberOptions(g: Game, max: number): number[] {
  let best = -1;
  for (const h of g.hq) if (h >= 0 && isHero(g, h)) { const k = def(g, h).cost; if (k >= 1 && k <= max && k > best) best = k; }
  const out: number[] = best > 0 ? [best] : [];
  for (let k = max; k >= 1; k--) if (k !== best) out.push(k);
  out.push(-1);
  return out;
}

hero('Squirrel Girl', 'Avengers', [
  {
    name: 'Find Tiny Friends', copies: 5, cls: INSTINCT, cost: 2, keywords: [...switcheroo(3), INVESTIGATE],
    text: 'Switcheroo 3. Investigate for a card that costs 3 or less.',
    hint: { draw: 0.7 },
    play: (g, p, c) => investigate(g, p, COST_THREE_OR_LESS, c),
  },
  {
    name: 'Nut Punch', copies: 5, cls: INSTINCT, cost: 3, attack: 1, plus: { attack: true }, keywords: switcheroo(4),
    text: 'Switcheroo 4. Instinct superpower: +2 Attack.',
    hint: { power: { cls: INSTINCT, attack: 2 } },
    play: (g) => { if (power(g, INSTINCT)) gainAttack(g, 2); },
  },
  {
    name: 'Squirrelgility', copies: 3, cls: COVERT, cost: 4, attack: 2, plus: { attack: true }, keywords: switcheroo(5),
    text: 'Switcheroo 5. +2 Attack if at least two cards entered the HQ this turn.',
    hint: { avgAttack: 1 },
    on: { refillHq: { after: (g) => countArrival(g) } },
    play: (g) => { if (hqArrivals(g) >= 2) gainAttack(g, 2); },
  },
  {
    name: 'Unbeatable Squirrel Girl', copies: 1, cls: INSTINCT, cost: 8, attack: 5, gives: [SWITCHEROO],
    text: 'You may choose 1 to 5 (1 to 8 with two Instinct cards played before): a hero in your hand gains Switcheroo for that number.',
    hint: { avgAttack: 0.5, power: { cls: INSTINCT, count: 2, other: 0.5 } },
    play: (g, p, c) => {
      const max = playedCls(g, INSTINCT) >= 2 ? 8 : 5;
      if (!g.players[p]!.hand.some((x) => x !== c && isHero(g, x))) return;
      ask(g, p, 'mode', numberChosen, numberOptions(g, max), { source: c });
    },
  },
], SET);
