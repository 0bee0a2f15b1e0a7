import { describe, expect, it } from 'vitest';
import { fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Blade', () => {
  it('Night Hunter: +2 Recruit for each villain defeated in the Sewers or on the Rooftops this turn, not elsewhere', () => {
    const g = heroGame();
    const [nh] = put(g, 0, 'hand', 'Night Hunter');
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 1, 'Savage Land Mutates');
    putVillain(g, 2, 'Savage Land Mutates');
    refresh(g);
    playCard(g, nh!);
    g.t.attack = 9;
    refresh(g);
    fight(g, 1); // the Bank
    expect(g.t.recruit).toBe(0);
    fight(g, 0);
    expect(g.t.recruit).toBe(2);
    fight(g, 2);
    expect(g.t.recruit).toBe(4);
  });

  it('Nowhere to Hide: draw two cards for a villain defeated on the Rooftops, none for the Streets', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [nth] = put(g, 0, 'hand', 'Nowhere to Hide');
    putVillain(g, 2, 'Savage Land Mutates');
    putVillain(g, 3, 'Savage Land Mutates');
    refresh(g);
    playCard(g, nth!);
    g.t.attack = 3;
    refresh(g);
    fight(g, 3);
    expect(g.players[0]!.hand).toEqual([]);
    g.t.attack = 3;
    refresh(g);
    fight(g, 2);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
  });

  it('Stalk the Prey moves a villain to an adjacent space, swapping with the villain there; it keeps its Bystanders', () => {
    const g = heroGame();
    const [stalk] = put(g, 0, 'hand', 'Stalk the Prey');
    const a = putVillain(g, 1, 'Savage Land Mutates');
    const b = putVillain(g, 2, 'Sentinel');
    const by = g.bystanders.pop()!;
    g.att[1]!.push(by);
    refresh(g);
    playCard(g, stalk!);
    expect(reason(g)).toBe('blade:stalk-the-prey:villain');
    expect(g.pending!.options).toEqual([1, 2, -1]);
    pick(g, 1);
    expect(reason(g)).toBe('blade:stalk-the-prey:to');
    expect(g.pending!.options).toEqual([0, 2]);
    pick(g, 2);
    expect(g.city.slice(0, 3)).toEqual([-1, b, a]);
    expect(g.att[2]).toEqual([by]);
    expect(g.att[1]).toEqual([]);
    expect(g.t.attack).toBe(2);
  });

  it('Stalk the Prey: the Sewers villain can only move to the Bank; declining moves nothing', () => {
    const g = heroGame();
    const [s1, s2] = put(g, 0, 'hand', 'Stalk the Prey', 'Stalk the Prey');
    const a = putVillain(g, 0, 'Savage Land Mutates');
    refresh(g);
    playCard(g, s1!);
    pick(g, -1);
    expect(g.city[0]).toBe(a);
    playCard(g, s2!);
    pick(g, 0); // one adjacent space: taken without asking
    expect(g.city.slice(0, 2)).toEqual([-1, a]);
  });

  it('Vampiric Surge: +1 Attack per villain in your victory pile (Bystanders do not count)', () => {
    const g = heroGame();
    put(g, 0, 'victory', 'Savage Land Mutates', 'Juggernaut', 'Bystander');
    const [vs] = put(g, 0, 'hand', 'Vampiric Surge');
    refresh(g);
    playCard(g, vs!);
    expect(g.t.attack).toBe(2);
  });
});
