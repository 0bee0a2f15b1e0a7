// Ultimate Spider-Man (Secret Wars Volume 1, Spider Friends).
//
// - Drawing the deck's top card when it costs 2 or less (three cards): `revealDrawCheap` below. The
//   discard pile is shuffled in when the deck is empty (topOfDeck); the cost is heroCost (a Wound costs 0, a Divided
//   card the card's cost).
// - Marvel Team-Up: the Sidekick is gained first (to the discard pile; nothing when the stack is empty), then the
//   top card is revealed.
// - Leaping Spider: the Strength superpower is read when the card is played, before the reveal.
// - Web-Slinger: +2 restricted Attack (engine/legendary/effects.ts onlyFor) usable only to fight the Mastermind or the
//   villain on the Rooftops or on the Bridge (while that space still exists).
// - Hero from Another Dimension: +2 Attack per other card played this turn (g.t.played: copies and Sidekicks back in
//   their stack included) that costs 1 or 2: the cost of what it was played as (a Divided card's cost is the card's;
//   a copy has the cost of the card it copies), with the turn's cost modifiers when it is the card itself.
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero } from '../../../registry.js';
import {
  BRIDGE, PAY_FIGHT, PAY_MASTERMIND, ROOFTOPS, cityLive, draw, gainAttack, heroCost, log, nameOf, power, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';

/** Reveals the top card of player p's deck and draws it when it costs 2 or less. */
export function revealDrawCheap(g: Game, p: number): void {
  const top = topOfDeck(g, p);
  if (top < 0) return;
  g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
  if (heroCost(g, top) <= 2) draw(g, p, 1);
}

const WEB_SLINGER = effectKind({
  key: 'ultimate-spider-man:web-slinger',
  onlyFor: (g, target, c) => target === PAY_MASTERMIND || (target === PAY_FIGHT && c >= 0 && (
    (cityLive(g, ROOFTOPS) && g.city[ROOFTOPS] === c) || (cityLive(g, BRIDGE) && g.city[BRIDGE] === c))),
});

/** The cost of a card played this turn: instance c played as definition d. */
function playedCost(g: Game, c: number, d: number): number {
  const own = g.defOf[c]!, as = g.cards[d]!;
  return as.id === own || as.whole === own ? heroCost(g, c) : as.cost;
}

/** Other cards (not card c) played this turn that cost 1 or 2. */
function cheapPlayed(g: Game, c: number): number {
  const a = g.t.played;
  let n = 0;
  for (let i = 0; i < a.length; i += 2) {
    if (a[i] === c) continue;
    const k = playedCost(g, a[i]!, a[i + 1]!);
    if (k === 1 || k === 2) n++;
  }
  return n;
}

hero('Ultimate Spider-Man', 'Spider Friends', [
  {
    name: 'Marvel Team-Up', copies: 5, cls: STRENGTH | INSTINCT, cost: 2,
    text: 'One Sidekick gained. Then turn up your deck\'s top card: draw it when it costs at most 2.',
    // a Sidekick gained: about a grey card's worth later
    hint: { draw: 0.6, avgAttack: 0.5 },
    play: (g, p) => { gainSidekick(g, p); revealDrawCheap(g, p); },
  },
  {
    name: 'Leaping Spider', copies: 5, cls: STRENGTH, cost: 2, attack: 0, plus: { attack: true },
    text: 'Turn up your deck\'s top card: draw it when it costs at most 2. Strength superpower: +2 Attack.',
    hint: { draw: 0.6, power: { cls: STRENGTH, attack: 2 } },
    play: (g, p) => {
      const strength = power(g, STRENGTH);
      revealDrawCheap(g, p);
      if (strength) gainAttack(g, 2);
    },
  },
  {
    name: 'Web-Slinger', copies: 3, cls: TECH, cost: 2, attack: 0, plus: { attack: true },
    text: '+2 Attack, only for the Mastermind or a villain on the Rooftops or Bridge. Turn up your deck\'s top card: draw it when it costs at most 2.',
    hint: { draw: 0.6, avgAttack: 1.5 },
    play: (g, p, c) => { addEffect(g, WEB_SLINGER, c, 2); revealDrawCheap(g, p); },
  },
  {
    name: 'Hero from Another Dimension', copies: 1, cls: COVERT, cost: 2, attack: 0, plus: { attack: true },
    text: 'Each other card played this turn with a cost of 1 or 2 adds +2 Attack.',
    hint: { avgAttack: 2.5 },
    play: (g, _p, c) => gainAttack(g, 2 * cheapPlayed(g, c)),
  },
], SET);
