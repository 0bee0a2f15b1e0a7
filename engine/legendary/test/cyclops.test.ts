import { describe, expect, it } from 'vitest';
import { ACT_PLAY, act, cleanBoard, mainActions, names, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

describe('Cyclops', () => {
  it('Determination cannot be played without another card in hand', () => {
    const g = cleanBoard(setupGame());
    const [d] = put(g, 0, 'hand', 'Determination');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PLAY, d!));
    expect(() => playCard(g, d!)).toThrow();
  });

  it('Determination: discard a chosen card from hand, +3 Recruit', () => {
    const g = cleanBoard(setupGame());
    const [d, w, a] = put(g, 0, 'hand', 'Determination', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PLAY, d!));
    playCard(g, d!);
    expect(reason(g)).toBe('cyclops:discard-cost');
    expect(g.pending!.options.sort()).toEqual([w!, a!].sort());
    pick(g, w!);
    expect(g.players[0]!.discard).toEqual([w]);
    expect(g.players[0]!.hand).toEqual([a]);
    expect(g.t.recruit).toBe(3);
  });

  it('Optic Blast: +3 Attack and a discard; two identical cards are one option', () => {
    const g = cleanBoard(setupGame());
    const [o] = put(g, 0, 'hand', 'Optic Blast', 'Wound', 'Wound');
    refresh(g);
    playCard(g, o!);
    expect(reason(g)).toBe('main'); // one distinct option: taken without asking
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
    expect(g.t.attack).toBe(3);
  });

  it('Unending Energy discarded for Optic Blast may return to hand', () => {
    const g = cleanBoard(setupGame());
    const [o, ue] = put(g, 0, 'hand', 'Optic Blast', 'Unending Energy');
    refresh(g);
    playCard(g, o!);
    expect(reason(g)).toBe('unending-energy-return');
    pick(g, 1);
    expect(g.players[0]!.hand).toEqual([ue]);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.t.attack).toBe(3);
  });

  it('Unending Energy: declining leaves it in the discard pile; other discarded cards never ask', () => {
    const g = cleanBoard(setupGame());
    const [o, ue] = put(g, 0, 'hand', 'Optic Blast', 'Unending Energy');
    refresh(g);
    playCard(g, o!);
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual([ue]);
    const [o2, a] = put(g, 0, 'hand', 'Optic Blast', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, o2!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([ue, a]);
  });

  it('Unending Energy itself plays for 4 Attack', () => {
    const g = cleanBoard(setupGame());
    const [ue] = put(g, 0, 'hand', 'Unending Energy');
    refresh(g);
    playCard(g, ue!);
    expect(g.t.attack).toBe(4);
  });

  it('X-Men United: +2 Attack per other X-Men hero played earlier', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [m1, q, m2, x] = put(g, 0, 'hand', 'Mental Discipline', 'Quick Draw', 'Mental Discipline', 'X-Men United');
    refresh(g);
    playCard(g, m1!);
    playCard(g, q!); // Avengers: does not count
    playCard(g, m2!);
    const before = g.t.attack;
    playCard(g, x!);
    expect(g.t.attack - before).toBe(6 + 2 * 2);
  });

  it('X-Men United alone gives 6', () => {
    const g = cleanBoard(setupGame());
    const [x] = put(g, 0, 'hand', 'X-Men United');
    refresh(g);
    playCard(g, x!);
    expect(g.t.attack).toBe(6);
  });
});
