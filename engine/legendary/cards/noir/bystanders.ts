// Noir's special Bystander (shuffled into the Bystander stack when the set is selected, as Dark City's are).
import { SET } from './set.js';
import { VILLAIN_DECK, investigate, investigation } from '../../keywords/investigate.js';
import { takeFromVillainDeck } from '../../rules.js';
import { stackCard } from '../../registry.js';
import { isSelf } from '../dark-city/bystanders.js';
import { villainWorth } from './common.js';

// Rescued: the rescuer investigates the Villain Deck for a villain worth 1 VP and puts it in their victory pile
// (not a defeat: no Fight effect).
const ONE_VP_VILLAIN = investigation({
  key: 'detective-wolverine', deck: VILLAIN_DECK,
  match: (g, c) => villainWorth(g, c, 1),
  found: (g, p, c) => { if (takeFromVillainDeck(g, c)) g.players[p]!.victory.push(c); },
});

stackCard('bystander', {
  name: 'Detective Wolverine', copies: 1, vp: 1,
  text: 'When rescued: the rescuer investigates the Villain Deck for a villain worth 1 VP and puts it in their victory pile.',
  keywords: ['investigate'],
  on: { rescue: { after: (g, e, self) => { if (isSelf(g, e, self)) investigate(g, e.p, ONE_VP_VILLAIN, e.c); } } },
}, SET, 'bystanders');
