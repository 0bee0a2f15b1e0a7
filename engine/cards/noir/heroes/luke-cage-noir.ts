// Luke Cage Noir (Noir, Marvel Knights).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { investigate } from '../../../keywords/investigate.js';
import { def, gainAttack, gainRecruit, gainWound, log, playedWhere, playerOrder, revealableDef } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { COVERT, STRENGTH, Z_HAND } from '../../../types.js';
import { investigateFor } from '../common.js';

const COST_FOUR_PLUS = investigateFor('luke-cage-noir:private-investigations', (g, c) => def(g, c).cost >= 4);
const ANY_CARD = investigateFor('luke-cage-noir:unbreakable-cage', () => true);
const bigPlayed = (g: Game) => playedWhere(g, (d) => d.cost >= 4);

// Unbreakable Cage: once per turn (per copy), when any player would gain a Wound, the first player in turn
// order from the current one who can reveal a copy may do so: the Wound is not gained and the revealer
// investigates for any card. n: 1 when the Wound would go to the hand; m: replace hooks consulted.
const CAGE_USED = effectKind({ key: 'luke-cage-noir:unbreakable-cage:used' });
const cage = cont('luke-cage-noir:unbreakable-cage', (g, f, v) => {
  const wounded = f.n >> 1;
  if (v === 1) {
    addEffect(g, CAGE_USED, f.c);
    g.log && log(g, `  P${f.p + 1} reveals Unbreakable Cage: no Wound`);
    investigate(g, f.p, ANY_CARD, f.c);
  } else gainWound(g, wounded, (f.n & 1) === 1, f.m);
}, { about: 'may' });
function cageInstead(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (g.cards[g.defOf[e.c]!]!.kind !== 'wound') return false;
  for (const q of playerOrder(g)) {
    const card = revealableDef(g, q, self as CardDef);
    if (card < 0 || g.t.effects.some((x) => x.k === CAGE_USED && x.c === card)) continue;
    ask(g, q, 'yesno', cage, [1, 0], { source: card, n: e.p * 2 + (e.to === Z_HAND ? 1 : 0), m: e.n });
    return true;
  }
  return false;
}

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
