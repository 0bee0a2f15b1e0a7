import { describe, expect, it } from 'vitest';
import { cleanBoard, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

describe('Gambit', () => {
  it('Card Shark draws the top card when it is an X-Men hero', () => {
    const g = cleanBoard(setupGame());
    const [top] = put(g, 0, 'deck', 'Mental Discipline');
    const [c] = put(g, 0, 'hand', 'Card Shark');
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.t.attack).toBe(2);
  });

  it('Card Shark leaves a non-X-Men top card on the deck', () => {
    const g = cleanBoard(setupGame());
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [c] = put(g, 0, 'hand', 'Card Shark');
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Stack the Deck draws two, then a chosen card from hand goes on top of the deck', () => {
    const g = cleanBoard(setupGame());
    const [bottom, a, b] = put(g, 0, 'deck', 'Wound', 'Quick Draw', 'Team Player');
    const [s] = put(g, 0, 'hand', 'Stack the Deck');
    refresh(g);
    playCard(g, s!);
    expect(reason(g)).toBe('gambit:stack-the-deck:top');
    expect(g.pending!.options.sort()).toEqual([a!, b!].sort());
    pick(g, a!);
    expect(g.players[0]!.deck).toEqual([bottom, a]);
    expect(g.players[0]!.hand).toEqual([b]);
  });

  it('Hypnotic Charm: reveal your top card and discard it or put it back; no other deck without Instinct', () => {
    const g = cleanBoard(setupGame());
    const [top] = put(g, 0, 'deck', 'Wound');
    const [other] = put(g, 1, 'deck', 'Wound');
    const [h] = put(g, 0, 'hand', 'Hypnotic Charm');
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('gambit:hypnotic-charm:top');
    expect(g.pending!.options).toEqual([top, -1]);
    pick(g, top!);
    expect(g.players[0]!.discard).toEqual([top]);
    expect(reason(g)).toBe('main');
    expect(g.players[1]!.deck).toEqual([other]);
    expect(g.t.recruit).toBe(2);
  });

  it('Hypnotic Charm after an Instinct card: the current player also decides for each other deck', () => {
    const g = cleanBoard(setupGame());
    const [mine] = put(g, 0, 'deck', 'Wound', 'Wound');
    const [other] = put(g, 1, 'deck', 'Quick Draw');
    const [q, h] = put(g, 0, 'hand', 'Quick Draw', 'Hypnotic Charm');
    refresh(g);
    playCard(g, q!); // draws the top Wound
    playCard(g, h!);
    expect(g.pending!.options).toEqual([mine, -1]);
    pick(g, -1);
    expect(g.players[0]!.deck).toEqual([mine]);
    expect(reason(g)).toBe('gambit:hypnotic-charm:top');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([other, -1]);
    pick(g, other!);
    expect(g.players[1]!.discard).toEqual([other]);
    expect(g.players[1]!.deck).toEqual([]);
  });

  it('Hypnotic Charm: a discarded Unending Energy may return to its owner\'s hand (its owner decides)', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [ue] = put(g, 1, 'deck', 'Unending Energy');
    const [q, h] = put(g, 0, 'hand', 'Quick Draw', 'Hypnotic Charm');
    refresh(g);
    playCard(g, q!);
    playCard(g, h!);
    pick(g, -1);
    pick(g, ue!);
    expect(reason(g)).toBe('unending-energy-return');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.hand).toEqual([ue]);
    expect(g.players[1]!.discard).toEqual([]);
  });

  it('High Stakes Jackpot: +Attack equal to the top card\'s cost, the card stays', () => {
    const g = cleanBoard(setupGame());
    const [top] = put(g, 0, 'deck', 'Diving Block');
    const [j] = put(g, 0, 'hand', 'High Stakes Jackpot');
    refresh(g);
    playCard(g, j!);
    expect(g.t.attack).toBe(4 + 6);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('High Stakes Jackpot revealing a Wound gives +0', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound');
    const [j] = put(g, 0, 'hand', 'High Stakes Jackpot');
    refresh(g);
    playCard(g, j!);
    expect(g.t.attack).toBe(4);
  });
});
