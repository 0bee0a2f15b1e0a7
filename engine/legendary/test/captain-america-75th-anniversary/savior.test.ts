// Savior, from the Universal Rulebook: "Use this ability if you have at least 3 Bystanders in your Victory Pile." The
// Bystanders a defeated villain held are in the victory pile before its Savior ability is checked; a Bystander a
// hero card rescues counts for that hero's own Savior ability.
import { describe, expect, it } from 'vitest';
import { fight, playCard, put, putVillain, refresh } from '../helpers.js';
import { make } from '../helpers.js';
import { SEWERS } from '../../rules.js';
import { capGame, giveBystanders } from './game.js';

describe('Savior (rule)', () => {
  it('needs 3 Bystanders in the victory pile', () => {
    for (const [n, attack] of [[2, 2], [3, 4]] as const) {
      const g = capGame();
      giveBystanders(g, 0, n);
      const [w] = put(g, 0, 'hand', 'Winged Salvation');
      refresh(g);
      playCard(g, w!);
      expect(g.t.attack).toBe(attack);
    }
  });

  it("a defeated villain's Bystanders count for its own Savior Fight effect", () => {
    const g = capGame();
    giveBystanders(g, 0, 2);
    const ex = putVillain(g, SEWERS, 'Executioner');
    g.att[SEWERS]!.push(make(g, 'Bystander'));
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 6;
    refresh(g);
    fight(g, SEWERS);
    expect(g.players[0]!.victory).toContain(ex);
    expect(g.players[0]!.hand.length).toBe(1); // Savior: draw a card
  });

  it("a Bystander the hero rescues counts for that hero's Savior ability", () => {
    const g = capGame();
    giveBystanders(g, 0, 2);
    const [s] = put(g, 0, 'hand', 'Save the World');
    refresh(g);
    playCard(g, s!);
    expect(g.t.attack).toBe(7);
  });
});
