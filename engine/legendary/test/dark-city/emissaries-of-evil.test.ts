import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, names, onVillainDeck, put, reason, refresh } from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import { dcGame, escapes } from './villain-setup.js';

const top = (a: number[]) => a[a.length - 1];

describe('Emissaries of Evil', () => {
  it('Egghead Ambush: a Villain on top of the Villain Deck is played (it enters and pushes Egghead on)', () => {
    const g = dcGame();
    g.villainDeck = [];
    const under = onVillainDeck(g, 'Bystander');
    const n = onVillainDeck(g, 'Hand Ninjas');
    const e = villainEnters(g, 'Egghead');
    expect(g.city[0]).toBe(n);
    expect(g.city[1]).toBe(e);
    expect(g.villainDeck).toEqual([under]);
    expect(g.stats.villainCardsPlayed).toBe(2);
  });

  it('Egghead Ambush: a card that is not a Villain stays on top', () => {
    const g = dcGame();
    g.villainDeck = [];
    const b = onVillainDeck(g, 'Bystander');
    const e = villainEnters(g, 'Egghead');
    expect(g.city[0]).toBe(e);
    expect(g.att[0]).toEqual([]);
    expect(g.villainDeck).toEqual([b]);
  });

  it('Electro Ambush: a Scheme Twist on top is played; another card stays', () => {
    const g = dcGame();
    g.villainDeck = [];
    onVillainDeck(g, 'Scheme Twist');
    villainEnters(g, 'Electro');
    expect(g.stats.twists).toBe(1);
    expect(g.villainDeck).toEqual([]);
    const h = dcGame();
    h.villainDeck = [];
    const n = onVillainDeck(h, 'Hand Ninjas');
    villainEnters(h, 'Electro');
    expect(h.stats.twists).toBe(0);
    expect(h.villainDeck).toEqual([n]);
    expect(h.city[1]).toBe(-1);
  });

  it('Gladiator Ambush: a Bystander on top is captured by him; another card stays', () => {
    const g = dcGame();
    g.villainDeck = [];
    const under = onVillainDeck(g, 'Scheme Twist');
    const b = onVillainDeck(g, 'Bystander');
    villainEnters(g, 'Gladiator');
    expect(g.att[0]).toEqual([b]);
    expect(g.villainDeck).toEqual([under]);
    expect(villainAttack(g, 0)).toBe(5);
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Gladiator', 'Bystander']);
    const h = dcGame();
    h.villainDeck = [];
    const s = onVillainDeck(h, 'Master Strike');
    villainEnters(h, 'Gladiator');
    expect(h.att[0]).toEqual([]);
    expect(h.villainDeck).toEqual([s]);
    expect(h.stats.strikes).toBe(0);
  });

  it('Gladiator capturing the last card of the Villain Deck: the deck has run out, the game ends after the turn', () => {
    const g = dcGame();
    g.villainDeck = [];
    onVillainDeck(g, 'Bystander');
    villainEnters(g, 'Gladiator');
    expect(g.villainDeck).toEqual([]);
    expect(g.drawAtEndOfTurn).toBe('villain deck ran out');
  });

  it('Rhino Ambush: a Master Strike on top wounds every player and stays there, unplayed', () => {
    const g = dcGame();
    g.villainDeck = [];
    const s = onVillainDeck(g, 'Master Strike');
    villainEnters(g, 'Rhino');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(top(g.villainDeck)).toBe(s);
    expect(g.stats.strikes).toBe(0);
  });

  it('Rhino Ambush: no Master Strike on top, no Wounds', () => {
    const g = dcGame();
    g.villainDeck = [];
    onVillainDeck(g, 'Scheme Twist');
    villainEnters(g, 'Rhino');
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.stats.twists).toBe(0);
  });

  it('Rhino Escape: every player gains a Wound', () => {
    const g = dcGame();
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    const r = escapes(g, 'Rhino');
    expect(g.escaped).toContain(r);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
