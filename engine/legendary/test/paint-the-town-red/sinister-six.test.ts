import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { setHq, villainEnters } from '../villain-fixtures.js';
import { ptGame } from './setup.js';
import { escapesPt } from './villains.js';

describe('Sinister Six: Chameleon', () => {
  it('Fight: you get the printed points and ability of the hero in the HQ space under him, which is not played', () => {
    const g = ptGame();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Perfect Hunter', 'Fixture Cost 5', 'Fixture Cost 7');
    putVillain(g, 2, 'Chameleon');
    put(g, 0, 'deck', 'Wound');
    g.t.attack = 6;
    refresh(g);
    fight(g, 2);
    expect(g.t.attack).toBe(1);
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
    expect(g.t.heroesPlayed).toBe(0);
    expect(g.t.clsCount.every((n) => n === 0)).toBe(true);
    expect(names(g, [g.hq[2]!])).toEqual(['Perfect Hunter']);
  });
});

describe('Sinister Six: Hobgoblin', () => {
  it('Ambush: each Sinister Six villain in the city captures a Bystander (not other villains)', () => {
    const g = ptGame();
    putVillain(g, 0, 'Shocker');
    putVillain(g, 1, 'Hand Ninjas');
    villainEnters(g, 'Hobgoblin');
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
    expect(names(g, g.att[1]!)).toEqual(['Bystander']);
    expect(g.att[2]).toEqual([]);
  });
});

describe('Sinister Six: Kraven the Hunter', () => {
  it('his Attack is the cost of the costliest HQ hero; Escape: that hero is KO\'d too (after the usual KO)', () => {
    const g = ptGame();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7');
    putVillain(g, 0, 'Kraven the Hunter');
    expect(villainAttack(g, 0)).toBe(8);
    const h = ptGame();
    escapesPt(h, 'Kraven the Hunter');
    // two Cost 8 heroes tie: the current player picks
    expect(reason(h)).toBe('sinister-six:kraven:ko-hq-hero');
    expect(h.pending!.options).toEqual([1, 3]);
    pick(h, 3);
    expect(names(h, h.ko)).toEqual(['Fixture Cost 8']);
    expect(h.ko).not.toContain(h.hq[3]);
  });
});

describe('Sinister Six: Sandman', () => {
  it('his Attack is twice the villains in the city; Escape: each player reveals an Instinct hero or gains a Wound', () => {
    const g = ptGame();
    putVillain(g, 0, 'Sandman');
    putVillain(g, 3, 'Hand Ninjas');
    expect(villainAttack(g, 0)).toBe(4);
    const h = ptGame();
    put(h, 1, 'hand', 'Fixture Cost 3');
    escapesPt(h, 'Sandman');
    expect(reason(h)).toBe('reveal-or-wound');
    pick(h, 1);
    expect(names(h, h.players[0]!.discard)).toEqual(['Wound']);
    expect(h.players[1]!.discard).toEqual([]);
  });
});

describe('Sinister Six: Shocker', () => {
  it('Ambush: each player reveals an Instinct hero or discards a card', () => {
    const g = ptGame();
    put(g, 0, 'hand', 'Fixture Covert', 'Fixture Tech');
    put(g, 1, 'hand', 'Fixture Cost 3', 'Fixture Tech');
    villainEnters(g, 'Shocker');
    expect(reason(g)).toBe('discard-a-card');
    pick(g, g.pending!.options[0]!);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Fixture Covert']);
    expect(g.players[1]!.discard).toEqual([]);
  });
});

describe('Sinister Six: Vulture', () => {
  it('Ambush: he swaps with a villain on the Rooftops or the Bridge (the player picks); none there: he stays', () => {
    const g = ptGame();
    const r = putVillain(g, 2, 'Hand Ninjas');
    const b = putVillain(g, 4, 'Hand Ninjas');
    const v = villainEnters(g, 'Vulture');
    expect(reason(g)).toBe('sinister-six:vulture:swap');
    pick(g, 4);
    expect(g.city[4]).toBe(v);
    expect(g.city[0]).toBe(b);
    expect(g.city[2]).toBe(r);
    const h = ptGame();
    putVillain(h, 1, 'Hand Ninjas');
    const w = villainEnters(h, 'Vulture');
    expect(h.city[0]).toBe(w);
  });

  it('Escape: each player reveals an Instinct hero or gains a Wound', () => {
    const g = ptGame();
    escapesPt(g, 'Vulture');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
  });
});
