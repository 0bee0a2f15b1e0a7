// Set pools and names: every group has a unique label; a bare name is accepted when it is unique among the
// selected sets, an ambiguous one is an error listing the candidates; a group of an unselected set says so.
import { describe, expect, it } from 'vitest';
import { findGroup, resolveSets, SetupError } from '../names.js';
import { HEROES, cardSet, hero, pool } from '../registry.js';
import { newGame, resolvePlan } from '../setup.js';
import { INSTINCT } from '../types.js';
import '../index.js';

// a second set that reprints nothing and repeats a core hero's name
cardSet('names-test', 'Names Test');
hero('Cyclops', 'X-Men', [{ name: 'Test Blast', copies: 14, cls: INSTINCT, cost: 3, attack: 2, text: 'Test card.' }], 'names-test');

const err = (f: () => unknown) => { try { f(); } catch (e) { if (e instanceof SetupError) return e.message; throw e; } return ''; };

describe('set pools and names', () => {
  it('a later set repeating a name gets a qualified label; the core keeps its names', () => {
    expect(HEROES.has('Cyclops')).toBe(true);
    expect(HEROES.get('Cyclops (Names Test)')!.set).toBe('names-test');
    expect(pool('hero', ['core'])).not.toContain('Cyclops (Names Test)');
    expect(pool('hero', ['names-test'])).toEqual(['Cyclops (Names Test)']);
  });

  it('a bare name unique among the selected sets is accepted; an ambiguous one lists the candidates', () => {
    expect(findGroup('hero', 'cyclops', ['core'])).toBe('Cyclops');
    expect(findGroup('hero', 'Cyclops', ['names-test'])).toBe('Cyclops (Names Test)');
    expect(err(() => findGroup('hero', 'Cyclops', ['core', 'names-test'])))
      .toBe('hero "Cyclops" is ambiguous in the selected sets (core, names-test); accepted: Cyclops (Core Set), Cyclops (Names Test)');
  });

  it('qualified names pick one group: "Name (Set Title)", "set:Name", and the label', () => {
    const both = ['core', 'names-test'];
    expect(findGroup('hero', 'Cyclops (Names Test)', both)).toBe('Cyclops (Names Test)');
    expect(findGroup('hero', 'names-test:Cyclops', both)).toBe('Cyclops (Names Test)');
    expect(findGroup('hero', 'Cyclops (Core Set)', both)).toBe('Cyclops');
    expect(findGroup('hero', 'core:cyclops', both)).toBe('Cyclops');
  });

  it('a group of a set that is not selected says which set to add; an unknown one lists the accepted names', () => {
    expect(err(() => findGroup('hero', 'Cyclops (Names Test)', ['core']))).toMatch(/card set "names-test", which is not selected .*--sets core,names-test/);
    expect(err(() => findGroup('hero', 'Batman', ['core']))).toMatch(/^unknown hero "Batman"; accepted: /);
  });

  it('sets are checked, ordered canonically, and default to core', () => {
    expect(resolveSets(undefined)).toEqual(['core']);
    expect(resolveSets(['names-test,core'])).toEqual(['core', 'names-test']);
    expect(resolveSets(['Core Set'])).toEqual(['core']);
    expect(err(() => resolveSets(['dark-cty']))).toMatch(/^unknown card set "dark-cty"; accepted: /);
  });

  it('setup draws only from the selected sets, and a set that cannot fill a setup says so', () => {
    const plan = resolvePlan({ players: 2, seed: 1, sets: ['core'] });
    expect(plan.sets).toEqual(['core']);
    expect(plan.heroes.every((h) => HEROES.get(h)!.set === 'core')).toBe(true);
    const mixed = resolvePlan({ players: 2, seed: 5, sets: ['core', 'names-test'], heroes: ['Cyclops (Names Test)'] });
    expect(mixed.heroes).toContain('Cyclops (Names Test)');
    expect(newGame({ players: 2, seed: 5, sets: ['core', 'names-test'], heroes: ['names-test:Cyclops'] }).setup.heroes).toContain('Cyclops (Names Test)');
    expect(err(() => resolvePlan({ players: 2, seed: 1, sets: ['names-test'] }))).toMatch(/have no Mastermind/);
  });
});
