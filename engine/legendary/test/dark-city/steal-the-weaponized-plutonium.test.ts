// Steal the Weaponized Plutonium (Dark City): an extra villain group, Plutonium captured, +1 each, shuffled
// back when its villain is defeated, Evil Wins when carried off.
import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, make, names, onVillainDeck, putVillain, refresh, revealVillainCard, setupGame } from '../helpers.js';
import { DC, SOLO, escapeHarm, fresh, progress, schemeBoard, twist, villainDeckKinds, settle } from './mastermind-fixtures.js';

const PLUTONIUM = 'Steal the Weaponized Plutonium';

describe('Steal the Weaponized Plutonium', () => {
  it('setup: 8 twists and one more villain group (solo too)', () => {
    const g = fresh({ players: 2, scheme: PLUTONIUM });
    expect(villainDeckKinds(g).twist).toBe(8);
    expect(g.setup.villains.length).toBe(3);
    expect(setupGame({ ...SOLO, sets: DC, scheme: PLUTONIUM }).setup.villains.length).toBe(2);
  });

  it('twist: the villain nearest the Villain Deck captures the Plutonium (+1 Attack each), then another card is played', () => {
    const g = schemeBoard(PLUTONIUM);
    g.villainDeck = [];
    putVillain(g, 2, 'Sabretooth');
    const blob = onVillainDeck(g, 'Blob');
    twist(g);
    expect(names(g, g.att[2]!)).toEqual(['Scheme Twist']);
    expect(villainAttack(g, 2)).toBe(6);
    expect(g.city[0]).toBe(blob);
    onVillainDeck(g, 'Sentinel');
    twist(g); // Blob, nearest, captures it; then the Sentinel pushes him to the Bank
    expect(names(g, g.att[1]!)).toEqual(['Scheme Twist']);
    expect(villainAttack(g, 1)).toBe(5);
    expect(g.att[0]).toEqual([]);
  });

  it("twist with no villain in the city: the Plutonium is KO'd (and another card is still played)", () => {
    const g = schemeBoard(PLUTONIUM);
    g.villainDeck = [];
    const s = onVillainDeck(g, 'Sentinel');
    twist(g);
    expect(names(g, g.ko)).toEqual(['Scheme Twist']);
    expect(g.city[0]).toBe(s);
    expect(g.att[0]).toEqual([]);
  });

  it('defeating a villain with Plutonium shuffles it back into the Villain Deck', () => {
    const g = schemeBoard(PLUTONIUM);
    putVillain(g, 1, 'Sabretooth');
    const p1 = make(g, 'Scheme Twist'), p2 = make(g, 'Scheme Twist');
    g.att[1] = [p1, p2, make(g, 'Bystander')];
    const deck = g.villainDeck.length;
    g.t.attack = villainAttack(g, 1);
    expect(g.t.attack).toBe(7);
    refresh(g);
    fight(g, 1);
    settle(g);
    expect(g.villainDeck.length).toBe(deck + 2);
    expect(g.villainDeck).toContain(p1);
    expect(g.ko).not.toContain(p1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Sabretooth', 'Bystander']);
  });

  it('evil wins when 4 Plutonium have been carried off', () => {
    const g = schemeBoard(PLUTONIUM);
    for (let i = 0; i < 3; i++) g.escaped.push(make(g, 'Scheme Twist'));
    for (let s = 0; s < 5; s++) putVillain(g, s, 'Sentinel');
    g.att[4] = [make(g, 'Scheme Twist')];
    expect(progress(g)).toBeCloseTo(3 / 4);
    expect(escapeHarm(g, 4)).toBeGreaterThan(0);
    expect(escapeHarm(g, 3)).toBe(0);
    onVillainDeck(g, 'Blob');
    revealVillainCard(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Plutonium/);
  });
});
