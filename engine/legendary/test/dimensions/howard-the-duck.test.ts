import { describe, expect, it } from 'vitest';
import { dimensionsGame } from './game.js';
import type { Game } from '../../types.js';
import { make, names, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = dimensionsGame(['Howard the Duck']);
  refresh(g);
  return g;
}

describe('Howard the Duck', () => {
  it('Traveling Companion: a basic Bystander on top goes to the bottom of the stack', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Traveling Companion');
    const b = make(g, 'Bystander');
    g.bystanders.push(b);
    const n = g.bystanders.length;
    refresh(g);
    playCard(g, c!);
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.bystanders).toHaveLength(n);
    expect(g.bystanders[0]).toBe(b);
  });

  it('Traveling Companion: a special Bystander on top is rescued', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Traveling Companion');
    const b = make(g, 'Paramedic');
    g.bystanders.push(b);
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.victory).toContain(b);
    expect(g.bystanders).not.toContain(b);
  });

  it('Rebel Without a Cause: a 0-cost top card is drawn', () => {
    const g = board();
    const [a] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [r] = put(g, 0, 'hand', 'Rebel Without a Cause');
    refresh(g);
    playCard(g, r!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([a]);
  });

  it('Rebel Without a Cause: a top card with no team icon is drawn', () => {
    const g = board();
    const [a] = put(g, 0, 'deck', 'Traveling Companion');
    const [r] = put(g, 0, 'hand', 'Rebel Without a Cause');
    refresh(g);
    playCard(g, r!);
    expect(g.players[0]!.hand).toEqual([a]);
  });

  it('Rebel Without a Cause: a team hero costing 1 or more stays on top', () => {
    const g = board();
    const [a] = put(g, 0, 'deck', 'Optic Blast');
    const [r] = put(g, 0, 'hand', 'Rebel Without a Cause');
    refresh(g);
    playCard(g, r!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([a]);
  });

  it('Right Place, Wrong Time: +1 per other hero without a team icon played before, not for team heroes', () => {
    const g = board();
    const [t1, o, s, w] = put(g, 0, 'hand', 'Traveling Companion', 'Astonishing Strength', 'S.H.I.E.L.D. Agent', 'Right Place, Wrong Time');
    refresh(g);
    playCard(g, t1!);
    playCard(g, o!);
    playCard(g, s!);
    const before = g.t.attack;
    playCard(g, w!);
    expect(g.t.attack).toBe(before + 3 + 1);
  });

  it('Right Place, Wrong Time: no bonus with no unaffiliated hero played', () => {
    const g = board();
    const [w] = put(g, 0, 'hand', 'Right Place, Wrong Time');
    refresh(g);
    playCard(g, w!);
    expect(g.t.attack).toBe(3);
  });

  it('Interplanetary Visitor: of the top three, one is drawn, one KO\'d, the other discarded', () => {
    const g = board();
    const [w, a, o] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'Optic Blast');
    const [v] = put(g, 0, 'hand', 'Interplanetary Visitor');
    refresh(g);
    playCard(g, v!);
    expect(g.t.attack).toBe(4);
    expect(reason(g)).toBe('howard-the-duck:interplanetary-visitor:draw');
    expect(g.pending!.options).toHaveLength(3);
    pick(g, o!);
    expect(g.players[0]!.hand).toEqual([o]);
    expect(reason(g)).toBe('howard-the-duck:interplanetary-visitor:ko');
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.players[0]!.discard).toEqual([a]);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Interplanetary Visitor: with only two cards, one is drawn and the other discarded; nothing is KO\'d (worst reading)', () => {
    const g = board();
    const [w, o] = put(g, 0, 'deck', 'Wound', 'Optic Blast');
    const [v] = put(g, 0, 'hand', 'Interplanetary Visitor');
    refresh(g);
    const ko = g.ko.length;
    playCard(g, v!);
    pick(g, o!);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.hand)).toEqual(['Optic Blast']);
    expect(g.players[0]!.discard).toEqual([w]);
    expect(g.ko).toHaveLength(ko);
  });
});
