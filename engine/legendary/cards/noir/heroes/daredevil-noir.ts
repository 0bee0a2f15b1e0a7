// Daredevil Noir (Noir, Marvel Knights).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect } from '../../../effects.js';
import { investigate } from '../../../keywords/investigate.js';
import { def, discardCard, gainAttack, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, Z_DECK } from '../../../types.js';
import { nextRecruitGoes } from '../../dark-city/heroes/next-recruit.js';
import { investigateFor, investigateToKo } from '../common.js';

const BALANCING_ACT = nextRecruitGoes('daredevil-noir:balancing-act', 'deck');

// Listen for Heartbeats: a cost of 1 or more is named (the costs among the player's cards), then investigated for.
const OF_COST = investigateFor('daredevil-noir:listen-for-heartbeats', (g, c, n) => def(g, c).cost === n);
const costNamed = cont('daredevil-noir:listen-for-heartbeats:cost', (g, f, v) => investigate(g, f.p, OF_COST, f.c, v), { about: 'guess-cost' });
function costOptions(g: Game, p: number): number[] {
  const pl = g.players[p]!;
  const costs: number[] = [];
  for (const c of [...pl.deck, ...pl.discard]) { const k = def(g, c).cost; if (k >= 1 && !costs.includes(k)) costs.push(k); }
  return costs.length ? costs.sort((a, b) => a - b) : [1];
}

const ZERO_COST_KO = investigateToKo('daredevil-noir:discover-the-bodies', (g, c) => def(g, c).cost === 0);

// Hitting Rock Bottom: discard the top (mode 0) or bottom (mode 1) card of the deck; a 0-cost card gives +1
// Attack and the process repeats; it stops when the deck is empty (no reshuffle).
const rockBottom = cont('daredevil-noir:hitting-rock-bottom:end', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  if (deck.length === 0) return;
  const c = v === 1 ? deck[0]! : deck[deck.length - 1]!;
  discardCard(g, f.p, c, Z_DECK, true, f.c);
  if (def(g, c).cost === 0) { gainAttack(g, 1); askEnd(g, f.p, f.c); }
}, { about: 'mode-first' });
function askEnd(g: Game, p: number, src: number): void {
  if (g.players[p]!.deck.length > 0) ask(g, p, 'mode', rockBottom, [0, 1], { source: src });
}

hero('Daredevil Noir', 'Marvel Knights', [
  {
    name: 'Balancing Act', copies: 5, cls: COVERT, cost: 3, recruit: 1, attack: 1,
    text: 'The next hero you recruit this turn goes on top of your deck.',
    hint: { avgRecruit: 0.3 },
    play: (g, _p, c) => addEffect(g, BALANCING_ACT, c),
  },
  {
    name: 'Listen for Heartbeats', copies: 5, cls: INSTINCT, cost: 4, attack: 2, keywords: ['investigate'],
    text: 'Name a cost of 1 or more, then investigate for a card of that cost.',
    hint: { draw: 0.4 },
    play: (g, p, c) => ask(g, p, 'number', costNamed, costOptions(g, p), { source: c }),
  },
  {
    name: 'Discover the Bodies', copies: 3, cls: COVERT, cost: 5, recruit: 3, keywords: ['investigate'],
    text: 'Covert superpower: investigate for a 0-cost card and KO it.',
    hint: { power: { cls: COVERT, other: 0.8 } },
    play: (g, p, c) => { if (power(g, COVERT)) investigate(g, p, ZERO_COST_KO, c); },
  },
  {
    name: 'Hitting Rock Bottom', copies: 1, cls: INSTINCT, cost: 7, attack: 3, plus: { attack: true },
    text: 'Discard the top or bottom card of your deck; if it costs 0, +1 Attack and repeat, until your deck runs out.',
    hint: { avgAttack: 1.2 },
    play: (g, p, c) => askEnd(g, p, c),
  },
], SET);
