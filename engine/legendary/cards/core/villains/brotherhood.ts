import {
  DISCARD, HAND, REVEAL_XMEN, doTwist, eachRevealOrWound, hasHero, isTeam, koSome, playerOrder,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { XMEN } from '../../../types.js';

// Juggernaut: each player, current first, KOs two heroes from one zone (Wounds are not heroes).
function eachKosTwo(g: Game, zone: number): void {
  for (const q of playerOrder(g)) koSome(g, q, 2, zone, true);
}

// Mystique's escape (it runs after the HQ KO and the bystander discards): she leaves the Escaped Villains
// pile, so she no longer counts as an escaped villain, and resolves as a Scheme Twist with her own card;
// the scheme decides where that card ends up.
function mystiqueTwist(g: Game, c: number): void {
  const i = g.escaped.lastIndexOf(c);
  if (i < 0) return; // something else already took her out of the pile
  g.escaped.splice(i, 1);
  doTwist(g, c);
}

villainGroup('Brotherhood', [
  {
    name: 'Blob', copies: 2, attack: 4, vp: 2,
    text: 'Can only be fought by a player who has an X-Men hero (in hand or played this turn).',
    canDefeat: (g, p) => hasHero(g, p, (c) => isTeam(g, c, XMEN)),
  },
  {
    name: 'Juggernaut', copies: 2, attack: 6, vp: 4,
    text: 'Ambush: every player KOs two heroes from their discard pile. Escape: every player KOs two heroes from their hand.',
    hint: { escape: 1.5 },
    ambush: (g) => eachKosTwo(g, DISCARD),
    escape: (g) => eachKosTwo(g, HAND),
  },
  {
    name: 'Mystique', copies: 2, attack: 5, vp: 3,
    text: 'Escape: she is removed from the escaped pile and resolves as a Scheme Twist right away.',
    hint: { escape: 1.5, escapeFlat: 3 },
    escape: (g, _p, c) => mystiqueTwist(g, c),
  },
  {
    name: 'Sabretooth', copies: 2, attack: 5, vp: 3,
    text: 'Fight and Escape: every player reveals an X-Men hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_XMEN),
    escape: (g) => eachRevealOrWound(g, REVEAL_XMEN),
  },
], 'core', [{ team: XMEN, w: 0.5 }]);
