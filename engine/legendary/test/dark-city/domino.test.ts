import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Domino', () => {
  it('Lucky Break draws a card; its Versatile 1 needs another X-Force hero played this turn', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [l1, l2] = put(g, 0, 'hand', 'Lucky Break', 'Lucky Break');
    refresh(g);
    playCard(g, l1!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack + g.t.recruit).toBe(0);
    playCard(g, l2!);
    expect(reason(g)).toBe('versatile:choose');
    pick(g, 1);
    expect(g.t.attack).toBe(1);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
  });

  it('Ready for Anything: Versatile 2', () => {
    const g = heroGame();
    const [r] = put(g, 0, 'hand', 'Ready for Anything');
    refresh(g);
    playCard(g, r!);
    pick(g, 0);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(0);
  });

  it('Specialized Ammunition: +4 Recruit for a discarded card with a Recruit icon, +4 Attack for an Attack icon, both for both', () => {
    const cases: [string, number, number][] = [
      ['S.H.I.E.L.D. Agent', 4, 0], ['S.H.I.E.L.D. Trooper', 0, 4], ['Lucky Break', 4, 4], ['Absorb Energies', 4, 4],
      ['Wound', 0, 0], ['High-Speed Chase', 0, 0],
    ];
    for (const [name, rec, atk] of cases) {
      const g = heroGame();
      const [sa, x] = put(g, 0, 'hand', 'Specialized Ammunition', name);
      refresh(g);
      playCard(g, sa!);
      expect(reason(g)).toBe('domino:specialized-ammunition:discard');
      pick(g, x!);
      expect([name, g.t.recruit, g.t.attack]).toEqual([name, rec, atk]);
      expect(g.players[0]!.discard).toEqual([x]);
    }
  });

  it('Specialized Ammunition: declining discards nothing and gives nothing', () => {
    const g = heroGame();
    const [sa, ag] = put(g, 0, 'hand', 'Specialized Ammunition', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, sa!);
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual([ag]);
    expect(g.t.recruit + g.t.attack).toBe(0);
  });

  it('Against All Odds with the X-Force team power: its Versatile 5 and later Versatile abilities give both', () => {
    const g = heroGame();
    const [r1, aao, r2] = put(g, 0, 'hand', 'Ready for Anything', 'Against All Odds', 'Ready for Anything');
    refresh(g);
    playCard(g, r1!);
    pick(g, 1); // played before: Attack only
    playCard(g, aao!);
    expect(reason(g)).toBe('main');
    expect([g.t.recruit, g.t.attack]).toEqual([5, 2 + 5]);
    playCard(g, r2!);
    expect(reason(g)).toBe('main');
    expect([g.t.recruit, g.t.attack]).toEqual([7, 9]);
  });

  it('Against All Odds without another X-Force hero: an ordinary Versatile 5, and later ones still choose', () => {
    const g = heroGame();
    const [aao, r] = put(g, 0, 'hand', 'Against All Odds', 'Ready for Anything');
    refresh(g);
    playCard(g, aao!);
    expect(reason(g)).toBe('versatile:choose');
    pick(g, 0);
    expect([g.t.recruit, g.t.attack]).toEqual([5, 0]);
    playCard(g, r!);
    expect(reason(g)).toBe('versatile:choose');
  });
});
