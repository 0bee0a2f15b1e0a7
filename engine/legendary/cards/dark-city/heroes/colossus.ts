// Colossus (Dark City, X-Force).
//
// Invulnerability and Russian Heavy Tank replace gaining a Wound from the Wound stack ('gain' replace hooks,
// as Diving Block does). Invulnerability: the player about to gain it may discard a copy from their hand
// instead and draw two cards ('yesno'; n = 1 when the Wound would go to the hand, m = the replace hooks
// consulted so far). Russian Heavy Tank: when another player would gain it, the Tank's owner (hand, or played
// this turn on their turn) may reveal it to gain that Wound themselves (their own hooks apply) and draw a card
// ('yesno'; n = the other player * 2 + 1 if the Wound would go to the hand, m as above). Declining lets the
// gain go on.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { discardCard, draw, gainAttack, gainWound, log, power, revealableDef } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { COVERT, STRENGTH, Z_HAND, Z_WOUNDS } from '../../../types.js';

/** A Wound about to be gained from the Wound stack. */
function woundFromStack(g: Game, e: GameEvent): boolean {
  return e.from === Z_WOUNDS && g.cards[g.defOf[e.c]!]!.kind === 'wound';
}

const invulnerable = cont('colossus:invulnerability', (g, f, v) => {
  if (v === 1 && g.players[f.p]!.hand.includes(f.c)) {
    g.log && log(g, `  P${f.p + 1} discards Invulnerability instead of gaining a Wound`);
    discardCard(g, f.p, f.c, Z_HAND, true, f.c);
    draw(g, f.p, 2);
  } else gainWound(g, f.p, f.n === 1, f.m);
}, { about: 'may' });
function invulnerabilityInstead(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (!woundFromStack(g, e)) return false;
  const card = g.players[e.p]!.hand.find((c) => g.cards[g.defOf[c]!]!.key === self.key);
  if (card === undefined) return false;
  ask(g, e.p, 'yesno', invulnerable, [1, 0], { source: card, n: e.to === Z_HAND ? 1 : 0, m: e.n });
  return true;
}

const tank = cont('colossus:russian-heavy-tank', (g, f, v) => {
  const other = f.n >> 1, toHand = (f.n & 1) === 1;
  if (v === 1) {
    g.log && log(g, `  P${f.p + 1} reveals Russian Heavy Tank and takes P${other + 1}'s Wound`);
    gainWound(g, f.p, toHand);
    draw(g, f.p, 1);
  } else gainWound(g, other, toHand, f.m);
}, { about: 'may' });
function tankInstead(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (!woundFromStack(g, e)) return false;
  for (let q = 0; q < g.players.length; q++) {
    if (q === e.p) continue;
    const card = revealableDef(g, q, self as CardDef);
    if (card < 0) continue;
    ask(g, q, 'yesno', tank, [1, 0], { source: card, n: e.p * 2 + (e.to === Z_HAND ? 1 : 0), m: e.n });
    return true;
  }
  return false;
}

hero('Colossus', 'X-Force', [
  {
    name: 'Draw Their Fire', copies: 5, cls: STRENGTH, cost: 1, attack: 3,
    text: 'Playing it puts a Wound in your discard pile.',
    hint: { woundsSelf: true },
    play: (g, p) => gainWound(g, p),
  },
  {
    name: 'Invulnerability', copies: 5, cls: STRENGTH, cost: 3, recruit: 2,
    text: 'About to take a Wound? Optionally discard this from hand in its place and draw two.',
    hint: { avgRecruit: 0.5 },
    on: { gain: { replace: invulnerabilityInstead } },
  },
  {
    name: 'Silent Statue', copies: 3, cls: COVERT, cost: 6, attack: 4, plus: { attack: true },
    text: 'Strength superpower: +2 Attack.',
    hint: { power: { cls: STRENGTH, attack: 2 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 2); },
  },
  {
    name: 'Russian Heavy Tank', copies: 1, cls: STRENGTH, cost: 8, attack: 6,
    text: 'Another player about to take a Wound? Optionally reveal this to take it yourself, and draw one.',
    hint: { avgAttack: 0.3 },
    on: { gain: { replace: tankInstead } },
  },
], SET);
