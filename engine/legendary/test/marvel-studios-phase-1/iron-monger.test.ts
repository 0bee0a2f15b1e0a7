import { describe, expect, it } from 'vitest';
import { BANK, cardVp, isVillain, villainAttack } from '../../rules.js';
import { newGame } from '../../setup.js';
import { names, pick, put, putVillain, reason } from '../helpers.js';
import { fightTactic, strike } from '../dark-city/mastermind-fixtures.js';
import { mk, p1Board, fightWithAttack } from './fixtures.js';

const board = (o = {}) => p1Board({ mastermind: 'Iron Monger', ...o });

describe('Iron Monger', () => {
  it('leads the Iron Foes (Phase 1 alone too)', () => {
    expect(newGame({ players: 2, seed: 3, sets: ['marvel-studios-phase-1'], mastermind: 'Iron Monger' }).setup.villains).toContain('Iron Foes');
  });

  it('Master Strike with the Bank empty: the strike enters the Bank as a 6-Attack villain, worth 4 VP when defeated', () => {
    const g = board();
    strike(g);
    const s = g.city[BANK]!;
    expect(names(g, [s])).toEqual(['Master Strike']);
    expect(g.ko).not.toContain(s);
    expect(isVillain(g, s)).toBe(true);
    expect(villainAttack(g, BANK)).toBe(6);
    expect(g.players.every((pl) => pl.discard.length === 0)).toBe(true);
    fightWithAttack(g, BANK);
    expect(g.players[0]!.victory).toEqual([s]);
    expect(cardVp(g, 0, s)).toBe(4);
  });

  it('Master Strike with a villain in the Bank: each player gains a Wound, the strike is KO\'d', () => {
    const g = board();
    putVillain(g, BANK, 'Hand Ninjas');
    strike(g);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
    expect(names(g, g.ko)).toEqual(['Master Strike']);
  });

  it('Hostile Takeover: with the Bank empty, the top Villain Deck card, a villain, enters the Bank; not with the Bank taken', () => {
    const g = board();
    const v = mk(g, 'Whiplash');
    g.villainDeck.push(v);
    fightTactic(g, 'Hostile Takeover');
    expect(g.city[BANK]).toBe(v);
    const h = board();
    const n = putVillain(h, BANK, 'Hand Ninjas');
    const w = mk(h, 'Whiplash');
    h.villainDeck.push(w);
    fightTactic(h, 'Hostile Takeover');
    expect(h.city[BANK]).toBe(n);
    expect(h.villainDeck[h.villainDeck.length - 1]).toBe(w);
  });

  it("a villain entering the Bank by a tactic does its Ambush (rulebook silent: worst reading for the players)", () => {
    const g = board();
    const l = mk(g, 'Laufey, Frost Giant King');
    g.villainDeck.push(l);
    fightTactic(g, 'Hostile Takeover');
    expect(g.city[BANK]).toBe(l);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });

  it('Overloaded Arsenal: each other player reveals a Tech hero or gains a Wound, then a Ranged hero or gains a Wound', () => {
    const g = board();
    put(g, 1, 'hand', 'Fixture Tech');
    fightTactic(g, 'Overloaded Arsenal');
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']); // no Ranged hero
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Sonic Stunner: each other player reveals a Tech hero or discards down to four cards', () => {
    const g = board({ players: 3 });
    put(g, 1, 'hand', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    put(g, 2, 'hand', 'Fixture Tech', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    fightTactic(g, 'Sonic Stunner');
    expect(g.players[1]!.hand.length).toBe(4);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(g.players[2]!.hand.length).toBe(6);
  });

  it('Sonic Stunner: the number of discards is fixed when it resolves; Unending Energy returned to the hand is not discarded again (as Magneto\'s strike)', () => {
    const g = board({ players: 2 });
    put(g, 1, 'hand', 'Unending Energy', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    fightTactic(g, 'Sonic Stunner');
    expect(reason(g)).toBe('discard-a-card');
    pick(g, g.pending!.options.find((c) => names(g, [c])[0] === 'Unending Energy')!);
    expect(reason(g)).toBe('unending-energy-return');
    pick(g, 1);
    expect(reason(g)).not.toBe('discard-a-card');
    expect(g.players[1]!.hand.length).toBe(5);
  });

  it('Unexpected Betrayal: with the Bank empty, the player on your right puts a villain from their victory pile into the Bank', () => {
    const g = board({ players: 3 });
    put(g, 2, 'victory', 'Bystander', 'Hand Ninjas');
    const w = mk(g, 'Whiplash');
    g.players[2]!.victory.push(w);
    fightTactic(g, 'Unexpected Betrayal');
    expect(reason(g)).toBe('iron-monger:unexpected-betrayal:chosen');
    expect(g.pending!.player).toBe(2);
    expect(names(g, g.pending!.options)).toEqual(['Hand Ninjas', 'Whiplash']);
    pick(g, w);
    expect(g.city[BANK]).toBe(w);
    expect(names(g, g.players[2]!.victory)).toEqual(['Bystander', 'Hand Ninjas']);
    const h = board({ players: 3 });
    putVillain(h, BANK, 'Hand Ninjas');
    put(h, 2, 'victory', 'Hand Ninjas');
    fightTactic(h, 'Unexpected Betrayal');
    expect(h.players[2]!.victory.length).toBe(1);
  });
});
