// Secret Wars Volume 1's special Bystander, shuffled into the Bystander stack when the set is selected (the
// special-Bystander mechanism of Dark City: a 'rescue' hook on the card's own definition, which hears every rescue).
// - Banker: its rescuer gets +2 Recruit that can only pay for the hero below the Bank in the HQ (restricted
//   points, as Marvel Studios Phase 1's Pepper Potts). Points exist only during their owner's turn: a Banker rescued
//   by another player than the current one gives nothing (the rulebook is silent; the reading worst for the players).
import { SET } from './set.js';
import { addEffect } from '../../effects.js';
import { stackCard } from '../../registry.js';
import { isSelf } from '../dark-city/bystanders.js';
import { RECRUIT_UNDER_BANK } from '../marvel-studios-phase-1/shared.js';

const BANKER_RECRUIT = 2;

stackCard('bystander', {
  name: 'Banker', copies: 3, vp: 1,
  text: 'When rescued: +2 Recruit for the rescuer, to be spent only on the hero sitting below the Bank in the HQ.',
  on: {
    rescue: { after: (g, e, self) => { if (isSelf(g, e, self) && e.p === g.current) addEffect(g, RECRUIT_UNDER_BANK, e.c, BANKER_RECRUIT); } },
  },
}, SET, 'bystanders');
