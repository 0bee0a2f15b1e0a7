import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { RANGED, TECH } from '../../types.js';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { sw1Game } from './game.js';

function board(players = 2) {
  const g = sw1Game(['Superior Iron Man'], { players });
  refresh(g);
  return g;
}
function playAll(g: ReturnType<typeof board>, ...cards: string[]): number[] {
  const ids = put(g, 0, 'hand', ...cards);
  refresh(g);
  for (const c of ids) playCard(g, c);
  return ids;
}

describe('Superior Iron Man', () => {
  it('the card facts', () => {
    const g = board();
    const ids = put(g, 0, 'hand', 'Armor Upgrades', 'Optimized Technology', 'Superior to Others', '#Humblebrag');
    expect(ids.map((x) => defOf(g, x).cost)).toEqual([2, 5, 3, 8]);
    expect(ids.map((x) => defOf(g, x).copies)).toEqual([5, 5, 3, 1]);
    expect(defOf(g, ids[1]!).cls).toBe(TECH | RANGED);
  });

  it('Armor Upgrades: 1 Attack; +2 Attack only with a Tech card played before', () => {
    const g = board();
    playAll(g, 'S.H.I.E.L.D. Trooper', 'Armor Upgrades');
    expect(g.t.attack).toBe(1 + 1);
    const h = board();
    playAll(h, 'Armor Upgrades', 'Armor Upgrades');
    expect(h.t.attack).toBe(1 + 3);
  });

  it('Optimized Technology: 2 Attack and draw a card', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Wound');
    playAll(g, 'Optimized Technology');
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Superior to Others without a Ranged card played before: 2 Recruit, nothing looked at', () => {
    const g = board();
    const deck = put(g, 0, 'deck', 'Optimized Technology', 'S.H.I.E.L.D. Agent');
    playAll(g, 'Superior to Others');
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual(deck);
  });

  it('Superior to Others with Ranged: of the top two, the costlier is drawn (even the second); the other stays on top', () => {
    const g = board();
    const [under, high, low] = put(g, 0, 'deck', 'Wound', 'Optimized Technology', 'S.H.I.E.L.D. Agent');
    playAll(g, 'Superior to Others', 'Superior to Others');
    expect(g.t.recruit).toBe(4);
    expect(g.players[0]!.hand).toEqual([high]);
    expect(g.players[0]!.deck).toEqual([under, low]);
  });

  it('Superior to Others with Ranged: equal costs draw nothing; both go back in the chosen order', () => {
    const g = board();
    const [under, trooper, agent] = put(g, 0, 'deck', 'Optimized Technology', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    playAll(g, 'Superior to Others', 'Superior to Others');
    expect(reason(g)).toBe('put-back-order');
    expect(g.pending!.options.sort()).toEqual([trooper, agent].sort());
    pick(g, trooper!); // Trooper on top
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([under, agent, trooper]);
  });

  it('Superior to Others with Ranged: a single card to look at is not drawn', () => {
    const g = board();
    const [only] = put(g, 0, 'deck', 'Optimized Technology');
    playAll(g, 'Superior to Others', 'Superior to Others');
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([only]);
  });

  it('#Humblebrag: 5 Attack; a card per other player with fewer victory-pile cards (not equal, not more)', () => {
    const g = board(3);
    put(g, 0, 'victory', 'Hand Ninjas', 'Hand Ninjas');
    put(g, 1, 'victory', 'Hand Ninjas'); // fewer
    put(g, 2, 'victory', 'Hand Ninjas', 'Hand Ninjas'); // as many
    put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    playAll(g, '#Humblebrag');
    expect(g.t.attack).toBe(5);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
    const h = board(3);
    put(h, 0, 'victory', 'Hand Ninjas');
    put(h, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    playAll(h, '#Humblebrag'); // both others have 0
    expect(names(h, h.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper']);
    const k = board(3);
    put(k, 0, 'deck', 'S.H.I.E.L.D. Agent');
    playAll(k, '#Humblebrag'); // nobody has fewer than 0
    expect(k.players[0]!.hand).toEqual([]);
  });
});
