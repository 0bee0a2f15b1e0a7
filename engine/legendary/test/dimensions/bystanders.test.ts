// Dimensions' special Bystanders: Bulldozer Driver, Double Agent of S.H.I.E.L.D., Forklift Driver, Fortune Teller,
// Photographer.
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { cardVp, rescue } from '../../rules.js';
import { newGame } from '../../setup.js';
import type { Game } from '../../types.js';
import { make, names, pick, put, putVillain, reason, rescueFromStack } from '../helpers.js';
import { DIMENSIONS_SET, dimensionsGame } from './game.js';


describe('Dimensions Bystanders', () => {
  it('one of each joins the Bystander stack only when the set is selected', () => {
    const count = (sets: string[], name: string) => {
      const g = newGame({ players: 2, seed: 5, sets, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
      return g.defOf.filter((d) => g.cards[d]!.name === name).length;
    };
    for (const n of ['Bulldozer Driver', 'Double Agent of S.H.I.E.L.D.', 'Forklift Driver', 'Fortune Teller', 'Photographer']) {
      expect(count(['core', DIMENSIONS_SET], n)).toBe(1);
      expect(count(['core'], n)).toBe(0);
    }
  });

  it('Bulldozer Driver: may move a villain to an adjacent space, swapping', () => {
    const g = dimensionsGame([]);
    const a = putVillain(g, 1, 'Hand Ninjas');
    const b = putVillain(g, 2, 'Hand Ninjas');
    rescueFromStack(g, 0, 'Bulldozer Driver');
    expect(reason(g)).toBe('bulldozer-driver:villain');
    expect(g.pending!.options).toEqual([1, 2, -1]);
    pick(g, 1);
    expect(reason(g)).toBe('bulldozer-driver:to');
    expect(g.pending!.options).toEqual([0, 2]);
    pick(g, 2);
    expect(g.city[2]).toBe(a);
    expect(g.city[1]).toBe(b);
  });

  it('Bulldozer Driver: declined, nothing moves; no villain, no question', () => {
    const g = dimensionsGame([]);
    const a = putVillain(g, 1, 'Hand Ninjas');
    rescueFromStack(g, 0, 'Bulldozer Driver');
    pick(g, -1);
    expect(g.city[1]).toBe(a);
    const h = dimensionsGame([]);
    rescueFromStack(h, 0, 'Bulldozer Driver');
    expect(reason(h)).not.toBe('bulldozer-driver:villain');
  });

  it('Double Agent of S.H.I.E.L.D.: plays a copy of a S.H.I.E.L.D. hero of yours', () => {
    const g = dimensionsGame([]);
    const [agent] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    rescueFromStack(g, 0, 'Double Agent of S.H.I.E.L.D.');
    expect(reason(g)).toBe('double-agent:copy');
    pick(g, agent!);
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.hand).toHaveLength(2);
  });

  it('Double Agent of S.H.I.E.L.D.: no S.H.I.E.L.D. or HYDRA hero, or rescued by another player than the current one: nothing (the reading worst for the players)', () => {
    const g = dimensionsGame([]);
    put(g, 0, 'hand', 'Quick Draw');
    rescueFromStack(g, 0, 'Double Agent of S.H.I.E.L.D.');
    expect(reason(g)).not.toBe('double-agent:copy');
    expect(g.t.attack + g.t.recruit).toBe(0);
    const h = dimensionsGame([]);
    put(h, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    rescueFromStack(h, 1, 'Double Agent of S.H.I.E.L.D.');
    expect(h.t.attack).toBe(0);
  });

  it('Forklift Driver: any number of HQ heroes go to the bottom of the Hero Deck; the refills are not offered', () => {
    const g = dimensionsGame([]);
    const before = g.hq.slice();
    const bottom = g.heroDeck.length;
    rescueFromStack(g, 0, 'Forklift Driver');
    expect(reason(g)).toBe('forklift-driver:hero');
    expect(g.pending!.options).toEqual([0, 1, 2, 3, 4, -1]);
    pick(g, 0);
    expect(g.heroDeck[0]).toBe(before[0]);
    expect(g.hq[0]).not.toBe(before[0]);
    expect(g.pending!.options).toEqual([1, 2, 3, 4, -1]);
    pick(g, 3);
    expect(g.heroDeck[0]).toBe(before[3]);
    pick(g, -1);
    expect(reason(g)).not.toBe('forklift-driver:hero');
    expect(g.heroDeck.length).toBe(bottom); // two in, two refilled out
    expect(g.hq[1]).toBe(before[1]);
  });

  it('Fortune Teller: a right guess draws the top card, a wrong one does not', () => {
    const g = dimensionsGame([]);
    const [a] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    rescueFromStack(g, 0, 'Fortune Teller');
    expect(reason(g)).toBe('fortune-teller:guess');
    pick(g, 0); // zero
    expect(g.players[0]!.hand).toEqual([a]);
    const h = dimensionsGame([]);
    const [b] = put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    rescueFromStack(h, 0, 'Fortune Teller');
    pick(h, 1); // not zero
    expect(h.players[0]!.hand).toEqual([]);
    expect(h.players[0]!.deck).toEqual([b]);
    const k = dimensionsGame([]);
    const [q] = put(k, 0, 'deck', 'Quick Draw');
    rescueFromStack(k, 0, 'Fortune Teller');
    pick(k, 1);
    expect(k.players[0]!.hand).toEqual([q]);
  });

  it('Photographer: 1 VP plus 1 per hero costing 7 or more among all your cards', () => {
    const g = dimensionsGame([]);
    const [ph] = put(g, 0, 'victory', 'Photographer');
    expect(cardVp(g, 0, ph!)).toBe(1);
    put(g, 0, 'deck', 'Quick Draw');
    expect(cardVp(g, 0, ph!)).toBe(1); // cost 3: nothing
    put(g, 0, 'discard', 'Tidal Wave'); // cost 7
    put(g, 0, 'hand', 'X-Men United'); // cost 8
    expect(cardVp(g, 0, ph!)).toBe(3);
    expect(names(g, g.players[1]!.victory)).toEqual([]);
  });
});
