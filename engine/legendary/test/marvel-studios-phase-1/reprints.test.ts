// Phase 1's core reprints (seven heroes, Loki, Red Skull, Cosmic Cube, Super Hero Civil War) are aliases of
// the core groups: Phase 1 alone offers them, and a game with both sets holds one of each.
import { describe, expect, it } from 'vitest';
import { findGroup } from '../../names.js';
import { HEROES, MASTERMINDS, SCHEMES, pool } from '../../registry.js';
import { SetupError, newGame, resolvePlan } from '../../setup.js';
import { P1 } from './fixtures.js';

const REPRINTED_HEROES = ['Black Widow', 'Captain America', 'Hawkeye', 'Hulk', 'Iron Man', 'Nick Fury', 'Thor'];

describe('Marvel Studios Phase 1 reprints', () => {
  it('Phase 1 alone offers the core groups it reprints, as themselves, and its own groups', () => {
    expect([...pool('hero', [P1])].sort()).toEqual(REPRINTED_HEROES);
    for (const h of REPRINTED_HEROES) expect(HEROES.get(h)!.set).toBe('core');
    expect(pool('mastermind', [P1])).toEqual(['Red Skull', 'Loki', 'Iron Monger']); // registration order
    expect(MASTERMINDS.get('Loki')!.set).toBe('core');
    expect(pool('scheme', [P1])).toEqual(expect.arrayContaining(['Unleash the Power of the Cosmic Cube', 'Super Hero Civil War']));
    expect(SCHEMES.get('Super Hero Civil War')!.set).toBe('core');
    expect(pool('scheme', [P1]).length).toBe(8);
    expect(pool('villain group', [P1])).toEqual(['Chitauri', 'Enemies of Asgard (Marvel Studios Phase 1)', 'Gamma Hunters', 'HYDRA (Marvel Studios Phase 1)', 'Iron Foes']);
    expect(pool('henchmen group', [P1])).toEqual(['Hammer Drone Army', 'HYDRA Pilots', 'HYDRA Spies', 'Ten Rings Fanatics']);
  });

  it('with core: one Loki, one Thor; two HYDRAs, so the bare name must be qualified', () => {
    const both = ['core', P1];
    expect(pool('mastermind', both).filter((m) => m === 'Loki')).toHaveLength(1);
    expect(pool('hero', both).filter((h) => h === 'Thor')).toHaveLength(1);
    expect(findGroup('mastermind', 'Loki', both)).toBe('Loki');
    expect(() => findGroup('villain group', 'HYDRA', both)).toThrow(/ambiguous/);
    expect(findGroup('villain group', 'core:HYDRA', both)).toBe('HYDRA');
    expect(findGroup('villain group', 'HYDRA (Marvel Studios Phase 1)', both)).toBe('HYDRA (Marvel Studios Phase 1)');
    expect(findGroup('villain group', 'HYDRA', [P1])).toBe('HYDRA (Marvel Studios Phase 1)');
  });

  it("Loki and Red Skull lead Phase 1's groups in a Phase 1 game, core's when core is selected", () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: [P1], mastermind: 'Loki' }).villains).toContain('Enemies of Asgard (Marvel Studios Phase 1)');
    expect(resolvePlan({ players: 2, seed: 1, sets: [P1], mastermind: 'Red Skull' }).villains).toContain('HYDRA (Marvel Studios Phase 1)');
    const mixed = resolvePlan({ players: 2, seed: 1, sets: ['core', P1], mastermind: 'Loki' });
    expect(mixed.villains).toContain('Enemies of Asgard');
    expect(mixed.villains).not.toContain('Enemies of Asgard (Marvel Studios Phase 1)');
  });

  it('Phase 1 alone fills a 5-player game (6 of its 7 heroes, 4 of its 5 villain groups); a Phase 1 group outside the selected sets is refused', () => {
    const g = newGame({ players: 5, seed: 2, sets: [P1] });
    expect(g.setup.heroes.length).toBe(6);
    expect(g.setup.villains.length).toBe(4);
    expect(() => newGame({ players: 2, seed: 2, mastermind: 'Iron Monger' })).toThrow(SetupError);
  });
});
