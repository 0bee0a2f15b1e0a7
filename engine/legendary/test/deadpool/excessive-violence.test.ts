// Excessive Violence, from the Universal Rulebook: "Once per turn, you can spend 1 more than you need to fight a
// Villain or Mastermind 'using Excessive Violence.' If you do, you get to use all the 'Excessive Violence'
// abilities on cards that you played this turn"; two copies both trigger; cards played after are too late.
import { describe, expect, it } from 'vitest';
import { fight, mainActions, names, pick, playCard, put, putVillain, refresh } from '../helpers.js';
import { dpGame, violence, violenceAct } from './game.js';

describe('Excessive Violence (rule)', () => {
  it('the rulebook example: spending 8 on a 7-Attack enemy triggers every ability played (two copies both draw)', () => {
    const g = dpGame();
    putVillain(g, 0, 'Wolverinepool'); // 7 Attack
    const bobs = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding', 'Bullets Flying, Bob Hiding');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    for (const b of bobs) playCard(g, b);
    g.t.attack = 8;
    refresh(g);
    expect(mainActions(g)).toContain(violenceAct(0));
    violence(g, 0);
    // Wolverinepool's Fight: the player reveals an odd-cost card (the Bobs cost 3) or gains a Wound
    if (g.pending?.reason === 'reveal-or-wound') pick(g, 1);
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Wolverinepool']);
  });

  it('not offered without one point more than the Attack; a plain fight triggers nothing', () => {
    const g = dpGame();
    putVillain(g, 0, 'D.E.A.D.P.O.O.L.'); // 4 Attack
    const [b] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, b!);
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).not.toContain(violenceAct(0));
    fight(g, 0);
    expect(g.players[0]!.hand.length).toBe(0);
  });

  it('once per turn; a card played after the violent fight is too late', () => {
    const g = dpGame();
    putVillain(g, 0, 'Taskmaster'); // 3 Attack with nothing played
    putVillain(g, 1, 'Weasel');
    const [late] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    g.t.attack = 20;
    refresh(g);
    violence(g, 0);
    expect(g.t.attack).toBe(16);
    expect(mainActions(g)).not.toContain(violenceAct(1));
    playCard(g, late!);
    expect(g.players[0]!.hand.length).toBe(0);
  });

  it('the Mastermind can be fought with Excessive Violence (one more than its Attack)', () => {
    const g = dpGame();
    g.t.attack = 12; // Evil Deadpool: 11
    refresh(g);
    expect(mainActions(g)).toContain(violenceAct(g.city.length));
    violence(g, g.city.length);
    expect(g.tactics.length).toBe(3);
    expect(g.t.attack).toBe(0);
  });
});
