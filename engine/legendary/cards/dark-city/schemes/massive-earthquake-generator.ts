import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { evilAt, koCard, playerOrder, topOfDeck, twistToKo } from '../../../rules.js';
import { STRENGTH } from '../../../types.js';
import { REVEAL_STRENGTH, otherwise, revealOrElse } from '../masterminds/common.js';
import { CHECK_EVIL_AFTER_KO, countDefs, nonGreyHero } from './common.js';

// Twist: each player reveals a Strength hero or KOs the top card of their deck.
const koTop = otherwise(cont('massive-earthquake-generator:ko-top', (g, f) => {
  const c = topOfDeck(g, f.p);
  if (c >= 0) koCard(g, f.p, c, f.c);
}));
const each = cont('massive-earthquake-generator:twist', (g, f) => revealOrElse(g, f.p, REVEAL_STRENGTH, koTop, f.c));

scheme({
  name: 'Massive Earthquake Generator', set: SET,
  text: '8 twists. Twist: each player reveals a Strength hero or KOs the top card of their deck. Evil wins when the KO pile holds 3 non-grey heroes per player.',
  twists: () => 8,
  evilWinsAt: 3,
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (const p of playerOrder(g)) later(g, each, p, c);
  },
  on: CHECK_EVIL_AFTER_KO,
  evilWins: (g) => (countDefs(g.ko, (c) => g.cards[g.defOf[c]!]!, nonGreyHero) >= evilAt(g.setup, 3) * g.players.length
    ? 'Massive Earthquake Generator: 3 non-grey heroes per player KO\'d' : null),
  hint: {
    progress: (v) => Math.min(1, countDefs(v.ko, (c) => v.def(c), nonGreyHero) / (evilAt(v.setup, 3) * v.players)),
    reveals: [{ cls: STRENGTH, w: 1.5 }],
  },
});
