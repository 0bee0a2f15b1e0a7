import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { SEWERS } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, putVillain, reason, recruit, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Elsa Bloodstone']);
  refresh(g);
  return g;
}

describe('Elsa Bloodstone', () => {
  it('Bloodstone Pendant: Spectrum (three classes among hand and cards played): may KO a card from hand or discard pile for +1 Recruit', () => {
    const g = board();
    const [bp, bolt, w] = put(g, 0, 'hand', 'Bloodstone Pendant', 'Lightning Bolt', 'Wound', 'Team Player');
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, bp!);
    expect(reason(g)).toBe('elsa-bloodstone:bloodstone-pendant:ko');
    expect(g.pending!.options).toContain(-1);
    expect(g.pending!.options).toContain(d);
    expect(g.pending!.options).toContain(bolt);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.t.recruit).toBe(2 + 1);
  });

  it('Bloodstone Pendant: declining gives nothing more; with two classes only nothing is asked', () => {
    const g = board();
    const [bp] = put(g, 0, 'hand', 'Bloodstone Pendant', 'Lightning Bolt', 'Wound', 'Team Player');
    refresh(g);
    playCard(g, bp!);
    pick(g, -1);
    expect(g.ko).toEqual([]);
    expect(g.t.recruit).toBe(2);
    const h = board();
    const [b2] = put(h, 0, 'hand', 'Bloodstone Pendant', 'Lightning Bolt', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(h);
    playCard(h, b2!);
    expect(reason(h)).toBe('main');
    expect(h.t.recruit).toBe(2);
  });

  it('Monster Hunter: the Sewers empty: rescue a Bystander; occupied: nothing', () => {
    const g = board();
    const [mh] = put(g, 0, 'hand', 'Monster Hunter');
    refresh(g);
    playCard(g, mh!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.victory).toHaveLength(1);
    const h = board();
    putVillain(h, SEWERS, 'Hand Ninjas');
    const [m2] = put(h, 0, 'hand', 'Monster Hunter');
    refresh(h);
    playCard(h, m2!);
    expect(h.t.attack).toBe(2);
    expect(h.players[0]!.victory).toHaveLength(0);
  });

  it('Defend the S.H.I.E.L.D. Wall: +1 Attack per other S.H.I.E.L.D. hero played before it (grey ones too)', () => {
    const g = board();
    const [a, t, bolt, mh, wall] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Lightning Bolt', 'Monster Hunter', 'Defend the S.H.I.E.L.D. Wall');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent'); // in hand, not played
    putVillain(g, SEWERS, 'Hand Ninjas');
    refresh(g);
    for (const c of [a, t, bolt, mh]) playCard(g, c!);
    const before = g.t.attack;
    playCard(g, wall!);
    expect(g.t.attack - before).toBe(3);
  });

  it('Defend the S.H.I.E.L.D. Wall: Wall-Crawl: once recruited it may go on top of the deck', () => {
    const g = board();
    const wall = make(g, 'Defend the S.H.I.E.L.D. Wall');
    g.hq[0] = wall;
    g.t.recruit = 6;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('wall-crawl:put-on-deck');
    pick(g, 1);
    expect(g.players[0]!.deck[g.players[0]!.deck.length - 1]).toBe(wall);
  });

  it('Prodigy of Ulysses Bloodstone: Spectrum: +3 Attack; with two classes only 6', () => {
    const g = board();
    const [pr] = put(g, 0, 'hand', 'Prodigy of Ulysses Bloodstone', 'Lightning Bolt', 'Team Player');
    refresh(g);
    playCard(g, pr!);
    expect(g.t.attack).toBe(6 + 3);
    const h = board();
    const [p2] = put(h, 0, 'hand', 'Prodigy of Ulysses Bloodstone', 'Lightning Bolt', 'S.H.I.E.L.D. Agent');
    refresh(h);
    playCard(h, p2!);
    expect(h.t.attack).toBe(6);
  });
});
