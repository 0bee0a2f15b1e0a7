// Streets of New York (Dark City). Hammerhead, Jigsaw and Tombstone have Bribe: Recruit may pay for fighting
// them (engine/legendary/keywords/bribe.ts); their printed * is that reminder, their Attack is the printed number.
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { REVEAL_STRENGTH, eachRevealOrWound, playerOrder } from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import { BRIBE } from '../../../keywords/bribe.js';
import { STRENGTH } from '../../../types.js';
import { ATTACK_ICON, DISCARD_ONE, DRAW_N, KO_HERO_WITH_ICON, RECRUIT_ICON } from './shared.js';

// Jigsaw: each player in turn discards three cards (one question each), then draws two.
const jigsaw = cont('streets-of-new-york:jigsaw', (g, f) => {
  for (let i = 0; i < 3; i++) later(g, DISCARD_ONE, f.p, f.c);
  later(g, DRAW_N, f.p, f.c, 2);
});

villainGroup('Streets of New York', [
  {
    name: 'Bullseye', copies: 2, attack: 6, vp: 4,
    text: 'Fight: KO one of your heroes with a Recruit icon, then one with an Attack icon.',
    hint: { fight: 0.5 },
    fight: (g, p, c) => { later(g, KO_HERO_WITH_ICON, p, c, RECRUIT_ICON); later(g, KO_HERO_WITH_ICON, p, c, ATTACK_ICON); },
  },
  {
    name: 'Hammerhead', copies: 2, attack: 5, vp: 2, plus: { attackStar: true }, keywords: [BRIBE],
    text: 'Bribe. Fight: KO one of your heroes with a Recruit icon.',
    hint: { fight: 0.3 },
    fight: (g, p, c) => later(g, KO_HERO_WITH_ICON, p, c, RECRUIT_ICON),
  },
  {
    name: 'Jigsaw', copies: 2, attack: 11, vp: 5, plus: { attackStar: true }, keywords: [BRIBE],
    text: 'Bribe. Ambush: every player discards three cards, then draws two.',
    ambush: (g, _p, c) => { for (const q of playerOrder(g)) later(g, jigsaw, q, c); },
  },
  {
    name: 'Tombstone', copies: 2, attack: 8, vp: 4, plus: { attackStar: true }, keywords: [BRIBE],
    text: 'Bribe. Escape: every player reveals a Strength hero or gains a Wound.',
    hint: { escape: 0.8 },
    escape: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
  },
], SET, [{ cls: STRENGTH, w: 0.2 }]);
