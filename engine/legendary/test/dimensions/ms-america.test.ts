import { describe, expect, it } from 'vitest';
import { dimensionsGame } from './game.js';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import type { Game } from '../../types.js';
import { act, endTurn, mainActions, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = dimensionsGame(['Ms. America']);
  refresh(g);
  return g;
}
function keepOnTop(g: Game): void { while (reason(g) === 'investigate:bottom' || reason(g) === 'investigate:order') pick(g, g.pending!.options.includes(-1) ? -1 : g.pending!.options[0]!); }

describe('Ms. America', () => {
  it('Star Power: Teleport offered; 1 Attack, +2 with the Strength superpower', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Star Power', 'Star Power');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, a!));
    playCard(g, a!);
    expect(g.t.attack).toBe(1);
    playCard(g, b!);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Search Parallel Dimensions: the Avengers card found is teleported, not drawn', () => {
    const g = board();
    const [sp, ag] = put(g, 0, 'deck', 'Star Power', 'S.H.I.E.L.D. Agent');
    const [s] = put(g, 0, 'hand', 'Search Parallel Dimensions');
    refresh(g);
    playCard(g, s!);
    keepOnTop(g);
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.t.aside).toEqual([sp]);
    expect(g.players[0]!.deck).toEqual([ag]);
  });

  it('Search Parallel Dimensions: no Avengers card looked at, nothing teleported', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    const [s] = put(g, 0, 'hand', 'Search Parallel Dimensions');
    refresh(g);
    playCard(g, s!);
    keepOnTop(g);
    expect(g.t.aside).toEqual([]);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Kick a Hole in Reality: with Strength, the top card is KO\'d...', () => {
    const g = board();
    const [w] = put(g, 0, 'deck', 'Wound');
    const [sp, k] = put(g, 0, 'hand', 'Star Power', 'Kick a Hole in Reality');
    refresh(g);
    playCard(g, sp!);
    playCard(g, k!);
    expect(reason(g)).toBe('ms-america:kick-a-hole-in-reality:ko-or-teleport');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Kick a Hole in Reality: ... or teleported to the next hand', () => {
    const g = board();
    const [o] = put(g, 0, 'deck', 'Optic Blast');
    const [sp, k] = put(g, 0, 'hand', 'Star Power', 'Kick a Hole in Reality');
    refresh(g);
    playCard(g, sp!);
    playCard(g, k!);
    pick(g, -1);
    expect(g.t.aside).toEqual([o]);
    endTurn(g);
    expect(g.players[0]!.hand).toContain(o);
  });

  it('Kick a Hole in Reality: nothing without the Strength superpower', () => {
    const g = board();
    const [o] = put(g, 0, 'deck', 'Optic Blast');
    const [k] = put(g, 0, 'hand', 'Kick a Hole in Reality');
    refresh(g);
    playCard(g, k!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toEqual([o]);
  });

  it('Hyper-Cosmic Awareness: +1 Attack per other card in hand', () => {
    const g = board();
    const [h] = put(g, 0, 'hand', 'Hyper-Cosmic Awareness', 'Wound', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, h!);
    expect(g.t.attack).toBe(3);
  });

  it('Hyper-Cosmic Awareness: alone in hand, 0 Attack', () => {
    const g = board();
    const [h] = put(g, 0, 'hand', 'Hyper-Cosmic Awareness');
    refresh(g);
    playCard(g, h!);
    expect(g.t.attack).toBe(0);
  });
});
