import { describe, expect, it } from 'vitest';
import { BANK, checkEvil, villainAttack } from '../../rules.js';
import { resolvePlan } from '../../setup.js';
import { make, putVillain } from '../helpers.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { kinds, mk, p1Board, progress } from './fixtures.js';

const S = 'Destroy the Cities of Earth!';

describe(S, () => {
  it('8 twists, 12 Bystanders in the Villain Deck', () => {
    const p = resolvePlan({ players: 3, seed: 1, sets: ['marvel-studios-phase-1'], scheme: S });
    expect([p.twists, p.bystandersInVillainDeck]).toEqual([8, 12]);
  });

  it('villains get +1 Attack per Bystander they hold', () => {
    const g = p1Board({ scheme: S });
    putVillain(g, 2, 'Hand Ninjas');
    g.att[2]!.push(make(g, 'Bystander'), make(g, 'Bystander'));
    expect(villainAttack(g, 2)).toBe(5);
  });

  it('Twist: a villain in the Bank captures two Bystanders, then the next Villain Deck card is played', () => {
    const g = p1Board({ scheme: S });
    putVillain(g, BANK, 'Hand Ninjas');
    const w = mk(g, 'Whiplash');
    g.villainDeck.push(w);
    twist(g);
    expect(g.city[0]).toBe(w);
    expect(kinds(g, g.att[BANK]!)).toEqual(['bystander', 'bystander']);
    expect(villainAttack(g, BANK)).toBe(5);
    const h = p1Board({ scheme: S });
    const before = h.bystanders.length;
    twist(h);
    expect(h.bystanders.length).toBe(before); // nobody in the Bank
  });

  it('Evil wins when 8 Bystanders have been carried away', () => {
    const g = p1Board({ scheme: S });
    g.stats.bystandersCarried = 7;
    checkEvil(g);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(7 / 8);
    g.stats.bystandersCarried = 8;
    checkEvil(g);
    expect(g.cause).toMatch(/^Destroy the Cities of Earth!:/);
  });
});
