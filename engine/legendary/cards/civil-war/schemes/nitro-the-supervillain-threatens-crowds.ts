// Nitro the Supervillain Threatens Crowds (Civil War): each twist KOs every Bystander the villains in the city hold
// (those held face down too), then the villain with the highest Attack (the current player chooses among equals)
// captures 3 Bystanders from the stack. Evil wins when 15 Bystanders are in the KO pile and the Escape Pile together.
// The Mastermind is not a villain: what it holds stays.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { captureFromStack, evilAt, isBystander, isVillain, log, nameOf, takeFaceDown, twistToKo, villainAttack } from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';
import { CHECK_EVIL_AFTER_KO } from '../../dark-city/schemes/common.js';

export const NITRO_LIMIT = 15;
export const NITRO_CAPTURES = 3;

function lost(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isBystander(g, c)) n++;
  for (const c of g.escaped) if (isBystander(g, c)) n++;
  return n;
}
const bystandersIn = (v: SchemeView, a: readonly number[]) => a.filter((c) => v.def(c).kind === 'bystander').length;

const CAPTURE = cont('nitro-the-supervillain-threatens-crowds:twist:capture', (g, _f, v) => {
  if (v < 0 || g.city[v]! < 0) return;
  for (let i = 0; i < NITRO_CAPTURES; i++) captureFromStack(g, v);
  g.log && log(g, `  ${nameOf(g, g.city[v]!)} captures ${NITRO_CAPTURES} Bystanders`);
}, { about: 'capture' });

scheme({
  name: 'Nitro the Supervillain Threatens Crowds', set: SET,
  text: '8 twists. Twist: KO every Bystander held by villains; then the highest-Attack villain captures 3 Bystanders. Evil wins when 15 Bystanders are in the KO pile and Escape Pile.',
  twists: () => 8,
  evilWinsAt: NITRO_LIMIT,
  on: CHECK_EVIL_AFTER_KO,
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (let s = 0; s < g.city.length; s++) {
      const x = g.city[s]!;
      if (x < 0 || !isVillain(g, x)) continue;
      const held = g.att[s]!.filter((b) => isBystander(g, b));
      if (held.length) { g.att[s] = g.att[s]!.filter((b) => !isBystander(g, b)); g.ko.push(...held); }
      if (g.faceDown.length) for (const b of takeFaceDown(g, x)) g.ko.push(b);
    }
    g.log && log(g, `  the villains' Bystanders are KO'd`);
    // the Attack they have now, without those Bystanders
    let best = -Infinity; const top: number[] = [];
    for (let s = 0; s < g.city.length; s++) {
      const x = g.city[s]!;
      if (x < 0 || !isVillain(g, x)) continue;
      const a = villainAttack(g, s, false);
      if (a > best) { best = a; top.length = 0; top.push(s); } else if (a === best) top.push(s);
    }
    ask(g, g.current, 'slot', CAPTURE, top, { source: c });
  },
  evilWins: (g) => (lost(g) >= evilAt(g.setup, NITRO_LIMIT) ? 'Nitro the Supervillain Threatens Crowds: 15 Bystanders KO\'d or escaped' : null),
  hint: {
    progress: (v) => Math.min(1, (bystandersIn(v, v.ko) + bystandersIn(v, v.escaped)) / evilAt(v.setup, NITRO_LIMIT)),
    escapeHarm: (v, slot, danger) => bystandersIn(v, v.attached(slot)) * (1 + 5 * danger),
  },
});
