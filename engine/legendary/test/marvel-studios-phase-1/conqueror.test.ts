// Conqueror, from the Universal Rulebook: '"Bridge Conqueror 3" means "This gets +3 Attack while any Villain
// is on the Bridge." This Villain gets the bonus while it itself is on the Bridge or while another Villain is
// on the Bridge.' The Chitauri Soldier has Rooftops Conqueror 2; the Iron Monger Mastermind Bank Conqueror 4.
import { describe, expect, it } from 'vitest';
import { ROOFTOPS, mastermindAttack, villainAttack } from '../../rules.js';
import { ACT_FIGHT, act, mainActions, putVillain, refresh } from '../helpers.js';
import { p1Board, putP1 } from './fixtures.js';

describe('Conqueror (rule)', () => {
  it('+2 while the Conqueror villain itself is on the Rooftops; none while the Rooftops are empty', () => {
    const g = p1Board();
    putP1(g, 0, 'Chitauri Soldier');
    expect(villainAttack(g, 0)).toBe(3);
    const h = p1Board();
    putP1(h, ROOFTOPS, 'Chitauri Soldier');
    expect(villainAttack(h, ROOFTOPS)).toBe(5);
  });

  it('+2 while another villain, without Conqueror, is on the Rooftops; gone when it leaves', () => {
    const g = p1Board();
    putP1(g, 0, 'Chitauri Soldier');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    expect(villainAttack(g, 0)).toBe(5);
    expect(villainAttack(g, ROOFTOPS)).toBe(3); // the Hand Ninjas get nothing
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.city[ROOFTOPS] = -1;
    refresh(g);
    expect(villainAttack(g, 0)).toBe(3);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it("a Mastermind's Conqueror: Iron Monger has 9 Attack, 13 while any villain is in the Bank", () => {
    const g = p1Board({ mastermind: 'Iron Monger' });
    expect(mastermindAttack(g)).toBe(9);
    putVillain(g, 1, 'Hand Ninjas');
    expect(mastermindAttack(g)).toBe(13);
  });
});
