import { describe, expect, it } from 'vitest';
import { resolvePlan } from '../../setup.js';
import { names, pick, put, reason } from '../helpers.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { p1Board } from './fixtures.js';

const S = 'Radioactive Palladium Poisoning';

describe(S, () => {
  it('8 twists; the Wound stack holds 6 Wounds per player', () => {
    const p = resolvePlan({ players: 3, seed: 1, sets: ['marvel-studios-phase-1'], scheme: S });
    expect([p.twists, p.woundStack]).toEqual([8, 18]);
  });

  it('Twist: each player reveals a Tech hero or gains a Wound', () => {
    const g = p1Board({ scheme: S });
    put(g, 0, 'hand', 'Fixture Tech');
    twist(g);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Evil wins when the Wound stack runs out', () => {
    const g = p1Board({ scheme: S });
    g.wounds = g.wounds.slice(0, 2);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/^Radioactive Palladium Poisoning:/);
  });
});
