// Revenge, from the Universal Rulebook: "This Villain gets +1 Attack for each 'Deadpool's Friends' Villain in your
// Victory Pile ... during my turns. If my ladyfriend across the table hasn't killed any yet, they won't have any
// extra attack during her turns"; Masterminds can have it too.
import { describe, expect, it } from 'vitest';
import { make, put, putVillain } from '../helpers.js';
import { mastermindAttack, villainAttack } from '../../rules.js';
import { dpGame } from './game.js';

describe('Revenge (rule)', () => {
  it('+1 Attack per villain of its group in the current player\'s victory pile, not another player\'s, not other groups\' or Bystanders', () => {
    const g = dpGame();
    putVillain(g, 0, 'Weasel'); // 4
    put(g, 0, 'victory', 'Sluggo', 'Blind Al and Deuce', 'Wolverinepool', 'Bystander');
    expect(villainAttack(g, 0)).toBe(6);
    g.current = 1;
    expect(villainAttack(g, 0)).toBe(4);
  });

  it('a villain without Revenge (Taskmaster) gets nothing from its group in the victory pile', () => {
    const g = dpGame();
    putVillain(g, 0, 'Taskmaster');
    put(g, 0, 'victory', 'Sluggo', 'Weasel');
    expect(villainAttack(g, 0)).toBe(3);
  });

  it('Macho Gomez has Revenge for Deadpool\'s "Friends"; Evil Deadpool for his own Tactics', () => {
    const m = dpGame({ mastermind: 'Macho Gomez' });
    expect(mastermindAttack(m)).toBe(9);
    put(m, 0, 'victory', 'Sluggo', 'Weasel', 'Wolverinepool');
    expect(mastermindAttack(m)).toBe(11);
    const e = dpGame();
    expect(mastermindAttack(e)).toBe(11);
    e.players[0]!.victory.push(make(e, 'Evil Even Oddball'), make(e, 'D.E.A.D.P.O.O.L.'));
    expect(mastermindAttack(e)).toBe(12);
  });
});
