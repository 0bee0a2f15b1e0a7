import { describe, expect, it } from 'vitest';
import { championsGame } from './game.js';
import { recruitCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = championsGame(['Nova']);
  refresh(g);
  return g;
}
const VERSATILE = 'versatile:choose';

describe('Nova', () => {
  it('Space Cop: Versatile 1, no Bystander without the Champions team power', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Space Cop');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 0);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Space Cop: the Champions team power rescues a Bystander', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Space Cop', 'Space Cop');
    refresh(g);
    playCard(g, a!);
    pick(g, 1);
    playCard(g, b!);
    pick(g, 1);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.victory).toHaveLength(1);
  });

  it('Interstellar Hero: Versatile 2; Cheering Crowds declined keeps the Bystander', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Interstellar Hero');
    const [by] = put(g, 0, 'victory', 'Bystander');
    refresh(g);
    playCard(g, c!);
    pick(g, 1);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('cheering-crowds:play-again');
    pick(g, 0);
    expect(g.players[0]!.victory).toEqual([by]);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('main');
  });

  it('Interstellar Hero: Cheering Crowds accepted plays it again (a second Versatile 2)', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Interstellar Hero');
    put(g, 0, 'victory', 'Bystander');
    refresh(g);
    playCard(g, c!);
    pick(g, 1);
    pick(g, 1);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 0);
    expect(g.t.attack).toBe(2);
    expect(g.t.recruit).toBe(2);
  });

  it('Holographic Projection: 2 Attack and no Versatile without the Ranged superpower', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Holographic Projection');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(2);
    expect(g.t.recruit).toBe(0);
    expect(reason(g)).toBe('main');
  });

  it('Holographic Projection: the Ranged superpower adds Versatile 3', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Holographic Projection', 'Holographic Projection');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 0);
    expect(g.t.attack).toBe(4);
    expect(g.t.recruit).toBe(3);
  });

  it('Growing Nova Force: +1 Recruit per other card played with a Recruit icon, +1 Attack per one with an Attack icon', () => {
    const g = board();
    const [agent, trooper, cop, c] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Space Cop', 'Growing Nova Force');
    refresh(g);
    playCard(g, agent!);
    playCard(g, trooper!);
    playCard(g, cop!);
    pick(g, 0);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(1);
    playCard(g, c!);
    // Agent and Space Cop have a Recruit icon; Trooper and Space Cop an Attack icon
    expect(g.t.recruit).toBe(4);
    expect(g.t.attack).toBe(3);
  });

  it('Growing Nova Force: alone it gives nothing; Size-Changing (Ranged, Strength)', () => {
    const g = board();
    const hq = make(g, 'Growing Nova Force');
    const [c] = put(g, 0, 'hand', 'Growing Nova Force');
    refresh(g);
    expect(recruitCost(g, hq)).toBe(9);
    playCard(g, c!);
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(0);
    expect(recruitCost(g, hq)).toBe(7);
    const [cop] = put(g, 0, 'hand', 'Space Cop');
    refresh(g);
    playCard(g, cop!);
    pick(g, 0);
    expect(recruitCost(g, hq)).toBe(5);
  });
});
