import { describe, expect, it } from 'vitest';
import { fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import type { Game } from '../../types.js';
import { dcGame, escapes } from './villain-setup.js';

function fightIt(g: Game, name: string, attack: number): void {
  putVillain(g, 0, name);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
}

describe('Four Horsemen: Death', () => {
  it('Fight: each other player KOs a hero that costs 1 or more from their hand (Agents and Wounds are not offered)', () => {
    const g = dcGame({ players: 3 });
    put(g, 0, 'hand', 'Fixture X-Man');
    const [, x, c5] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man', 'Fixture Cost 5');
    const cheap = put(g, 2, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    fightIt(g, 'Death', 7);
    expect(reason(g)).toBe('four-horsemen:death:ko-chosen');
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([x, c5]);
    pick(g, c5!);
    expect(g.ko).toEqual([c5]);
    expect(reason(g)).toBe('main');
    expect(g.players[2]!.hand).toEqual(cheap);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture X-Man']);
  });

  it("Escape: every player does it, the current player first, from the hand only (cards played this turn are safe: the rulebook is silent, the reading worst for the player)", () => {
    const g = dcGame();
    const [played, kept] = put(g, 0, 'hand', 'Fixture Cost 5', 'Fixture X-Man');
    const [other] = put(g, 1, 'hand', 'Fixture Cost 3');
    refresh(g);
    playCard(g, played!);
    escapes(g, 'Death');
    expect(g.ko).toEqual([kept, other]);
    expect(g.players[0]!.inPlay).toEqual([played]);
  });

  it('Fight in solo: nobody in basic solo, the player in advanced solo', () => {
    const basic = dcGame({ players: 1, solo: 'basic', heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] });
    const [kept] = put(basic, 0, 'hand', 'Fixture Cost 5');
    fightIt(basic, 'Death', 7);
    expect(basic.players[0]!.hand).toEqual([kept]);
    const adv = dcGame({ players: 1, solo: 'advanced', heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] });
    const [c] = put(adv, 0, 'hand', 'Fixture Cost 5');
    fightIt(adv, 'Death', 7);
    expect(adv.players[0]!.hand).toEqual([]);
    expect(adv.ko).toContain(c);
  });
});

describe('Four Horsemen: Famine', () => {
  it('Fight: each other player reveals an Instinct hero or discards a card (revealing is optional)', () => {
    const g = dcGame({ players: 3 });
    const [x, a] = put(g, 1, 'hand', 'Fixture X-Man', 'S.H.I.E.L.D. Agent');
    const [t, w] = put(g, 2, 'hand', 'Fixture Tech', 'Wound');
    fightIt(g, 'Famine', 4);
    expect(reason(g)).toBe('four-horsemen:famine:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.hand).toEqual([x, a]);
    // player 3 has no Instinct hero: they discard
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(2);
    expect(g.pending!.options).toEqual([t, w]);
    pick(g, w!);
    expect(g.players[2]!.discard).toEqual([w]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Fight: a player who could reveal but declines discards', () => {
    const g = dcGame();
    const [x, a] = put(g, 1, 'hand', 'Fixture X-Man', 'S.H.I.E.L.D. Agent');
    fightIt(g, 'Famine', 4);
    pick(g, 0);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, a!);
    expect(g.players[1]!.hand).toEqual([x]);
  });

  it('Escape: every player does it', () => {
    const g = dcGame();
    const [a0] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    const [a1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    escapes(g, 'Famine');
    expect(g.players[0]!.discard).toEqual([a0]);
    expect(g.players[1]!.discard).toEqual([a1]);
  });
});

describe('Four Horsemen: Pestilence', () => {
  it('Fight: each other player discards the cards costing 1 or more among their top three and orders the rest back', () => {
    const g = dcGame();
    const [low, a, c5, w] = put(g, 1, 'deck', 'Fixture Cost 8', 'S.H.I.E.L.D. Agent', 'Fixture Cost 5', 'Wound');
    const [mine] = put(g, 0, 'deck', 'Fixture Cost 5');
    fightIt(g, 'Pestilence', 5);
    expect(g.players[1]!.discard).toEqual([c5]);
    expect(reason(g)).toBe('put-back-order');
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([a, w]);
    pick(g, a!);
    expect(g.players[1]!.deck).toEqual([low, w, a]);
    expect(g.players[0]!.deck).toEqual([mine]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Escape: every player does it (all three cost 1 or more: all discarded, nothing to order)', () => {
    const g = dcGame();
    const mine = put(g, 0, 'deck', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 8');
    const theirs = put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'Fixture Tech');
    escapes(g, 'Pestilence');
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard.sort()).toEqual(mine.sort());
    expect(g.players[1]!.discard).toEqual([theirs[1]]);
    expect(g.players[1]!.deck).toEqual([theirs[0]]);
  });
});

describe('Four Horsemen: War', () => {
  it('Fight: each other player reveals an Instinct hero or gains a Wound', () => {
    const g = dcGame({ players: 3 });
    put(g, 1, 'hand', 'Fixture X-Man');
    put(g, 2, 'hand', 'Fixture Tech');
    fightIt(g, 'War', 6);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
  });

  it('Escape: every player does it', () => {
    const g = dcGame();
    put(g, 1, 'hand', 'Fixture Tech');
    escapes(g, 'War');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
