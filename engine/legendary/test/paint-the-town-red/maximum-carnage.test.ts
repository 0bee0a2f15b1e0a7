import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, names, put, putVillain, refresh } from '../helpers.js';
import { setHq, villainEnters } from '../villain-fixtures.js';
import { ptGame } from './setup.js';
import { escapesPt } from './villains.js';

describe('Maximum Carnage: Carrion', () => {
  it('Feast: eating a hero that costs 1 or more puts him back in the city space he was fought in', () => {
    const g = ptGame();
    const v = putVillain(g, 2, 'Carrion');
    const [hero] = put(g, 0, 'deck', 'Fixture Cost 2');
    g.t.attack = 4;
    refresh(g);
    fight(g, 2);
    expect(g.ko).toEqual([hero]);
    expect(g.city[2]).toBe(v);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('eating a 0-cost hero (or a Wound) leaves him defeated', () => {
    const g = ptGame();
    const v = putVillain(g, 2, 'Carrion');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    g.t.attack = 4;
    refresh(g);
    fight(g, 2);
    expect(g.city[2]).toBe(-1);
    expect(g.players[0]!.victory).toEqual([v]);
  });
});

describe('Maximum Carnage: Demogoblin', () => {
  it('Ambush: he captures a Bystander; Fight: Feast', () => {
    const g = ptGame();
    villainEnters(g, 'Demogoblin');
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
    const [top] = put(g, 0, 'deck', 'Fixture Cost 3');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(g.ko).toEqual([top]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Demogoblin', 'Bystander']);
  });
});

describe('Maximum Carnage: Doppelganger', () => {
  it('his Attack is the cost of the hero in the HQ space under him (0 with none); Fight: Feast', () => {
    const g = ptGame();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 7', '', 'Fixture Cost 3', 'Fixture Cost 5');
    putVillain(g, 1, 'Doppelganger');
    expect(villainAttack(g, 1)).toBe(7);
    putVillain(g, 2, 'Doppelganger');
    expect(villainAttack(g, 2)).toBe(0);
    const [top] = put(g, 0, 'deck', 'Wound');
    g.t.attack = 7;
    refresh(g);
    fight(g, 1);
    expect(g.ko).toEqual([top]);
  });
});

describe('Maximum Carnage: Shriek', () => {
  it('Feast on a 0-cost hero: each other player gains a Wound; not on a costlier card', () => {
    const g = ptGame({ players: 3 });
    putVillain(g, 0, 'Shriek');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
    const h = ptGame({ players: 3 });
    putVillain(h, 0, 'Shriek');
    put(h, 0, 'deck', 'Fixture Cost 2');
    h.t.attack = 6;
    refresh(h);
    fight(h, 0);
    expect(h.players[1]!.discard).toEqual([]);
  });

  it('Escape: each player gains a Wound', () => {
    const g = ptGame();
    escapesPt(g, 'Shriek');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
