// Organized Crime Wave (Dark City): the Maggia Goons required, their extra Ambush, the twist, Evil Wins.
import { describe, expect, it } from 'vitest';
import { names, onVillainDeck, put, putVillain, revealVillainCard, setupGame } from '../helpers.js';
import { DC, SOLO, escapeHarm, henchmanCard, makeDef, progress, schemeBoard, twist, ofGroup, settle } from './mastermind-fixtures.js';

const CRIME = 'Organized Crime Wave', GOONS = 'Maggia Goons';

describe('Organized Crime Wave', () => {
  it('setup: the 10 Maggia Goons are a henchmen group, in place of a led one when there is no room; all ten in solo (the scheme\'s number, the reading worst for the players)', () => {
    henchmanCard(GOONS);
    expect(setupGame({ sets: DC, scheme: CRIME, mastermind: 'Dr. Doom' }).setup.henchmen).toEqual([GOONS]);
    expect([...setupGame({ players: 5, sets: DC, scheme: CRIME, mastermind: 'Dr. Doom' }).setup.henchmen].sort()).toEqual(['Doombot Legion', GOONS]);
    for (const solo of ['basic', 'advanced'] as const) {
      const g = setupGame({ ...SOLO, solo, sets: DC, scheme: CRIME });
      const all = [...g.villainDeck, ...g.city, ...g.escaped, ...g.players.flatMap((p) => p.victory)];
      expect(ofGroup(g, all, GOONS)).toBe(10);
    }
  });

  it('a Goon entering the city plays another Villain Deck card', () => {
    const goon = henchmanCard(GOONS);
    const g = schemeBoard(CRIME);
    g.villainDeck = [];
    const s = onVillainDeck(g, 'Sentinel');
    const c = makeDef(g, goon);
    g.villainDeck.push(c);
    revealVillainCard(g);
    settle(g);
    expect(g.city[0]).toBe(s);
    expect(g.city[1]).toBe(c);
    // a Sentinel entering plays nothing more
    onVillainDeck(g, 'Blob');
    onVillainDeck(g, 'Sentinel');
    revealVillainCard(g);
    expect(names(g, g.villainDeck)).toEqual(['Blob']);
  });

  it('twist: every Goon in the city escapes; the Goons in victory piles are shuffled into the Villain Deck', () => {
    const goon = henchmanCard(GOONS);
    const g = schemeBoard(CRIME);
    const [g1, g2] = [makeDef(g, goon), makeDef(g, goon)];
    g.city[1] = g1; g.city[4] = g2;
    putVillain(g, 2, 'Sabretooth');
    const mine = makeDef(g, goon);
    g.players[1]!.victory.push(mine);
    put(g, 1, 'victory', 'Sentinel');
    const deck = g.villainDeck.length;
    twist(g);
    settle(g);
    expect(g.escaped.sort()).toEqual([g1, g2].sort());
    expect(names(g, g.city.filter((c) => c >= 0))).toEqual(['Sabretooth']);
    expect(g.villainDeck).toContain(mine);
    expect(g.villainDeck.length).toBe(deck + 1);
    expect(names(g, g.players[1]!.victory)).toEqual(['Sentinel']);
  });

  it('evil wins when 5 Goons have escaped', () => {
    const goon = henchmanCard(GOONS);
    const g = schemeBoard(CRIME);
    for (let i = 0; i < 4; i++) g.escaped.push(makeDef(g, goon));
    g.city[0] = makeDef(g, goon);
    putVillain(g, 1, 'Blob');
    expect(progress(g)).toBeCloseTo(4 / 5);
    expect(escapeHarm(g, 0)).toBeGreaterThan(0);
    expect(escapeHarm(g, 1)).toBe(0);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Organized Crime Wave/);
  });
});
