import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh, woundNow } from '../helpers.js';
import { capGame, giveBystanders } from './game.js';

describe('Captain America (Falcon)', () => {
  it('Aerial Catch: Instinct superpower: rescue a Bystander', () => {
    const g = capGame();
    const [a, b] = put(g, 0, 'hand', 'Aerial Catch', 'Aerial Catch');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.victory).toEqual([]);
    playCard(g, b!);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.t.recruit).toBe(4);
  });

  it('Winged Salvation: Savior: +2 Attack (tested with the Savior rule)', () => {
    const g = capGame();
    giveBystanders(g, 0, 3);
    const [w] = put(g, 0, 'hand', 'Winged Salvation');
    refresh(g);
    playCard(g, w!);
    expect(g.t.attack).toBe(4);
  });

  it('Flying Shield Block: once per turn, when any player would gain a Wound, reveal it to rescue a Bystander instead', () => {
    const g = capGame();
    put(g, 1, 'hand', 'Flying Shield Block');
    woundNow(g, 0);
    expect(reason(g)).toBe('captain-america-falcon:flying-shield-block');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander']);
    // used this turn: the next Wound is gained
    woundNow(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Flying Shield Block: when one player declines, the next who holds an unused copy is asked; a used copy does not hide another', () => {
    const g = capGame();
    put(g, 0, 'hand', 'Flying Shield Block');
    put(g, 1, 'hand', 'Flying Shield Block', 'Flying Shield Block');
    woundNow(g, 0);
    expect(g.pending!.player).toBe(0); // the one gaining is asked first
    pick(g, 0);
    expect(reason(g)).toBe('captain-america-falcon:flying-shield-block');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander']);
    // player 1's first copy is used: their second one is still offered
    woundNow(g, 1);
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander', 'Bystander']);
    // everyone declines: the Wound is gained
    woundNow(g, 1);
    expect(g.pending!.player).toBe(0); // player 1 has no unused copy left
    pick(g, 0);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Star-Spangled Hero: +2 Attack per hero class; Savior: +2 Recruit per class too', () => {
    for (const savior of [false, true]) {
      const g = capGame();
      if (savior) giveBystanders(g, 0, 3);
      const [s] = put(g, 0, 'hand', 'Star-Spangled Hero', 'Bionic Arm', 'Sniper Nest');
      refresh(g);
      playCard(g, s!);
      expect(g.t.attack).toBe(6); // Covert, Strength, Tech
      expect(g.t.recruit).toBe(savior ? 6 : 0);
    }
  });
});
