import { describe, expect, it } from 'vitest';
import { COVERING_DISCARD, COVERING_DRAW } from '../cards/core/heroes/hawkeye.js';
import { cleanBoard, fight, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';

describe('Hawkeye', () => {
  it('Quick Draw: 1 Attack and draws a card', () => {
    const g = cleanBoard(setupGame());
    const [top] = put(g, 0, 'deck', 'Wound');
    const [q] = put(g, 0, 'hand', 'Quick Draw');
    refresh(g);
    playCard(g, q!);
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Team Player: +1 Attack only after another Avengers hero', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound');
    const [t1, q, t2] = put(g, 0, 'hand', 'Team Player', 'Quick Draw', 'Team Player');
    refresh(g);
    playCard(g, t1!);
    expect(g.t.attack).toBe(2);
    playCard(g, q!);
    playCard(g, t2!);
    expect(g.t.attack).toBe(2 + 1 + 3);
  });

  it('Covering Fire after a Tech card: each other player discards a card of their choice', () => {
    const g = cleanBoard(setupGame({ players: 3 }));
    const [tp, cf] = put(g, 0, 'hand', 'Team Player', 'Covering Fire');
    const [a1, w1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    const [a2] = put(g, 2, 'hand', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, tp!);
    playCard(g, cf!);
    expect(reason(g)).toBe('hawkeye:covering-fire:mode');
    expect(g.pending!.options).toEqual([COVERING_DRAW, COVERING_DISCARD]);
    pick(g, COVERING_DISCARD);
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options.sort()).toEqual([a1!, w1!].sort());
    pick(g, w1!);
    expect(g.players[1]!.discard).toEqual([w1]);
    expect(g.players[2]!.discard).toEqual([a2]); // one card: no question
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.t.attack).toBe(2 + 3); // Team Player was the first Avengers card
  });

  it('Covering Fire: each other player draws a card', () => {
    const g = cleanBoard(setupGame());
    const [mine] = put(g, 0, 'deck', 'Wound');
    const [theirs] = put(g, 1, 'deck', 'Wound');
    const [tp, cf] = put(g, 0, 'hand', 'Team Player', 'Covering Fire');
    refresh(g);
    playCard(g, tp!);
    playCard(g, cf!);
    pick(g, COVERING_DRAW);
    expect(g.players[1]!.hand).toEqual([theirs]);
    expect(g.players[0]!.deck).toEqual([mine]);
  });

  it('Covering Fire without a Tech card played earlier asks nothing', () => {
    const g = cleanBoard(setupGame());
    put(g, 1, 'hand', 'Wound');
    const [cf] = put(g, 0, 'hand', 'Covering Fire');
    refresh(g);
    playCard(g, cf!);
    expect(reason(g)).toBe('main');
    expect(g.players[1]!.hand.length).toBe(1);
    expect(g.t.attack).toBe(3);
  });

  it('Impossible Trick Shot: each defeat this turn rescues three Bystanders', () => {
    const g = cleanBoard(setupGame());
    const v = putVillain(g, 0, 'Savage Land Mutates');
    const [its] = put(g, 0, 'hand', 'Impossible Trick Shot');
    refresh(g);
    playCard(g, its!);
    fight(g, 0);
    expect(g.players[0]!.victory[0]).toBe(v);
    expect(names(g, g.players[0]!.victory.slice(1))).toEqual(['Bystander', 'Bystander', 'Bystander']);
  });

  it('without Impossible Trick Shot a defeat rescues nobody', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Savage Land Mutates');
    const [q] = put(g, 0, 'hand', 'Team Player');
    g.t.attack = 1;
    refresh(g);
    playCard(g, q!);
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Savage Land Mutates']);
  });
});
