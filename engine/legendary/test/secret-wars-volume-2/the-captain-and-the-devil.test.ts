import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { BANK, BRIDGE, ROOFTOPS, STREETS, mastermindAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['The Captain and the Devil']);
  refresh(g);
  return g;
}

describe('The Captain and the Devil', () => {
  it('Jurassic America: 1 Recruit with two classes only', () => {
    const g = board();
    const [j] = put(g, 0, 'hand', 'Jurassic America', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, j!);
    expect(g.t.recruit).toBe(1);
  });

  it('Jurassic America with Spectrum (its own Strength and Tech, an Instinct card in hand): 3 Recruit', () => {
    const g = board();
    const [j] = put(g, 0, 'hand', 'Jurassic America', 'Quick Draw');
    refresh(g);
    playCard(g, j!);
    expect(g.t.recruit).toBe(3);
  });

  it('Patriotic Chomp: 2 Attack with two classes; 4 with Spectrum', () => {
    const g = board();
    const [c1, c2] = put(g, 0, 'hand', 'Patriotic Chomp', 'Patriotic Chomp', 'Team Player');
    refresh(g);
    playCard(g, c1!);
    expect(g.t.attack).toBe(2);
    put(g, 0, 'hand', 'Lightning Bolt');
    refresh(g);
    playCard(g, c2!);
    expect(g.t.attack).toBe(2 + 4);
  });

  it('Feeding Grounds: 3 Attack; with the Streets empty you may KO a card from hand or discard pile', () => {
    const g = board();
    const [w] = put(g, 0, 'discard', 'Wound');
    const [f, a] = put(g, 0, 'hand', 'Feeding Grounds', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, f!);
    expect(g.t.attack).toBe(3);
    expect(reason(g)).toBe('the-captain-and-the-devil:feeding-grounds:ko');
    expect(g.pending!.options.sort()).toEqual([-1, w!, a!].sort());
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Feeding Grounds: declining KOs nothing', () => {
    const g = board();
    const [w] = put(g, 0, 'discard', 'Wound');
    const [f] = put(g, 0, 'hand', 'Feeding Grounds');
    refresh(g);
    playCard(g, f!);
    pick(g, -1);
    expect(g.players[0]!.discard).toEqual([w]);
  });

  it('Feeding Grounds: no KO offered with a villain in the Streets', () => {
    const g = board();
    putVillain(g, STREETS, 'Hand Ninjas');
    put(g, 0, 'discard', 'Wound');
    const [f] = put(g, 0, 'hand', 'Feeding Grounds');
    refresh(g);
    playCard(g, f!);
    expect(reason(g)).toBe('main');
  });

  it('Dino-Roar of Triumph: each villain you defeat gives -2 Attack to the villains beside it; the Mastermind beside the board is next to no city space (rulebook silent: the reading worst for the players)', () => {
    const g = board();
    putVillain(g, BANK, 'Hand Ninjas');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    putVillain(g, STREETS, 'Hand Ninjas');
    putVillain(g, BRIDGE, 'Hand Ninjas');
    const mm = mastermindAttack(g);
    const [d] = put(g, 0, 'hand', 'Dino-Roar of Triumph');
    refresh(g);
    playCard(g, d!);
    expect(g.t.attack).toBe(6);
    fight(g, BRIDGE);
    expect(villainAttack(g, STREETS)).toBe(1);
    expect(villainAttack(g, ROOFTOPS)).toBe(3);
    expect(mastermindAttack(g)).toBe(mm);
    fight(g, STREETS);
    expect(villainAttack(g, ROOFTOPS)).toBe(1);
    expect(villainAttack(g, BANK)).toBe(3);
    expect(mastermindAttack(g)).toBe(mm);
  });

  it('Dino-Roar of Triumph: the effect stays on a villain that moves', () => {
    const g = board();
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const v = putVillain(g, STREETS, 'Hand Ninjas');
    const [d] = put(g, 0, 'hand', 'Dino-Roar of Triumph');
    refresh(g);
    playCard(g, d!);
    fight(g, ROOFTOPS);
    expect(villainAttack(g, STREETS)).toBe(1);
    g.city[BRIDGE] = v; g.city[STREETS] = -1;
    expect(villainAttack(g, BRIDGE)).toBe(1);
  });

  it('Dino-Roar of Triumph: nothing happens to neighbours without it, or across a destroyed space (reading worst for the players)', () => {
    const g = board();
    putVillain(g, BANK, 'Hand Ninjas');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    putVillain(g, BRIDGE, 'Hand Ninjas');
    const mm = mastermindAttack(g);
    g.t.attack = 6;
    refresh(g);
    fight(g, BRIDGE);
    expect(mastermindAttack(g)).toBe(mm);
    fight(g, ROOFTOPS);
    expect(villainAttack(g, BANK)).toBe(3);

    const h = board();
    putVillain(h, ROOFTOPS, 'Hand Ninjas');
    putVillain(h, BRIDGE, 'Hand Ninjas');
    h.cityDestroyed = 1 << STREETS;
    const [d] = put(h, 0, 'hand', 'Dino-Roar of Triumph');
    refresh(h);
    playCard(h, d!);
    fight(h, BRIDGE);
    expect(villainAttack(h, ROOFTOPS)).toBe(3);
  });
});
