import { describe, expect, it } from 'vitest';
import { HENCHMEN } from '../../registry.js';
import { endTurn, names, pick, put, reason } from '../helpers.js';
import { facts, p1Board, putP1, fightWithAttack } from './fixtures.js';

function fought(name: string): ReturnType<typeof p1Board> {
  const g = p1Board();
  putP1(g, 0, name);
  fightWithAttack(g, 0);
  return g;
}

describe('Marvel Studios Phase 1 henchmen', () => {
  it('four groups of ten 3-Attack, 1 VP henchmen', () => {
    for (const n of ['Hammer Drone Army', 'HYDRA Pilots', 'HYDRA Spies', 'Ten Rings Fanatics']) {
      expect(HENCHMEN.get(n)!.set).toBe('marvel-studios-phase-1');
      expect(facts([n])).toEqual([[10, 3, 1]]);
    }
  });

  it('Hammer Drone Army: of the top two cards of your deck, KO one; the other stays on top', () => {
    const g = p1Board();
    putP1(g, 0, 'Hammer Drone Army');
    const [a, b] = put(g, 0, 'deck', 'Fixture Cost 5', 'Wound');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('doombot-legion:ko');
    pick(g, b!);
    expect(g.ko).toContain(b);
    expect(g.players[0]!.deck).toEqual([a]);
  });

  it('HYDRA Pilots: +1 Recruit', () => {
    expect(fought('HYDRA Pilots').t.recruit).toBe(1);
  });

  it('HYDRA Spies: one extra card in the next hand', () => {
    const g = fought('HYDRA Spies');
    put(g, 0, 'deck', ...Array.from({ length: 8 }, () => 'Fixture Cost 2'));
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(7);
  });

  it('Ten Rings Fanatics: KO one of your heroes', () => {
    const g = p1Board();
    putP1(g, 0, 'Ten Rings Fanatics');
    const [h] = put(g, 0, 'hand', 'Fixture Cost 2', 'Fixture Cost 3');
    fightWithAttack(g, 0);
    pick(g, h!);
    expect(names(g, g.ko)).toEqual(['Fixture Cost 2']);
  });
});
