import { later } from '../../../flow.js';
import { PLAY_VILLAIN_CARD, escapedVillains, evilAt, twistToKo } from '../../../rules.js';
import { scheme, type SchemeSpec } from '../../../registry.js';

/** The scheme (Marvel Studios Phase 1 has one with the same rules under another name). */
export const NEGATIVE_ZONE_PRISON_BREAKOUT: SchemeSpec = {
  name: 'Negative Zone Prison Breakout', set: 'core',
  text: '8 twists and one extra henchman group. Twist: play the next two Villain Deck cards. Evil wins when 12 villains have escaped.',
  twists: () => 8,
  evilWinsAt: 12,
  forbiddenInSolo: true,
  plan: (plan) => {
    plan.henchmenGroupCount += 1;
    // advanced solo: the extra group is a whole group of 10 (worst-for-players reading; the solo rule's
    // "3 henchmen" describes the normal group)
    if (plan.solo !== 'none') plan.extraHenchmenFull = 1;
  },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    later(g, PLAY_VILLAIN_CARD, g.current);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, 12) ? 'Negative Zone Prison Breakout: 12 villains escaped' : null),
  hint: {
    progress: (v) => {
      let n = 0;
      for (const c of v.escaped) { const k = v.def(c).kind; if (k === 'villain' || k === 'henchman') n++; }
      return n / evilAt(v.setup, 12);
    },
    escapeHarm: (_v, _slot, danger) => 2 + 8 * danger,
  },
};
scheme(NEGATIVE_ZONE_PRISON_BREAKOUT);
