import { describe, expect, it } from 'vitest';
import { cleanBoard, playCard, put, reason, refresh, setupGame } from './helpers.js';

const deckOf = (n: number) => Array.from({ length: n }, () => 'S.H.I.E.L.D. Agent');

describe('Iron Man', () => {
  it('Endless Invention draws one card, two after another Tech card', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', ...deckOf(6));
    const [a, b] = put(g, 0, 'hand', 'Endless Invention', 'Endless Invention');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand.length).toBe(1 + 1);
    playCard(g, b!);
    expect(g.players[0]!.hand.length).toBe(1 + 2);
    expect(g.t.drawn).toBe(3);
  });

  it('Repulsor Rays gets +1 Attack only after a Ranged card', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Repulsor Rays', 'Repulsor Rays');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    playCard(g, b!);
    expect(g.t.attack).toBe(2 + 3);
  });

  it('Arc Reactor gets +1 Attack per other Tech hero played earlier, not counting itself', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', ...deckOf(6));
    const [e1, e2, arc] = put(g, 0, 'hand', 'Endless Invention', 'High-Tech Weaponry', 'Arc Reactor');
    refresh(g);
    playCard(g, e1!);
    playCard(g, e2!); // High-Tech Weaponry: 2 + 1 (Tech superpower)
    expect(g.t.attack).toBe(3);
    playCard(g, arc!);
    expect(g.t.attack).toBe(3 + 3 + 2);
  });

  it('Arc Reactor played first gets no bonus', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', ...deckOf(6));
    const [arc, e1] = put(g, 0, 'hand', 'Arc Reactor', 'Endless Invention');
    refresh(g);
    playCard(g, arc!);
    expect(g.t.attack).toBe(3);
    playCard(g, e1!);
    expect(g.t.attack).toBe(3);
  });

  it('Quantum Breakthrough draws two, four after another Tech card', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', ...deckOf(10));
    const [q] = put(g, 0, 'hand', 'Quantum Breakthrough');
    refresh(g);
    playCard(g, q!);
    expect(g.players[0]!.hand.length).toBe(2);

    const h = cleanBoard(setupGame());
    put(h, 0, 'deck', ...deckOf(10));
    const [e, q2] = put(h, 0, 'hand', 'Endless Invention', 'Quantum Breakthrough');
    refresh(h);
    playCard(h, e!);
    playCard(h, q2!);
    expect(h.players[0]!.hand.length).toBe(1 + 4);
    expect(reason(h)).toBe('main');
  });
});
