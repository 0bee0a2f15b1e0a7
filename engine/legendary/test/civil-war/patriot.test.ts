import '../../cards/civil-war/heroes/patriot.js';
import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

describe('Patriot', () => {
  it('Intuitive Tactician: +1 Attack per hero name among your non-S.H.I.E.L.D. heroes (itself, hand and played, a Divided card in hand twice)', () => {
    const g = cwGame(['Patriot']);
    const [it1] = put(g, 0, 'hand', 'Intuitive Tactician', 'Intuitive Tactician', 'S.H.I.E.L.D. Agent', 'Incredible Effort/Effortless', 'Hairball');
    put(g, 0, 'inPlay', 'Optic Blast'); // Cyclops, played earlier this turn
    refresh(g);
    playCard(g, it1!);
    // Patriot, Hawkeye (the Effortless side of the card in hand), Hairball, Cyclops; the Agent does not count
    expect(g.t.attack).toBe(4);
  });

  it('New Generation of Heroes: +1 Recruit per hero name; only Patriot itself with S.H.I.E.L.D. cards around', () => {
    const g = cwGame(['Patriot']);
    const [ng] = put(g, 0, 'hand', 'New Generation of Heroes', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, ng!);
    expect(g.t.recruit).toBe(1);

    const h = cwGame(['Patriot']);
    const [ng2] = put(h, 0, 'hand', 'New Generation of Heroes', 'Quick Draw', 'Optic Blast');
    refresh(h);
    playCard(h, ng2!);
    expect(h.t.recruit).toBe(3);
  });

  it('A played Divided card counts only the name of the side played', () => {
    const g = cwGame(['Patriot']);
    const [ie, it1] = put(g, 0, 'hand', 'Incredible Effort/Effortless', 'Intuitive Tactician');
    refresh(g);
    playCard(g, ie!);
    pick(g, defOf(g, ie!).halves![1]!); // Effortless: Hawkeye
    expect(g.t.recruit).toBe(3);
    playCard(g, it1!);
    expect(g.t.attack).toBe(2); // Patriot and Hawkeye
  });

  it('Incredible Effort: 1 Attack, Covert superpower +3 Attack', () => {
    const g = cwGame(['Patriot']);
    const [a, b] = put(g, 0, 'hand', 'Incredible Effort/Effortless', 'Incredible Effort/Effortless');
    refresh(g);
    playCard(g, a!);
    pick(g, defOf(g, a!).halves![0]!);
    expect(g.t.attack).toBe(1);
    playCard(g, b!);
    pick(g, defOf(g, b!).halves![0]!);
    expect(g.t.attack).toBe(1 + 4);
  });

  it('Lead the Young Avengers: three different hero names on top are drawn', () => {
    const g = cwGame(['Patriot']);
    const [ly] = put(g, 0, 'hand', 'Lead the Young Avengers');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Quick Draw', 'Optic Blast', 'Intuitive Tactician');
    refresh(g);
    playCard(g, ly!);
    expect(g.t.attack).toBe(3);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Intuitive Tactician', 'Optic Blast', 'Quick Draw']);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('Lead the Young Avengers: two names (a Wound has none) are put back in the order chosen', () => {
    const g = cwGame(['Patriot']);
    const [ly] = put(g, 0, 'hand', 'Lead the Young Avengers');
    const [w, qd, agent] = put(g, 0, 'deck', 'Wound', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, ly!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(reason(g)).toBe('put-back-order');
    pick(g, w!);
    pick(g, qd!);
    expect(g.players[0]!.deck).toEqual([agent, qd, w]);
  });

  it('Lead the Young Avengers: a Divided card brings both its names', () => {
    const g = cwGame(['Patriot']);
    const [ly] = put(g, 0, 'hand', 'Lead the Young Avengers');
    put(g, 0, 'deck', 'Incredible Effort/Effortless', 'Wound', 'Optic Blast');
    refresh(g);
    playCard(g, ly!);
    expect(g.players[0]!.hand).toHaveLength(3); // Patriot, Hawkeye, Cyclops
  });
});
