import { describe, expect, it } from 'vitest';
import { championsGame } from './game.js';
import { recruitCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = championsGame(['Ms. Marvel']);
  refresh(g);
  return g;
}
const VERSATILE = 'versatile:choose';
const STRETCH = 'ms-marvel:need-to-stretch-my-legs:ko';

describe('Ms. Marvel', () => {
  it('Long Arm of the Law: draws a card; no Bystander without the Covert superpower', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Long Arm of the Law');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Long Arm of the Law: the Covert superpower rescues a Bystander; Size-Changing (Covert)', () => {
    const g = board();
    const hq = make(g, 'Long Arm of the Law');
    expect(recruitCost(g, hq)).toBe(3);
    const [a, b] = put(g, 0, 'hand', 'Long Arm of the Law', 'Long Arm of the Law');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!);
    expect(recruitCost(g, hq)).toBe(1);
    playCard(g, b!);
    expect(g.players[0]!.victory).toHaveLength(1);
    expect(g.players[0]!.hand).toHaveLength(2);
  });

  it('Big Impact: Versatile 2; Size-Changing (Strength) only after a Strength card', () => {
    const g = board();
    const hq = make(g, 'Big Impact');
    const [a] = put(g, 0, 'hand', 'Big Impact');
    refresh(g);
    expect(recruitCost(g, hq)).toBe(4);
    playCard(g, a!);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 0);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(0);
    expect(recruitCost(g, hq)).toBe(2);
  });

  it('Need to Stretch My Legs: no KO without the Champions team power', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Need to Stretch My Legs');
    put(g, 0, 'discard', 'Wound');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toHaveLength(1);
  });

  it('Need to Stretch My Legs: the Champions team power may KO a card from hand or discard pile', () => {
    const g = board();
    const [first, c, agent] = put(g, 0, 'hand', 'Long Arm of the Law', 'Need to Stretch My Legs', 'S.H.I.E.L.D. Agent');
    const [w] = put(g, 0, 'discard', 'Wound');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, first!);
    playCard(g, c!);
    expect(reason(g)).toBe(STRETCH);
    expect(g.pending!.options).toEqual(expect.arrayContaining([agent, w, -1]));
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Need to Stretch My Legs: the KO may be declined', () => {
    const g = board();
    const [first, c] = put(g, 0, 'hand', 'Long Arm of the Law', 'Need to Stretch My Legs');
    const [w] = put(g, 0, 'discard', 'Wound');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, first!);
    playCard(g, c!);
    pick(g, -1);
    expect(g.players[0]!.discard).toEqual([w]);
    expect(g.ko).not.toContain(w);
  });

  it('Rising Hope: Versatile 4 twice with Cheering Crowds; Size-Changing (Strength, Covert)', () => {
    const g = board();
    const hq = make(g, 'Rising Hope');
    const [cov, str, c] = put(g, 0, 'hand', 'Long Arm of the Law', 'Big Impact', 'Rising Hope');
    put(g, 0, 'victory', 'Bystander');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(recruitCost(g, hq)).toBe(9);
    playCard(g, cov!);
    expect(recruitCost(g, hq)).toBe(7);
    playCard(g, str!);
    pick(g, 1);
    expect(recruitCost(g, hq)).toBe(5);
    expect(g.t.attack).toBe(2);
    playCard(g, c!);
    pick(g, 0);
    expect(g.t.recruit).toBe(4);
    expect(reason(g)).toBe('cheering-crowds:play-again');
    pick(g, 1);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 1);
    expect(g.t.attack).toBe(6);
    expect(g.t.recruit).toBe(4);
  });
});
