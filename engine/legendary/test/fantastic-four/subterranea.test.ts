import { describe, expect, it } from 'vitest';
import { BRIDGE, STREETS } from '../../rules.js';
import { endTurn, fight, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { ffGame } from './game.js';

describe('Subterranea', () => {
  it('Giganto: the next hand has two extra cards', () => {
    const g = ffGame();
    putVillain(g, STREETS, 'Giganto');
    put(g, 0, 'deck', ...Array(10).fill('Wound'));
    g.t.attack = 7;
    refresh(g);
    fight(g, STREETS);
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(8);
  });

  it('Megataur: Ambush captures two Bystanders', () => {
    const g = ffGame();
    onVillainDeck(g, 'Megataur');
    revealVillainCard(g);
    expect(names(g, g.att[0]!)).toEqual(['Bystander', 'Bystander']);
  });

  it('Moloids: KO one of your heroes (hand or played)', () => {
    const g = ffGame();
    putVillain(g, STREETS, 'Moloids');
    const [a] = put(g, 0, 'hand', 'Growing Anger', 'Optic Blast');
    g.t.attack = 3;
    refresh(g);
    fight(g, STREETS);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).not.toContain(-1);
    pick(g, a!);
    expect(g.ko).toContain(a);
  });

  it("Ra'ktar: Ambush moves the Streets villain to the Bridge, pushing the Bridge villain to escape", () => {
    const g = ffGame();
    const s = putVillain(g, STREETS, 'Hand Ninjas');
    const b = putVillain(g, BRIDGE, 'Moloids');
    onVillainDeck(g, "Ra'ktar the Molan King");
    revealVillainCard(g);
    expect(g.city[BRIDGE]).toBe(s);
    expect(g.city[STREETS]).toBe(-1);
    expect(g.escaped).toContain(b);
    if (reason(g) === 'ko-hq-hero') pick(g, g.pending!.options[0]!);
  });
});
