// Marvel Studios Phase 1's named Bystanders, shuffled into the Bystander stack when the set is selected (the
// special-Bystander mechanism of Dark City: a 'rescue' hook on the card's own definition). Three have the
// rescue effects of Dark City's Paramedic (Happy Hogan), Radiation Scientist (Jane Foster) and News
// Reporter (Peggy Carter).
import { SET } from './set.js';
import { addEffect } from '../../effects.js';
import { stackCard } from '../../registry.js';
import { NEWS_REPORTER, PARAMEDIC, RADIATION_SCIENTIST, isSelf } from '../dark-city/bystanders.js';
import { RECRUIT_UNDER_BANK } from './shared.js';

stackCard('bystander', { ...PARAMEDIC, name: 'Happy Hogan', copies: 3 }, SET, 'bystanders');
stackCard('bystander', { ...RADIATION_SCIENTIST, name: 'Jane Foster', copies: 3 }, SET, 'bystanders');
stackCard('bystander', { ...NEWS_REPORTER, name: 'Peggy Carter', copies: 3 }, SET, 'bystanders');
stackCard('bystander', {
  name: 'Pepper Potts', copies: 3, vp: 1,
  text: 'When rescued: the rescuer gets +2 Recruit usable only to recruit the hero in the HQ space under the Bank.',
  on: { rescue: { after: (g, e, self) => { if (isSelf(g, e, self)) addEffect(g, RECRUIT_UNDER_BANK, e.c, 2); } } },
}, SET, 'bystanders');
