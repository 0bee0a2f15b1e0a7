import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const game = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Iron Fist', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] }));

describe('Iron Fist (Dark City)', () => {
  it('Focus Chi: +1 Recruit per different cost among the heroes you have (hand and played, itself included; Wounds are not heroes)', () => {
    const g = game();
    const [played] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'hand', 'Wound', 'Ancient Legacy', 'Focus Chi', 'S.H.I.E.L.D. Trooper');
    const [c] = put(g, 0, 'hand', 'Focus Chi');
    refresh(g);
    playCard(g, played!);
    playCard(g, c!);
    // costs 0 (Agent, Trooper), 1 (Ancient Legacy), 3 (both Focus Chi)
    expect(g.t.recruit).toBe(1 + 3);
  });

  it('Wield the Iron Fist: +1 Attack per different cost; alone in hand it counts itself', () => {
    const g = game();
    const [a] = put(g, 0, 'hand', 'Wield the Iron Fist');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(1);
    const [b] = put(g, 0, 'hand', 'Wield the Iron Fist');
    put(g, 0, 'hand', 'Living Weapon', 'Living Weapon');
    refresh(g);
    playCard(g, b!);
    expect(g.t.attack).toBe(1 + 2); // costs 4 and 9
  });

  it('Ancient Legacy draws; Versatile 2 only after two other Strength cards this turn', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound');
    const [w, a, b] = put(g, 0, 'hand', 'Wield the Iron Fist', 'Ancient Legacy', 'Ancient Legacy');
    refresh(g);
    playCard(g, w!);
    const attack = g.t.attack;
    playCard(g, a!); // one Strength before it
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(attack);
    expect(g.players[0]!.deck.length).toBe(2);
    playCard(g, b!);
    expect(reason(g)).toBe('versatile:choose');
    pick(g, 1);
    expect(g.t.attack).toBe(attack + 2);
    expect(g.players[0]!.deck.length).toBe(1);
  });

  it('Living Weapon reveals until two cards share a cost and draws them all', () => {
    const g = game();
    const [under] = put(g, 0, 'deck', 'Wound', 'Focus Chi', 'Wield the Iron Fist', 'Ancient Legacy', 'Focus Chi');
    const [lw] = put(g, 0, 'hand', 'Living Weapon');
    refresh(g);
    playCard(g, lw!);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Ancient Legacy', 'Focus Chi', 'Focus Chi', 'Wield the Iron Fist']);
    expect(g.players[0]!.deck).toEqual([under]);
    expect(g.t.attack).toBe(8);
    expect(g.t.drawn).toBe(4);
  });

  it('Living Weapon with no two costs alike draws the whole deck and the reshuffled discard pile', () => {
    const g = game();
    put(g, 0, 'deck', 'Ancient Legacy', 'Focus Chi');
    put(g, 0, 'discard', 'Wield the Iron Fist');
    const [lw] = put(g, 0, 'hand', 'Living Weapon');
    refresh(g);
    playCard(g, lw!);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Ancient Legacy', 'Focus Chi', 'Wield the Iron Fist']);
    expect(g.players[0]!.deck).toEqual([]);
    expect(g.players[0]!.discard).toEqual([]);
  });
});
