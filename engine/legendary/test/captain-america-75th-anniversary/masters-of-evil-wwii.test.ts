// Masters of Evil (WWII): a group apart from core's Masters of Evil (their names are qualified where both sets play).
import { describe, expect, it } from 'vitest';
import { SEWERS } from '../../rules.js';
import { fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { capGame, escape, giveBystanders } from './game.js';

describe('Masters of Evil (WWII)', () => {
  it('every one captures a Bystander when it enters (Ambush)', () => {
    for (const n of ['Black Knight', 'Executioner', 'Melter (WWII)', 'Radioactive Man']) {
      const g = capGame();
      onVillainDeck(g, n, 'Masters of Evil (WWII)'); // Civil War's Thunderbolts have a Radioactive Man too
      revealVillainCard(g);
      expect(names(g, g.att[SEWERS]!), n).toEqual(['Bystander']);
    }
  });

  it('Black Knight: Savior: KO one of your heroes; without Savior nothing', () => {
    for (const savior of [false, true]) {
      const g = capGame();
      giveBystanders(g, 0, savior ? 3 : 0);
      putVillain(g, SEWERS, 'Black Knight');
      const [a] = put(g, 0, 'hand', 'Aerial Catch', 'Bionic Arm');
      g.t.attack = 4;
      refresh(g);
      fight(g, SEWERS);
      if (savior) { expect(reason(g)).toBe('ko-chosen'); pick(g, a!); expect(g.ko).toContain(a); } else expect(reason(g)).toBe('main');
    }
  });

  it('Executioner: Escape: each player KOs a Bystander from their victory pile', () => {
    const g = capGame();
    const [b] = giveBystanders(g, 0, 2);
    giveBystanders(g, 1, 1);
    escape(g, putVillain(g, 4, 'Executioner'), 4);
    expect(g.ko).toContain(b);
    expect(g.players[0]!.victory.length).toBe(1);
    expect(g.players[1]!.victory.length).toBe(0);
  });

  it("Melter (WWII): Savior: you choose to KO each player's top card or put it back", () => {
    const g = capGame();
    giveBystanders(g, 0, 3);
    putVillain(g, SEWERS, 'Melter (WWII)');
    const [w] = put(g, 0, 'deck', 'Wound');
    const [k] = put(g, 1, 'deck', 'Bionic Arm');
    g.t.attack = 5;
    refresh(g);
    fight(g, SEWERS);
    expect(reason(g)).toBe('masters-of-evil-wwii:melter:ko-top');
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(reason(g)).toBe('masters-of-evil-wwii:melter:ko-top');
    pick(g, -1);
    expect(g.players[1]!.deck).toEqual([k]);
  });

  it('Radioactive Man: Fight and Escape: each player who is not a Savior gains a Wound', () => {
    const g = capGame();
    giveBystanders(g, 1, 3);
    putVillain(g, SEWERS, 'Radioactive Man', 'Masters of Evil (WWII)');
    g.t.attack = 5;
    refresh(g);
    fight(g, SEWERS);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
    const h = capGame();
    giveBystanders(h, 0, 3);
    escape(h, putVillain(h, 4, 'Radioactive Man', 'Masters of Evil (WWII)'), 4);
    expect(h.players[0]!.discard).toEqual([]);
    expect(names(h, h.players[1]!.discard)).toEqual(['Wound']);
    void make;
  });
});
