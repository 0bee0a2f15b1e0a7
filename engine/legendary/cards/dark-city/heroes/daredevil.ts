// Daredevil (Dark City, Marvel Knights).
//
// Radar Sense, Blind Justice, The Man Without Fear: a 'number' decision names a cost (intent 'guess-cost'),
// then the top card of the deck is revealed (the discard pile is shuffled in first when the deck is empty).
// The options are the printed costs among the cards that can be on top (the deck, or the discard pile when the
// deck is empty): naming a cost none of them has can never match, so it is left out. The Man Without Fear
// repeats (a new number each time) while the revealed card matches and is drawn.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect } from '../../../effects.js';
import { costOptions, def, draw, gainAttack, log, nameOf, topOfDeck } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH } from '../../../types.js';
import { nextRecruitGoes } from './next-recruit.js';

const BACKFLIP = nextRecruitGoes('daredevil:backflip', 'deck');

/** Reveals the top card of player p's deck; returns it when its cost is `n`, else -1. */
function revealMatch(g: Game, p: number, n: number): number {
  const top = topOfDeck(g, p);
  if (top < 0) return -1;
  g.log && log(g, `  P${p + 1} names ${n} and reveals ${nameOf(g, top)}`);
  return n >= 0 && def(g, top).cost === n ? top : -1;
}
function guess(g: Game, p: number, src: number, key: string): void {
  ask(g, p, 'number', key, costOptions(g, p), { source: src });
}

const radar = cont('daredevil:radar-sense:number', (g, f, v) => { if (revealMatch(g, f.p, v) >= 0) gainAttack(g, 2); }, { about: 'guess-cost' });
const justice = cont('daredevil:blind-justice:number', (g, f, v) => { if (revealMatch(g, f.p, v) >= 0) draw(g, f.p, 1); }, { about: 'guess-cost' });
const fearless = cont('daredevil:the-man-without-fear:number', (g, f, v) => {
  if (revealMatch(g, f.p, v) < 0) return;
  draw(g, f.p, 1);
  guess(g, f.p, f.c, fearless);
}, { about: 'guess-cost' });

hero('Daredevil', 'Marvel Knights', [
  {
    name: 'Backflip', copies: 5, cls: STRENGTH, cost: 3, recruit: 2,
    text: 'Your next recruit this turn is placed on top of your deck.',
    hint: { avgRecruit: 0.5 },
    play: (g, _p, c) => addEffect(g, BACKFLIP, c),
  },
  {
    name: 'Radar Sense', copies: 5, cls: INSTINCT, cost: 4, attack: 2, plus: { attack: true },
    text: 'Name a cost and reveal your top card: +2 Attack if it has that cost.',
    hint: { avgAttack: 0.8 },
    play: (g, p, c) => guess(g, p, c, radar),
  },
  {
    name: 'Blind Justice', copies: 3, cls: COVERT, cost: 6, attack: 4,
    text: 'Name a cost and reveal your top card: draw it if it has that cost.',
    hint: { draw: 0.4 },
    play: (g, p, c) => guess(g, p, c, justice),
  },
  {
    name: 'The Man Without Fear', copies: 1, cls: INSTINCT, cost: 8, attack: 7,
    text: 'Name a cost and reveal your top card: if it has that cost, draw it and do this again.',
    hint: { draw: 0.5 },
    play: (g, p, c) => guess(g, p, c, fearless),
  },
], SET);
