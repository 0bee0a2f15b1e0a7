// Burrow, from the Universal Rulebook: "Fight: If the Streets were empty, put this Villain back into the Streets."
// Its Fight effects happen and its Bystanders are rescued first; no Ambush; a destroyed Streets ends it.
import { describe, expect, it } from 'vitest';
import { STREETS, destroyCitySpace } from '../../rules.js';
import { fight, make, names, putVillain, refresh } from '../helpers.js';
import { ffGame } from './game.js';

describe('Burrow (rule)', () => {
  it('a Burrow villain fought outside the Streets, with the Streets empty, goes back to the Streets after its Fight effect and rescue', () => {
    const g = ffGame();
    const v = putVillain(g, 0, 'Giganto');
    const b = make(g, 'Bystander');
    g.att[0] = [b];
    g.t.attack = 7;
    refresh(g);
    fight(g, 0);
    expect(g.city[0]).toBe(-1);
    expect(g.city[STREETS]).toBe(v);
    expect(g.players[0]!.victory).toEqual([b]);
    expect(g.t.effects.some((e) => e.k === 'next-hand-extra' && e.n === 2)).toBe(true);
  });

  it('it is defeated for good when fought in the Streets, or when another villain is in the Streets', () => {
    const g = ffGame();
    const v = putVillain(g, STREETS, 'Moloids');
    g.t.attack = 3;
    refresh(g);
    fight(g, STREETS);
    if (g.pending?.reason === 'ko-chosen') g.pending = null;
    expect(g.city[STREETS]).toBe(-1);
    expect(g.players[0]!.victory).toContain(v);

    const h = ffGame();
    const w = putVillain(h, 0, 'Megataur');
    const other = putVillain(h, STREETS, 'Hand Ninjas');
    h.t.attack = 6;
    refresh(h);
    fight(h, 0);
    expect(h.city[STREETS]).toBe(other);
    expect(h.players[0]!.victory).toContain(w);
  });

  it('does not do its Ambush when it burrows, and does nothing once the Streets are destroyed', () => {
    const g = ffGame();
    putVillain(g, 1, 'Megataur');
    const before = g.bystanders.length;
    g.t.attack = 6;
    refresh(g);
    fight(g, 1);
    expect(g.city[STREETS]).not.toBe(-1);
    expect(g.att[STREETS]).toEqual([]);
    expect(g.bystanders.length).toBe(before);

    const h = ffGame();
    destroyCitySpace(h, 4);
    destroyCitySpace(h, STREETS);
    const v = putVillain(h, 0, 'Giganto');
    h.t.attack = 7;
    refresh(h);
    fight(h, 0);
    expect(h.city.includes(v)).toBe(false);
    expect(names(h, h.players[0]!.victory)).toEqual(['Giganto']);
  });
});
