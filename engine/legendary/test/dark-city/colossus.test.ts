import { describe, expect, it } from 'vitest';
import { gainWound } from '../../rules.js';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Colossus', () => {
  it('Draw Their Fire: 3 Attack and you gain a Wound', () => {
    const g = heroGame();
    const [d] = put(g, 0, 'hand', 'Draw Their Fire');
    refresh(g);
    playCard(g, d!);
    expect(g.t.attack).toBe(3);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.stats.woundsGained).toBe(1);
  });

  it('Invulnerability: about to gain a Wound, you may discard it from your hand instead and draw two cards', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [d, inv] = put(g, 0, 'hand', 'Draw Their Fire', 'Invulnerability');
    refresh(g);
    const wounds = g.wounds.length;
    playCard(g, d!);
    expect(reason(g)).toBe('colossus:invulnerability');
    expect(g.pending!.source).toBe(inv);
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([inv]);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
    expect(g.wounds.length).toBe(wounds);
    expect(g.stats.woundsGained).toBe(0);
  });

  it('Invulnerability: declining gains the Wound; played (not in hand) it does not protect (rulebook silent: the reading worst for the players)', () => {
    const g = heroGame();
    const [d, inv] = put(g, 0, 'hand', 'Draw Their Fire', 'Invulnerability');
    refresh(g);
    playCard(g, d!);
    pick(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.hand).toEqual([inv]);
    playCard(g, inv!);
    expect(g.t.recruit).toBe(2);
    g.stack = [];
    gainWound(g, 0);
    expect(g.stack).toEqual([]); // no question
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound', 'Wound']);
  });

  it('Silent Statue: +2 Attack after another Strength card', () => {
    const g = heroGame();
    const [s1, dtf, s2] = put(g, 0, 'hand', 'Silent Statue', 'Draw Their Fire', 'Silent Statue');
    refresh(g);
    playCard(g, s1!);
    expect(g.t.attack).toBe(4);
    playCard(g, dtf!);
    playCard(g, s2!);
    expect(g.t.attack).toBe(4 + 3 + 6);
  });

  it('Russian Heavy Tank: its owner may take another player\'s Wound and draw a card', () => {
    const g = heroGame();
    const [top] = put(g, 1, 'deck', 'S.H.I.E.L.D. Agent');
    const [tank] = put(g, 1, 'hand', 'Russian Heavy Tank');
    const [d] = put(g, 0, 'hand', 'Draw Their Fire');
    refresh(g);
    playCard(g, d!);
    expect(reason(g)).toBe('colossus:russian-heavy-tank');
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.source).toBe(tank);
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.hand).toEqual([tank, top]);
    expect(g.stats.woundsGained).toBe(1);
  });

  it('Russian Heavy Tank: declining leaves the Wound where it was going; its owner\'s own Wound is not asked about', () => {
    const g = heroGame();
    put(g, 1, 'hand', 'Russian Heavy Tank');
    const [d] = put(g, 0, 'hand', 'Draw Their Fire');
    refresh(g);
    playCard(g, d!);
    pick(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
    g.stack = [];
    gainWound(g, 1);
    expect(g.stack).toEqual([]); // no question
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Russian Heavy Tank: the Wound it takes meets its owner\'s own Invulnerability', () => {
    const g = heroGame();
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [, inv] = put(g, 1, 'hand', 'Russian Heavy Tank', 'Invulnerability');
    const [d] = put(g, 0, 'hand', 'Draw Their Fire');
    refresh(g);
    playCard(g, d!);
    pick(g, 1); // the Tank takes it
    expect(reason(g)).toBe('colossus:invulnerability');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([inv]);
    expect(g.stats.woundsGained).toBe(0);
    expect(g.players[1]!.hand.length).toBe(1 + 2 + 1); // the Tank, two for Invulnerability, one for the Tank
  });
});
