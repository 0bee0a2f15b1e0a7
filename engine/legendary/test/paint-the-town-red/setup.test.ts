// Paint the Town Red alone cannot make a legal game (no henchmen groups; two villain groups): setup says so.
import { describe, expect, it } from 'vitest';
import { SetupError, newGame } from '../../setup.js';
import { PTTR, PTTR_HEROES } from './setup.js';

describe('Paint the Town Red setups', () => {
  it('alone, every player count is refused with one clear line naming what is missing', () => {
    for (const [players, solo] of [[1, 'basic'], [1, 'advanced'], [2], [3], [4], [5]] as [number, ('basic' | 'advanced')?][]) {
      const make = () => newGame({ sets: ['paint-the-town-red'], players, solo, seed: 1 });
      expect(make).toThrow(SetupError);
      expect(make).toThrow(/the selected sets \(paint-the-town-red\) have \d+ (henchmen|villain) groups but this setup needs \d+; add more sets/);
    }
  });

  it('with the core set, its Masterminds and schemes set up', () => {
    for (const mastermind of ['Carnage', 'Mysterio']) {
      const g = newGame({ sets: PTTR, heroes: PTTR_HEROES, players: 2, seed: 2, mastermind, scheme: 'The Clone Saga' });
      expect(g.result).toBeNull();
    }
  });
});
