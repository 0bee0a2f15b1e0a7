// The Clone Saga (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { checkEvil } from '../../rules.js';
import { make, names, pick, put, putVillain, reason } from '../helpers.js';
import { escapeHarm, progress, twist } from '../dark-city/mastermind-fixtures.js';
import { ptGame } from './setup.js';

const board = (o = {}) => ptGame({ scheme: 'The Clone Saga', ...o });

describe('The Clone Saga', () => {
  it('has 8 twists', () => {
    expect(board().setup.twists).toBe(8);
  });

  it('Twist: a player with two non-grey heroes of the same name may reveal them; others discard down to 3 cards', () => {
    const g = board();
    put(g, 0, 'hand', 'Fixture Cost 3', 'Fixture Cost 3', 'Wound', 'Wound', 'Wound');
    // grey heroes do not count
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 2');
    twist(g);
    expect(reason(g)).toBe('clone-saga:twist:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(g.players[0]!.hand.length).toBe(5);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, g.pending!.options.find((c) => names(g, [c])[0] === 'Fixture Cost 2')!);
    pick(g, g.pending!.options.find((c) => names(g, [c])[0] === 'S.H.I.E.L.D. Agent')!);
    expect(reason(g)).toBe('main');
    expect(g.players[1]!.hand.length).toBe(3);
  });

  it('Twist: the number of discards is fixed when it resolves: Unending Energy returned to the hand is not discarded again (as Magneto\'s strike; the twist always ends)', () => {
    const g = board();
    put(g, 0, 'hand', 'Unending Energy', 'Wound', 'Wound', 'Wound', 'Wound');
    put(g, 1, 'hand', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5');
    twist(g);
    let returned = 0;
    for (let i = 0; i < 20 && reason(g) !== 'main'; i++) {
      if (reason(g) === 'discard-a-card') pick(g, g.pending!.options.find((c) => names(g, [c])[0] === 'Unending Energy') ?? g.pending!.options[0]!);
      else { expect(reason(g)).toBe('unending-energy-return'); pick(g, 1); returned++; }
    }
    expect(reason(g)).toBe('main');
    expect(returned).toBe(2);
    expect(g.players[0]!.hand.length).toBe(5);
    expect(names(g, g.players[0]!.hand)).toContain('Unending Energy');
  });

  it('Evil wins when two villains with the same name have escaped (henchmen too), not two different ones', () => {
    const g = board();
    g.escaped.push(make(g, 'Hand Ninjas'), make(g, 'Shocker'));
    checkEvil(g);
    expect(g.result).toBeNull();
    g.escaped.push(make(g, 'Hand Ninjas'));
    checkEvil(g);
    expect(g.result).toBe('loss');
  });

  it('Evil wins when the Villain Deck runs out, as its last card is drawn, not a draw at the end of the turn (rulebook silent on the moment: the reading worst for the players)', () => {
    const g = board();
    g.villainDeck = [make(g, 'Bystander')];
    twist(g);
    expect(g.result).toBeNull();
    const h = board();
    h.villainDeck = [];
    twist(h);
    expect(h.result).toBe('loss');
    expect(h.cause).toMatch(/Villain Deck ran out/);
  });

  it('hint: a villain whose name has already escaped is a game-losing escape', () => {
    const g = board();
    g.escaped.push(make(g, 'Shocker'));
    putVillain(g, 3, 'Shocker');
    putVillain(g, 4, 'Vulture');
    expect(escapeHarm(g, 3)).toBeGreaterThan(50);
    expect(escapeHarm(g, 4)).toBeLessThan(10);
    expect(progress(g)).toBeGreaterThan(0);
  });
});
