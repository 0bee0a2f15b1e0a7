import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { capGame, giveBystanders } from './game.js';

describe('Steve Rogers, Director of S.H.I.E.L.D.', () => {
  it('International Strike Force: +1 Recruit per hero class; Savior: +1 Attack per class too', () => {
    for (const savior of [false, true]) {
      const g = capGame();
      if (savior) giveBystanders(g, 0, 3);
      const [s] = put(g, 0, 'hand', 'International Strike Force', 'Aerial Catch');
      refresh(g);
      playCard(g, s!);
      expect(g.t.recruit).toBe(2);
      expect(g.t.attack).toBe(savior ? 2 : 0);
    }
  });

  it('Reassign to Civilian Duty: with three S.H.I.E.L.D. cards played before it, may KO one played this turn to rescue a Bystander', () => {
    const g = capGame();
    const agents = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [r] = put(g, 0, 'hand', 'Reassign to Civilian Duty');
    refresh(g);
    for (const a of agents) playCard(g, a);
    playCard(g, r!);
    expect(reason(g)).toBe('steve-rogers:reassign-to-civilian-duty');
    expect(g.pending!.options).toContain(-1);
    pick(g, g.pending!.options[0]!);
    expect(g.ko.length).toBe(1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    const h = capGame();
    const ag = put(h, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [r2] = put(h, 0, 'hand', 'Reassign to Civilian Duty');
    refresh(h);
    for (const a of ag) playCard(h, a);
    playCard(h, r2!);
    expect(reason(h)).toBe('main');
  });

  it('Shadow of Wars Past: Savior: Man Out of Time', () => {
    for (const savior of [false, true]) {
      const g = capGame();
      if (savior) giveBystanders(g, 0, 3);
      const [s] = put(g, 0, 'hand', 'Shadow of Wars Past');
      refresh(g);
      playCard(g, s!);
      expect(g.nextTurn.includes(s!)).toBe(savior);
    }
  });

  it('Save the World: rescue a Bystander; Savior: +3 Attack', () => {
    const g = capGame();
    giveBystanders(g, 0, 1);
    const [s] = put(g, 0, 'hand', 'Save the World');
    refresh(g);
    playCard(g, s!);
    expect(g.players[0]!.victory.length).toBe(2);
    expect(g.t.attack).toBe(4);
  });
});
