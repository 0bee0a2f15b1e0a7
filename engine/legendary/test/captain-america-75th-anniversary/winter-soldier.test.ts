import { describe, expect, it } from 'vitest';
import { pick, playCard, put, reason, refresh } from '../helpers.js';
import { capGame } from './game.js';

describe('Winter Soldier', () => {
  it('Bionic Arm and Sniper Nest: Tech superpower: Man Out of Time (tested with the rule); Sniper Nest draws', () => {
    const g = capGame();
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [n1, n2] = put(g, 0, 'hand', 'Sniper Nest', 'Sniper Nest');
    refresh(g);
    playCard(g, n1!);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.nextTurn).not.toContain(n1);
    playCard(g, n2!);
    expect(g.nextTurn).toContain(n2);
    expect(g.t.recruit).toBe(2);
  });

  it('KGB Training: +2 Attack if at least 7 other cards were played this turn', () => {
    for (const [others, attack] of [[6, 3], [7, 5]] as const) {
      const g = capGame();
      const ts = put(g, 0, 'hand', ...Array(others).fill('S.H.I.E.L.D. Trooper'));
      const [k] = put(g, 0, 'hand', 'KGB Training');
      refresh(g);
      for (const t of ts) playCard(g, t);
      const before = g.t.attack;
      playCard(g, k!);
      expect(g.t.attack - before).toBe(attack);
    }
  });

  it('2>4: a hero in your hand gains Man Out of Time this turn; Tech superpower: another one too', () => {
    const g = capGame();
    const [nest, two, a, b, c] = put(g, 0, 'hand', 'Sniper Nest', '2>4', 'Aerial Catch', 'Devoted Patriot', 'Bionic Arm');
    put(g, 0, 'deck', 'Wound');
    refresh(g);
    playCard(g, nest!);
    playCard(g, two!);
    expect(reason(g)).toBe('winter-soldier:two-greater-than-four');
    pick(g, a!);
    expect(g.pending!.options).not.toContain(a);
    pick(g, b!);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.nextTurn).toEqual(expect.arrayContaining([a, b]));
    playCard(g, c!);
    expect(g.nextTurn).toContain(c); // Bionic Arm's own Tech superpower (Sniper Nest, 2>4 played)
    expect(g.nextTurn.length).toBe(3);
  });
});
