// Silence the Witnesses (Noir).
import { SET } from '../set.js';
import { captureWitnesses } from '../../../keywords/hidden-witness.js';
import { scheme } from '../../../registry.js';
import { evilAt, isBystander, takeFaceDown, twistToKo } from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';
import { FACE_DOWN_SCHEME } from '../../../types.js';

const LIMIT = 6;
function escapedBystanders(g: Game): number { let n = 0; for (const c of g.escaped) if (isBystander(g, c)) n++; return n; }
const seen = (v: SchemeView) => v.escaped.filter((c) => v.def(c).kind === 'bystander').length;

scheme({
  name: 'Silence the Witnesses', set: SET,
  text: '6 twists. Twist: the Hidden Witnesses the scheme holds go to the Escape Pile, then it captures 3 new ones. Evil wins when 6 Bystanders are in the Escape Pile.',
  twists: () => 6,
  evilWinsAt: LIMIT,
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (const b of takeFaceDown(g, FACE_DOWN_SCHEME)) g.escaped.push(b);
    captureWitnesses(g, FACE_DOWN_SCHEME, 3);
  },
  evilWins: (g) => (escapedBystanders(g) >= evilAt(g.setup, LIMIT) ? 'Silence the Witnesses: 6 Bystanders in the Escape Pile' : null),
  hint: {
    progress: (v) => Math.min(1, seen(v) / evilAt(v.setup, LIMIT)),
    escapeHarm: (v, slot, danger) => v.attached(slot).filter((c) => v.def(c).kind === 'bystander').length * (2 + 8 * danger),
  },
});
