// Iron Foes (Marvel Studios Phase 1). Justin Hammer has Bank Conqueror 2 (engine/legendary/keywords/conqueror.ts).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { villainGroup } from '../../../registry.js';
import {
  BANK, REVEAL_TECH, bystandersHeld, captureFromStack, def, distinct, eachRevealOrWound, isBystander, koCard, peekTop,
  playerOrder, putBackInOrder, takeFromPlayer,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import { addEffect } from '../../../effects.js';
import { CONQUEROR, conqueror } from '../../../keywords/conqueror.js';
import { TECH } from '../../../types.js';
import type { Game } from '../../../types.js';
import { RECRUIT_UNDER_BANK } from '../shared.js';

// Hammer Drone Marine: of the top three cards of your deck, KO one; put the other two back in any order.
const marineKo = cont('iron-foes:hammer-drone-marine:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  putBackInOrder(g, f.p, 2, f.c);
}, { about: 'lose' });

// Raza: he captures a Bystander from the stack, then a random Bystander from each player's victory pile.
function raza(g: Game, _p: number, c: number): void {
  const at = g.city.indexOf(c);
  if (at < 0) return;
  captureFromStack(g, at);
  for (const q of playerOrder(g)) {
    const bys = g.players[q]!.victory.filter((x) => isBystander(g, x));
    if (bys.length === 0) continue;
    const b = bys[randInt(g.rng, bys.length)]!;
    takeFromPlayer(g, q, b);
    g.att[at]!.push(b);
  }
}

villainGroup('Iron Foes', [
  {
    name: 'Hammer Drone Marine', copies: 2, attack: 4, vp: 2,
    text: 'Fight: look at the top three cards of your deck; KO one and put the rest back in any order.',
    hint: { fight: 0.6 },
    fight: (g, p, c) => ask(g, p, 'card', marineKo, distinct(g, p, peekTop(g, p, 3)), { source: c }),
  },
  {
    name: 'Raza, Ten Rings Leader', copies: 2, attack: 4, vp: 3, plus: { attack: true },
    text: "+1 Attack per Bystander he holds. Ambush: he captures a Bystander from the stack and a random one from each player's victory pile.",
    attackAt: (g, slot, c) => def(g, c).attack + (slot >= 0 ? bystandersHeld(g, slot) : 0),
    ambush: raza,
  },
  {
    name: 'Whiplash', copies: 2, attack: 6, vp: 4,
    text: 'Fight and Escape: each player reveals a Tech hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_TECH),
    escape: (g) => eachRevealOrWound(g, REVEAL_TECH),
  },
  {
    name: 'Justin Hammer', copies: 2, attack: 3, vp: 2, keywords: [CONQUEROR], attackAt: conqueror(BANK, 2), plus: { attack: true },
    text: 'Bank Conqueror 2. Fight: +2 Recruit usable only to recruit the hero in the HQ space under the Bank.',
    hint: { fight: 1.2 },
    fight: (g, _p, c) => addEffect(g, RECRUIT_UNDER_BANK, c, 2),
  },
], SET, [{ cls: TECH, w: 0.4 }]);
