import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh, woundNow } from '../helpers.js';
import { noirGame } from './noir-game.js';

describe('Luke Cage Noir', () => {
  it('Private Investigations: investigate for a card that costs 4 or more', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Follow Big Leads', 'S.H.I.E.L.D. Agent');
    const [p] = put(g, 0, 'hand', 'Private Investigations');
    refresh(g);
    playCard(g, p!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Follow Big Leads']);
  });

  it('Follow Big Leads and Weight of the World: per other card costing 4 or more played this turn', () => {
    const g = noirGame();
    const [a, b, f, w] = put(g, 0, 'hand', 'Multitalented', 'S.H.I.E.L.D. Agent', 'Follow Big Leads', 'Weight of the World');
    refresh(g);
    playCard(g, b!);
    playCard(g, a!);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    playCard(g, f!);
    expect(g.t.recruit).toBe(1 + 1 + 2 + 1);
    playCard(g, w!);
    expect(g.t.attack).toBe(1 + 5 + 2 * 2);
  });

  it('Unbreakable Cage: once per turn, a Wound a player would gain is replaced by an investigation for any card', () => {
    const g = noirGame();
    put(g, 0, 'hand', 'Unbreakable Cage');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    woundNow(g, 1);
    expect(reason(g)).toBe('luke-cage-noir:unbreakable-cage');
    pick(g, 1);
    expect(g.players[1]!.discard).toHaveLength(0);
    expect(g.players[0]!.hand).toHaveLength(2);
    woundNow(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Unbreakable Cage: when the first player who holds one declines, the next is asked', () => {
    const g = noirGame();
    put(g, 0, 'hand', 'Unbreakable Cage');
    put(g, 1, 'hand', 'Unbreakable Cage');
    woundNow(g, 1);
    expect(g.pending!.player).toBe(1); // the player gaining the Wound first
    pick(g, 0);
    expect(reason(g)).toBe('luke-cage-noir:unbreakable-cage');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
