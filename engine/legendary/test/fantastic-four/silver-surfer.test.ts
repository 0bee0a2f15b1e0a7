import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { act, mainActions, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from './game.js';

describe('Silver Surfer', () => {
  it('Epic Destiny: Focus 6 Recruit: defeat a villain with 5 or 6 Attack (only those)', () => {
    const g = heroGame();
    const five = putVillain(g, 0, 'Abomination'); // 5
    putVillain(g, 1, 'Giganto'); // 7
    putVillain(g, 2, 'Hand Ninjas'); // 3
    const [c] = put(g, 0, 'hand', 'Epic Destiny');
    refresh(g);
    playCard(g, c!);
    g.t.recruit = 6;
    refresh(g);
    pick(g, act(ACT_FOCUS, c!));
    expect(g.city[0]).toBe(-1);
    expect(g.players[0]!.victory).toContain(five);
    expect(g.city[1]).not.toBe(-1);
    expect(g.city[2]).not.toBe(-1);
  });

  it('Warp Speed: Focus 2 Recruit: draw a card', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'Wound');
    const [c] = put(g, 0, 'hand', 'Warp Speed');
    refresh(g);
    playCard(g, c!);
    pick(g, act(ACT_FOCUS, c!));
    expect(g.players[0]!.hand.length).toBe(1);
  });

  it('The Power Cosmic: 3 Recruit; Focus 9 Recruit: +9 Attack', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'The Power Cosmic');
    refresh(g);
    playCard(g, c!);
    expect(mainActions(g)).not.toContain(act(ACT_FOCUS, c!));
    g.t.recruit = 9;
    refresh(g);
    pick(g, act(ACT_FOCUS, c!));
    expect(g.t.attack).toBe(9);
  });

  it('Energy Surge: doubles the Recruit you have', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Energy Surge');
    g.t.recruit = 5;
    refresh(g);
    playCard(g, c!);
    expect(g.t.recruit).toBe(10);
    expect(reason(g)).toBe('main');
  });
});
