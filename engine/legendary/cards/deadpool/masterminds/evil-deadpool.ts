// Evil Deadpool (Deadpool). Revenge for his own Tactics: +1 Attack per Evil Deadpool Tactic in your victory pile.
import { SET } from '../set.js';
import { revenge, victoryOfGroup } from '../../../keywords/revenge.js';
import { mastermind } from '../../../registry.js';
import { Z_DECK, Z_HAND } from '../../../types.js';
import {
  def, discardCard, gainRecruit, log, nameOf, otherPlayersEvil, playerOrder, takeFromPlayer, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { fewestGainWound, oddCost, simultaneous } from '../common.js';
import { CORPSE } from '../villains/evil-deadpool-corpse.js';

export const EVIL_DEADPOOL = 'Evil Deadpool';

const cost = (g: Game, c: number) => def(g, c).cost;

// Master Strike: every player discards a card at once; the lowest cost discarded (ties: all) gains a Wound.
const strikeDiscards = simultaneous('evil-deadpool:strike', (g, q) => g.players[q]!.hand, { about: 'discard-costly' }, (g, picks) => {
  const order = playerOrder(g);
  const who: number[] = [], costs: number[] = [];
  order.forEach((q, i) => {
    const c = picks[i]!;
    if (c < 0 || !g.players[q]!.hand.includes(c)) return;
    who.push(q); costs.push(cost(g, c));
    discardCard(g, q, c, Z_HAND, true);
  });
  fewestGainWound(g, who, (q) => costs[who.indexOf(q)]!);
});

/** Stitched from Dead (Pool) Parts: each other player discards their top card; the lowest cost gains a Wound. */
function stitched(g: Game, src: number): void {
  const who: number[] = [], costs: number[] = [];
  for (const q of otherPlayersEvil(g)) {
    const c = topOfDeck(g, q);
    if (c < 0) continue;
    who.push(q); costs.push(cost(g, c));
    discardCard(g, q, c, Z_DECK, true, src);
  }
  fewestGainWound(g, who, (q) => costs[who.indexOf(q)]!);
}

mastermind({
  name: EVIL_DEADPOOL, set: SET, attack: 11, vp: 6, leads: CORPSE, keywords: revenge(EVIL_DEADPOOL),
  text: 'Revenge for his Tactics. Master Strike: every player discards a card at once; whoever discards the lowest cost gains a Wound.',
  strike: (g, _p, c) => strikeDiscards(g, c),
  tactics: [
    {
      name: 'Evil Even Oddball', text: 'Each other player reveals their hand; whoever has the fewest odd-cost cards gains a Wound.',
      fight: (g) => fewestGainWound(g, otherPlayersEvil(g), (q) => g.players[q]!.hand.filter((c) => oddCost(g, c)).length),
    },
    {
      name: 'Hyper-Insane Healing Factor', text: 'Unless this is the last Tactic: +6 Recruit, and this Tactic is shuffled back among the others.',
      fight: (g, p, c) => {
        if (g.tactics.length === 0) return;
        gainRecruit(g, 6);
        if (takeFromPlayer(g, p, c) !== 0) { g.tactics.push(c); g.log && log(g, `  ${nameOf(g, c)} goes back among the Tactics`); }
      },
    },
    {
      name: "Of Course it's Corpse", text: 'The other player with the fewest Evil Deadpool Corpse villains in their victory pile gains a Wound.',
      fight: (g) => fewestGainWound(g, otherPlayersEvil(g), (q) => victoryOfGroup(g, CORPSE, q)),
    },
    {
      name: 'Stitched from Dead (Pool) Parts', text: 'Each other player discards their top card; whoever discards the lowest cost gains a Wound.',
      fight: (g, _p, c) => stitched(g, c),
    },
  ],
});
