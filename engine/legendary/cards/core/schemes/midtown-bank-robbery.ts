import { later } from '../../../flow.js';
import { BANK, PLAY_VILLAIN_CARD, bystandersHeld, captureFromStack, evilAt, twistToKo } from '../../../rules.js';
import { scheme, type SchemeSpec } from '../../../registry.js';
import type { SchemeView } from '../../../types.js';

function heldBystanders(v: SchemeView, slot: number): number {
  let n = 0;
  for (const c of v.attached(slot)) if (v.def(c).kind === 'bystander') n++;
  return n;
}

/** The scheme (Marvel Studios Phase 1 has one with the same rules under another name). */
export const MIDTOWN_BANK_ROBBERY: SchemeSpec = {
  name: 'Midtown Bank Robbery', set: 'core',
  text: '8 twists, 12 bystanders in the Villain Deck. Villains get +1 Attack per bystander they hold. Twist: a villain in the Bank captures 2 bystanders, then play the next Villain Deck card. Evil wins when 8 bystanders have been carried away.',
  twists: () => 8,
  evilWinsAt: 8,
  plan: (plan) => { plan.bystandersInVillainDeck = 12; },
  // only villains in the city hold bystanders; the Mastermind is not a villain and gets nothing
  mods: { villainAttack: (g, slot) => (slot < 0 ? 0 : bystandersHeld(g, slot)) },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    if (g.city[BANK]! >= 0) { captureFromStack(g, BANK); captureFromStack(g, BANK); }
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => (g.stats.bystandersCarried >= evilAt(g.setup, 8) ? 'Midtown Bank Robbery: 8 bystanders carried away' : null),
  hint: {
    progress: (v) => v.stats.bystandersCarried / evilAt(v.setup, 8),
    escapeHarm: (v, slot, danger) => heldBystanders(v, slot) * (3 + 10 * danger),
    capturedAttack: 1,
  },
};
scheme(MIDTOWN_BANK_ROBBERY);
