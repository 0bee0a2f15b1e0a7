import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';

describe('Deadpool', () => {
  it('Here, Hold This for a Second: a villain of your choice captures a Bystander from the stack', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 3, 'Supreme HYDRA');
    const [h] = put(g, 0, 'hand', 'Here, Hold This for a Second');
    const stack = g.bystanders.length;
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('deadpool:here-hold-this:villain');
    expect(g.pending!.options).toEqual([0, 3]);
    pick(g, 3);
    expect(names(g, g.att[3]!)).toEqual(['Bystander']);
    expect(g.att[0]).toEqual([]);
    expect(g.bystanders.length).toBe(stack - 1);
    expect(g.t.recruit).toBe(2);
  });

  it('Here, Hold This for a Second with an empty city does nothing', () => {
    const g = cleanBoard(setupGame());
    const [h] = put(g, 0, 'hand', 'Here, Hold This for a Second');
    const stack = g.bystanders.length;
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('main');
    expect(g.bystanders.length).toBe(stack);
    expect(g.att[g.city.length]).toEqual([]);
  });

  it('Oddball: +1 Attack per other odd-cost hero played earlier (even costs do not count)', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound');
    // Quick Draw costs 3 (odd), Mission Accomplished 2 (even), Oddball 5 (odd)
    const [q, m, o1, o2] = put(g, 0, 'hand', 'Quick Draw', 'Mission Accomplished', 'Oddball', 'Oddball');
    refresh(g);
    playCard(g, q!);
    playCard(g, m!);
    let before = g.t.attack;
    playCard(g, o1!);
    expect(g.t.attack - before).toBe(2 + 1);
    before = g.t.attack;
    playCard(g, o2!);
    expect(g.t.attack - before).toBe(2 + 2); // the first Oddball is odd too
  });

  it('Do-Over as the first hero: may discard the rest of the hand and draw four', () => {
    const g = cleanBoard(setupGame());
    const deck = put(g, 0, 'deck', 'Wound', 'Quick Draw', 'Quick Draw', 'Team Player', 'Team Player');
    const [d, w, a] = put(g, 0, 'hand', 'Hey, Can I Get a Do-Over?', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, d!);
    expect(reason(g)).toBe('deadpool:do-over:choice');
    pick(g, 1);
    expect(g.players[0]!.discard.sort()).toEqual([w!, a!].sort());
    expect(g.players[0]!.hand.sort()).toEqual(deck.slice(1).sort());
    expect(g.t.attack).toBe(2);
  });

  it('Do-Over: declining keeps the hand', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw');
    const [d, w] = put(g, 0, 'hand', 'Hey, Can I Get a Do-Over?', 'Wound');
    refresh(g);
    playCard(g, d!);
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([w]);
  });

  it('Do-Over is not offered when another hero was played first', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    const [q, d] = put(g, 0, 'hand', 'Quick Draw', 'Hey, Can I Get a Do-Over?', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, q!);
    playCard(g, d!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('Do-Over: a discarded Unending Energy may return to hand before the four cards are drawn', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound');
    const [d, ue] = put(g, 0, 'hand', 'Hey, Can I Get a Do-Over?', 'Unending Energy');
    refresh(g);
    playCard(g, d!);
    pick(g, 1);
    expect(reason(g)).toBe('unending-energy-return');
    expect(g.players[0]!.hand).toEqual([]); // nothing drawn yet
    pick(g, 1);
    expect(g.players[0]!.hand[0]).toBe(ue);
    expect(names(g, g.players[0]!.hand.slice(1))).toEqual(['Wound', 'Wound', 'Wound', 'Wound']);
  });

  it('Random Acts of Unkindness: optional Wound to hand, then every chosen card passes left after all choose', () => {
    const g = cleanBoard(setupGame({ players: 3 }));
    const [r, q0] = put(g, 0, 'hand', 'Random Acts of Unkindness', 'Quick Draw');
    const [a1, t1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Team Player');
    const [b2] = put(g, 2, 'hand', 'Oddball');
    refresh(g);
    playCard(g, r!);
    expect(reason(g)).toBe('deadpool:random-acts:wound');
    pick(g, 1);
    const wound = g.players[0]!.hand.find((x) => names(g, [x])[0] === 'Wound')!;
    expect(wound).toBeDefined();
    expect(reason(g)).toBe('deadpool:random-acts:pass');
    expect(g.pending!.player).toBe(0);
    pick(g, wound);
    // player 2 chooses before anything moves: the Wound is not in their options
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options.sort()).toEqual([a1!, t1!].sort());
    pick(g, t1!);
    // player 3 has one card: taken without asking; then all cards move
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand.sort()).toEqual([q0!, b2!].sort());
    expect(g.players[1]!.hand.sort()).toEqual([a1!, wound].sort());
    expect(g.players[2]!.hand).toEqual([t1]);
    expect(g.t.attack).toBe(6);
  });

  it('Random Acts of Unkindness: declining the Wound still passes cards; a player with an empty hand passes nothing', () => {
    const g = cleanBoard(setupGame());
    const [r, q0] = put(g, 0, 'hand', 'Random Acts of Unkindness', 'Quick Draw');
    refresh(g);
    playCard(g, r!);
    pick(g, 0);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[1]!.hand).toEqual([q0]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Random Acts of Unkindness in a 1-player game passes nothing', () => {
    const g = cleanBoard(setupGame({ players: 1, heroes: ['Deadpool', 'Cyclops', 'Hawkeye'] }));
    const [r, q0] = put(g, 0, 'hand', 'Random Acts of Unkindness', 'Quick Draw');
    refresh(g);
    playCard(g, r!);
    pick(g, 1);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Quick Draw', 'Wound']);
    expect(g.players[0]!.hand).toContain(q0);
  });
});
