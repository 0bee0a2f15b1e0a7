// Phase 1's Enemies of Asgard: core's abilities (Ymir named Laufey), a group of its own.
import { describe, expect, it } from 'vitest';
import { VILLAIN_GROUPS } from '../../registry.js';
import { SHIELD } from '../../types.js';
import { names, pick, put, reason } from '../helpers.js';
import { enters, facts, p1Board, putP1, fightWithAttack } from './fixtures.js';

describe('Enemies of Asgard (Marvel Studios Phase 1)', () => {
  it('a group of its own beside the core one, with the printed facts', () => {
    expect(VILLAIN_GROUPS.get('Enemies of Asgard (Marvel Studios Phase 1)')!.set).toBe('marvel-studios-phase-1');
    expect(facts(['Destroyer', 'Enchantress', 'Frost Giant', 'Laufey, Frost Giant King'])).toEqual([[1, 7, 5], [2, 6, 4], [3, 4, 2], [2, 6, 4]]);
  });

  it('Destroyer: Fight, KO all your S.H.I.E.L.D. heroes (not the others)', () => {
    const g = p1Board();
    putP1(g, 0, 'Destroyer');
    const [agent, , other] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture Cost 2');
    expect(g.cards[g.defOf[agent!]!]!.teams & (1 << SHIELD)).toBeTruthy();
    fightWithAttack(g, 0);
    expect(names(g, g.ko)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper']);
    expect(g.players[0]!.hand).toEqual([other]);
  });

  it('Enchantress: Fight, draw three cards', () => {
    const g = p1Board();
    putP1(g, 0, 'Enchantress');
    put(g, 0, 'deck', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7');
    fightWithAttack(g, 0);
    expect(g.players[0]!.hand.length).toBe(3);
  });

  it('Frost Giant: Fight, each player reveals a Ranged hero or gains a Wound', () => {
    const g = p1Board();
    putP1(g, 0, 'Frost Giant');
    put(g, 0, 'hand', 'Fixture Ranged');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it("Laufey: Ambush, each player reveals a Ranged hero or gains a Wound; Fight, a chosen player KOs Wounds from hand and discard pile", () => {
    const g = p1Board();
    enters(g, 'Laufey, Frost Giant King');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
    g.city[0] = -1;
    putP1(g, 0, 'Laufey, Frost Giant King');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('enemies-of-asgard:ymir:player');
    pick(g, 1);
    pick(g, 1); // KO the one Wound in player 2's discard pile
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[0]!.discard.length).toBe(1);
  });
});
