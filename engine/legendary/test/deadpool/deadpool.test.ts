// Deadpool (the Deadpool set's hero, 'deadpool:Deadpool'; core has another).
import { describe, expect, it } from 'vitest';
import { cleanBoard, endTurn, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { findGroup } from '../../names.js';
import { dpGame, toMain, violentTurn } from './game.js';

describe('Deadpool (Deadpool)', () => {
  it('is its own hero, qualified as deadpool:Deadpool beside core\'s', () => {
    expect(findGroup('hero', 'deadpool:Deadpool', ['core', 'deadpool'])).toBe('Deadpool (Deadpool)');
    expect(findGroup('hero', 'core:Deadpool', ['core', 'deadpool'])).toBe('Deadpool');
  });

  it("It'll Grow Back: 2½ Attack; KOs a Wound from hand or discard pile for +1 Attack, else gains a Wound", () => {
    const g = dpGame();
    const [c] = put(g, 0, 'hand', "It'll Grow Back");
    const [w] = put(g, 0, 'discard', 'Wound');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(3.5);
    expect(g.ko).toContain(w);
    const h = dpGame();
    const [d] = put(h, 0, 'hand', "It'll Grow Back");
    refresh(h);
    playCard(h, d!);
    expect(h.t.attack).toBe(2.5);
    expect(names(h, h.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Nighttime Is the Right Time: +2 Attack or +2 Recruit (the table\'s clock is not in the game: the player chooses, a ruling); Tech: both', () => {
    const g = dpGame();
    const [n] = put(g, 0, 'hand', 'Nighttime Is the Right Time');
    refresh(g);
    playCard(g, n!);
    expect(reason(g)).toBe('deadpool:nighttime:choose');
    pick(g, 1);
    expect([g.t.attack, g.t.recruit]).toEqual([2, 0]);
    const h = dpGame();
    const [t, m] = put(h, 0, 'hand', 'Half-Cocked', 'Nighttime Is the Right Time');
    refresh(h);
    playCard(h, t!); playCard(h, m!);
    expect([h.t.attack, h.t.recruit]).toEqual([3.5, 3.5]);
  });

  it('Running Commentary: 3½ Attack + ½ per other card with flavour text played this turn (Half-Cocked has it, a S.H.I.E.L.D. Agent not)', () => {
    const g = dpGame();
    const [a, b, c] = put(g, 0, 'hand', 'Half-Cocked', 'S.H.I.E.L.D. Agent', 'Running Commentary');
    refresh(g);
    playCard(g, a!); playCard(g, b!); playCard(g, c!);
    expect(g.t.attack).toBe(1.5 + 3.5 + 0.5);
  });

  it('Deadpool Rage!: Excessive Violence: another turn after this one, once per game', () => {
    const g = dpGame();
    violentTurn(g, 'Deadpool Rage!');
    toMain(g);
    endTurn(g);
    toMain(g);
    expect(g.current).toBe(0);
    // the second time in the game it does nothing
    cleanBoard(g, 0);
    violentTurn(g, 'Deadpool Rage!');
    toMain(g);
    expect(g.t.effects.some((e) => e.k === 'another-turn')).toBe(false);
  });
});
