import { describe, expect, it } from 'vitest';
import { names, playCard, put, recruit, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Elektra', () => {
  it('First Strike gets +1 Attack only as the first card played this turn', () => {
    const g = heroGame();
    const [f1, f2] = put(g, 0, 'hand', 'First Strike', 'First Strike');
    refresh(g);
    playCard(g, f1!);
    expect(g.t.attack).toBe(2);
    playCard(g, f2!);
    expect(g.t.attack).toBe(3);
  });

  it('First Strike after another card (not a First Strike) gets nothing extra', () => {
    const g = heroGame();
    const [a, f] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'First Strike');
    refresh(g);
    playCard(g, a!);
    playCard(g, f!);
    expect(g.t.attack).toBe(1);
  });

  it('Ninjitsu draws a card; its Covert superpower gives +2 Recruit', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [n1, fs, n2] = put(g, 0, 'hand', 'Ninjitsu', 'First Strike', 'Ninjitsu');
    refresh(g);
    playCard(g, n1!);
    expect(g.t.recruit).toBe(0);
    playCard(g, fs!); // Covert
    playCard(g, n2!);
    expect(g.t.recruit).toBe(2);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
  });

  it('Sai Blades: +1 Attack per hero costing 1 or 2 played this turn', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [fs, nj, st, ag, sai] = put(g, 0, 'hand', 'First Strike', 'Ninjitsu', 'Silent Statue', 'S.H.I.E.L.D. Agent', 'Sai Blades');
    refresh(g);
    for (const c of [fs, nj, st, ag]) playCard(g, c!); // costs 1, 2, 6, 0
    const before = g.t.attack;
    playCard(g, sai!);
    expect(g.t.attack - before).toBe(4 + 2);
  });

  it('Silent Meditation: the next hero recruited goes into the hand; Marvel Knights team power +2 Recruit', () => {
    const g = heroGame();
    const [fs, sm] = put(g, 0, 'hand', 'First Strike', 'Silent Meditation');
    refresh(g);
    playCard(g, fs!);
    playCard(g, sm!);
    expect(g.t.recruit).toBe(7);
    g.t.recruit = 30;
    refresh(g);
    const first = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.hand).toEqual([first]);
    const second = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.discard).toEqual([second]);
  });

  it('Silent Meditation without another Marvel Knights hero: 5 Recruit', () => {
    const g = heroGame();
    const [sm] = put(g, 0, 'hand', 'Silent Meditation');
    refresh(g);
    playCard(g, sm!);
    expect(g.t.recruit).toBe(5);
  });

  it('Silent Meditation and Backflip both active: the hero goes where the effect played first says, and both end (rulebook silent: the reading worst for the players)', () => {
    const g = heroGame();
    const [sm, bf] = put(g, 0, 'hand', 'Silent Meditation', 'Backflip');
    refresh(g);
    playCard(g, sm!);
    playCard(g, bf!);
    g.t.recruit = 30;
    refresh(g);
    const first = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.hand).toEqual([first]);
    expect(g.players[0]!.deck).toEqual([]);
    expect(g.t.effects).toEqual([]);
  });
});
