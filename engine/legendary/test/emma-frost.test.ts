import { describe, expect, it } from 'vitest';
import { cleanBoard, fight, onVillainDeck, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';

describe('Emma Frost', () => {
  it('Mental Discipline: +1 Recruit and draws a card', () => {
    const g = cleanBoard(setupGame());
    const [top] = put(g, 0, 'deck', 'Wound');
    const [m] = put(g, 0, 'hand', 'Mental Discipline');
    refresh(g);
    playCard(g, m!);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Shadowed Thoughts after a Covert card: may play the top Villain Deck card for +2 Attack', () => {
    const g = cleanBoard(setupGame());
    const v = onVillainDeck(g, 'Supreme HYDRA');
    const [cov, s] = put(g, 0, 'hand', 'Covert Operation', 'Shadowed Thoughts');
    refresh(g);
    playCard(g, cov!);
    playCard(g, s!);
    expect(reason(g)).toBe('emma-frost:shadowed-thoughts:play-villain');
    pick(g, 1);
    expect(g.city[0]).toBe(v);
    expect(g.t.attack).toBe(0 + 2 + 2);
  });

  it('Shadowed Thoughts: declining plays nothing', () => {
    const g = cleanBoard(setupGame());
    const v = onVillainDeck(g, 'Supreme HYDRA');
    const [cov, s] = put(g, 0, 'hand', 'Covert Operation', 'Shadowed Thoughts');
    refresh(g);
    playCard(g, cov!);
    playCard(g, s!);
    pick(g, 0);
    expect(g.city[0]).toBe(-1);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(v);
    expect(g.t.attack).toBe(2);
  });

  it('Shadowed Thoughts without a Covert card played earlier asks nothing', () => {
    const g = cleanBoard(setupGame());
    onVillainDeck(g, 'Supreme HYDRA');
    const [s] = put(g, 0, 'hand', 'Shadowed Thoughts');
    refresh(g);
    playCard(g, s!);
    expect(reason(g)).toBe('main');
    expect(g.city[0]).toBe(-1);
    expect(g.t.attack).toBe(2);
  });

  it('Psychic Link: each player who reveals another X-Men hero draws a card', () => {
    const g = cleanBoard(setupGame());
    const [t0] = put(g, 0, 'deck', 'Wound');
    const [t1] = put(g, 1, 'deck', 'Wound');
    const [pl] = put(g, 0, 'hand', 'Psychic Link', 'Mental Discipline');
    put(g, 1, 'hand', 'Card Shark');
    refresh(g);
    playCard(g, pl!);
    expect(reason(g)).toBe('emma-frost:psychic-link:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(g.players[0]!.hand).toContain(t0);
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.hand).toContain(t1);
    expect(g.t.attack).toBe(3);
  });

  it('Psychic Link: the card itself does not count, nor non-X-Men heroes', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound');
    put(g, 1, 'deck', 'Wound');
    const [pl] = put(g, 0, 'hand', 'Psychic Link');
    put(g, 1, 'hand', 'Quick Draw');
    refresh(g);
    playCard(g, pl!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[1]!.hand.length).toBe(1);
  });

  it('Diamond Form: +3 Recruit for each defeat this turn', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 1, 'Savage Land Mutates');
    const [d] = put(g, 0, 'hand', 'Diamond Form');
    refresh(g);
    playCard(g, d!);
    expect(g.t.attack).toBe(5);
    expect(g.t.recruit).toBe(0);
    g.t.attack += 1;
    refresh(g);
    fight(g, 0);
    expect(g.t.recruit).toBe(3);
    fight(g, 1);
    expect(g.t.recruit).toBe(6);
  });

  it('without Diamond Form a defeat gives no Recruit', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Savage Land Mutates');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.t.recruit).toBe(0);
  });
});
