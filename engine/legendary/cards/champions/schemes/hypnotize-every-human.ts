// Hypnotize Every Human (Champions): 8 twists; one more henchmen group; no Bystanders in the Villain Deck.
// - Twists 1-6: a Bystander from the stack goes above each city space that exists, as a face-down 2 Attack
//   "Hypno-Thrall" villain. They are kept beside the scheme (Game.schemeZone, public: which Bystander each is is
//   visible there, a simplification) with their space in g.vars; they never move. A player fights one above a space
//   with the `hypnotize:fight-thrall` action (paid like a fight, ActionHint 'fight-other'); the defeat rescues it as a
//   Bystander (the scheme's `onDefeat`), the 'defeat' hooks seeing a villain defeated. A villain in a space with any
//   Hypno-Thrall above it can't be fought (`mods.canFightSlot`); a defeat by an effect is no fight and still happens.
// - Twists 7-8: each player, in turn order, puts a villain of their victory pile into the escape pile ('card', intent
//   'lose-vp'); that is not an escape (no Escape effect, no KO from the HQ).
// Evil wins when 8 villains are in the escape pile.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import {
  PAY_FIGHT, available, canDefeatNow, checkEvil, cityLive, cityName, def, defeatCard, distinct, escapedVillains, evilAt, isVillain,
  log, nameOf, paidContinuation, payToFight, playerOrder, rescueCard, villainCardAttack,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { Z_NONE } from '../../../types.js';

const NAME = 'Hypnotize Every Human';
const THRALL = 'hypnotize:thrall:';
export const THRALL_ATTACK = 2;
const EVIL_AT = 8;

/** Whether card c is a Hypno-Thrall (a Bystander above a city space). */
export function isThrall(g: Game, c: number): boolean { return (g.vars[THRALL + c] ?? 0) !== 0; }
/** The Hypno-Thralls above city space s. */
export function thrallsAbove(g: Game, s: number): number[] {
  return g.schemeZone.filter((c) => g.vars[THRALL + c] === s + 1);
}

function hypnotize(g: Game): void {
  for (let s = 0; s < g.city.length; s++) {
    if (!cityLive(g, s)) continue;
    const b = g.bystanders.pop();
    if (b === undefined) return;
    g.schemeZone.push(b);
    g.vars[THRALL + b] = s + 1;
    g.log && log(g, `  a Hypno-Thrall appears above the ${cityName(s)}`);
  }
}

const sendEach = cont('hypnotize:send-villain', (g, f) => {
  const opts = g.players[f.p]!.victory.filter((c) => isVillain(g, c));
  ask(g, f.p, 'card', sent, distinct(g, f.p, opts), { source: f.c });
});
const sent = cont('hypnotize:villain-to-escape-pile', (g, f, v) => {
  if (v < 0) return;
  const vic = g.players[f.p]!.victory, i = vic.indexOf(v);
  if (i < 0) return;
  vic.splice(i, 1);
  g.escaped.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} into the escape pile`);
  checkEvil(g);
}, { about: 'lose-vp' });

export const HYPNOTIZE = scheme({
  name: NAME, set: SET,
  text: '8 twists; one more henchmen group; no Bystanders in the Villain Deck. Twists 1-6: a Bystander goes above each city space as a 2 Attack Hypno-Thrall villain that never moves (fighting one rescues it); villains below any Thrall can\'t be fought. Twists 7-8: each player puts a villain from their victory pile into the escape pile. Evil wins at 8 escaped villains.',
  twists: () => 8,
  evilWinsAt: EVIL_AT,
  plan: (plan) => { plan.henchmenGroupCount += 1; plan.bystandersInVillainDeck = 0; },
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n <= 6) hypnotize(g);
    else for (const p of playerOrder(g)) later(g, sendEach, p, c);
  },
  mods: {
    villainCard: (g, c) => isThrall(g, c),
    villainAttack: (g, _slot, c) => (isThrall(g, c) ? THRALL_ATTACK - def(g, c).attack : 0),
    canFightSlot: (g, s) => thrallsAbove(g, s).length === 0,
  },
  onDefeat: (g, p, c) => {
    if (!isThrall(g, c)) return false;
    g.log && log(g, `  P${p + 1} rescues the Hypno-Thrall as a Bystander`);
    rescueCard(g, p, c, Z_NONE);
    return true;
  },
  // a Thrall is a villain until its defeat is over (the 'defeat' hooks see a villain defeated)
  on: { defeat: { after: (g, e) => { if (e.c >= 0 && g.vars[THRALL + e.c] !== undefined) delete g.vars[THRALL + e.c]; } } },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, EVIL_AT) ? `${NAME}: 8 villains in the escape pile` : null),
  hint: {
    progress: (v) => {
      let n = 0;
      for (const c of v.escaped) { const k = v.def(c).kind; if (k === 'villain' || k === 'henchman') n++; }
      return Math.min(1, n / evilAt(v.setup, EVIL_AT));
    },
    escapeHarm: (_v, _slot, progress) => 2 + 8 * progress,
  },
});

// Fighting a Hypno-Thrall above a city space (argument: the space): paid like a fight, then defeated where it is
const PAID = paidContinuation(cont('hypnotize:thrall-defeated', (g, f) => defeatCard(g, f.p, f.c, g.schemeZone)));
export const ACT_FIGHT_THRALL = mainAction({
  id: 'hypnotize:fight-thrall', order: 44, active: (s) => s.scheme === HYPNOTIZE,
  options: (g, _p, out) => {
    if (!canDefeatNow(g)) return;
    for (let s = 0; s < g.city.length; s++) {
      const c = thrallsAbove(g, s)[0];
      if (c !== undefined && available(g, PAY_FIGHT, c) >= villainCardAttack(g, c, -1)) out.push(act(ACT_FIGHT_THRALL, s));
    }
  },
  handle: (g, p, s) => {
    const c = thrallsAbove(g, s)[0];
    if (c === undefined) return;
    payToFight(g, p, villainCardAttack(g, c, -1), PAY_FIGHT, -2 - PAID, c);
  },
  describe: (_g, s) => `fight a Hypno-Thrall above the ${cityName(s)}`,
  hint: { about: 'fight-other', cost: (g, _p, s) => villainCardAttack(g, thrallsAbove(g, s)[0] ?? -1, -1), card: (g, _p, s) => thrallsAbove(g, s)[0] ?? -1 },
});
