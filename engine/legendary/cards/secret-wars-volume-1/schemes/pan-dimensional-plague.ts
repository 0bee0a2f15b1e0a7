// Pan-Dimensional Plague (Secret Wars Volume 1): 10 twists. A twist KOs the Wounds beside the HQ, then each HQ hero
// gets a Wound from the stack beside it (attached to its HQ space, from the first space; a space without a hero gets
// none). Whoever recruits a hero with a Wound beside it takes that Wound or spends 1 Recruit to send it back to the
// stack (a 'yesno', intent 'may': 1 pays; offered only when they have 1 Recruit left). A Wound beside a space whose hero
// leaves by any other route (KO'd, gained for free) stays beside the space: the rule names recruiting only. A Wound
// gained this way goes on top of the Wound stack and is gained from there: what replaces gaining a Wound (Diving Block)
// leaves it in the stack. Evil wins
// once the Wound stack is empty.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { checkEvil, def, gainWound, isHero, log, recruitPoints, spendRecruitPoints } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { Z_HQ } from '../../../types.js';
import { hqHolder } from '../../../zones.js';

const wounded = (g: Game, slot: number) => g.att[hqHolder(g, slot)]!.filter((c) => def(g, c).kind === 'wound');

/** Takes Wound w from beside HQ space `slot` (it stays there while its recruiter decides); false if it is gone. */
function takeWound(g: Game, slot: number, w: number): boolean {
  const a = g.att[hqHolder(g, slot)]!;
  const i = a.indexOf(w);
  if (i < 0) return false;
  a.splice(i, 1);
  return true;
}

/**
 * Player p gains Wound w (taken from beside the HQ): it goes on top of the Wound stack and is gained from there, so
 * what replaces gaining a Wound ("reveal this and draw instead") leaves it in the stack, as for any Wound.
 */
function gainIt(g: Game, p: number, w: number): void {
  g.wounds.push(w);
  gainWound(g, p);
}

const returnOrGain = cont('pan-dimensional-plague:return-wound', (g, f, v) => {
  const w = f.c;
  if (!takeWound(g, f.n, w)) return;
  if (v === 1 && recruitPoints(g) >= 1) {
    spendRecruitPoints(g, 1);
    g.wounds.push(w);
    g.log && log(g, `  P${f.p + 1} pays 1 Recruit to return the Wound to the stack`);
  } else gainIt(g, f.p, w);
  checkEvil(g);
}, { about: 'may' });

scheme({
  name: 'Pan-Dimensional Plague', set: SET,
  text: '10 twists. Twist: Wounds beside the HQ are KO\'d, then each HQ hero gets a fresh Wound beside it. Recruiting such a hero means taking its Wound, or paying 1 Recruit to put the Wound back on the stack. Evil wins once the Wound stack is empty.',
  twists: () => 10,
  twist: (g, _n, c) => {
    g.ko.push(c);
    for (let s = 0; s < g.hq.length; s++) {
      const h = hqHolder(g, s);
      const keep: number[] = [];
      for (const x of g.att[h]!) if (def(g, x).kind === 'wound') g.ko.push(x); else keep.push(x);
      g.att[h] = keep;
    }
    for (let s = 0; s < g.hq.length; s++) {
      const hero = g.hq[s]!;
      if (hero < 0 || !isHero(g, hero) || g.wounds.length === 0) continue;
      g.att[hqHolder(g, s)]!.push(g.wounds.pop()!);
    }
    g.log && log(g, '  a Wound is put beside each hero in the HQ');
  },
  on: {
    recruit: {
      after: (g, e) => {
        if (e.from !== Z_HQ || e.slot < 0) return;
        for (const w of wounded(g, e.slot)) {
          if (recruitPoints(g) >= 1) { ask(g, e.p, 'yesno', returnOrGain, [1, 0], { source: w, n: e.slot }); continue; }
          takeWound(g, e.slot, w);
          gainIt(g, e.p, w);
        }
      },
    },
  },
  evilWins: (g) => (g.wounds.length === 0 ? 'Pan-Dimensional Plague: the Wound stack ran out' : null),
  hint: { progress: (v) => 1 - v.woundsLeft / 30, woundClock: true },
});
