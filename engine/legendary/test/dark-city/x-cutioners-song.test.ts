// X-Cutioner's Song (Dark City): an extra hero in the Villain Deck, heroes captured by enemies, +2 each for
// villains, heroes gained by fighting, the twist, Evil Wins.
import { describe, expect, it } from 'vitest';
import { HEROES } from '../../registry.js';
import { checkEvil, koCard, mastermindAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import {
  fight, fightMastermind, make, names, onVillainDeck, put, putVillain, refresh, revealVillainCard,
} from '../helpers.js';
import { AGENT, SOLO, escapeHarm, fresh, progress, schemeBoard, twist, villainDeckKinds, settle } from './mastermind-fixtures.js';

const SONG = "X-Cutioner's Song";
const mm = (g: Game) => g.att[mastermindHolder(g)]!;

describe("X-Cutioner's Song", () => {
  it('setup: 8 twists, no Bystanders, and the 14 cards of one more hero (not in the Hero Deck) in the Villain Deck', () => {
    for (const o of [{ players: 2 }, { players: 5 }, SOLO]) {
      const g = fresh({ ...o, scheme: SONG });
      const k = villainDeckKinds(g);
      expect(k.twist).toBe(8);
      expect(k.bystander ?? 0).toBe(0);
      expect(k.hero).toBe(14);
      const [extra] = g.setup.villainDeckHeroes;
      expect(g.setup.heroes).not.toContain(extra);
      expect(HEROES.has(extra!)).toBe(true);
      expect(g.heroDeck.some((c) => g.cards[g.defOf[c]!]!.groupLabel === extra)).toBe(false);
    }
  });

  it('a hero played from the Villain Deck is captured by the nearest villain (+2 Attack each), else by the Mastermind (no Attack)', () => {
    const g = schemeBoard(SONG);
    putVillain(g, 3, 'Sabretooth');
    const optic = onVillainDeck(g, 'Optic Blast');
    revealVillainCard(g);
    expect(g.att[3]).toEqual([optic]);
    expect(villainAttack(g, 3)).toBe(7);
    expect(escapeHarm(g, 3)).toBeGreaterThan(0);
    expect(g.city[0]).toBe(-1);
    const g2 = schemeBoard(SONG);
    const attack = mastermindAttack(g2);
    const det = onVillainDeck(g2, 'Determination');
    revealVillainCard(g2);
    expect(mm(g2)).toEqual([det]);
    expect(mastermindAttack(g2)).toBe(attack);
  });

  it('fighting a villain gains the heroes it captured; so does fighting the Mastermind', () => {
    const g = schemeBoard(SONG);
    putVillain(g, 0, 'Sabretooth');
    const [optic, b] = [make(g, 'Optic Blast'), make(g, 'Bystander')];
    g.att[0] = [optic, b];
    g.t.attack = villainAttack(g, 0);
    refresh(g);
    fight(g, 0);
    settle(g);
    expect(g.players[0]!.discard).toContain(optic);
    expect(g.ko).not.toContain(optic);
    expect(names(g, g.players[0]!.victory)).toEqual(['Sabretooth', 'Bystander']);
    const det = make(g, 'Determination');
    mm(g).push(det);
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    settle(g);
    expect(g.players[0]!.discard).toContain(det);
    expect(mm(g)).toEqual([]);
  });

  it("twist: every hero held by an enemy is KO'd, then another Villain Deck card is played", () => {
    const g = schemeBoard(SONG);
    g.villainDeck = [];
    putVillain(g, 2, 'Sabretooth');
    const [a, b] = [make(g, 'Optic Blast'), make(g, 'Determination')];
    g.att[2] = [a];
    mm(g).push(b);
    const blob = onVillainDeck(g, 'Blob');
    twist(g);
    expect(g.ko).toEqual(expect.arrayContaining([a, b]));
    expect(g.att[2]).toEqual([]);
    expect(mm(g)).toEqual([]);
    expect(g.city[0]).toBe(blob);
  });

  it("evil wins when 9 non-grey heroes have been KO'd (by anyone: the reading worst for the players) or carried off; grey heroes do not count", () => {
    const g = schemeBoard(SONG);
    for (let i = 0; i < 4; i++) g.escaped.push(make(g, 'Optic Blast'));
    const heroes = put(g, 0, 'hand', 'Determination', 'Determination', 'Determination', 'Determination', AGENT, AGENT);
    for (const c of heroes) koCard(g, 0, c);
    checkEvil(g);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(8 / 9);
    const [last] = put(g, 1, 'hand', 'Quick Draw');
    koCard(g, 1, last!);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/X-Cutioner/);
  });
});
