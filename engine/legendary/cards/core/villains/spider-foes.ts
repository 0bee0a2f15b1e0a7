import {
  GAIN_WOUND, SEWERS, captureFromStack, eachGainsWound, hasCls, hasHero, otherPlayersEvil,
} from '../../../rules.js';
import { later } from '../../../flow.js';
import { villainGroup } from '../../../registry.js';
import { addEffect, NEXT_HAND_SIZE } from '../../../effects.js';
import { COVERT } from '../../../types.js';

villainGroup('Spider-Foes', [
  {
    name: 'Doctor Octopus', copies: 2, attack: 4, vp: 2,
    text: 'Fight: your next hand, drawn at the end of this turn, has eight cards instead of six.',
    hint: { fight: 2.5 },
    fight: (g, _p, c) => addEffect(g, NEXT_HAND_SIZE, c, 8),
  },
  {
    name: 'Green Goblin', copies: 2, attack: 6, vp: 4,
    text: 'Ambush: he captures a Bystander.',
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); },
  },
  {
    name: 'The Lizard', copies: 2, attack: 3, vp: 2,
    // "each other player" on a villain: in solo the player does it (otherPlayersEvil, advanced solo rule)
    text: 'Fight: if he was in the Sewers, every other player gains a Wound (in solo: you do).',
    hint: { fightAt: { slot: SEWERS, each: -1.2 } },
    fight: (g) => { if (g.defeatSlot === SEWERS) for (const q of otherPlayersEvil(g)) later(g, GAIN_WOUND, q); },
  },
  {
    name: 'Venom', copies: 2, attack: 5, vp: 3,
    text: 'Can only be fought by a player who has a Covert hero (in hand or played this turn). Escape: every player gains a Wound.',
    hint: { escape: 0.8 },
    canDefeat: (g, p) => hasHero(g, p, (c) => hasCls(g, c, COVERT)),
    escape: (g) => eachGainsWound(g),
  },
], 'core', [{ cls: COVERT, w: 0.4 }]);
