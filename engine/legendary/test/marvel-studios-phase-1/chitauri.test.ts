import { describe, expect, it } from 'vitest';
import { ROOFTOPS, destroyCitySpace, villainAttack } from '../../rules.js';
import { make, names, put, putVillain } from '../helpers.js';
import { enters, kinds, mk, p1Board, putP1, fightWithAttack } from './fixtures.js';
import { fillCity, setHq } from '../villain-fixtures.js';

describe('Chitauri', () => {
  it('every card has Rooftops Conqueror 2 (printed 3/3/5/4)', () => {
    const g = p1Board();
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const slots = ['Chitauri Soldier', 'Chitauri Commander', 'Chitauri Leviathan', 'Chitauri Chariot'].map((n, i) => { putP1(g, i === 2 ? 4 : i, n); return i === 2 ? 4 : i; });
    expect(slots.map((s) => villainAttack(g, s))).toEqual([5, 5, 7, 6]);
  });

  it('Soldier: Ambush captures a Bystander from the stack', () => {
    const g = p1Board();
    const before = g.bystanders.length;
    const c = enters(g, 'Chitauri Soldier');
    expect(g.city[0]).toBe(c);
    expect(kinds(g, g.att[0]!)).toEqual(['bystander']);
    expect(g.bystanders.length).toBe(before - 1);
  });

  it('Commander: with the Rooftops empty, the top Villain Deck card, a villain, enters the Rooftops; its Ambush happens (rulebook silent: worst reading for the players)', () => {
    const g = p1Board();
    const soldier = mk(g, 'Chitauri Soldier');
    g.villainDeck.push(soldier);
    const c = enters(g, 'Chitauri Commander');
    expect(g.city[0]).toBe(c);
    expect(g.city[ROOFTOPS]).toBe(soldier);
    expect(kinds(g, g.att[ROOFTOPS]!)).toEqual(['bystander']); // the Soldier's Ambush
  });

  it('Commander: nothing when the top card is not a villain, or when the Rooftops are taken', () => {
    const g = p1Board();
    const twist = make(g, 'Scheme Twist');
    g.villainDeck.push(twist);
    enters(g, 'Chitauri Commander');
    expect(g.city[ROOFTOPS]).toBe(-1);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(twist);
    const h = p1Board();
    const ninjas = putVillain(h, ROOFTOPS, 'Hand Ninjas');
    const soldier = mk(h, 'Chitauri Soldier');
    h.villainDeck.push(soldier);
    enters(h, 'Chitauri Commander');
    expect(h.city[ROOFTOPS]).toBe(ninjas);
    expect(h.villainDeck[h.villainDeck.length - 1]).toBe(soldier);
  });

  it('Commander: nothing when the Rooftops are destroyed (Galactus): villains can\'t move into a destroyed space', () => {
    const g = p1Board();
    destroyCitySpace(g, ROOFTOPS);
    const soldier = mk(g, 'Chitauri Soldier');
    g.villainDeck.push(soldier);
    enters(g, 'Chitauri Commander');
    expect(g.city[ROOFTOPS]).toBe(-1);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(soldier);
  });

  it('Chariot: with the Rooftops empty it moves there; not when they are taken', () => {
    const g = p1Board();
    const c = enters(g, 'Chitauri Chariot');
    expect(g.city[ROOFTOPS]).toBe(c);
    expect(g.city[0]).toBe(-1);
    const h = p1Board();
    putVillain(h, ROOFTOPS, 'Hand Ninjas');
    const d = enters(h, 'Chitauri Chariot');
    expect(h.city[0]).toBe(d);
  });

  it('Leviathan: Fight, each player without a Bystander in their victory pile gains a Wound', () => {
    const g = p1Board();
    putP1(g, 0, 'Chitauri Leviathan');
    put(g, 1, 'victory', 'Bystander');
    fightWithAttack(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
  });

  it('Leviathan: a Bystander it held, rescued by the fight, protects the fighter', () => {
    const g = p1Board();
    putP1(g, 0, 'Chitauri Leviathan');
    g.att[0]!.push(make(g, 'Bystander'));
    fightWithAttack(g, 0);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});

describe('Chitauri Leviathan escaping', () => {
  it('Escape: the same Wound for each player without a Bystander in their victory pile', () => {
    const g = p1Board();
    fillCity(g);
    putP1(g, 4, 'Chitauri Leviathan');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 0, 'victory', 'Bystander');
    enters(g, 'HYDRA Pilots');
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
