// Sentinel Territories (Secret Wars Volume 1): villains that alter the future (the next player's turn).
import { describe, expect, it } from 'vitest';
import { mastermindAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { endTurn, fight, make, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GROUP = 'Sentinel Territories';
const game = (players = 2) => sw1Game([], players === 1
  ? { villains: [GROUP], players, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] }
  : { villains: [GROUP] });
const NINJA_ATTACK = 3;

/** Player 1 defeats the named villain in the Sewers. */
function defeat(g: Game, name: string, attack: number): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return v;
}

/**
 * Ends the turn with a known Villain Deck: Hand Ninjas (no abilities), one on top whose id is returned and one under
 * it (the deck never runs out); the next turn waits at its main phase.
 */
function nextTurn(g: Game): number {
  g.villainDeck = [make(g, 'Hand Ninjas')];
  const ninja = onVillainDeck(g, 'Hand Ninjas');
  endTurn(g);
  expect(reason(g)).toBe('main');
  return ninja;
}

describe('Sentinel Territories', () => {
  it('Colossus of Future Past: no Villain Deck card at the beginning of the next turn, one again the turn after', () => {
    const g = game();
    defeat(g, 'Colossus of Future Past', 5);
    expect(g.players[0]!.victory.length).toBe(1);
    const ninja = nextTurn(g);
    expect(g.current).toBe(1);
    expect(g.city.every((c) => c < 0)).toBe(true);
    expect(g.villainDeck.length).toBe(2);
    expect(g.villainDeck[1]).toBe(ninja);
    endTurn(g);
    expect(g.city[0]).toBe(ninja);
  });

  it('without Colossus the next turn plays its Villain Deck card', () => {
    const g = game();
    defeat(g, 'Kate Pryde of Future Past', 4);
    const ninja = nextTurn(g);
    expect(g.city[0]).toBe(ninja);
  });

  it('Kate Pryde of Future Past: +1 Recruit now, and +1 Recruit at the beginning of the next player\'s turn only', () => {
    const g = game();
    defeat(g, 'Kate Pryde of Future Past', 4);
    expect(g.t.recruit).toBe(1);
    nextTurn(g);
    expect(g.current).toBe(1);
    expect(g.t.recruit).toBe(1);
    nextTurn(g);
    expect(g.current).toBe(0);
    expect(g.t.recruit).toBe(0);
  });

  it('Kate Pryde of Future Past in solo: the next player is you', () => {
    const g = game(1);
    defeat(g, 'Kate Pryde of Future Past', 4);
    nextTurn(g);
    expect(g.current).toBe(0);
    expect(g.t.recruit).toBe(1);
  });

  it('Rachel Summers of Future Past Fight: during the next player\'s turn every villain and the Mastermind get -1 Attack', () => {
    const g = game();
    const mm = mastermindAttack(g);
    defeat(g, 'Rachel Summers of Future Past', 6);
    const v = putVillain(g, 2, 'Colossus of Future Past', GROUP);
    expect(villainAttack(g, 2)).toBe(5);
    expect(mastermindAttack(g)).toBe(mm);
    nextTurn(g);
    expect(g.city[2]).toBe(v);
    expect(villainAttack(g, 2)).toBe(4);
    expect(villainAttack(g, 0)).toBe(NINJA_ATTACK - 1);
    expect(mastermindAttack(g)).toBe(mm - 1);
    nextTurn(g);
    expect(g.city[2]).toBe(v);
    expect(villainAttack(g, 2)).toBe(5);
    expect(mastermindAttack(g)).toBe(mm);
  });

  it('Rachel Summers of Future Past Escape: every villain and the Mastermind get +1 Attack this turn', () => {
    const g = game();
    const mm = mastermindAttack(g);
    fillCity(g);
    putVillain(g, 4, 'Rachel Summers of Future Past', GROUP);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped.length).toBe(1);
    expect(villainAttack(g, 0)).toBe(NINJA_ATTACK + 1);
    expect(mastermindAttack(g)).toBe(mm + 1);
    nextTurn(g);
    expect(mastermindAttack(g)).toBe(mm);
  });

  it('Wolverine of Future Past Fight: at the start of the next player\'s turn, you draw a card and that player draws a card', () => {
    const g = game();
    defeat(g, 'Wolverine of Future Past', 7);
    put(g, 0, 'deck', ...Array.from({ length: 7 }, () => 'S.H.I.E.L.D. Agent'));
    put(g, 1, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
    nextTurn(g);
    expect(g.current).toBe(1);
    expect(g.players[0]!.hand.length).toBe(7);
    expect(g.players[1]!.hand.length).toBe(1);
    expect(g.players[1]!.deck.length).toBe(1);
  });

  it('Wolverine of Future Past Fight in solo: you draw two cards at the start of your next turn', () => {
    const g = game(1);
    defeat(g, 'Wolverine of Future Past', 7);
    put(g, 0, 'deck', ...Array.from({ length: 9 }, () => 'S.H.I.E.L.D. Agent'));
    nextTurn(g);
    expect(g.players[0]!.hand.length).toBe(8);
  });

  it('Wolverine of Future Past Escape: Cross-Dimensional Wolverine Rampage', () => {
    const g = game();
    g.players[1]!.victory.push(make(g, 'Wolverine of Future Past', GROUP));
    const w0 = g.wounds.length;
    fillCity(g);
    putVillain(g, 4, 'Wolverine of Future Past', GROUP);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g, 'Hand Ninjas');
    // player 1 has no Wolverine card: a Wound; player 2 may reveal the one in their victory pile
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.wounds.length).toBe(w0 - 1);
    expect(g.players[0]!.discard.length).toBe(1);
  });
});
