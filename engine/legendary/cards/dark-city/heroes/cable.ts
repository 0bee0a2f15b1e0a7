// Cable (Dark City, X-Force).
//
// Disaster Survivalist: when a Master Strike is played, before it takes effect (a 'strike' before-hook), each
// player holding a copy in hand is asked, copy by copy, current player first ('yesno'); a copy discarded this
// way gives its owner three extra cards at the end of this turn: the current player's next hand is three
// cards bigger, another player draws three cards when this turn ends.
// Strike at the Heart of Evil: its +2 are restricted points that pay only for fighting the Mastermind.
// Army of One: 'card' decisions over the hand (-1: stop), each KO'ing one card for +1 Attack.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { NEXT_HAND_EXTRA, addEffect, effectKind } from '../../../effects.js';
import { TELEPORT } from '../../../keywords/teleport.js';
import { discardCard, distinct, draw, gainAttack, koCard, playedTeam, playerOrder } from '../../../rules.js';
import { hero, teamId } from '../../../registry.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, PAY_MASTERMIND, RANGED, TECH, Z_HAND } from '../../../types.js';

const XFORCE = teamId('X-Force');

// Disaster Survivalist (see the header). DRAW_AT_TURN_END: player n draws three cards when this turn ends.
const DRAW_AT_TURN_END = effectKind({ key: 'cable:disaster-survivalist:draw', after: { turnEnd: (g, _ev, e) => { draw(g, e.n, 3); } } });
const survive = cont('cable:disaster-survivalist:discard', (g, f, v) => {
  if (v !== 1 || !g.players[f.p]!.hand.includes(f.c)) return;
  discardCard(g, f.p, f.c, Z_HAND, true, f.c);
  if (f.p === g.current) addEffect(g, NEXT_HAND_EXTRA, f.c, 3);
  else addEffect(g, DRAW_AT_TURN_END, f.c, f.p);
}, { about: 'may' });
function beforeStrike(g: Game, _e: GameEvent, self: { key: string }): void {
  for (const q of playerOrder(g)) {
    for (const c of g.players[q]!.hand) if (g.cards[g.defOf[c]!]!.key === self.key) ask(g, q, 'yesno', survive, [1, 0], { source: c });
  }
}

const MASTERMIND_ONLY = effectKind({ key: 'cable:strike-at-the-heart-of-evil', onlyFor: (_g, target) => target === PAY_MASTERMIND });

const armyKo = cont('cable:army-of-one:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 1);
  askArmy(g, f.p, f.c);
}, { about: 'ko-optional', n: 1 });
function askArmy(g: Game, p: number, src: number): void {
  const opts = distinct(g, p, g.players[p]!.hand);
  if (opts.length) ask(g, p, 'card', armyKo, [...opts, -1], { source: src });
}

hero('Cable', 'X-Force', [
  {
    name: 'Disaster Survivalist', copies: 5, cls: TECH, cost: 3, recruit: 2,
    text: 'As a Master Strike is revealed, before it resolves: optionally discard this from hand for three extra cards when the turn ends.',
    hint: { avgRecruit: 0.5 },
    on: { strike: { before: beforeStrike } },
  },
  {
    name: 'Strike at the Heart of Evil', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true },
    text: 'Its extra +2 Attack is spendable on the Mastermind only.',
    hint: { avgAttack: 1 },
    play: (g, _p, c) => addEffect(g, MASTERMIND_ONLY, c, 2),
  },
  {
    name: 'Rapid Response Force', copies: 3, cls: COVERT, cost: 6, attack: 3, plus: { attack: true },
    text: 'Teleport. X-Force team power: +1 Attack per other X-Force hero played this turn.',
    keywords: [TELEPORT],
    hint: { power: { team: XFORCE }, per: { team: XFORCE, attack: 1 } },
    play: (g) => gainAttack(g, playedTeam(g, XFORCE)),
  },
  {
    name: 'Army of One', copies: 1, cls: TECH, cost: 8, attack: 5, plus: { attack: true },
    text: 'KO any number of cards from your hand: +1 Attack each.',
    hint: { avgAttack: 1.5 },
    play: (g, p, c) => askArmy(g, p, c),
  },
], SET);
