import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, evilAt, log, twistToKo } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, GameEvent, SchemeView } from '../../../types.js';
import { closestVillainSlot, countDefs } from './common.js';

// The twists are the Plutonium: held by villains as attachments of their city space.
const isTwist = (g: Game, c: number) => g.cards[g.defOf[c]!]!.kind === 'twist';
const twistKind = (d: { kind: string }) => d.kind === 'twist';

/** A villain holding Plutonium is defeated: the Plutonium is shuffled back into the Villain Deck. */
function plutoniumBack(g: Game, _e: GameEvent): void {
  const back = g.defeatAtt.filter((c) => isTwist(g, c));
  if (back.length === 0) return;
  g.defeatAtt = g.defeatAtt.filter((c) => !isTwist(g, c));
  g.villainDeck.push(...back);
  shuffle(g.rng, g.villainDeck);
  g.log && log(g, `  ${back.length} Plutonium shuffled back into the Villain Deck`);
}

const held = (v: SchemeView, slot: number) => countDefs(v.attached(slot), (c) => v.def(c), twistKind);

scheme({
  name: 'Steal the Weaponized Plutonium', set: SET,
  text: '8 twists, each a Plutonium; one more villain group. Twist: the villain nearest the Villain Deck captures it (no villain: it is KO\'d), then play another Villain Deck card. Villains get +1 Attack per Plutonium; defeating one shuffles its Plutonium back into the Villain Deck. Evil wins when 4 Plutonium have been carried off.',
  twists: () => 8,
  evilWinsAt: 4,
  plan: (plan) => { plan.villainGroupCount += 1; },
  twist: (g, _n, c) => {
    const s = closestVillainSlot(g);
    if (s >= 0) { g.att[s]!.push(c); g.log && log(g, `  The Plutonium is captured`); } else twistToKo(g, c);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  mods: { villainAttack: (g, slot) => (slot < 0 ? 0 : countDefs(g.att[slot]!, (c) => g.cards[g.defOf[c]!]!, twistKind)) },
  on: { defeat: { after: plutoniumBack } },
  evilWins: (g) => (countDefs(g.escaped, (c) => g.cards[g.defOf[c]!]!, twistKind) >= evilAt(g.setup, 4) ? 'Steal the Weaponized Plutonium: 4 Plutonium carried off' : null),
  hint: {
    progress: (v) => Math.min(1, countDefs(v.escaped, (c) => v.def(c), twistKind) / evilAt(v.setup, 4)),
    escapeHarm: (v, slot, danger) => held(v, slot) * (4 + 14 * danger),
  },
});
