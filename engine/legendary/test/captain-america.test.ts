import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

describe('Captain America', () => {
  it('Perfect Teamwork counts colors in hand and in play, grey included, each color once, Wounds not', () => {
    const g = cleanBoard(setupGame());
    // in play: Instinct; hand: grey Agent, two Tech cards, a Wound; the card itself is Strength
    put(g, 0, 'inPlay', 'Quick Draw');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Diving Block', 'Team Player', 'Wound');
    const [pt] = put(g, 0, 'hand', 'Perfect Teamwork');
    refresh(g);
    playCard(g, pt!);
    expect(g.t.attack).toBe(4); // Strength, Instinct, grey, Tech
  });

  it('Perfect Teamwork alone counts only its own color', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'hand', 'Wound');
    const [pt] = put(g, 0, 'hand', 'Perfect Teamwork');
    refresh(g);
    playCard(g, pt!);
    expect(g.t.attack).toBe(1);
  });

  it('Avengers Assemble! gives Recruit per color you have', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'Silent Sniper', 'Optic Blast');
    const [aa] = put(g, 0, 'hand', 'Avengers Assemble!');
    refresh(g);
    playCard(g, aa!);
    expect(g.t.recruit).toBe(4); // Instinct, grey, Covert, Ranged
  });

  it('A Day Unlike Any Other: +3 Attack per other Avengers hero played earlier', () => {
    const g = cleanBoard(setupGame());
    const [q, tp, odd, day] = put(g, 0, 'hand', 'Quick Draw', 'Team Player', 'Oddball', 'A Day Unlike Any Other');
    refresh(g);
    playCard(g, q!);
    playCard(g, tp!);
    playCard(g, odd!); // Deadpool has no team: does not count
    const before = g.t.attack;
    playCard(g, day!);
    expect(g.t.attack - before).toBe(3 + 2 * 3);
  });

  it('A Day Unlike Any Other without other Avengers gives only its 3', () => {
    const g = cleanBoard(setupGame());
    const [day] = put(g, 0, 'hand', 'A Day Unlike Any Other');
    refresh(g);
    playCard(g, day!);
    expect(g.t.attack).toBe(3);
  });

  it('Diving Block: a player about to gain a Wound may reveal it and draw instead', () => {
    const g = cleanBoard(setupGame());
    const [db] = put(g, 0, 'hand', 'Diving Block');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [rampage] = put(g, 0, 'hand', 'Crazed Rampage');
    refresh(g);
    playCard(g, rampage!);
    expect(reason(g)).toBe('diving-block');
    expect(g.pending!.source).toBe(db);
    pick(g, 1);
    expect(g.players[0]!.hand).toContain(top);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    // player 2 has no Diving Block: gains the Wound
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Diving Block: declining takes the Wound', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'hand', 'Diving Block');
    const [rampage] = put(g, 0, 'hand', 'Crazed Rampage');
    refresh(g);
    playCard(g, rampage!);
    pick(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Diving Block works for another player from their hand', () => {
    const g = cleanBoard(setupGame());
    put(g, 1, 'hand', 'Diving Block');
    const [rampage] = put(g, 0, 'hand', 'Crazed Rampage');
    refresh(g);
    playCard(g, rampage!);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']); // no question for player 1's wound yet
    expect(reason(g)).toBe('diving-block');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
  });
});
