// Symbiote Spider-Man (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { ACT_PLAY, act, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { ptGame } from './setup.js';

describe('Symbiote Spider-Man', () => {
  it('Dark Strength: reveal your top card: +2 Attack if it costs 1 or 2', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Fixture Cost 2');
    const [c] = put(g, 0, 'hand', 'Dark Strength');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(3);
    const h = ptGame();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [d] = put(h, 0, 'hand', 'Dark Strength');
    refresh(h);
    playCard(h, d!);
    expect(h.t.attack).toBe(1);
  });

  it('Spider-Sense Tingling: of the top two cards, those costing 2 or less go to your hand; the rest go back in the order you choose', () => {
    const g = ptGame();
    const [a, b, , ] = put(g, 0, 'deck', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Cost 2', 'S.H.I.E.L.D. Agent');
    const [c] = put(g, 0, 'hand', 'Spider-Sense Tingling');
    refresh(g);
    playCard(g, c!);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Fixture Cost 2', 'S.H.I.E.L.D. Agent']);
    expect(g.players[0]!.deck).toEqual([a, b]);
    const h = ptGame();
    const [x, y] = put(h, 0, 'deck', 'Fixture Cost 7', 'Fixture Cost 5');
    const [d] = put(h, 0, 'hand', 'Spider-Sense Tingling');
    refresh(h);
    playCard(h, d!);
    expect(reason(h)).toBe('put-back-order');
    pick(h, x!);
    expect(h.players[0]!.deck).toEqual([y, x]);
    expect(h.players[0]!.hand).toEqual([]);
  });

  it('Shadowed Spider: +1 Attack for each other hero played this turn that costs 1 or 2', () => {
    const g = ptGame();
    const [p1, p2, s] = put(g, 0, 'hand', 'Fixture Cost 2', 'Fixture Cost 5', 'Shadowed Spider');
    refresh(g);
    playCard(g, p1!);
    playCard(g, p2!);
    playCard(g, s!);
    expect(g.t.attack).toBe(1 + 1 + 1 + 1);
  });

  it('Thwip!: playable only with two other cards in hand, which go on top of your deck; 4 Attack', () => {
    const g = ptGame();
    const [t, w] = put(g, 0, 'hand', 'Thwip!', 'Wound');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PLAY, t!));
    const [x] = put(g, 0, 'hand', 'Fixture Cost 3');
    refresh(g);
    playCard(g, t!);
    pick(g, w!);
    expect(g.players[0]!.deck).toEqual([w, x]);
    expect(g.t.attack).toBe(4);
  });
});
