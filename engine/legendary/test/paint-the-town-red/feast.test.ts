// Feast, from the Universal Rulebook: "Feast" = "Fight: KO the top card of your deck."
import { describe, expect, it } from 'vitest';
import { feast } from '../../keywords/feast.js';
import { fight, names, put, putVillain, refresh } from '../helpers.js';
import { ptGame } from './setup.js';

describe('Feast (rule)', () => {
  it('fighting a villain with Feast KOs the top card of your deck', () => {
    const g = ptGame();
    const v = putVillain(g, 1, 'Demogoblin');
    const [under, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 5;
    refresh(g);
    fight(g, 1);
    expect(g.ko).toEqual([top]);
    expect(g.players[0]!.deck).toEqual([under]);
    expect(g.players[0]!.victory).toEqual([v]);
  });

  it('with an empty deck the discard pile is shuffled in first; with no cards at all nothing is KO\'d', () => {
    const g = ptGame();
    const [d] = put(g, 0, 'discard', 'Wound');
    expect(feast(g, 0, -1)).toBe(d);
    expect(names(g, g.ko)).toEqual(['Wound']);
    expect(feast(g, 0, -1)).toBe(-1);
    expect(g.ko).toEqual([d]);
  });
});
