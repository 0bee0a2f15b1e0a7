// Registration Enforcers (Civil War): Blade, Captain Marvel, Deadpool, Micromax.
import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import { cwVillainGame, escapes } from './villain-setup-b.js';

const GROUP = 'Registration Enforcers';
const game = () => cwVillainGame([GROUP]);

describe('Registration Enforcers', () => {
  it('Blade Fight: +2 Recruit when fought in the Sewers or on the Rooftops, nothing in the Bank', () => {
    for (const [slot, gain] of [[0, 2], [1, 0], [2, 2], [3, 0]] as const) {
      const g = game();
      putVillain(g, slot, 'Blade', GROUP);
      g.t.attack = 4;
      refresh(g);
      fight(g, slot);
      expect(g.t.recruit).toBe(gain);
    }
  });

  it('Captain Marvel Fight: every player swaps a card of their choice from hand with the top card of their deck', () => {
    const g = game();
    putVillain(g, 0, 'Captain Marvel', GROUP);
    const [w, a] = put(g, 0, 'hand', 'Wound', 'S.H.I.E.L.D. Agent');
    const [, top0] = put(g, 0, 'deck', 'Fixture Cost 3', 'Fixture Cost 5');
    const [o] = put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    const [top1] = put(g, 1, 'deck', 'Fixture Cost 7');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('registration-enforcers:captain-marvel:swap-chosen');
    expect(g.pending!.options).toEqual([w, a]);
    pick(g, w!);
    expect(g.players[0]!.hand).toEqual([top0, a]);
    expect(g.players[0]!.deck[g.players[0]!.deck.length - 1]).toBe(w);
    // player 2's one card is swapped without asking
    expect(g.players[1]!.hand).toEqual([top1]);
    expect(g.players[1]!.deck).toEqual([o]);
  });

  it('Captain Marvel Escape: every player swaps their whole hand with the top four cards of their deck', () => {
    const g = game();
    const hand = put(g, 0, 'hand', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Fixture Cost 2', 'Fixture Cost 3');
    const deck = put(g, 0, 'deck', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Tech', 'Fixture Covert');
    escapes(g, 'Captain Marvel', GROUP);
    expect(g.players[0]!.hand.sort()).toEqual(deck.slice(1).sort());
    expect(g.players[0]!.deck.length).toBe(7);
    expect(g.players[0]!.deck[0]).toBe(deck[0]);
    expect(g.players[0]!.deck.slice(1).sort()).toEqual(hand.sort());
  });

  it('Deadpool Ambush: every player reveals a card that costs 5 or discards down to five cards (fewer than six in hand: nothing)', () => {
    const g = game();
    const mine = put(g, 0, 'hand', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Fixture Cost 2', 'Fixture Cost 3');
    const theirs = put(g, 1, 'hand', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Fixture Cost 5', 'Fixture Cost 3', 'Wound');
    villainEnters(g, 'Deadpool', GROUP);
    // player 1 has no card that costs 5: one discard
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(0);
    pick(g, mine[0]!);
    expect(g.players[0]!.hand.length).toBe(5);
    // player 2 may reveal the card that costs 5
    expect(reason(g)).toBe('registration-enforcers:deadpool:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.hand).toEqual(theirs);
    expect(reason(g)).toBe('main');
  });

  it('Deadpool Fight: the same; a player who does not reveal discards down to five; a cost-7 card is no "costs 5"', () => {
    const g = game();
    putVillain(g, 0, 'Deadpool', GROUP);
    put(g, 0, 'hand', 'Fixture Cost 7', 'Fixture Cost 3', 'Fixture Cost 2', 'Wound', 'Wound', 'Wound', 'Wound');
    put(g, 1, 'hand', 'Fixture Cost 5', 'Fixture Cost 3', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, g.pending!.options[0]!);
    pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.hand.length).toBe(5);
    expect(reason(g)).toBe('registration-enforcers:deadpool:reveal');
    pick(g, 0);
    pick(g, g.pending!.options[0]!);
    pick(g, g.pending!.options[0]!);
    expect(g.players[1]!.hand.length).toBe(5);
    expect(reason(g)).toBe('main');
  });

  it('Deadpool Escape: the same', () => {
    const g = game();
    put(g, 1, 'hand', 'Fixture Cost 3', 'Fixture Cost 3', 'Wound', 'Wound', 'Wound', 'Wound');
    escapes(g, 'Deadpool', GROUP);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, g.pending!.options[0]!);
    expect(g.players[1]!.hand.length).toBe(5);
  });

  it('Micromax: Size-Changing (Instinct): 6 Attack, 4 after an Instinct card; Fight: KO one of your heroes', () => {
    const g = game();
    putVillain(g, 0, 'Micromax', GROUP);
    expect(villainAttack(g, 0)).toBe(6);
    const [i, a, t] = put(g, 0, 'hand', 'Fixture Cost 2', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, i!);
    expect(villainAttack(g, 0)).toBe(4);
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options.sort()).toEqual([i, a, t].sort());
    pick(g, a!);
    expect(g.ko).toEqual([a]);
  });
});
