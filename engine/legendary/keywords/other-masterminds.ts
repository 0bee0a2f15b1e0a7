// Fighting a Mastermind besides the setup's (rules/mastermind.ts, other Masterminds: villains that ascended). A main
// action per such Mastermind the current player can pay for (paid like a Mastermind fight: what pays for "the
// Mastermind" pays for it, and a Bribe card may be paid with Recruit); one fight defeats an ascended villain, or takes
// one Tactic of a full Mastermind a scheme added. It joins games whose cards can ascend (a definition with a `strike`),
// games with another full Mastermind's card, and games whose scheme makes Masterminds (`otherMasterminds`).
import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { cont } from '../flow.js';
import { SCHEMES } from '../registry.js';
import { PAY_MASTERMIND, canFightOther, defeatOther, nameOf, otherAttack, paidContinuation, payToFight } from '../rules.js';

const PAID = paidContinuation(cont('other-mastermind:defeated', (g, f) => defeatOther(g, f.p, f.c)));

export const ACT_FIGHT_OTHER_MASTERMIND = mainAction({
  id: 'fight-other-mastermind', order: 51,
  active: (s, defs) => defs.some((d) => d.strike !== undefined || (d.kind === 'mastermind' && d.groupLabel !== s.mastermind))
    || SCHEMES.get(s.scheme)?.otherMasterminds !== undefined,
  options: (g, _p, out) => { for (let i = 0; i < g.others.length; i++) if (canFightOther(g, i)) out.push(act(ACT_FIGHT_OTHER_MASTERMIND, i)); },
  handle: (g, p, i) => payToFight(g, p, otherAttack(g, i), PAY_MASTERMIND, -2 - PAID, g.others[i]!),
  describe: (g, i) => `fight the Mastermind ${nameOf(g, g.others[i]!)}`,
  hint: { about: 'fight-other', cost: (g, _p, i) => otherAttack(g, i), card: (g, _p, i) => g.others[i]! },
});
