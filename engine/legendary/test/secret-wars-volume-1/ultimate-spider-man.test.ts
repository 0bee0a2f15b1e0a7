import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { INSTINCT, STRENGTH } from '../../types.js';
import { ACT_FIGHT, ACT_MASTERMIND, act, mainActions, names, pick, playCard, put, putVillain, refresh } from '../helpers.js';
import { sw1Game } from './game.js';

function board() {
  const g = sw1Game(['Ultimate Spider-Man']);
  refresh(g);
  return g;
}
function playAll(g: ReturnType<typeof board>, ...cards: string[]): number[] {
  const ids = put(g, 0, 'hand', ...cards);
  refresh(g);
  for (const c of ids) playCard(g, c);
  return ids;
}

describe('Ultimate Spider-Man', () => {
  it('the card facts', () => {
    const g = board();
    const ids = put(g, 0, 'hand', 'Marvel Team-Up', 'Leaping Spider', 'Web-Slinger', 'Hero from Another Dimension');
    expect(ids.map((x) => defOf(g, x).cost)).toEqual([2, 2, 2, 2]);
    expect(ids.map((x) => defOf(g, x).copies)).toEqual([5, 5, 3, 1]);
    expect(defOf(g, ids[0]!).cls).toBe(STRENGTH | INSTINCT);
  });

  it('Marvel Team-Up: gain a Sidekick; the top card is drawn when it costs 2 or less', () => {
    const g = board();
    const stack = g.sidekicks.length;
    const [under, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Leaping Spider'); // cost 2
    playAll(g, 'Marvel Team-Up');
    expect(g.sidekicks.length).toBe(stack - 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Sidekick']);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.deck).toEqual([under]);
  });

  it('Marvel Team-Up: a top card costing 3 stays on top', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Revel in Destruction'); // cost 3
    playAll(g, 'Marvel Team-Up');
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Marvel Team-Up with an empty deck: the Sidekick gained first is shuffled in, revealed and drawn', () => {
    const g = board();
    playAll(g, 'Marvel Team-Up');
    expect(names(g, g.players[0]!.hand)).toEqual(['Sidekick']);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Leaping Spider: reveal and draw a cheap card; +2 Attack only with a Strength card played before', () => {
    const g = board();
    const [wound] = put(g, 0, 'deck', 'Wound'); // a Wound costs 0
    playAll(g, 'Leaping Spider');
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.hand).toEqual([wound]);
    const h = board();
    const [top] = put(h, 0, 'deck', 'Utter Annihilation');
    playAll(h, 'Leaping Spider', 'Leaping Spider');
    expect(h.t.attack).toBe(2);
    expect(h.players[0]!.hand).toEqual([]);
    expect(h.players[0]!.deck).toEqual([top]);
  });

  it('Web-Slinger: +2 Attack usable only against the Mastermind or the villain on the Rooftops or Bridge; reveals too', () => {
    const g = board();
    const [agent] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    putVillain(g, 0, 'Hand Ninjas'); // Sewers
    putVillain(g, 2, 'Hand Ninjas'); // Rooftops
    putVillain(g, 4, 'Hand Ninjas'); // Bridge
    playAll(g, 'Web-Slinger');
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(g.t.attack).toBe(0);
    g.t.attack = 1;
    refresh(g);
    const acts = mainActions(g);
    expect(acts).toContain(act(ACT_FIGHT, 2));
    expect(acts).toContain(act(ACT_FIGHT, 4));
    expect(acts).not.toContain(act(ACT_FIGHT, 0));
    expect(acts).not.toContain(act(ACT_MASTERMIND)); // Red Skull: 7
    g.t.attack = 5;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    pick(g, act(ACT_FIGHT, 2)); // the restricted 2 are spent first
    expect(g.t.attack).toBe(4);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Hero from Another Dimension: +2 Attack per other card played this turn costing 1 or 2 (a Sidekick back in its stack too)', () => {
    const g = board();
    put(g, 0, 'deck', ...Array(4).fill('Utter Annihilation'));
    const side = g.sidekicks.pop()!;
    g.players[0]!.hand.push(side);
    const [agent, leap, revel] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Leaping Spider', 'Revel in Destruction');
    refresh(g);
    playCard(g, agent!); // cost 0
    playCard(g, leap!); // cost 2
    playCard(g, revel!); // cost 3
    playCard(g, side); // cost 2
    pick(g, 1); // returned to the Sidekick stack: it was still played
    expect(g.sidekicks[0]).toBe(side);
    const before = g.t.attack;
    playAll(g, 'Hero from Another Dimension');
    expect(g.t.attack - before).toBe(4);
  });

  it('Hero from Another Dimension: nothing without other cheap cards, and it does not count itself', () => {
    const g = board();
    playAll(g, 'S.H.I.E.L.D. Agent', 'Hero from Another Dimension');
    expect(g.t.attack).toBe(0);
    const h = board();
    playAll(h, 'Hero from Another Dimension', 'Hero from Another Dimension');
    expect(h.t.attack).toBe(2); // the second counts the first
  });

  it('Hero from Another Dimension: a Divided card counts with the card\'s cost (2), whichever side it was played as', () => {
    const g = board();
    const [d] = put(g, 0, 'hand', 'Protect My Family/Hot Bowl of Soup');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, d!);
    pick(g, defOf(g, d!).halves![0]!); // Protect My Family: +1 Attack, rescue a Bystander
    playAll(g, 'Hero from Another Dimension');
    expect(g.t.attack).toBe(1 + 2);
  });
});
