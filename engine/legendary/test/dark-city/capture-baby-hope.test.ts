// Capture Baby Hope (Dark City): the baby token, her captor's +4, rescuing her, escapes with her, Evil Wins.
import { describe, expect, it } from 'vitest';
import { BABY_HOPE } from '../../cards/dark-city/schemes/capture-baby-hope.js';
import { villainAttack, victoryPoints } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, make, names, onVillainDeck, putVillain, refresh, revealVillainCard } from '../helpers.js';
import { SOLO, escapeHarm, fresh, progress, schemeBoard, twist, villainDeckKinds, settle } from './mastermind-fixtures.js';

const BABY = 'Capture Baby Hope';
const isBaby = (g: Game, c: number) => g.defOf[c] === BABY_HOPE.id;
/** A board with the baby on the scheme and nothing played for it. */
function board(): Game {
  const g = schemeBoard(BABY);
  g.schemeZone = [make(g, 'Baby Hope')];
  return g;
}

describe('Capture Baby Hope', () => {
  it('setup: 8 twists, and the baby on the scheme (basic solo allows the scheme)', () => {
    for (const o of [{ players: 2 }, SOLO]) {
      const g = fresh({ ...o, scheme: BABY });
      expect(villainDeckKinds(g).twist).toBe(8);
      expect(g.schemeZone.filter((c) => isBaby(g, c)).length).toBe(1);
    }
    expect(BABY_HOPE.vp).toBe(6);
  });

  it('twist: the villain nearest the Villain Deck captures the baby and gets +4 Attack; with no villain nothing happens', () => {
    const g = board();
    twist(g);
    expect(g.schemeZone.some((c) => isBaby(g, c))).toBe(true);
    putVillain(g, 1, 'Sabretooth');
    putVillain(g, 3, 'Blob');
    twist(g);
    expect(names(g, g.att[1]!)).toEqual(['Baby Hope']);
    expect(villainAttack(g, 1)).toBe(9);
    expect(villainAttack(g, 3)).toBe(4);
  });

  it('defeating her captor rescues the baby to your victory pile (6 VP) until the next twist, which captures her again', () => {
    const g = board();
    putVillain(g, 0, 'Sabretooth');
    twist(g);
    g.t.attack = 9;
    refresh(g);
    fight(g, 0);
    settle(g);
    expect(names(g, g.players[0]!.victory)).toEqual(['Sabretooth', 'Baby Hope']);
    expect(victoryPoints(g, 0)).toBe(9);
    expect(g.ko.filter((c) => isBaby(g, c))).toEqual([]);
    putVillain(g, 2, 'Blob');
    twist(g);
    expect(names(g, g.att[2]!)).toEqual(['Baby Hope']);
    expect(names(g, g.players[0]!.victory)).toEqual(['Sabretooth']);
  });

  it('twist while a villain has the baby: it escapes; the baby goes back to the scheme and a twist is stacked next to the Mastermind', () => {
    const g = board();
    const sabre = putVillain(g, 2, 'Sabretooth');
    putVillain(g, 3, 'Blob');
    twist(g);
    expect(escapeHarm(g, 2)).toBeGreaterThan(0);
    expect(escapeHarm(g, 3)).toBe(0);
    expect(progress(g)).toBe(0);
    twist(g);
    settle(g);
    expect(g.city[2]).toBe(-1);
    expect(g.escaped).toEqual([sabre]);
    expect(names(g, g.schemeZone).sort()).toEqual(['Baby Hope', 'Scheme Twist']);
    expect(g.vars['capture-baby-hope:stacked']).toBe(1);
    expect(progress(g)).toBeCloseTo(1 / 3);
    expect(g.stats.escapes).toBe(1);
  });

  it('a villain pushed out of the city with the baby carries her off too; the third stacked twist wins for evil', () => {
    const g = board();
    g.vars['capture-baby-hope:stacked'] = 2;
    for (let s = 0; s < 5; s++) putVillain(g, s, 'Sentinel');
    twist(g); // the Sentinel in the Sewers captures her
    expect(names(g, g.att[0]!)).toEqual(['Baby Hope']);
    for (let i = 0; i < 4; i++) { onVillainDeck(g, 'Blob'); revealVillainCard(g); settle(g); }
    expect(g.result).toBe(null);
    onVillainDeck(g, 'Blob');
    revealVillainCard(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Capture Baby Hope/);
  });
});
