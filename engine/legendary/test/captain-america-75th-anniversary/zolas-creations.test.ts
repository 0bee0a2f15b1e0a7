import { describe, expect, it } from 'vitest';
import { BANK, BRIDGE, SEWERS, canFightSlot } from '../../rules.js';
import { fight, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { capGame, escape } from './game.js';

describe("Zola's Creations", () => {
  it('Captain Zolandia: +1 Recruit per hero class you have', () => {
    const g = capGame();
    putVillain(g, SEWERS, 'Captain Zolandia');
    put(g, 0, 'hand', 'Aerial Catch', 'Bionic Arm', 'Sniper Nest', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 20;
    refresh(g);
    fight(g, SEWERS);
    expect(g.t.recruit).toBe(3); // Instinct, Strength, Tech; the grey Trooper is no class
  });

  it('Doughboy: KO one of your heroes (no way to decline)', () => {
    const g = capGame();
    putVillain(g, SEWERS, 'Doughboy');
    const [a] = put(g, 0, 'hand', 'Aerial Catch', 'Bionic Arm');
    g.t.attack = 20;
    refresh(g);
    fight(g, SEWERS);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).not.toContain(-1);
    pick(g, a!);
    expect(g.ko).toContain(a);
  });

  it('Man-Fish: fought in the Sewers or on the Bridge, each other player gains a Wound; not in the Bank', () => {
    for (const [slot, wounds] of [[SEWERS, 1], [BRIDGE, 1], [BANK, 0]] as const) {
      const g = capGame();
      putVillain(g, slot, 'Man-Fish');
      g.t.attack = 20;
      refresh(g);
      fight(g, slot);
      expect(names(g, g.players[1]!.discard).filter((n) => n === 'Wound').length, `slot ${slot}`).toBe(wounds);
      expect(g.players[0]!.discard.length).toBe(0);
    }
  });

  it('Man-Fish: Escape: each player gains a Wound', () => {
    const g = capGame();
    escape(g, putVillain(g, BRIDGE, 'Man-Fish'), BRIDGE);
    for (const p of [0, 1]) expect(names(g, g.players[p]!.discard)).toContain('Wound');
  });

  it('Primus: can be fought only with a card costing 2, 3, 5 or 7 to discard, which the fight costs', () => {
    const g = capGame();
    putVillain(g, SEWERS, 'Primus');
    put(g, 0, 'hand', 'Storm the Beachhead'); // costs 5
    g.t.attack = 3;
    expect(canFightSlot(g, SEWERS)).toBe(true);
    const h = capGame();
    putVillain(h, SEWERS, 'Primus');
    put(h, 0, 'hand', 'Paramilitary Ops', 'S.H.I.E.L.D. Trooper'); // costs 4 and 0
    h.t.attack = 3;
    expect(canFightSlot(h, SEWERS)).toBe(false);
    refresh(g);
    fight(g, SEWERS);
    expect(names(g, g.players[0]!.discard)).toEqual(['Storm the Beachhead']);
    expect(names(g, g.players[0]!.victory)).toEqual(['Primus']);
  });

  it('Primus: Escape: each player discards a hero costing 2, 3, 5 or 7 (a Wound or a 4-cost hero will not do)', () => {
    const g = capGame();
    const [b] = put(g, 0, 'hand', 'Bionic Arm', 'Paramilitary Ops', 'Wound');
    put(g, 1, 'hand', 'Paramilitary Ops');
    escape(g, putVillain(g, BRIDGE, 'Primus'), BRIDGE);
    expect(names(g, g.players[0]!.discard)).toEqual(['Bionic Arm']);
    expect(g.players[0]!.discard).toEqual([b]);
    expect(g.players[1]!.discard).toEqual([]);
  });
});

