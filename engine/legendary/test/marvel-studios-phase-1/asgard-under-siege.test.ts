import { describe, expect, it } from 'vitest';
import { checkEvil } from '../../rules.js';
import { SetupError, newGame, resolvePlan } from '../../setup.js';
import { make } from '../helpers.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { mk, p1Board, progress } from './fixtures.js';

const S = 'Asgard Under Siege';

describe(S, () => {
  it('8 twists and one extra henchman group', () => {
    const p = resolvePlan({ players: 2, seed: 1, sets: ['marvel-studios-phase-1'], scheme: S });
    expect(p.twists).toBe(8);
    expect(p.henchmen.length).toBe(2);
  });

  it('Twist: the next two Villain Deck cards are played', () => {
    const g = p1Board({ scheme: S });
    const a = mk(g, 'Whiplash'), b = mk(g, 'Fighter Jet');
    g.villainDeck.push(a, b);
    twist(g);
    expect(g.city.slice(0, 2)).toEqual([a, b]);
  });

  it('Evil wins when 12 villains have escaped (11 is not enough)', () => {
    const g = p1Board({ scheme: S });
    for (let i = 0; i < 11; i++) g.escaped.push(make(g, 'Hand Ninjas'));
    g.escaped.push(make(g, 'Bystander'));
    checkEvil(g);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(11 / 12);
    g.escaped.push(make(g, 'Hand Ninjas'));
    checkEvil(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/^Asgard Under Siege:/);
  });

  it('allowed in basic solo (the rulebook names only Negative Zone Prison Breakout and Super Hero Civil War), with a whole extra henchman group', () => {
    const g = newGame({ players: 1, seed: 2, sets: ['marvel-studios-phase-1'], scheme: S });
    expect(g.setup.henchmen.length).toBe(2);
    expect(g.setup.extraHenchmenFull).toBe(1);
    expect(() => newGame({ players: 1, seed: 2, scheme: 'Negative Zone Prison Breakout' })).toThrow(SetupError);
  });
});
