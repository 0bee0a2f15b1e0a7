// Deadpool Writes a Scheme (Deadpool): each twist does what its number says.
import { describe, expect, it } from 'vitest';
import { names, pick, put, putVillain, reason } from '../helpers.js';
import { resolvePlan } from '../../setup.js';
import { dpGame, twist } from './game.js';

const SCHEME = 'Deadpool Writes a Scheme';
const wounds = (g: ReturnType<typeof dpGame>, p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;

describe(SCHEME, () => {
  it('setup: the Deadpool set\'s Deadpool is one of the heroes; 6 twists', () => {
    const p = resolvePlan({ players: 2, seed: 5, sets: ['core', 'deadpool'], scheme: SCHEME });
    expect(p.heroes).toContain('Deadpool (Deadpool)');
    expect(p.twists).toBe(6);
  });

  it('twists 1 to 6: everybody draws; without a Deadpool card in hand discard 2; 3 Villain Deck cards; 4 Bystanders each; 5 Wounds each; Evil wins', () => {
    const g = dpGame({ scheme: SCHEME });
    put(g, 0, 'deck', 'Half-Cocked'); put(g, 1, 'deck', 'Half-Cocked');
    twist(g);
    expect([g.players[0]!.hand.length, g.players[1]!.hand.length]).toEqual([1, 1]);
    put(g, 0, 'hand', 'Running Commentary'); // a Deadpool card: player 0 keeps their hand
    put(g, 1, 'hand', 'Half-Cocked', 'Half-Cocked');
    twist(g);
    while (reason(g) === 'discard-a-card') pick(g, g.pending!.options[0]!);
    expect([g.players[0]!.hand.length, g.players[1]!.hand.length]).toEqual([2, 1]);
    const before = g.villainDeck.length;
    twist(g);
    while (g.pending && g.pending.reason !== 'main') pick(g, g.pending.options[0]!);
    expect(g.villainDeck.length).toBeLessThanOrEqual(before - 3);
    g.city = [-1, -1, -1, -1, -1]; g.att = g.att.map(() => []);
    putVillain(g, 2, 'Weasel');
    twist(g);
    expect(names(g, g.att[2]!)).toEqual(['Bystander', 'Bystander', 'Bystander', 'Bystander']);
    const w0 = wounds(g, 0), w1 = wounds(g, 1);
    twist(g);
    expect([wounds(g, 0) - w0, wounds(g, 1) - w1]).toEqual([5, 5]);
    expect(g.result).toBe(null);
    twist(g);
    expect(g.result).toBe('loss');
  });
});
