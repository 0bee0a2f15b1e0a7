// Mr. Fantastic (Fantastic Four).
//
// Ultimate Nullifier: for the rest of the turn, when an enemy its player fights would do its Fight effect (a
// 'fightEffect' replace hook), they may cancel it (Burrow too: it is a Fight effect). An enemy defeated by a
// hero's effect rather than fought (Epic Destiny) is not offered.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FIGHT_EFFECT_CANCELLED, NEXT_HAND_EXTRA, addEffect, effectKind, hasEffect } from '../../../effects.js';
import { BURROW } from '../../../keywords/burrow.js';
import { FOCUS, focusAbility, offerFocus } from '../../../keywords/focus.js';
import { PAY_MASTERMIND, def, draw, fightEffect, gainAttack, hasFightEffect, hasKeyword, teamPower } from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { hero } from '../../../registry.js';
import { INSTINCT, TECH } from '../../../types.js';
import { FANTASTIC_FOUR } from './common.js';

const TWISTING_EQUATIONS = focusAbility({
  key: 'mr-fantastic:twisting-equations', cost: 2, says: 'your next hand has an extra card', value: () => 1.2,
  effect: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 1),
});
/** Attack usable only against the Mastermind (restricted points). */
const AGAINST_MASTERMIND = effectKind({ key: 'mr-fantastic:ultimate-nullifier', onlyFor: (_g, target) => target === PAY_MASTERMIND });
const ULTIMATE_NULLIFIER = focusAbility({
  key: 'mr-fantastic:ultimate-nullifier', cost: 1, says: '+1 Attack usable only against the Mastermind', value: () => 0.7,
  effect: (g, _p, c) => addEffect(g, AGAINST_MASTERMIND, c, 1),
});

const NULLIFIER_ON = effectKind({ key: 'mr-fantastic:ultimate-nullifier:on' });
const cancelChosen = cont('mr-fantastic:ultimate-nullifier:cancel', (g, f, v) => {
  if (v === 1) addEffect(g, FIGHT_EFFECT_CANCELLED, f.c);
  else fightEffect(g, f.p, f.c);
}, { about: 'cancel-fight-effect' });
function nullify(g: Game, e: GameEvent): boolean {
  if (e.p !== g.current || !hasEffect(g, NULLIFIER_ON)) return false;
  if (e.src >= 0 && def(g, e.src).kind === 'hero') return false; // defeated by a hero's effect, not fought
  if (!hasFightEffect(g, e.c) && !hasKeyword(g, e.c, BURROW)) return false;
  ask(g, e.p, 'yesno', cancelChosen, [1, 0], { source: e.c });
  return true;
}

hero('Mr. Fantastic', 'Fantastic Four', [
  {
    name: 'Twisting Equations', copies: 5, cls: TECH, cost: 3, recruit: 2, keywords: [FOCUS],
    text: 'Focus 2 Recruit: your next hand has an extra card.',
    hint: { focus: { cost: 2, draw: 1 } },
    play: (g, _p, c) => offerFocus(g, TWISTING_EQUATIONS, c),
  },
  {
    name: 'Unstable Molecules', copies: 5, cls: TECH, cost: 5,
    text: 'Draw two cards.',
    hint: { draw: 2 },
    play: (g, p) => { draw(g, p, 2); },
  },
  {
    name: 'One Gigantic Hand', copies: 3, cls: INSTINCT, cost: 5, attack: 1, plus: { attack: true },
    text: 'Fantastic Four power: +1 Attack per card in your hand.',
    hint: { power: { team: FANTASTIC_FOUR, attack: 3 } },
    play: (g, p) => { if (teamPower(g, FANTASTIC_FOUR)) gainAttack(g, g.players[p]!.hand.length); },
  },
  {
    name: 'Ultimate Nullifier', copies: 1, cls: TECH, cost: 7, attack: 4, plus: { attack: true }, keywords: [FOCUS],
    text: 'This turn you may cancel the Fight effect of each enemy you fight. Focus 1 Recruit: +1 Attack usable only against the Mastermind.',
    hint: { avgAttack: 0.3, focus: { cost: 1, attack: 0.7 } },
    play: (g, _p, c) => { addEffect(g, NULLIFIER_ON, c); offerFocus(g, ULTIMATE_NULLIFIER, c); },
    on: { fightEffect: { replace: nullify } },
  },
], SET);
