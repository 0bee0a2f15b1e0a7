// Invisible Woman (Fantastic Four). Invisible Barrier: an Ambush about to happen may be replaced by drawing two
// cards (an 'ambush' replace hook, asked of each player, in turn order, who can reveal the card, until one does).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FOCUS, focusAbility, offerFocus } from '../../../keywords/focus.js';
import {
  DISCARD, HAND, ambushEffect, cardsIn, distinct, draw, gainAttack, koCard, playedWhere, playerOrder, rescue, revealableDef,
} from '../../../rules.js';
import { cardByKey, hero } from '../../../registry.js';
import type { Game, GameEvent } from '../../../types.js';
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

// Invisible Barrier: each player in turn order who can reveal it is asked until one does; if none does, the Ambush
// happens (the replace hooks after this one consulted first).
const barrierChosen = cont('invisible-woman:invisible-barrier', (g, f, v) => {
  if (v === 1) { draw(g, f.p, 2); return; }
  if (!askBarrier(g, f.c, f.n, f.m + 1)) ambushEffect(g, f.c, f.n);
}, { about: 'may' });
/** Asks the first player from position `from` of the turn order who can reveal the card; false when none can. */
function askBarrier(g: Game, villain: number, n: number, from: number): boolean {
  const order = playerOrder(g);
  const d = cardByKey(BARRIER_KEY);
  for (let i = from; i < order.length; i++) {
    if (revealableDef(g, order[i]!, d) < 0) continue;
    ask(g, order[i]!, 'yesno', barrierChosen, [1, 0], { source: villain, n, m: i });
    return true;
  }
  return false;
}
const BARRIER_KEY = `${SET}:hero:invisible-woman:invisible-barrier`;
const barrier = (g: Game, e: GameEvent): boolean => askBarrier(g, e.c, e.n, 0);

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
