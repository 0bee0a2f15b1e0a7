// Massive Earthquake Generator (Dark City): the twist's reveal or KO, Evil Wins on non-grey heroes KO'd.
import { describe, expect, it } from 'vitest';
import { checkEvil, koCard } from '../../rules.js';
import { names, pick, put, reason } from '../helpers.js';
import { AGENT, SOLO, fresh, progress, schemeBoard, twist, villainDeckKinds } from './mastermind-fixtures.js';

const QUAKE = 'Massive Earthquake Generator';

describe('Massive Earthquake Generator', () => {
  it('setup: 8 twists (basic solo allows the scheme)', () => {
    expect(villainDeckKinds(fresh({ players: 2, scheme: QUAKE })).twist).toBe(8);
    expect(villainDeckKinds(fresh({ ...SOLO, scheme: QUAKE })).twist).toBe(8);
  });

  it('twist: each player reveals a Strength hero or KOs the top card of their deck', () => {
    const g = schemeBoard(QUAKE);
    put(g, 0, 'hand', 'Determination');
    const [keep] = put(g, 0, 'deck', 'Optic Blast');
    const [under, top] = put(g, 1, 'deck', AGENT, 'Optic Blast');
    twist(g);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(g.players[0]!.deck).toEqual([keep]);
    expect(g.ko.slice(1)).toEqual([top]); // after the twist card
    expect(g.players[1]!.deck).toEqual([under]);
  });

  it('a player who does not reveal loses the top card; with an empty deck the discard pile is shuffled first', () => {
    const g = schemeBoard(QUAKE);
    put(g, 0, 'hand', 'Determination');
    const [d] = put(g, 0, 'discard', 'Quick Draw');
    twist(g);
    pick(g, 0);
    expect(g.ko).toContain(d);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('evil wins when the KO pile holds 3 non-grey heroes per player (grey ones do not count)', () => {
    const g = schemeBoard(QUAKE);
    const heroes = put(g, 0, 'hand', ...Array(5).fill('Optic Blast'), AGENT, AGENT);
    for (const c of heroes) koCard(g, 0, c);
    checkEvil(g);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(5 / 6);
    const [last] = put(g, 1, 'hand', 'Quick Draw');
    koCard(g, 1, last!);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Massive Earthquake/);
    expect(names(g, g.ko).filter((n) => n !== AGENT).length).toBe(6);
  });
});
