import { describe, expect, it } from 'vitest';
import { act, ACT_FIGHT, cleanBoard, fight, make, mainActions, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import { mastermindAttack, villainAttack } from '../rules.js';

describe('Storm', () => {
  it('Gathering Stormclouds draws a card only after a Ranged card', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', 'Gathering Stormclouds', 'Gathering Stormclouds');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand.length).toBe(1);
    playCard(g, b!);
    expect(g.players[0]!.hand.length).toBe(1);
    expect(g.t.drawn).toBe(1);
    expect(g.t.recruit).toBe(4);
  });

  it('Lightning Bolt gives a villain on the Rooftops -2 Attack, not one elsewhere', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'HYDRA Kidnappers');
    putVillain(g, 3, 'HYDRA Kidnappers');
    const [lb] = put(g, 0, 'hand', 'Lightning Bolt');
    refresh(g);
    playCard(g, lb!);
    expect(villainAttack(g, 2)).toBe(1);
    expect(villainAttack(g, 3)).toBe(3);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 2));
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 3));
    fight(g, 2);
    expect(g.t.attack).toBe(1);
  });

  it('Spinning Cyclone moves a villain (swapping) and rescues its Bystanders', () => {
    const g = cleanBoard(setupGame());
    const v1 = putVillain(g, 1, 'HYDRA Kidnappers');
    const v3 = putVillain(g, 3, 'Hand Ninjas');
    const b1 = make(g, 'Bystander'), b2 = make(g, 'Bystander'), b3 = make(g, 'Bystander');
    g.att[1] = [b1, b2];
    g.att[3] = [b3];
    const [sc] = put(g, 0, 'hand', 'Spinning Cyclone');
    refresh(g);
    playCard(g, sc!);
    expect(g.t.attack).toBe(4);
    expect(reason(g)).toBe('storm:spinning-cyclone:villain');
    expect(g.pending!.options).toEqual([1, 3, -1]);
    pick(g, 1);
    expect(reason(g)).toBe('storm:spinning-cyclone:to');
    expect(g.pending!.options).toEqual([0, 2, 3, 4]);
    pick(g, 3);
    expect(g.city[3]).toBe(v1);
    expect(g.city[1]).toBe(v3);
    expect(g.att[3]).toEqual([]);
    expect(g.att[1]).toEqual([b3]); // the swapped villain keeps its Bystander
    expect(g.players[0]!.victory).toEqual([b1, b2]);
  });

  it('Spinning Cyclone may be declined', () => {
    const g = cleanBoard(setupGame());
    const v1 = putVillain(g, 1, 'HYDRA Kidnappers');
    const b1 = make(g, 'Bystander');
    g.att[1] = [b1];
    const [sc] = put(g, 0, 'hand', 'Spinning Cyclone');
    refresh(g);
    playCard(g, sc!);
    pick(g, -1);
    expect(g.city[1]).toBe(v1);
    expect(g.att[1]).toEqual([b1]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Spinning Cyclone with an empty city asks nothing', () => {
    const g = cleanBoard(setupGame());
    const [sc] = put(g, 0, 'hand', 'Spinning Cyclone');
    refresh(g);
    playCard(g, sc!);
    expect(reason(g)).toBe('main');
  });

  it('Tidal Wave: Bridge villain -2; the Mastermind -2 only with the Ranged superpower', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 4, 'HYDRA Kidnappers');
    const [tw] = put(g, 0, 'hand', 'Tidal Wave');
    refresh(g);
    playCard(g, tw!);
    expect(villainAttack(g, 4)).toBe(1);
    expect(mastermindAttack(g)).toBe(7);

    const h = cleanBoard(setupGame());
    const [lb, tw2] = put(h, 0, 'hand', 'Lightning Bolt', 'Tidal Wave');
    refresh(h);
    playCard(h, lb!);
    playCard(h, tw2!);
    expect(mastermindAttack(h)).toBe(5);
    expect(h.t.attack).toBe(2 + 5);
  });
});
