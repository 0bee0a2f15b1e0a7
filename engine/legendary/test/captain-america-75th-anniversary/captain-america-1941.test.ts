import { describe, expect, it } from 'vitest';
import { names, playCard, put, refresh } from '../helpers.js';
import { capGame, giveBystanders } from './game.js';

describe('Captain America 1941', () => {
  it('Devoted Patriot: draw a card; Strength superpower: Man Out of Time', () => {
    const g = capGame();
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [a, b] = put(g, 0, 'hand', 'Devoted Patriot', 'Devoted Patriot');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.nextTurn).not.toContain(a);
    playCard(g, b!);
    expect(g.nextTurn).toContain(b);
  });

  it('Storm the Beachhead: +1 Attack per hero class; always a Man Out of Time', () => {
    const g = capGame();
    const [s] = put(g, 0, 'hand', 'Storm the Beachhead', 'Aerial Catch', 'Bionic Arm');
    refresh(g);
    playCard(g, s!);
    expect(g.t.attack).toBe(3);
    expect(g.nextTurn).toContain(s);
  });

  it('Liberate the Prisoners: Avengers team power: rescue a Bystander', () => {
    const g = capGame();
    const [l, a] = put(g, 0, 'hand', 'Liberate the Prisoners', 'Aerial Catch');
    refresh(g);
    playCard(g, l!);
    expect(g.players[0]!.victory).toEqual([]);
    const h = capGame();
    const [l2, a2] = put(h, 0, 'hand', 'Liberate the Prisoners', 'Aerial Catch');
    refresh(h);
    playCard(h, a2!);
    playCard(h, l2!);
    expect(names(h, h.players[0]!.victory)).toEqual(['Bystander']);
    void a;
  });

  it('Punch Evil in the Face: Savior: Man Out of Time', () => {
    for (const savior of [false, true]) {
      const g = capGame();
      if (savior) giveBystanders(g, 0, 3);
      const [p] = put(g, 0, 'hand', 'Punch Evil in the Face');
      refresh(g);
      playCard(g, p!);
      expect(g.t.attack).toBe(5);
      expect(g.nextTurn.includes(p!)).toBe(savior);
    }
  });
});
