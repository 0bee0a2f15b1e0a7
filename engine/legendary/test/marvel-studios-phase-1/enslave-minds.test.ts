import { describe, expect, it } from 'vitest';
import { checkEvil, isVillain, villainAttack } from '../../rules.js';
import { newGame } from '../../setup.js';
import { make, names, revealVillainCard } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { p1Board, progress, fightWithAttack } from './fixtures.js';

const S = 'Enslave Minds with the Chitauri Scepter';

describe(S, () => {
  it('8 twists, 6 heroes, the Chitauri required, 12 hero cards shuffled into the Villain Deck', () => {
    const g = newGame({ players: 2, seed: 4, sets: ['marvel-studios-phase-1'], scheme: S });
    expect(g.setup.twists).toBe(8);
    expect(g.setup.heroes.length).toBe(6);
    expect(g.setup.villains).toContain('Chitauri');
    const heroes = [...g.villainDeck, ...g.city].filter((c) => c >= 0 && g.cards[g.defOf[c]!]!.kind === 'hero');
    expect(heroes.length).toBe(12);
  });

  it('a hero from the Villain Deck is an Enslaved villain with Attack = cost + 2; defeating it gains it', () => {
    const g = p1Board({ scheme: S });
    const h = make(g, 'Fixture Cost 5');
    g.villainDeck.push(h);
    expect(isVillain(g, h)).toBe(true);
    revealVillainCard(g);
    expect(g.city[0]).toBe(h);
    expect(villainAttack(g, 0)).toBe(7);
    fightWithAttack(g, 0);
    expect(g.players[0]!.discard).toContain(h);
  });

  it('Twist: the highest-cost HQ hero enters the Sewers as an Enslaved villain', () => {
    const g = p1Board({ scheme: S });
    const [, , top] = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 2');
    twist(g);
    expect(g.city[0]).toBe(top);
    expect(villainAttack(g, 0)).toBe(10);
  });

  it('Evil wins when 6 heroes are in the Escaped Villains pile', () => {
    const g = p1Board({ scheme: S });
    for (let i = 0; i < 5; i++) g.escaped.push(make(g, 'Fixture Cost 2'));
    checkEvil(g);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(5 / 6);
    g.escaped.push(make(g, 'Fixture Cost 3'));
    checkEvil(g);
    expect(g.cause).toMatch(/^Enslave Minds with the Chitauri Scepter:/);
    expect(names(g, g.escaped).length).toBe(6);
  });
});
