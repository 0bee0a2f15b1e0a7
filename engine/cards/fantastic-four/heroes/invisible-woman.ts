// Invisible Woman (Fantastic Four). Invisible Barrier: an Ambush about to happen may be replaced by drawing two
// cards (an 'ambush' replace hook, asked to the first player, in turn order, who can reveal the card).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FOCUS, focusAbility, offerFocus } from '../../../keywords/focus.js';
import {
  DISCARD, HAND, ambushEffect, cardsIn, distinct, draw, gainAttack, koCard, playedWhere, playerOrder, rescue, revealableDef,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { CardDef, Game, GameEvent, HookOwner } from '../../../types.js';
import { COVERT, RANGED } from '../../../types.js';

const disappearKo = cont('invisible-woman:disappearing-act:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 1 });
const DISAPPEARING_ACT = focusAbility({
  key: 'invisible-woman:disappearing-act', cost: 2, says: 'you may KO a card from your hand or discard pile', value: () => 1,
  effect: (g, p, c) => ask(g, p, 'card', disappearKo, [...distinct(g, p, cardsIn(g, p, HAND | DISCARD)), -1], { source: c }),
});
const UNSEEN_RESCUE = focusAbility({
  key: 'invisible-woman:unseen-rescue', cost: 2, limit: 4, says: 'rescue a Bystander', value: () => 1.2,
  effect: (g, p) => rescue(g, p, 1),
});

// Invisible Barrier: the first player in turn order who can reveal it may draw two instead of the Ambush.
const barrierChosen = cont('invisible-woman:invisible-barrier', (g, f, v) => {
  if (v === 1) { draw(g, f.p, 2); return; }
  ambushEffect(g, f.c, f.n);
}, { about: 'may' });
function barrier(g: Game, e: GameEvent, self: HookOwner): boolean {
  const d = self as CardDef;
  for (const q of playerOrder(g)) {
    if (revealableDef(g, q, d) < 0) continue;
    ask(g, q, 'yesno', barrierChosen, [1, 0], { source: e.c, n: e.n });
    return true;
  }
  return false;
}

hero('Invisible Woman', 'Fantastic Four', [
  {
    name: 'Disappearing Act', copies: 5, cls: COVERT, cost: 4, recruit: 2, keywords: [FOCUS],
    text: 'Focus 2 Recruit: you may KO a card from your hand or discard pile.',
    hint: { focus: { cost: 2, other: 1 } },
    play: (g, _p, c) => offerFocus(g, DISAPPEARING_ACT, c),
  },
  {
    name: 'Four of a Kind', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true },
    text: '+2 Attack if you played another card costing 4 this turn.',
    hint: { avgAttack: 1 },
    play: (g) => { if (playedWhere(g, (d) => d.cost === 4) > 0) gainAttack(g, 2); },
  },
  {
    name: 'Unseen Rescue', copies: 3, cls: COVERT, cost: 4, attack: 2, keywords: [FOCUS],
    text: 'Focus 2 Recruit: rescue a Bystander (at most four times a turn).',
    hint: { focus: { cost: 2, other: 1.2 } },
    play: (g, _p, c) => offerFocus(g, UNSEEN_RESCUE, c),
  },
  {
    name: 'Invisible Barrier', copies: 1, cls: COVERT, cost: 7, attack: 5,
    text: 'When an Ambush would happen, you may reveal this card to draw two cards instead.',
    hint: { avgAttack: 0.5 },
    on: { ambush: { replace: barrier } },
  },
], SET);
