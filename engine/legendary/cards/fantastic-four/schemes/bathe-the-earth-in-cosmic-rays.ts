// Bathe the Earth in Cosmic Rays (Fantastic Four). Twist: each player in turn KOs a non-grey hero from their
// hand and puts an HQ hero of the same or lower cost into their hand (nothing when the HQ has none: Universal
// Rulebook). Evil wins when the KO pile holds six non-grey heroes per player.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { def, distinct, evilAt, gainTo, heroCost, isHero, koCard, playerOrder, takeFromHq, twistToKo } from '../../../rules.js';
import type { Game, SetupPlan } from '../../../types.js';
import { CHECK_EVIL_AFTER_KO, countDefs, nonGreyHero } from '../../dark-city/schemes/common.js';

const koedNonGrey = (g: { ko: readonly number[] }, d: (c: number) => ReturnType<typeof def>) => countDefs(g.ko, d, nonGreyHero);

const each = cont('bathe-the-earth:each', (g, f) => {
  const opts = distinct(g, f.p, g.players[f.p]!.hand.filter((c) => isHero(g, c) && def(g, c).cls !== 0));
  ask(g, f.p, 'card', koChosen, opts, { source: f.c });
});
const koChosen = cont('bathe-the-earth:ko', (g, f, v) => {
  if (v < 0) return;
  const cost = def(g, v).cost;
  koCard(g, f.p, v);
  const slots: number[] = [];
  for (let s = 0; s < g.hq.length; s++) { const h = g.hq[s]!; if (h >= 0 && isHero(g, h) && heroCost(g, h) <= cost) slots.push(s); }
  ask(g, f.p, 'slot', gainChosen, slots, { source: f.c });
}, { about: 'lose' });
const gainChosen = cont('bathe-the-earth:gain', (g, f, v) => {
  if (v < 0 || g.hq[v]! < 0) return;
  gainTo(g, f.p, takeFromHq(g, v), true);
}, { about: 'hq-gain' });

const KO_PER_PLAYER = 6;
const limit = (setup: Readonly<SetupPlan>, players: number) => evilAt(setup, KO_PER_PLAYER) * players;

scheme({
  name: 'Bathe the Earth in Cosmic Rays', set: SET,
  text: '6 twists. Twist: each player KOs a non-grey hero from their hand and takes an HQ hero costing no more into their hand. Evil wins at six non-grey heroes KO\'d per player.',
  twists: () => 6,
  evilWinsAt: KO_PER_PLAYER,
  twist: (g: Game, _n, c) => {
    twistToKo(g, c);
    for (const p of playerOrder(g)) later(g, each, p, c);
  },
  on: CHECK_EVIL_AFTER_KO,
  evilWins: (g) => (koedNonGrey(g, (c) => def(g, c)) >= limit(g.setup, g.players.length) ? 'Bathe the Earth in Cosmic Rays: too many heroes KO\'d' : null),
  hint: { progress: (v) => Math.min(1, koedNonGrey(v, (c) => v.def(c)) / limit(v.setup, v.players)) },
});
