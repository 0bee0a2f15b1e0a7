import { describe, expect, it } from 'vitest';
import { BRIDGE, STREETS, mastermindAttack, villainAttack } from '../../rules.js';
import { putVillain } from '../helpers.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { p1Board, progress } from './fixtures.js';

const S = 'Invade Asgard';

describe(S, () => {
  it('Twist 1: the Mastermind gets +1 Attack; twists 2 and 3: the Bridge, then the Streets, give their villains +1', () => {
    const g = p1Board({ scheme: S });
    const base = mastermindAttack(g);
    putVillain(g, BRIDGE, 'Hand Ninjas');
    putVillain(g, STREETS, 'Hand Ninjas');
    twist(g);
    expect(mastermindAttack(g)).toBe(base + 1);
    expect(villainAttack(g, BRIDGE)).toBe(3);
    twist(g);
    expect(villainAttack(g, BRIDGE)).toBe(4);
    expect(villainAttack(g, STREETS)).toBe(3);
    twist(g);
    expect(villainAttack(g, STREETS)).toBe(4);
    expect(g.result).toBe(null);
  });

  it('Twist 7: Evil wins', () => {
    const g = p1Board({ scheme: S });
    for (let i = 0; i < 6; i++) twist(g);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(6 / 7);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/^Invade Asgard:/);
  });
});
