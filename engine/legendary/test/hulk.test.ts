import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

describe('Hulk', () => {
  it('Growing Anger gets +1 Attack only after another Strength card', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Growing Anger', 'Growing Anger');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    playCard(g, b!);
    expect(g.t.attack).toBe(2 + 3);
  });

  it('Unstoppable Hulk may KO a Wound from the discard pile for +2 Attack', () => {
    const g = cleanBoard(setupGame());
    const [w] = put(g, 0, 'discard', 'Wound');
    const [h] = put(g, 0, 'hand', 'Unstoppable Hulk');
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('hulk:unstoppable:ko-wound');
    pick(g, w!);
    expect(g.t.attack).toBe(4);
    expect(g.ko).toContain(w);
  });

  it('Unstoppable Hulk without a Wound asks nothing', () => {
    const g = cleanBoard(setupGame());
    const [h] = put(g, 0, 'hand', 'Unstoppable Hulk');
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(2);
  });

  it('Crazed Rampage wounds every player, the current player first', () => {
    const g = cleanBoard(setupGame());
    const [h] = put(g, 0, 'hand', 'Crazed Rampage');
    refresh(g);
    playCard(g, h!);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.t.attack).toBe(4);
  });
});
