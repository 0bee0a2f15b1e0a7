// Silver Surfer (Fantastic Four, unaffiliated).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FOCUS, focusAbility, focusAttack, offerFocus } from '../../../keywords/focus.js';
import { def, defeatVillain, draw, gainRecruit, villainAttack } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, RANGED, STRENGTH } from '../../../types.js';

/** City spaces whose villain has 5 or 6 Attack and may be defeated now. */
function fiveOrSix(g: Game, p: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.city.length; s++) {
    const c = g.city[s]!;
    if (c < 0) continue;
    const a = villainAttack(g, s, false), d = def(g, c);
    if ((a === 5 || a === 6) && (!d.canDefeat || d.canDefeat(g, p))) out.push(s);
  }
  return out;
}
const destinyDefeat = cont('silver-surfer:epic-destiny:defeat', (g, f, v) => { if (v >= 0 && g.city[v]! >= 0) defeatVillain(g, f.p, v); }, { about: 'defeat' });
const EPIC_DESTINY = focusAbility({
  key: 'silver-surfer:epic-destiny', cost: 6, says: 'defeat a villain of 5 or 6 Attack',
  value: (g, p) => (fiveOrSix(g, p).length > 0 ? 7 : 0),
  effect: (g, p, c) => ask(g, p, 'slot', destinyDefeat, fiveOrSix(g, p), { source: c }),
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
