// Deadpool (core, no team).
//
// Option encodings:
// - 'deadpool:here-hold-this:villain' is a 'slot' decision over occupied city spaces (0 = Sewers).
// - 'deadpool:random-acts:pass' asks each player in turn order (current player first) for a card from
//   their own hand; every card moves only after all players have chosen, so nobody passes on a card
//   they were just given. Each chosen card goes to the player on the chooser's left (p + 1 mod n).
import { ask, cont, later } from '../../../flow.js';
import {
  captureFromStack, discardFromHand, distinct, draw, gainAttack, gainWound, playedWhere, playerOrder,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, INSTINCT, TECH } from '../../../types.js';

// Here, Hold This for a Second: a villain of your choice captures a Bystander from the stack.
const holdThis = cont('deadpool:here-hold-this:villain', (g, _f, v) => { if (v >= 0) captureFromStack(g, v); }, { about: 'capture' });

// Hey, Can I Get a Do-Over?: discard the rest of the hand (by effect), then draw four.
const doOverDraw = cont('deadpool:do-over:draw', (g, f) => { draw(g, f.p, 4); });
const doOver = cont('deadpool:do-over:choice', (g, f, v) => {
  if (v !== 1) return;
  for (const x of g.players[f.p]!.hand.slice()) discardFromHand(g, f.p, x, true);
  // after any Unending Energy decision, so a returned card is not shuffled away first
  later(g, doOverDraw, f.p, f.c);
}, { about: 'redraw', n: 4 });

// Random Acts of Unkindness: optional Wound to hand, then each player passes a card to the left.
// A chain: the n-th player of `playerOrder` chooses, then the next player's choice is deferred before
// the move of this player's card, so every choice comes before every move.
const raMove = cont('deadpool:random-acts:move', (g, f) => {
  const from = g.players[f.p]!.hand;
  const i = from.lastIndexOf(f.c);
  if (i < 0) return;
  from.splice(i, 1);
  g.players[(f.p + 1) % g.players.length]!.hand.push(f.c);
});
const raAsk = cont('deadpool:random-acts:next', (g, f) => {
  const order = playerOrder(g);
  if (f.n >= order.length) return;
  const q = order[f.n]!;
  ask(g, q, 'card', raChosen, distinct(g, q, g.players[q]!.hand), { source: f.m, n: f.n, m: f.m });
});
const raChosen = cont('deadpool:random-acts:pass', (g, f, v) => {
  later(g, raAsk, f.p, -1, f.n + 1, null, f.m);
  if (v >= 0) later(g, raMove, f.p, v);
}, { about: 'lose' });
const raWound = cont('deadpool:random-acts:wound', (g, f, v) => {
  if (v === 1) gainWound(g, f.p, true);
  if (g.players.length > 1) later(g, raAsk, f.p, -1, 0, null, f.c);
}, { about: 'gain-wound' });

hero('Deadpool', '', [
  {
    name: 'Here, Hold This for a Second', copies: 5, cls: TECH, cost: 3, recruit: 2,
    text: 'A villain of your choice in the city captures a Bystander.',
    play: (g, p, c) => {
      if (g.bystanders.length === 0) return;
      const slots: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) slots.push(s);
      ask(g, p, 'slot', holdThis, slots, { source: c });
    },
  },
  {
    name: 'Oddball', copies: 5, cls: COVERT, cost: 5, attack: 2, plus: { attack: true },
    text: '+1 Attack per other odd-cost hero played this turn.',
    hint: { per: { odd: true, attack: 1 } },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.kind === 'hero' && d.cost % 2 === 1)),
  },
  {
    name: 'Hey, Can I Get a Do-Over?', copies: 3, cls: INSTINCT, cost: 3, attack: 2,
    text: 'If it is the first hero played this turn: you may discard the rest of your hand and draw four.',
    hint: { firstOnly: 4 },
    play: (g, p, c) => { if (g.t.heroesPlayed === 0) ask(g, p, 'yesno', doOver, [1, 0], { source: c }); },
  },
  {
    name: 'Random Acts of Unkindness', copies: 1, cls: INSTINCT, cost: 7, attack: 6,
    text: 'You may gain a Wound to your hand; then every player passes a card from hand to the left.',
    play: (g, p, c) => {
      if (g.wounds.length > 0) ask(g, p, 'yesno', raWound, [1, 0], { source: c });
      else if (g.players.length > 1) later(g, raAsk, p, -1, 0, null, c);
    },
  },
]);
