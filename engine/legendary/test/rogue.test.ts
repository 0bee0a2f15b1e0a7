import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';
import { AVENGERS, RANGED, TECH, XMEN } from '../types.js';
import { EXTRA_CLASS } from '../effects.js';

const COVERT_I = 2, TECH_I = 3, RANGED_I = 4;

describe('Rogue', () => {
  it('Borrowed Brawn gets +3 Attack only after a Strength card', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Borrowed Brawn', 'Borrowed Brawn');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(1);
    playCard(g, b!);
    expect(g.t.attack).toBe(1 + 4);
  });

  it('Energy Drain without a Covert card earlier asks nothing', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'hand', 'Wound');
    const [e] = put(g, 0, 'hand', 'Energy Drain');
    refresh(g);
    playCard(g, e!);
    expect(reason(g)).toBe('main');
    expect(g.t.recruit).toBe(2);
  });

  it('Energy Drain after a Covert card may KO a card from hand or discard pile for +1 Recruit', () => {
    const g = cleanBoard(setupGame());
    const [w] = put(g, 0, 'hand', 'Wound');
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    const [e1, e2] = put(g, 0, 'hand', 'Energy Drain', 'Energy Drain');
    refresh(g);
    playCard(g, e1!);
    playCard(g, e2!);
    expect(reason(g)).toBe('rogue:energy-drain:ko');
    expect(g.pending!.options).toEqual([w, d, -1]);
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.t.recruit).toBe(2 + 2 + 1);
    expect(g.t.recruitMade).toBe(5);
  });

  it('Energy Drain: declining the KO gives no Recruit', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'hand', 'Wound');
    const [e1, e2] = put(g, 0, 'hand', 'Energy Drain', 'Energy Drain');
    refresh(g);
    playCard(g, e1!);
    playCard(g, e2!);
    pick(g, -1);
    expect(g.t.recruit).toBe(4);
    expect(g.ko).toEqual([]);
  });

  it('Copy Powers resolves as the copied card and counts as Covert plus its class, once', () => {
    const g = cleanBoard(setupGame());
    const [r, cp] = put(g, 0, 'hand', 'Repulsor Rays', 'Copy Powers');
    refresh(g);
    playCard(g, r!);
    playCard(g, cp!); // one card to copy: taken without asking
    // the copy: printed 2 Attack, and its Ranged superpower sees the first Repulsor Rays
    expect(g.t.attack).toBe(2 + 3);
    expect(g.t.effects).toEqual([{ k: EXTRA_CLASS, c: cp, n: RANGED }]);
    expect(g.t.clsCount[RANGED_I]).toBe(2);
    expect(g.t.clsCount[COVERT_I]).toBe(1);
    expect(g.t.heroesPlayed).toBe(2);
    // the copy counts with the copied card's team (worst-for-players reading: not also X-Men)
    expect(g.t.teamCount[AVENGERS]).toBe(2);
    expect(g.t.teamCount[XMEN]).toBe(0);
  });

  it('Copy Powers gives later cards its Covert class and the copied class', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'discard', 'Wound');
    const [b, cp, ed, ht] = put(g, 0, 'hand', 'Borrowed Brawn', 'Copy Powers', 'Energy Drain', 'High-Tech Weaponry');
    refresh(g);
    playCard(g, b!);
    playCard(g, cp!); // copies Borrowed Brawn: 1 + 3 (Strength superpower from the original)
    expect(g.t.attack).toBe(1 + 4);
    expect(g.t.clsCount[TECH_I]).toBe(0);
    playCard(g, ed!); // Covert superpower thanks to Copy Powers
    expect(reason(g)).toBe('rogue:energy-drain:ko');
    pick(g, -1);
    playCard(g, ht!); // no Tech played: no bonus
    expect(g.t.attack).toBe(5 + 2);
  });

  it('Copy Powers of a Tech card makes it Tech for later superpowers', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [ei, cp, arc] = put(g, 0, 'hand', 'Endless Invention', 'Copy Powers', 'Arc Reactor');
    refresh(g);
    playCard(g, ei!);
    playCard(g, cp!); // copies Endless Invention: draws 2 (Tech superpower)
    expect(g.players[0]!.hand.length).toBe(1 + 1 + 2);
    expect(g.t.effects).toEqual([{ k: EXTRA_CLASS, c: cp, n: TECH }]);
    playCard(g, arc!);
    expect(g.t.attack).toBe(3 + 2); // two other Tech heroes: the original and the copy
  });

  it('Copy Powers does not count itself for the copied card\'s superpower', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [ei, arc, cp] = put(g, 0, 'hand', 'Endless Invention', 'Arc Reactor', 'Copy Powers');
    refresh(g);
    playCard(g, ei!);
    playCard(g, arc!);
    expect(g.t.attack).toBe(3 + 1);
    playCard(g, cp!);
    expect(reason(g)).toBe('rogue:copy-powers:copy');
    expect(g.pending!.options).toEqual([ei, arc]);
    pick(g, arc!);
    expect(g.t.attack).toBe(4 + 3 + 2); // the copy sees two other Tech heroes, not three
    expect(g.t.clsCount[TECH_I]).toBe(3);
  });

  it('Copy Powers with nothing else played does nothing but count as Covert', () => {
    const g = cleanBoard(setupGame());
    const [cp] = put(g, 0, 'hand', 'Copy Powers');
    refresh(g);
    playCard(g, cp!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(0);
    expect(g.t.effects).toEqual([]);
    expect(g.t.clsCount[COVERT_I]).toBe(1);
  });

  it('Steal Abilities: each player discards their top card, then you play copies in the order you choose (rule fix: the player orders them)', () => {
    const g = cleanBoard(setupGame());
    const [mine] = put(g, 0, 'deck', 'Repulsor Rays');
    const [theirs] = put(g, 1, 'deck', 'Call Lightning');
    const [sa] = put(g, 0, 'hand', 'Steal Abilities');
    refresh(g);
    playCard(g, sa!);
    expect(g.players[0]!.discard).toEqual([mine]);
    expect(g.players[1]!.discard).toEqual([theirs]);
    expect(reason(g)).toBe('rogue:steal-abilities:order');
    expect(g.pending!.options).toEqual([mine, theirs]);
    // Call Lightning's copy first (no Ranged yet: 3), then Repulsor Rays (Ranged superpower: 2 + 1)
    pick(g, theirs!);
    expect(g.t.attack).toBe(4 + 3 + 3);
    expect(g.t.heroesPlayed).toBe(3);
    expect(g.players[0]!.hand).toEqual([]);
    // the other order: Repulsor Rays first (2), then Call Lightning with its superpower (3 + 3)
    const h = cleanBoard(setupGame());
    const [m2] = put(h, 0, 'deck', 'Repulsor Rays');
    put(h, 1, 'deck', 'Call Lightning');
    const [sa2] = put(h, 0, 'hand', 'Steal Abilities');
    refresh(h);
    playCard(h, sa2!);
    pick(h, m2!);
    expect(h.t.attack).toBe(4 + 2 + 6);
  });

  it('Steal Abilities: a copied card uses the Strength of Steal Abilities for its superpower; a Wound copy does nothing', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Odinson');
    put(g, 1, 'deck', 'Wound');
    const [sa] = put(g, 0, 'hand', 'Steal Abilities');
    refresh(g);
    playCard(g, sa!);
    expect(g.t.recruit).toBe(2 + 2);
    expect(g.t.attack).toBe(4);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.t.heroesPlayed).toBe(2);
  });

  it('Steal Abilities copying a card with a decision asks the player who played it', () => {
    const g = cleanBoard(setupGame());
    put(g, 1, 'deck', 'Healing Factor');
    const [w] = put(g, 0, 'hand', 'Wound');
    const [sa] = put(g, 0, 'hand', 'Steal Abilities');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, sa!);
    // the player orders the copies: my top card (an Agent) first: +1 Recruit; then Healing Factor's question is mine
    const agent = g.players[0]!.discard[0]!;
    pick(g, agent);
    expect(g.t.recruit).toBe(1);
    expect(reason(g)).toBe('wolverine:healing-factor:ko-wound');
    expect(g.pending!.player).toBe(0);
    pick(g, w!);
    expect(g.t.attack).toBe(4 + 2);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
  });

});
