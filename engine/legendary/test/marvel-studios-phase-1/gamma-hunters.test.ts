import { describe, expect, it } from 'vitest';
import { STREETS, villainAttack } from '../../rules.js';
import { names, pick, put, putVillain, reason } from '../helpers.js';
import { fillCity, setHq } from '../villain-fixtures.js';
import { settle } from '../dark-city/mastermind-fixtures.js';
import { enters, p1Board, putP1, fightWithAttack } from './fixtures.js';

const ROSS = 'Lt. Gen “Thunderbolt” Ross';

describe('Gamma Hunters', () => {
  it('Sonic Cannon: Ambush, each player discards two cards, then draws one', () => {
    const g = p1Board();
    put(g, 0, 'hand', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 7');
    put(g, 0, 'deck', 'Fixture Cost 5');
    put(g, 1, 'hand', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Tech');
    put(g, 1, 'deck', 'Fixture Covert');
    enters(g, 'Sonic Cannon');
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(0);
    settle(g);
    expect(names(g, g.players[0]!.discard)).toEqual(['Fixture Cost 2', 'Fixture Cost 3']);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Cost 7', 'Fixture Cost 5']);
    expect(g.players[1]!.discard.length).toBe(2);
    expect(names(g, g.players[1]!.hand)).toEqual(['Fixture Tech', 'Fixture Covert']);
  });

  it('Sonic Cannon: Escape does the same', () => {
    const g = p1Board();
    fillCity(g);
    putP1(g, 4, 'Sonic Cannon');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 0, 'hand', 'Fixture Cost 2', 'Fixture Cost 3');
    put(g, 0, 'deck', 'Fixture Cost 5');
    enters(g, 'HYDRA Pilots');
    settle(g);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Cost 5']);
    expect(g.players[0]!.discard.length).toBe(2);
  });

  it("Ross: a player with a Strength card in hand discards one of them or gains a Wound; one without is spared", () => {
    const g = p1Board();
    const [s] = put(g, 0, 'hand', 'Fixture Strength', 'Fixture Cost 2');
    put(g, 1, 'hand', 'Fixture Cost 3');
    enters(g, ROSS);
    expect(reason(g)).toBe('gamma-hunters:ross:wound-instead');
    pick(g, 0); // discard instead
    expect(g.players[0]!.discard).toEqual([s]);
    expect(g.players[1]!.discard).toEqual([]);
    const h = p1Board();
    put(h, 0, 'hand', 'Fixture Strength');
    enters(h, ROSS);
    pick(h, 1); // the Wound
    expect(names(h, h.players[0]!.discard)).toEqual(['Wound']);
    expect(names(h, h.players[0]!.hand)).toEqual(['Fixture Strength']);
  });

  it('Abomination: Streets Conqueror 3; Ambush, with the Streets empty another villain moves there', () => {
    const g = p1Board();
    const n = putVillain(g, 1, 'Hand Ninjas');
    const a = enters(g, 'Abomination, Raging Monster');
    // one villain to move: moved without a question (the Ninjas were pushed to the Rooftops)
    expect(g.city[STREETS]).toBe(n);
    expect(villainAttack(g, 0)).toBe(7);
    expect(g.city[0]).toBe(a);
    const h = p1Board();
    const m = putVillain(h, STREETS, 'Hand Ninjas');
    enters(h, 'Abomination, Raging Monster');
    expect(h.city[STREETS]).toBe(m);
    expect(villainAttack(h, 0)).toBe(7);
  });

  it('Fighter Jet: Streets Conqueror 2; Fight, KO one of your heroes', () => {
    const g = p1Board();
    putP1(g, 0, 'Fighter Jet');
    expect(villainAttack(g, 0)).toBe(3);
    putVillain(g, STREETS, 'Hand Ninjas');
    expect(villainAttack(g, 0)).toBe(5);
    const [h1] = put(g, 0, 'hand', 'Fixture Cost 2', 'Fixture Cost 3');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    pick(g, h1!);
    expect(g.ko).toContain(h1);
  });
});
