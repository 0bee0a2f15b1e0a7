// Dimensions henchmen: Circus of Crime, Spider-Slayer.
import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { dimensionsGame } from './game.js';

const AGENT = 'S.H.I.E.L.D. Agent';
const game = (h: string) => dimensionsGame([], { henchmen: [h] });

function defeat(g: Game, name: string): number {
  const v = putVillain(g, 0, name);
  g.t.attack += villainAttack(g, 0);
  refresh(g);
  fight(g, 0);
  return v;
}

describe('Circus of Crime', () => {
  it('3 Attack, 1 VP', () => {
    const g = game('Circus of Crime');
    putVillain(g, 0, 'Circus of Crime');
    expect(villainAttack(g, 0)).toBe(3);
    expect(g.cards[g.defOf[g.city[0]!]!]!.vp).toBe(1);
  });

  it('Fight: the top card costs 0: it is KO\'d, not drawn', () => {
    const g = game('Circus of Crime');
    const [a] = put(g, 0, 'deck', AGENT);
    defeat(g, 'Circus of Crime');
    expect(g.ko).toEqual([a]);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Fight: the top card costs more than 0: it is drawn, not KO\'d', () => {
    const g = game('Circus of Crime');
    const [low, top] = put(g, 0, 'deck', AGENT, 'Quick Draw');
    defeat(g, 'Circus of Crime');
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.deck).toEqual([low]);
  });
});

describe('Spider-Slayer', () => {
  it('3 Attack, 1 VP', () => {
    const g = game('Spider-Slayer');
    putVillain(g, 0, 'Spider-Slayer');
    expect(villainAttack(g, 0)).toBe(3);
    expect(g.cards[g.defOf[g.city[0]!]!]!.vp).toBe(1);
  });

  it('Fight: of the top two, those costing 2 or less go to hand; the third card is not looked at', () => {
    const g = game('Spider-Slayer');
    const [third, b, a] = put(g, 0, 'deck', AGENT, AGENT, AGENT);
    defeat(g, 'Spider-Slayer');
    expect(g.players[0]!.hand.sort()).toEqual([a, b].sort());
    expect(g.players[0]!.deck).toEqual([third]);
  });

  it('Fight: costlier cards are put back in the order the fighter chooses', () => {
    const g = game('Spider-Slayer');
    const [x, y] = put(g, 0, 'deck', 'Quick Draw', 'Repulsor Rays');
    defeat(g, 'Spider-Slayer');
    expect(g.players[0]!.hand).toEqual([]);
    expect(reason(g)).toBe('put-back-order');
    pick(g, x!); // x goes on top
    expect(g.players[0]!.deck).toEqual([y, x]);
  });

  it('Fight: one cheap and one costly: the cheap one to hand, the other stays on top', () => {
    const g = game('Spider-Slayer');
    const [x, a] = put(g, 0, 'deck', 'Quick Draw', AGENT);
    defeat(g, 'Spider-Slayer');
    expect(names(g, g.players[0]!.hand)).toEqual([AGENT]);
    expect(g.players[0]!.hand).toEqual([a]);
    expect(g.players[0]!.deck).toEqual([x]);
    expect(reason(g)).toBe('main');
  });
});
