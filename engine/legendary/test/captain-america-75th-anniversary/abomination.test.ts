// Abomination and Ultimate Abomination, from the Universal Rulebook: "This Villain gets +Attack equal to the printed
// Attack of the Hero in the HQ space under this Villain's city space"; "This Mastermind gets +Attack equal to the total
// printed Attack of all the Heroes in the HQ"; an Abomination villain's Attack goes up and down as it moves.
import { describe, expect, it } from 'vitest';
import { BANK, SEWERS, mastermindAttack, moveVillain, villainAttack } from '../../rules.js';
import { putVillain } from '../helpers.js';
import { capGame, hqHero } from './game.js';

describe('Abomination (rule)', () => {
  it('adds the printed Attack of the hero in the HQ space under the villain, and changes as it moves', () => {
    const g = capGame();
    hqHero(g, SEWERS, 'Punch Evil in the Face'); // 5
    hqHero(g, BANK, 'Aerial Catch'); // no Attack icon: 0
    putVillain(g, SEWERS, 'Doughboy');
    expect(villainAttack(g, SEWERS)).toBe(9);
    moveVillain(g, SEWERS, BANK);
    expect(villainAttack(g, BANK)).toBe(4);
  });

  it('a "2+" hero adds its printed 2; an empty HQ space adds nothing', () => {
    const g = capGame();
    hqHero(g, SEWERS, 'Winged Salvation');
    putVillain(g, SEWERS, 'Man-Fish');
    expect(villainAttack(g, SEWERS)).toBe(7);
    g.hq[SEWERS] = -1;
    expect(villainAttack(g, SEWERS)).toBe(5);
  });

  it('Ultimate Abomination (Arnim Zola) adds the printed Attack of every HQ hero', () => {
    const g = capGame();
    const attacks = [5, 0, 2, 4, 3];
    ['Punch Evil in the Face', 'Aerial Catch', 'Winged Salvation', 'Flying Shield Block', 'KGB Training'].forEach((n, s) => hqHero(g, s, n));
    expect(mastermindAttack(g)).toBe(6 + attacks.reduce((a, b) => a + b, 0));
  });
});
