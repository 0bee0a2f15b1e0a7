// Slapstick (Deadpool).
import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { dpGame, violentTurn } from './game.js';
import { captureWitnesses } from '../../keywords/hidden-witness.js';

describe('Slapstick', () => {
  it('Napoleon Complex: 2 Recruit; its Ranged superpower compares the players\' heights, which the game does not know: nothing happens (the reading worst for the players)', () => {
    const g = dpGame();
    const [r, n] = put(g, 0, 'hand', 'Saturday Morning Harpoons', 'Napoleon Complex');
    put(g, 0, 'deck', 'Half-Cocked');
    refresh(g);
    playCard(g, r!); playCard(g, n!);
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Saturday Morning Harpoons: 2½ Attack; Excessive Violence: rescue a Bystander', () => {
    const g = dpGame();
    violentTurn(g, 'Saturday Morning Harpoons');
    expect(names(g, g.players[0]!.victory)).toEqual(expect.arrayContaining(['Bystander', 'Taskmaster']));
  });

  it('Surprise Chainsaw: 4½ Attack; Excessive Violence: the next hand has an extra card', () => {
    const g = dpGame();
    violentTurn(g, 'Surprise Chainsaw');
    expect(g.t.effects.some((e) => e.k === 'next-hand-extra' && e.n === 1)).toBe(true);
  });

  it('Electroplasmic Insanity: Excessive Violence: recruit an HQ hero for free, then may shuffle the discard pile into the deck', () => {
    const g = dpGame();
    const hq = [...g.hq];
    put(g, 0, 'discard', 'Half-Cocked');
    violentTurn(g, 'Electroplasmic Insanity');
    expect(reason(g)).toBe('slapstick:electroplasmic:recruit');
    pick(g, 2);
    expect(g.t.attack).toBe(20 - 12); // Taskmaster: 3 + 8, plus one; the hero was free
    expect(g.players[0]!.discard).toContain(hq[2]);
    expect(reason(g)).toBe('slapstick:electroplasmic:shuffle');
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[0]!.deck).toContain(hq[2]);
  });

  it('Electroplasmic Insanity: a hero holding a Hidden Witness is not offered (it can\'t be recruited: Universal Rulebook, Charles Xavier)', () => {
    const g = dpGame();
    captureWitnesses(g, g.hq[1]!, 1);
    violentTurn(g, 'Electroplasmic Insanity');
    expect(reason(g)).toBe('slapstick:electroplasmic:recruit');
    expect(g.pending!.options).not.toContain(1);
    expect(g.pending!.options).toContain(2);
  });
});
