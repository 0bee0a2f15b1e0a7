// Starting cards, the stacks beside the board, and the Villain Deck's non-villain cards.

import { basicHero, stackCard } from '../../registry.js';

const agent = basicHero({ name: 'S.H.I.E.L.D. Agent', copies: 8, team: 'S.H.I.E.L.D.', recruit: 1, cost: 0, text: 'Starting card: 1 Recruit.' });
const trooper = basicHero({ name: 'S.H.I.E.L.D. Trooper', copies: 4, team: 'S.H.I.E.L.D.', attack: 1, cost: 0, text: 'Starting card: 1 Attack.' });
const officer = basicHero({ name: 'S.H.I.E.L.D. Officer', copies: 30, team: 'S.H.I.E.L.D.', recruit: 2, cost: 3, text: 'Recruitable from its own stack: 2 Recruit.' });
const wound = stackCard('wound', { name: 'Wound', copies: 30, text: 'No points. Healing: on a turn with no recruiting and no defeats, KO every Wound in your hand.' });
const bystander = stackCard('bystander', { name: 'Bystander', copies: 30, vp: 1, text: 'Worth 1 VP once rescued.' });
const twist = stackCard('twist', { name: 'Scheme Twist', copies: 0, text: 'Advances the Scheme.' });
const strike = stackCard('strike', { name: 'Master Strike', copies: 5, text: "Triggers the Mastermind's Master Strike." });

export const BASIC = {
  agent: agent.key, trooper: trooper.key, officer: officer.key, wound: wound.key,
  bystander: bystander.key, twist: twist.key, strike: strike.key,
};
