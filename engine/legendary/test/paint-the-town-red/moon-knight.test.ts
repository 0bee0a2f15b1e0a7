// Moon Knight (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { ptGame } from './setup.js';

describe('Moon Knight', () => {
  it('Climbing Claws: 2 Recruit; Instinct: +1 Recruit', () => {
    const g = ptGame();
    const [a, i, b] = put(g, 0, 'hand', 'Climbing Claws', 'Fixture Cost 3', 'Climbing Claws');
    refresh(g);
    playCard(g, a!);
    expect(g.t.recruit).toBe(2);
    playCard(g, i!);
    playCard(g, b!);
    expect(g.t.recruit).toBe(5);
  });

  it('Lunar Communion: defeating a villain on the Rooftops this turn lets you KO one of your cards or a discarded one; elsewhere not', () => {
    const g = ptGame();
    putVillain(g, 2, 'Hand Ninjas');
    putVillain(g, 1, 'Hand Ninjas');
    const [w] = put(g, 0, 'discard', 'Wound');
    const [c] = put(g, 0, 'hand', 'Lunar Communion');
    refresh(g);
    playCard(g, c!);
    g.t.attack = 6;
    refresh(g);
    fight(g, 1);
    expect(reason(g)).toBe('main');
    fight(g, 2);
    expect(reason(g)).toBe('moon-knight:lunar-communion:ko');
    expect(g.pending!.options).toContain(-1);
    pick(g, w!);
    expect(g.ko).toContain(w);
  });

  it('Crescent Moon Darts: reveal your top card, draw it if Instinct or Tech', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Fixture Tech');
    const [c] = put(g, 0, 'hand', 'Crescent Moon Darts');
    refresh(g);
    playCard(g, c!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Tech']);
    const h = ptGame();
    put(h, 0, 'deck', 'Fixture Covert');
    const [d] = put(h, 0, 'hand', 'Crescent Moon Darts');
    refresh(h);
    playCard(h, d!);
    expect(h.players[0]!.hand).toEqual([]);
  });

  it('Golden Ankh of Khonshu: Tech lets you move a villain to the Rooftops; defeating it there rescues Bystanders equal to its VP', () => {
    const g = ptGame();
    const v = putVillain(g, 0, 'Sandman');
    const other = putVillain(g, 2, 'Hand Ninjas');
    const [t, c] = put(g, 0, 'hand', 'Fixture Tech', 'Golden Ankh of Khonshu');
    refresh(g);
    playCard(g, t!);
    playCard(g, c!);
    expect(reason(g)).toBe('moon-knight:golden-ankh:move');
    pick(g, 0);
    expect(g.city[2]).toBe(v);
    expect(g.city[0]).toBe(other);
    g.t.attack = 10;
    refresh(g);
    fight(g, 2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Sandman', 'Bystander', 'Bystander', 'Bystander', 'Bystander']);
  });
});
