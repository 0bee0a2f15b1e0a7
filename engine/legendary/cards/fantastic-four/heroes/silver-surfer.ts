// Silver Surfer (Fantastic Four, unaffiliated).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FOCUS, focusAbility, focusAttack, offerFocus } from '../../../keywords/focus.js';
import { defeatHqVillain, hqVillainAttack, hqVillainSlots } from '../../../hq-villains.js';
import { defeatVillain, draw, gainRecruit, villainAttack } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { hqHolder } from '../../../zones.js';
import { COVERT, RANGED, STRENGTH } from '../../../types.js';

/**
 * Villains with 5 or 6 Attack: city spaces, then villains in the HQ (Invade the Daily Bugle News HQ) as their HQ
 * holders (engine/legendary/zones.ts hqHolder). A defeat ignores conditions on fighting (Universal Rulebook, "Defeat": "You ignore
 * restrictions like Zero and Forearm"), so every such villain is offered.
 */
function fiveOrSix(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.city.length; s++) {
    const a = g.city[s]! >= 0 ? villainAttack(g, s, false) : -1;
    if (a === 5 || a === 6) out.push(s);
  }
  for (const s of hqVillainSlots(g)) {
    const a = hqVillainAttack(g, s, false);
    if (a === 5 || a === 6) out.push(hqHolder(g, s));
  }
  return out;
}
const destinyDefeat = cont('silver-surfer:epic-destiny:defeat', (g, f, v) => {
  if (v < 0) return;
  if (v < g.city.length) { if (g.city[v]! >= 0) defeatVillain(g, f.p, v); } else defeatHqVillain(g, f.p, v - hqHolder(g, 0));
}, { about: 'defeat' });
const EPIC_DESTINY = focusAbility({
  key: 'silver-surfer:epic-destiny', cost: 6, says: 'defeat a villain of 5 or 6 Attack',
  value: (g) => (fiveOrSix(g).length > 0 ? 7 : 0),
  effect: (g, p, c) => ask(g, p, 'slot', destinyDefeat, fiveOrSix(g), { source: c }),
});
const WARP_SPEED = focusAbility({
  key: 'silver-surfer:warp-speed', cost: 2, says: 'draw a card', value: () => 1.3,
  effect: (g, p) => { draw(g, p, 1); },
});
const POWER_COSMIC = focusAttack('silver-surfer:the-power-cosmic', 9, 9);

hero('Silver Surfer', '', [
  {
    name: 'Epic Destiny', copies: 5, cls: STRENGTH, cost: 4, recruit: 2, keywords: [FOCUS],
    text: 'Focus 6 Recruit: defeat a villain with 5 or 6 Attack.',
    hint: { focus: { cost: 6, other: 5 } },
    play: (g, _p, c) => offerFocus(g, EPIC_DESTINY, c),
  },
  {
    name: 'Warp Speed', copies: 5, cls: COVERT, cost: 3, recruit: 2, keywords: [FOCUS],
    text: 'Focus 2 Recruit: draw a card.',
    hint: { focus: { cost: 2, draw: 1 } },
    play: (g, _p, c) => offerFocus(g, WARP_SPEED, c),
  },
  {
    name: 'The Power Cosmic', copies: 3, cls: RANGED, cost: 6, recruit: 3, attack: 0, plus: { attack: true }, keywords: [FOCUS],
    text: 'Focus 9 Recruit: +9 Attack.',
    hint: { focus: { cost: 9, attack: 9 } },
    play: (g, _p, c) => offerFocus(g, POWER_COSMIC, c),
  },
  {
    name: 'Energy Surge', copies: 1, cls: RANGED, cost: 7,
    text: 'Double your Recruit.',
    hint: { avgRecruit: 3 },
    play: (g) => gainRecruit(g, g.t.recruit),
  },
], SET);
