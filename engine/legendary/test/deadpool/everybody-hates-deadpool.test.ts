// Everybody Hates Deadpool (Deadpool).
import { describe, expect, it } from 'vitest';
import { make, names, put, putVillain } from '../helpers.js';
import { resolvePlan } from '../../setup.js';
import { villainAttack } from '../../rules.js';
import { HEROES, cardByKey } from '../../registry.js';
import { dpGame, twist } from './game.js';

const SCHEME = 'Everybody Hates Deadpool';
const wounds = (g: ReturnType<typeof dpGame>, p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;

describe(SCHEME, () => {
  it('setup: 6 twists and at least one Mercs for Money hero, even when the given heroes have none', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const p = resolvePlan({ players: 2, seed, sets: ['core', 'deadpool'], scheme: SCHEME, heroes: ['Cyclops', 'Hawkeye'] });
      expect(p.twists).toBe(6);
      expect(p.heroes.some((h) => HEROES.get(h)!.cards.some((k) => cardByKey(k).team === 'Mercs for Money'))).toBe(true);
    }
  });

  it('every villain has Revenge for its own group (henchmen too); one that has it already counts it twice', () => {
    const g = dpGame({ scheme: SCHEME });
    putVillain(g, 0, 'Taskmaster'); // 3, no Revenge of its own
    putVillain(g, 1, 'Weasel'); // 4, Revenge
    putVillain(g, 2, 'Hand Ninjas'); // 3
    put(g, 0, 'victory', 'Sluggo', 'Hand Ninjas');
    expect([villainAttack(g, 0), villainAttack(g, 1), villainAttack(g, 2)]).toEqual([4, 6, 4]);
  });

  it('Twist: whoever reveals the fewest Mercs for Money cards from hand (ties: all) gains a Wound', () => {
    const g = dpGame({ scheme: SCHEME, players: 3 });
    put(g, 0, 'hand', 'Half-Cocked', 'Running Commentary');
    put(g, 1, 'hand', 'Half-Cocked', 'HYDRA Half-Wit');
    put(g, 2, 'hand', 'HYDRA Half-Wit');
    twist(g);
    expect([wounds(g, 0), wounds(g, 1), wounds(g, 2)]).toEqual([0, 0, 1]);
  });

  it('Evil wins when 3 villains per player have escaped', () => {
    const g = dpGame({ scheme: SCHEME });
    for (let i = 0; i < 5; i++) g.escaped.push(make(g, 'Weasel'));
    twist(g);
    expect(g.result).toBe(null);
    g.escaped.push(make(g, 'Sluggo'));
    twist(g);
    expect(g.result).toBe('loss');
  });
});
