// Phase 1's HYDRA: core HYDRA's abilities under other names, a group of its own.
import { describe, expect, it } from 'vitest';
import { VILLAIN_GROUPS } from '../../registry.js';
import { cardVp } from '../../rules.js';
import { names, pick, put, reason } from '../helpers.js';
import { facts, mk, p1Board, putP1, fightWithAttack } from './fixtures.js';

describe('HYDRA (Marvel Studios Phase 1)', () => {
  it('a group of its own beside core HYDRA, with the film names and the printed facts', () => {
    const grp = VILLAIN_GROUPS.get('HYDRA (Marvel Studios Phase 1)')!;
    expect(grp.set).toBe('marvel-studios-phase-1');
    expect(grp.cards.length).toBe(4);
    expect(facts(['Endless Armies of HYDRA', 'HYDRA Motorcycle Squad', 'Arnim Zola', 'HYDRA Tank'])).toEqual([[3, 4, 3], [3, 3, 1], [1, 6, 3], [1, 5, 3]]);
  });

  it('Endless Armies: Fight plays the top two Villain Deck cards', () => {
    const g = p1Board();
    putP1(g, 3, 'Endless Armies of HYDRA');
    const a = mk(g, 'HYDRA Motorcycle Squad'), b = mk(g, 'HYDRA Tank');
    g.villainDeck.push(a, b);
    fightWithAttack(g, 3);
    expect(g.city.slice(0, 2)).toEqual([a, b]);
  });

  it('Motorcycle Squad: Fight, you may gain a S.H.I.E.L.D. Officer', () => {
    const g = p1Board();
    putP1(g, 0, 'HYDRA Motorcycle Squad');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('hydra-kidnappers:gain-officer');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Officer']);
  });

  it('Arnim Zola: 3 VP, +3 per other HYDRA villain in the victory pile (core HYDRA counts too)', () => {
    const g = p1Board();
    const z = mk(g, 'Arnim Zola');
    g.players[0]!.victory.push(z);
    expect(cardVp(g, 0, z)).toBe(3);
    g.players[0]!.victory.push(mk(g, 'HYDRA Tank'));
    put(g, 0, 'victory', 'Viper', 'Hand Ninjas');
    expect(cardVp(g, 0, z)).toBe(9);
  });

  it('HYDRA Tank: Fight, each player without another HYDRA villain in their victory pile gains a Wound', () => {
    const g = p1Board();
    putP1(g, 0, 'HYDRA Tank');
    g.players[1]!.victory.push(mk(g, 'HYDRA Motorcycle Squad'));
    fightWithAttack(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
  });
});
