// Human Torch (Fantastic Four).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FOCUS, focusAttack, offerFocus } from '../../../keywords/focus.js';
import { gainAttack, gainRecruit, gainWound, isWound, koCard, teamPower } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { INSTINCT, RANGED } from '../../../types.js';
import { FANTASTIC_FOUR } from './common.js';

/** A Wound of player p's hand (first) or discard pile, or -1. */
function woundToKo(g: Game, p: number): number {
  const pl = g.players[p]!;
  return pl.hand.find((c) => isWound(g, c)) ?? pl.discard.find((c) => isWound(g, c)) ?? -1;
}
const backup = cont('human-torch:call-for-backup', (g, f, v) => {
  const w = woundToKo(g, f.p);
  if (v !== 1 || w < 0) return;
  koCard(g, f.p, w, f.c);
  gainRecruit(g, 1);
}, { about: 'ko-wound' });

const FLAME_ON = focusAttack('human-torch:flame-on', 6, 4);

hero('Human Torch', 'Fantastic Four', [
  {
    name: 'Call for Backup', copies: 5, cls: INSTINCT, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'You may KO a Wound from your hand or discard pile for +1 Recruit.',
    hint: { avgRecruit: 0.4 },
    play: (g, p, c) => { if (woundToKo(g, p) >= 0) ask(g, p, 'yesno', backup, [1, 0], { source: c }); },
  },
  {
    name: 'Hothead', copies: 5, cls: RANGED, cost: 4, attack: 4,
    text: 'You gain a Wound.',
    hint: { woundsSelf: true },
    play: (g, p) => gainWound(g, p),
  },
  {
    name: 'Flame On!', copies: 3, cls: RANGED, cost: 6, attack: 4, plus: { attack: true }, keywords: [FOCUS],
    text: 'Focus 6 Recruit: +4 Attack.',
    hint: { focus: { cost: 6, attack: 4 } },
    play: (g, _p, c) => offerFocus(g, FLAME_ON, c),
  },
  {
    name: 'Nova Flame', copies: 1, cls: RANGED, cost: 8, attack: 6, plus: { attack: true },
    text: 'Fantastic Four power: +1 Attack per city space holding a villain.',
    hint: { power: { team: FANTASTIC_FOUR, attack: 2 } },
    play: (g) => { if (teamPower(g, FANTASTIC_FOUR)) gainAttack(g, g.city.filter((c) => c >= 0).length); },
  },
], SET);
