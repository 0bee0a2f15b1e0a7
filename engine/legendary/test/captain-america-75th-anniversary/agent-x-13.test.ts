import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { capGame, giveBystanders } from './game.js';

describe('Agent X-13', () => {
  it('Sniper Squad: with four S.H.I.E.L.D. cards played before it, it is a Man Out of Time; with three, not', () => {
    for (const [shield, aside] of [[3, false], [4, true]] as const) {
      const g = capGame();
      const agents = put(g, 0, 'hand', ...Array(shield).fill('S.H.I.E.L.D. Agent'));
      const [s] = put(g, 0, 'hand', 'Sniper Squad');
      refresh(g);
      for (const a of agents) playCard(g, a);
      playCard(g, s!);
      expect(g.nextTurn.includes(s!), `${shield}`).toBe(aside);
    }
  });

  it('Paramilitary Ops: +1 Attack per other S.H.I.E.L.D. hero costing 1 or more played this turn', () => {
    const g = capGame();
    const [a, b, o] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Sniper Squad', 'S.H.I.E.L.D. Officer', 'Paramilitary Ops');
    refresh(g);
    for (const c of [a!, b!, o!]) playCard(g, c);
    const before = g.t.attack;
    playCard(g, g.players[0]!.hand[0]!);
    expect(g.t.attack - before).toBe(2 + 2); // Sniper Squad and the Officer; the 0-cost Agent does not count
  });

  it('Spy Network: gain an Officer or +2 Attack; Covert superpower: Man Out of Time', () => {
    const g = capGame();
    const [s1, s2] = put(g, 0, 'hand', 'Spy Network', 'Spy Network');
    refresh(g);
    playCard(g, s1!);
    expect(reason(g)).toBe('agent-x-13:spy-network');
    pick(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Officer']);
    expect(g.nextTurn).not.toContain(s1);
    playCard(g, s2!);
    pick(g, 1);
    expect(g.t.attack).toBe(2);
    expect(g.nextTurn).toContain(s2);
  });

  it('Mobilize for War: KO up to two S.H.I.E.L.D. heroes from hand or discard; Savior: +1 Attack each', () => {
    for (const savior of [false, true]) {
      const g = capGame();
      if (savior) giveBystanders(g, 0, 3);
      const [m] = put(g, 0, 'hand', 'Mobilize for War');
      const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
      const [t] = put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper');
      put(g, 0, 'hand', 'Aerial Catch');
      refresh(g);
      playCard(g, m!);
      expect(g.pending!.options).toContain(-1);
      pick(g, a!);
      pick(g, t!);
      expect(g.ko).toEqual(expect.arrayContaining([a, t]));
      expect(g.t.attack).toBe(savior ? 6 : 4);
    }
  });
});
