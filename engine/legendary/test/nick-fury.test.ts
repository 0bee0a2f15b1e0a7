import { describe, expect, it } from 'vitest';
import { cleanBoard, make, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
/** The Mastermind's 'slot' value in the core city (its attachment holder: the city size). */
const PURE_FURY_MASTERMIND = 5;

describe('Nick Fury', () => {
  it('Battlefield Promotion KOs a S.H.I.E.L.D. hero and may gain an Officer to the hand', () => {
    const g = cleanBoard(setupGame());
    const [agent] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'discard', 'Repulsor Rays');
    const [bp] = put(g, 0, 'hand', 'Battlefield Promotion');
    refresh(g);
    const officers = g.officers.length;
    playCard(g, bp!);
    expect(reason(g)).toBe('nick-fury:battlefield-promotion:ko');
    expect(g.pending!.options).toEqual([agent, -1]); // Repulsor Rays is not S.H.I.E.L.D.
    pick(g, agent!);
    expect(g.ko).toContain(agent);
    expect(reason(g)).toBe('nick-fury:battlefield-promotion:officer');
    pick(g, 1);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Officer']);
    expect(g.officers.length).toBe(officers - 1);
  });

  it('Battlefield Promotion: declining the KO gives no Officer', () => {
    const g = cleanBoard(setupGame());
    const [trooper] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    const [bp] = put(g, 0, 'hand', 'Battlefield Promotion');
    refresh(g);
    playCard(g, bp!);
    pick(g, -1);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([trooper]);
    expect(g.ko).not.toContain(trooper);
  });

  it('Battlefield Promotion may decline the Officer after the KO', () => {
    const g = cleanBoard(setupGame());
    const [trooper] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    const [bp] = put(g, 0, 'hand', 'Battlefield Promotion');
    refresh(g);
    playCard(g, bp!);
    pick(g, trooper!);
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.ko).toContain(trooper);
  });

  it('High-Tech Weaponry gets +1 Attack only after a Tech card', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'High-Tech Weaponry', 'High-Tech Weaponry');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    playCard(g, b!);
    expect(g.t.attack).toBe(2 + 3);
  });

  it('Legendary Commander gets +1 Attack per other S.H.I.E.L.D. hero played this turn', () => {
    const g = cleanBoard(setupGame());
    const [ag, tr, ht, lc] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'High-Tech Weaponry', 'Legendary Commander');
    refresh(g);
    playCard(g, ag!); playCard(g, tr!); playCard(g, ht!);
    expect(g.t.attack).toBe(1 + 2);
    playCard(g, lc!);
    expect(g.t.attack).toBe(3 + 1 + 3);
  });

  it('Legendary Commander played alone gets only its printed Attack', () => {
    const g = cleanBoard(setupGame());
    const [lc, rr] = put(g, 0, 'hand', 'Legendary Commander', 'Repulsor Rays');
    refresh(g);
    playCard(g, rr!); // not S.H.I.E.L.D.
    playCard(g, lc!);
    expect(g.t.attack).toBe(2 + 1);
  });

  const koShield = (g: ReturnType<typeof setupGame>, n: number) => {
    for (let i = 0; i < n; i++) g.ko.push(make(g, i % 2 ? 'S.H.I.E.L.D. Officer' : 'High-Tech Weaponry'));
  };

  it('Pure Fury defeats a villain weaker than the S.H.I.E.L.D. heroes in the KO pile, with its Fight effect', () => {
    const g = cleanBoard(setupGame());
    koShield(g, 4);
    for (let i = 0; i < 5; i++) g.ko.push(make(g, 'Arc Reactor')); // not S.H.I.E.L.D.: do not count
    const ninjas = putVillain(g, 1, 'Hand Ninjas'); // Attack 3 < 4
    const [pf] = put(g, 0, 'hand', 'Pure Fury');
    refresh(g);
    playCard(g, pf!);
    // a single qualifying target (the Mastermind's 7 is not below 4) is taken without asking
    expect(g.city[1]).toBe(-1);
    expect(g.players[0]!.victory).toContain(ninjas);
    expect(g.t.recruit).toBe(1); // Hand Ninjas' Fight effect
    expect(g.t.attack).toBe(0);
  });

  it('Pure Fury does nothing when no Attack is below the count', () => {
    const g = cleanBoard(setupGame());
    koShield(g, 3);
    for (let i = 0; i < 5; i++) g.ko.push(make(g, 'Arc Reactor'));
    putVillain(g, 1, 'Hand Ninjas'); // Attack 3, not below 3
    const [pf] = put(g, 0, 'hand', 'Pure Fury');
    refresh(g);
    playCard(g, pf!);
    expect(reason(g)).toBe('main');
    expect(g.city[1]).toBeGreaterThanOrEqual(0);
    expect(g.tactics.length).toBe(4);
  });

  it('Pure Fury offers the city villains and the Mastermind (slot 5) and can defeat a tactic', () => {
    const g = cleanBoard(setupGame());
    koShield(g, 8);
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 3, 'Hand Ninjas');
    const [pf] = put(g, 0, 'hand', 'Pure Fury');
    refresh(g);
    playCard(g, pf!);
    expect(reason(g)).toBe('nick-fury:pure-fury:defeat');
    expect(g.pending!.options).toEqual([0, 3, PURE_FURY_MASTERMIND]);
    pick(g, PURE_FURY_MASTERMIND);
    expect(g.tactics.length).toBe(3);
    expect(g.players[0]!.victory.length).toBe(1);
    expect(g.city[0]).toBeGreaterThanOrEqual(0);
    expect(g.t.foughtMastermind).toBe(false);
  });

  it('Pure Fury does not offer the Mastermind when its Attack equals the count', () => {
    const g = cleanBoard(setupGame());
    koShield(g, 7);
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 3, 'Hand Ninjas');
    const [pf] = put(g, 0, 'hand', 'Pure Fury');
    refresh(g);
    playCard(g, pf!);
    expect(g.pending!.options).toEqual([0, 3]);
  });
});
