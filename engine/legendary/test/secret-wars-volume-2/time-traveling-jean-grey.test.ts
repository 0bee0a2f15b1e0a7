import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { BANK, BRIDGE, ROOFTOPS, SEWERS, STREETS, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { endTurn, make, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Time-Traveling Jean Grey']);
  refresh(g);
  return g;
}

describe('Time-Traveling Jean Grey', () => {
  it('Throw Over the Railing: with Covert, a villain on the Rooftops or the Bridge (the player picks) gets -2 Attack this turn', () => {
    const g = board();
    const [t1, t2] = put(g, 0, 'hand', 'Throw Over the Railing', 'Throw Over the Railing');
    putVillain(g, SEWERS, 'Hand Ninjas');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    putVillain(g, BRIDGE, 'Hand Ninjas');
    refresh(g);
    playCard(g, t1!);
    // no Covert card before: no question
    expect(reason(g)).toBe('main');
    playCard(g, t2!);
    expect(reason(g)).toBe('time-traveling-jean-grey:throw-over-the-railing:villain');
    expect(g.pending!.options).toEqual([ROOFTOPS, BRIDGE]);
    pick(g, BRIDGE);
    expect(villainAttack(g, BRIDGE)).toBe(1);
    expect(villainAttack(g, ROOFTOPS)).toBe(3);
    expect(villainAttack(g, SEWERS)).toBe(3);
    expect(g.t.attack).toBe(4);
  });

  it('Throw Over the Railing: with Covert but nobody on the Rooftops or the Bridge, nothing to choose', () => {
    const g = board();
    const [t1, t2] = put(g, 0, 'hand', 'Throw Over the Railing', 'Throw Over the Railing');
    putVillain(g, STREETS, 'Hand Ninjas');
    refresh(g);
    playCard(g, t1!);
    playCard(g, t2!);
    expect(reason(g)).toBe('main');
    expect(villainAttack(g, STREETS)).toBe(3);
  });

  it('Bridge to a Better Future: Bridge empty: the next hand has one more card', () => {
    const g = board();
    const [b] = put(g, 0, 'hand', 'Bridge to a Better Future');
    put(g, 0, 'deck', ...Array<string>(10).fill('S.H.I.E.L.D. Agent'));
    refresh(g);
    playCard(g, b!);
    expect(g.t.attack).toBe(0);
    expect(g.t.recruit).toBe(0);
    endTurn(g);
    expect(g.players[0]!.hand).toHaveLength(7);
  });

  it('Bridge to a Better Future: a villain on the Bridge, the usual hand', () => {
    const g = board();
    const [b] = put(g, 0, 'hand', 'Bridge to a Better Future');
    put(g, 0, 'deck', ...Array<string>(10).fill('S.H.I.E.L.D. Agent'));
    putVillain(g, BRIDGE, 'Hand Ninjas');
    refresh(g);
    playCard(g, b!);
    endTurn(g);
    expect(g.players[0]!.hand).toHaveLength(6);
  });

  it('Telekinesis: 3 Attack; a villain moves to an adjacent space, swapping with the villain there', () => {
    const g = board();
    const [tk] = put(g, 0, 'hand', 'Telekinesis');
    const ninja = putVillain(g, SEWERS, 'Hand Ninjas');
    const other = putVillain(g, BANK, 'Hand Ninjas');
    refresh(g);
    playCard(g, tk!);
    expect(g.t.attack).toBe(3);
    expect(reason(g)).toBe('time-traveling-jean-grey:telekinesis:villain');
    expect(g.pending!.options).toEqual([SEWERS, BANK, -1]);
    pick(g, SEWERS);
    // only the Bank is next to the Sewers: taken without a question
    expect(g.city[BANK]).toBe(ninja);
    expect(g.city[SEWERS]).toBe(other);
  });

  it('Telekinesis: a villain moves into an empty adjacent space; -1 declines', () => {
    const g = board();
    const [t1, t2] = put(g, 0, 'hand', 'Telekinesis', 'Telekinesis');
    const v = putVillain(g, ROOFTOPS, 'Hand Ninjas');
    refresh(g);
    playCard(g, t1!);
    pick(g, -1);
    expect(g.city[ROOFTOPS]).toBe(v);
    playCard(g, t2!);
    pick(g, ROOFTOPS);
    expect(reason(g)).toBe('time-traveling-jean-grey:telekinesis:to');
    expect(g.pending!.options).toEqual([BANK, STREETS]);
    pick(g, STREETS);
    expect(g.city[STREETS]).toBe(v);
    expect(g.city[ROOFTOPS]).toBe(-1);
  });

  it('Change History: X-Men team power: patrol an empty city space: the hero in the HQ space under it goes on top of the deck', () => {
    const g = board();
    const under = make(g, 'Quick Draw');
    g.hq[STREETS] = under;
    const next = g.heroDeck[g.heroDeck.length - 1];
    const [tr, ch] = put(g, 0, 'hand', 'Throw Over the Railing', 'Change History');
    for (const s of [SEWERS, BANK, ROOFTOPS, BRIDGE]) putVillain(g, s, 'Hand Ninjas');
    refresh(g);
    playCard(g, tr!);
    playCard(g, ch!);
    expect(g.t.attack).toBe(2 + 5);
    expect(reason(g)).toBe('time-traveling-jean-grey:change-history:space');
    // the Streets, or an occupied space (nothing gained)
    expect(g.pending!.options).toEqual([STREETS, -1]);
    pick(g, STREETS);
    const deck = g.players[0]!.deck;
    expect(deck[deck.length - 1]).toBe(under);
    expect(g.hq[STREETS]).toBe(next);
  });

  it('Change History: every city space empty: a gain is not optional', () => {
    const g = board();
    const [tr, ch] = put(g, 0, 'hand', 'Throw Over the Railing', 'Change History');
    refresh(g);
    playCard(g, tr!);
    playCard(g, ch!);
    expect(g.pending!.options).toEqual([SEWERS, BANK, ROOFTOPS, STREETS, BRIDGE]);
    const h = g.hq[BANK]!;
    pick(g, BANK);
    expect(g.players[0]!.deck).toEqual([h]);
  });

  it('Change History: no X-Men card played before, nothing is gained', () => {
    const g = board();
    const [ch] = put(g, 0, 'hand', 'Change History');
    refresh(g);
    playCard(g, ch!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toEqual([]);
  });
});
