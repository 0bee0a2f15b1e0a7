import { describe, expect, it } from 'vitest';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { act, cleanBoard, endTurn, pick, playCard, put, reason, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const game = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Nightcrawler', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] }));

describe('Nightcrawler (Dark City)', () => {
  it('Bamf! and Blend Into Shadows played as usual give their printed points', () => {
    const g = game();
    const [a, b] = put(g, 0, 'hand', 'Bamf!', 'Blend Into Shadows');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(2);
  });

  it('Swashbuckler: +3 Attack only after both a Covert and an Instinct card', () => {
    const g = game();
    const [i, s1, c, s2] = put(g, 0, 'hand', 'Bamf!', 'Swashbuckler', 'Blend Into Shadows', 'Swashbuckler');
    refresh(g);
    playCard(g, i!);
    playCard(g, s1!); // Instinct only
    expect(g.t.attack).toBe(3);
    playCard(g, c!);
    playCard(g, s2!);
    expect(g.t.attack).toBe(3 + 2 + 6);
  });

  it('Along for the Ride, played: you may teleport up to three other cards; they join the next hand', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    const [along, x, y, z] = put(g, 0, 'hand', 'Along for the Ride', 'Swashbuckler', 'Hell on Wheels', 'Bamf!');
    refresh(g);
    playCard(g, along!);
    expect(g.t.attack).toBe(5);
    expect(reason(g)).toBe('nightcrawler:along-for-the-ride:teleport');
    expect(g.pending!.options.sort()).toEqual([x!, y!, z!, -1].sort());
    pick(g, x!);
    pick(g, z!);
    pick(g, -1);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([y]);
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(g.handSize + 2);
    expect(g.players[0]!.hand).toEqual(expect.arrayContaining([x, z]));
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([along, y]));
  });

  it('Along for the Ride, teleported: it also takes up to three others (no fourth question)', () => {
    const g = game();
    const [along, a, b, c] = put(g, 0, 'hand', 'Along for the Ride', 'Swashbuckler', 'Bamf!', 'Blend Into Shadows', 'Wound');
    refresh(g);
    pick(g, act(ACT_TELEPORT, along!));
    expect(reason(g)).toBe('nightcrawler:along-for-the-ride:teleport');
    pick(g, a!);
    pick(g, b!);
    pick(g, c!);
    expect(reason(g)).toBe('main');
    expect(g.t.aside).toEqual([along, a, b, c]);
    expect(g.players[0]!.hand.length).toBe(1);
  });
});
