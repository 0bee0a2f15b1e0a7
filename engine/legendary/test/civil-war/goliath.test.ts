import { describe, expect, it } from 'vitest';
import { cwGame } from './game.js';
import '../../cards/civil-war/heroes/goliath.js';
import { defOf } from '../../registry.js';
import { recruitCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board() {
  const g = cwGame(['Goliath']);
  refresh(g);
  return g;
}
function playSide(g: Game, c: number, i: number) {
  playCard(g, c);
  expect(reason(g)).toBe('divided:play-side');
  pick(g, defOf(g, c).halves![i]!);
}

describe('Goliath', () => {
  it('Brilliant Biochemist: 2 Recruit; Massive Warrior: 2 Attack', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Brilliant Biochemist/Massive Warrior', 'Brilliant Biochemist/Massive Warrior');
    refresh(g);
    playSide(g, a!, 0);
    expect([g.t.recruit, g.t.attack]).toEqual([2, 0]);
    playSide(g, b!, 1);
    expect([g.t.recruit, g.t.attack]).toEqual([2, 2]);
  });

  it('Brilliant Biochemist/Massive Warrior in the HQ: 2 less after a Tech or a Strength card, never 4 less', () => {
    const g = board();
    g.hq[0] = make(g, 'Brilliant Biochemist/Massive Warrior');
    const [tech, str] = put(g, 0, 'hand', 'Team Player', 'Growth Industry');
    put(g, 0, 'hand', 'Being Big is Best');
    refresh(g);
    expect(recruitCost(g, g.hq[0]!)).toBe(4);
    playCard(g, tech!);
    expect(recruitCost(g, g.hq[0]!)).toBe(2);
    playCard(g, str!);
    expect(recruitCost(g, g.hq[0]!)).toBe(2);
  });

  it('Growth Industry: 2 Attack; draws a card with a Tech card played before; Size-Changing Tech', () => {
    const g = board();
    g.hq[0] = make(g, 'Growth Industry');
    const [g1, g2] = put(g, 0, 'hand', 'Growth Industry', 'Growth Industry');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(recruitCost(g, g.hq[0]!)).toBe(5);
    playCard(g, g1!);
    expect(g.players[0]!.hand).not.toContain(top);
    expect(recruitCost(g, g.hq[0]!)).toBe(3);
    playCard(g, g2!);
    expect(g.players[0]!.hand).toContain(top);
    expect(g.t.attack).toBe(4);
  });

  it('Being Big is Best: +1 Attack per other card played before that costs 4 or more; Size-Changing Strength', () => {
    const g = board();
    g.hq[0] = make(g, 'Being Big is Best');
    const [a, b, c, big] = put(g, 0, 'hand', 'Covering Fire', 'Quick Draw', 'Team Player', 'Being Big is Best');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    for (const x of [a, b, c]) playCard(g, x!);
    const before = g.t.attack;
    expect(recruitCost(g, g.hq[0]!)).toBe(6);
    playCard(g, big!);
    expect(g.t.attack - before).toBe(3 + 2);
    expect(recruitCost(g, g.hq[0]!)).toBe(4);
  });

  it('Enormous Implications: + the cost of another card played this turn, the player naming which', () => {
    const g = board();
    const [a, b, c, ei] = put(g, 0, 'hand', 'Quick Draw', 'Covering Fire', 'S.H.I.E.L.D. Agent', 'Enormous Implications');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    for (const x of [a, b, c]) playCard(g, x!);
    const before = g.t.attack;
    playCard(g, ei!);
    expect(reason(g)).toBe('goliath:enormous-implications:cost');
    expect(g.pending!.options).toEqual([0, 3, 5]);
    pick(g, 5);
    expect(g.t.attack - before).toBe(5);
  });

  it('Enormous Implications played first: nothing to add', () => {
    const g = board();
    const [ei] = put(g, 0, 'hand', 'Enormous Implications');
    refresh(g);
    playCard(g, ei!);
    expect(g.t.attack).toBe(0);
    expect(reason(g)).toBe('main');
  });
});
