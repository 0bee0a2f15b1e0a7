import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import {
  distinct, evilAt, isBystander, koCard, koFromHq, log, nameOf, playerOrder, rescueCard, takeFromHq, twistToKo,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { SchemeView } from '../../../types.js';
import { INSTINCT, Z_HQ } from '../../../types.js';
import { REVEAL_INSTINCT, otherwise, revealOrElse } from '../masterminds/common.js';
import { CHECK_EVIL_AFTER_KO, countDefs } from './common.js';

export const RESCUE_COST = 2;

// Twist, for each player: reveal an Instinct hero or KO a Bystander (of their choice) from the victory pile.
const koBystander = otherwise(cont('save-humanity:twist:ko-bystander', (g, f) => {
  const opts = distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isBystander(g, c)));
  ask(g, f.p, 'card', koBystanderChosen, opts, { source: f.c });
}));
const koBystanderChosen = cont('save-humanity:twist:ko-bystander:chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose-vp' });
const each = cont('save-humanity:twist', (g, f) => revealOrElse(g, f.p, REVEAL_INSTINCT, koBystander, f.c));

const bystanderKind = (d: { kind: string }) => d.kind === 'bystander';
const lost = (v: SchemeView) => countDefs(v.ko, (c) => v.def(c), bystanderKind) + v.stats.bystandersCarried;

const SAVE_HUMANITY = scheme({
  name: 'Save Humanity', set: SET,
  text: '8 twists; 24 Bystanders are shuffled into the Hero Deck (12 in solo). You may spend 2 Recruit to rescue a Bystander from the HQ. Twist: every Bystander in the HQ is KO\'d, then each player reveals an Instinct hero or KOs a Bystander from their victory pile. Evil wins when 4 Bystanders per player have been KO\'d or carried off.',
  twists: () => 8,
  evilWinsAt: 4,
  afterSetup: (g) => {
    // the Bystander stack is shuffled at setup: its top cards are random ones
    const n = g.players.length === 1 ? 12 : 24;
    for (let i = 0; i < n && g.bystanders.length > 0; i++) g.heroDeck.push(g.bystanders.pop()!);
    shuffle(g.rng, g.heroDeck);
  },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    // the Bystanders there now (those refilling the spaces stay)
    const slots: number[] = [];
    for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isBystander(g, g.hq[s]!)) slots.push(s);
    for (const s of slots) koFromHq(g, s);
    for (const p of playerOrder(g)) later(g, each, p, c);
  },
  on: CHECK_EVIL_AFTER_KO,
  evilWins: (g) => (countDefs(g.ko, (c) => g.cards[g.defOf[c]!]!, bystanderKind) + g.stats.bystandersCarried >= evilAt(g.setup, 4) * g.players.length
    ? 'Save Humanity: 4 Bystanders per player KO\'d or carried off' : null),
  hint: {
    progress: (v) => Math.min(1, lost(v) / (evilAt(v.setup, 4) * v.players)),
    escapeHarm: (v, slot, danger) => v.attached(slot).filter((c) => v.def(c).kind === 'bystander').length * (2 + 10 * danger),
    reveals: [{ cls: INSTINCT, w: 1.5 }],
    // the Bystanders added to the Hero Deck (24; 12 in solo, which this hint cannot tell)
    heroDeckTaken: -24,
  },
});

// "You may spend 2 Recruit to rescue a Bystander from the HQ": one option per distinct Bystander there.
export const ACT_RESCUE_FROM_HQ = mainAction({
  id: 'save-humanity:rescue', order: 25, active: (s) => s.scheme === SAVE_HUMANITY,
  options: (g, _p, out) => {
    if (g.t.recruit < RESCUE_COST) return;
    const seen: number[] = [];
    for (let s = 0; s < g.hq.length; s++) {
      const c = g.hq[s]!;
      if (c >= 0 && isBystander(g, c) && !seen.includes(g.defOf[c]!)) { seen.push(g.defOf[c]!); out.push(act(ACT_RESCUE_FROM_HQ, s)); }
    }
  },
  handle: (g, p, s) => {
    g.t.recruit -= RESCUE_COST;
    const b = takeFromHq(g, s);
    g.log && log(g, ` P${p + 1} rescues ${nameOf(g, b)} from the HQ`);
    rescueCard(g, p, b, Z_HQ);
  },
  describe: (g, s) => `rescue ${nameOf(g, g.hq[s]!)} from HQ ${s + 1} (${RESCUE_COST} Recruit)`,
  hint: { about: 'rescue', cost: () => RESCUE_COST, card: (g, _p, s) => g.hq[s]! },
});
