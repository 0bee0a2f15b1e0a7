import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, recruit, recruitOfficer, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Daredevil', () => {
  it('Backflip: the next hero recruited this turn goes on top of the deck, the one after it to the discard pile', () => {
    const g = heroGame();
    const [bf] = put(g, 0, 'hand', 'Backflip');
    refresh(g);
    playCard(g, bf!);
    g.t.recruit = 30;
    refresh(g);
    const first = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.deck).toEqual([first]);
    const second = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.deck).toEqual([first]);
    expect(g.players[0]!.discard).toEqual([second]);
  });

  it('Backflip twice: both end with the next recruit, the one after goes to the discard pile (rulebook silent: the reading worst for the players)', () => {
    const g = heroGame();
    const [b1, b2] = put(g, 0, 'hand', 'Backflip', 'Backflip');
    refresh(g);
    playCard(g, b1!);
    playCard(g, b2!);
    g.t.recruit = 30;
    refresh(g);
    const first = g.hq[0]!;
    recruit(g, 0);
    const second = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.deck).toEqual([first]);
    expect(g.players[0]!.discard).toEqual([second]);
  });

  it('Backflip: a S.H.I.E.L.D. Officer recruited next goes on top of the deck', () => {
    const g = heroGame();
    const [bf] = put(g, 0, 'hand', 'Backflip');
    refresh(g);
    playCard(g, bf!);
    g.t.recruit = 3;
    refresh(g);
    recruitOfficer(g);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Officer']);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Radar Sense: name a cost among those in the deck; +2 Attack if the top card has it; the card stays on top', () => {
    const g = heroGame();
    const [, top] = put(g, 0, 'deck', 'Silent Statue', 'Backflip');
    const [r1] = put(g, 0, 'hand', 'Radar Sense', 'Radar Sense');
    refresh(g);
    playCard(g, r1!);
    expect(reason(g)).toBe('daredevil:radar-sense:number');
    expect(g.pending!.options).toEqual([3, 6]);
    pick(g, 3);
    expect(g.t.attack).toBe(4);
    expect(g.players[0]!.deck[1]).toBe(top);
    playCard(g, g.players[0]!.hand[0]!);
    pick(g, 6);
    expect(g.t.attack).toBe(4 + 2);
  });

  it('Blind Justice draws the top card only when it has the named cost', () => {
    const g = heroGame();
    const [, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Ninjitsu');
    const [b1, b2] = put(g, 0, 'hand', 'Blind Justice', 'Blind Justice');
    refresh(g);
    playCard(g, b1!);
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([b2]);
    playCard(g, b2!);
    pick(g, 2);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.t.attack).toBe(8);
  });

  it('The Man Without Fear repeats while the named cost matches, drawing each card', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'Silent Statue', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [m] = put(g, 0, 'hand', 'The Man Without Fear');
    refresh(g);
    playCard(g, m!);
    pick(g, 0);
    expect(reason(g)).toBe('daredevil:the-man-without-fear:number');
    pick(g, 0);
    // only the Silent Statue is left: its cost is the only option, taken without asking, and it matches
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Silent Statue']);
    expect(reason(g)).toBe('main');
  });

  it('The Man Without Fear stops at the first miss', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Silent Statue', 'S.H.I.E.L.D. Trooper');
    const [m] = put(g, 0, 'hand', 'The Man Without Fear');
    refresh(g);
    playCard(g, m!);
    pick(g, 0);
    pick(g, 0);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(7);
  });
});
