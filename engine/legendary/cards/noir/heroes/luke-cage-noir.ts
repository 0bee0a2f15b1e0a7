// Luke Cage Noir (Noir, Marvel Knights).
import { SET } from '../set.js';
import { investigate } from '../../../keywords/investigate.js';
import { def, gainAttack, gainRecruit, playedWhere } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, STRENGTH } from '../../../types.js';
import { woundGuard } from '../../../wound-guard.js';
import { investigateFor } from '../common.js';

const COST_FOUR_PLUS = investigateFor('luke-cage-noir:private-investigations', (g, c) => def(g, c).cost >= 4);
const ANY_CARD = investigateFor('luke-cage-noir:unbreakable-cage', () => true);
const bigPlayed = (g: Game) => playedWhere(g, (d) => d.cost >= 4);

// Unbreakable Cage: when any player would gain a Wound, a player may reveal an unused copy: the Wound is not gained
// and the revealer investigates for any card (engine/legendary/wound-guard.ts).
const cageInstead = woundGuard({ key: 'luke-cage-noir:unbreakable-cage', instead: (g, p, c) => investigate(g, p, ANY_CARD, c) });

hero('Luke Cage Noir', 'Marvel Knights', [
  {
    name: 'Private Investigations', copies: 5, cls: COVERT, cost: 4, attack: 2, keywords: ['investigate'],
    text: 'Investigate for a card that costs 4 or more.',
    hint: { draw: 0.4 },
    play: (g, p, c) => investigate(g, p, COST_FOUR_PLUS, c),
  },
  {
    name: 'Follow Big Leads', copies: 5, cls: STRENGTH, cost: 4, recruit: 2, plus: { recruit: true },
    text: '+1 Recruit per other card played this turn that costs 4 or more.',
    hint: { avgRecruit: 1 },
    play: (g) => gainRecruit(g, bigPlayed(g)),
  },
  {
    name: 'Unbreakable Cage', copies: 3, cls: STRENGTH, cost: 6, attack: 4, keywords: ['investigate'],
    text: 'Once per turn, when a player would gain a Wound, you may reveal this and investigate for any card instead.',
    hint: { avgAttack: 0.3 },
    on: { gain: { replace: cageInstead } },
  },
  {
    name: 'Weight of the World', copies: 1, cls: STRENGTH, cost: 8, attack: 5, plus: { attack: true },
    text: '+2 Attack per other card played this turn that costs 4 or more.',
    hint: { avgAttack: 2 },
    play: (g) => gainAttack(g, 2 * bigPlayed(g)),
  },
], SET);
