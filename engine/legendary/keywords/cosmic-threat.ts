// Cosmic Threat (Fantastic Four): "Once per turn, for each [class] card you reveal, this Enemy gets -3 Attack this
// turn"; an enemy with several classes (a Mastermind) has the player choose one, and its -3 per card lasts for one
// fight only (Universal Rulebook). A main-phase action per enemy and class: the player reveals every card of
// that class they have (hand and played this turn: revealing more never hurts), and the enemy gets -3 Attack
// per card. An enemy's classes are keywords `cosmic-threat:<class bits>` next to `cosmic-threat`.

import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { addEffect, effectKind } from '../effects.js';
import { CLASS_BITS, CLASS_NAMES, Z_TACTICS } from '../types.js';
import type { Game } from '../types.js';
import { cityName, countHeroes, def, hasCls, log, nameOf } from '../rules.js';

export const COSMIC_THREAT = 'cosmic-threat';

/** The keywords of an enemy with Cosmic Threat against these classes (bits). */
export function cosmicThreat(cls: number): string[] { return [COSMIC_THREAT, `${COSMIC_THREAT}:${cls}`]; }

/** The classes (bits) of card c's Cosmic Threat, 0 for none. */
export function threatClasses(g: Game, c: number): number {
  let cls = 0;
  for (const k of def(g, c).keywords ?? []) if (k.startsWith(`${COSMIC_THREAT}:`)) cls |= Number(k.slice(COSMIC_THREAT.length + 1));
  return cls;
}

/**
 * A kind of turn effect "the enemy `c` gets -n Attack" (a villain: this turn; the Mastermind: until it is next
 * fought, then n is 0). Other cards that lower an enemy's Attack this way register their own kind with it.
 */
export function weakenKind(key: string): string {
  return effectKind({
    key,
    villainAttack: (_g, _slot, c, _fight, e) => (e.c === c ? -e.n : 0),
    mastermindAttack: (g, _fight, e) => (g.mastermind.includes(e.c) ? -e.n : 0),
    after: {
      defeat: (g, ev, e) => {
        if (ev.from !== Z_TACTICS || !g.mastermind.includes(e.c) || e.n === 0) return;
        const i = g.t.effects.indexOf(e);
        if (i >= 0) g.t.effects[i] = { ...e, n: 0 };
      },
    },
  });
}
/** Cosmic Threat's -3 per card revealed. */
export const WEAKENED = weakenKind('cosmic-threat:weakened');

function usedOn(g: Game, c: number): boolean {
  for (const e of g.t.effects) if (e.k === WEAKENED && e.c === c) return true;
  return false;
}
/** Cards of a class player p can reveal. */
export function revealable(g: Game, p: number, cls: number): number { return countHeroes(g, p, (c) => hasCls(g, c, cls)); }

/** The enemy an action argument names: a city space, or the city size for the Mastermind. */
function target(g: Game, arg: number): number {
  const t = arg >> 3;
  return t < g.city.length ? g.city[t]! : g.mastermind[0] ?? -1;
}
const clsOfArg = (arg: number) => CLASS_BITS[arg & 7]!;

export const ACT_COSMIC_THREAT = mainAction({
  id: COSMIC_THREAT, order: 35, keyword: COSMIC_THREAT,
  hint: {
    about: 'weaken',
    card: (g, _p, arg) => target(g, arg),
    value: (g, p, arg) => 3 * revealable(g, p, clsOfArg(arg)),
  },
  options: (g, p, out) => {
    if (g.t.healed) return;
    const n = g.city.length;
    for (let t = 0; t <= n; t++) {
      const c = t < n ? g.city[t]! : (g.tactics.length > 0 || g.finalBlow > 0 ? g.mastermind[0] ?? -1 : -1);
      if (c < 0) continue;
      const cls = threatClasses(g, c);
      if (cls === 0 || usedOn(g, c)) continue;
      for (let b = 0; b < CLASS_BITS.length; b++) if (cls & CLASS_BITS[b]! && revealable(g, p, CLASS_BITS[b]!) > 0) out.push(act(ACT_COSMIC_THREAT, t * 8 + b));
    }
  },
  handle: (g, p, arg) => {
    const c = target(g, arg), cls = clsOfArg(arg);
    const k = revealable(g, p, cls);
    addEffect(g, WEAKENED, c, 3 * k);
    g.log && log(g, ` P${p + 1} reveals ${k} ${CLASS_NAMES[cls]} card(s): ${nameOf(g, c)} gets -${3 * k} Attack`);
  },
  describe: (g, arg) => {
    const t = arg >> 3, where = t < g.city.length ? ` (${cityName(t)})` : '';
    return `Cosmic Threat: reveal ${CLASS_NAMES[clsOfArg(arg)]} cards against ${nameOf(g, target(g, arg))}${where}`;
  },
});
