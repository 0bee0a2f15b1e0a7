import { REVEAL_TECH, eachRevealOrWound, twistToKo } from '../../../rules.js';
import { scheme, type SchemeSpec } from '../../../registry.js';
import { TECH } from '../../../types.js';

/** The scheme (Marvel Studios Phase 1 has one with the same rules under another name). */
export const LEGACY_VIRUS: SchemeSpec = {
  name: 'The Legacy Virus', set: 'core',
  text: '8 twists; the Wound stack holds 6 Wounds per player. Twist: each player reveals a Tech hero or gains a Wound. Evil wins when the Wound stack is empty.',
  twists: () => 8,
  plan: (plan) => { plan.woundStack = 6 * plan.players; },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    eachRevealOrWound(g, REVEAL_TECH);
  },
  evilWins: (g) => (g.wounds.length === 0 ? 'Legacy Virus: the Wound stack ran out' : null),
  // every Wound gained brings the loss closer; its twists ask for Tech heroes
  hint: { progress: (v) => 1 - v.woundsLeft / Math.max(1, 6 * v.players), woundClock: true, reveals: [{ cls: TECH, w: 2.5 }] },
};
scheme(LEGACY_VIRUS);
