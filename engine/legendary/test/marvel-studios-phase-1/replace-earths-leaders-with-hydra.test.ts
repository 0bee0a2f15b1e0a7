import { describe, expect, it } from 'vitest';
import { isVillain, villainAttack } from '../../rules.js';
import { newGame } from '../../setup.js';
import { make, revealVillainCard } from '../helpers.js';
import { fillCity, setHq } from '../villain-fixtures.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { kinds, p1Board, progress } from './fixtures.js';

const S = "Replace Earth's Leaders with HYDRA";

describe(S, () => {
  it('5 twists in the Villain Deck, 3 beside the scheme, 18 Bystanders in the Villain Deck', () => {
    const g = newGame({ players: 2, seed: 6, sets: ['marvel-studios-phase-1'], scheme: S });
    expect(g.setup.twists).toBe(5);
    expect(g.setup.bystandersInVillainDeck).toBe(18);
    expect(kinds(g, g.schemeZone)).toEqual(['twist', 'twist', 'twist']);
  });

  it('a Bystander from the Villain Deck is an Infiltrator villain with Attack = the twists beside the scheme; a twist goes beside it', () => {
    const g = p1Board({ scheme: S });
    g.schemeZone = [make(g, 'Scheme Twist'), make(g, 'Scheme Twist'), make(g, 'Scheme Twist')];
    const b = make(g, 'Bystander');
    g.villainDeck.push(b);
    expect(isVillain(g, b)).toBe(true);
    revealVillainCard(g);
    expect(g.city[0]).toBe(b);
    expect(villainAttack(g, 0)).toBe(3);
    twist(g);
    expect(g.schemeZone.length).toBe(4);
    expect(villainAttack(g, 0)).toBe(4);
  });

  it('Evil wins when 5 Infiltrators have escaped', () => {
    const g = p1Board({ scheme: S });
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    for (let i = 0; i < 5; i++) {
      fillCity(g);
      g.city[4] = -1;
      const b = make(g, 'Bystander');
      g.city[4] = b; g.att[4] = [];
      g.villainDeck.push(make(g, 'Hand Ninjas'));
      revealVillainCard(g);
      if (i === 3) { expect(g.result).toBe(null); expect(progress(g)).toBeCloseTo(4 / 5); }
    }
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/^Replace Earth's Leaders with HYDRA:/);
  });
});
