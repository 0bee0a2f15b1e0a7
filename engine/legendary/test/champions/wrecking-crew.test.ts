// Wrecking Crew (Champions): Bulldozer, Piledriver, Thunderball, The Wrecker.
import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, make, names, put, putVillain, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { championsGame } from './game.js';

const GROUP = 'Wrecking Crew';
const game = () => championsGame([], { villains: [GROUP] });

function defeat(g: Game, slot: number, name: string): number {
  const v = putVillain(g, slot, name, GROUP);
  g.t.attack = villainAttack(g, slot);
  refresh(g);
  fight(g, slot);
  return v;
}
/** Top of the Hero Deck: a Cost 3 fixture; each player holds one Cost 3 fixture (the Demolish target). */
function demolishable(g: Game): number[] {
  g.heroDeck.push(make(g, 'Fixture Cost 3'));
  return [put(g, 0, 'hand', 'Fixture Cost 3')[0]!, put(g, 1, 'hand', 'Fixture Cost 3')[0]!];
}
const demolished = (g: Game, cards: number[]) => cards.map((c, p) => g.players[p]!.discard.includes(c));

describe('Wrecking Crew', () => {
  it('Bulldozer: moves one more space, pushing the villain ahead, and demolishes each player', () => {
    const g = game();
    const cards = demolishable(g);
    const ninja = putVillain(g, 1, 'Hand Ninjas');
    const b = villainEnters(g, 'Bulldozer', GROUP);
    expect(g.city[1]).toBe(b);
    expect(g.city[2]).toBe(ninja);
    expect(demolished(g, cards)).toEqual([true, true]);
  });

  it('Bulldozer: nothing ahead to push, no Demolish', () => {
    const g = game();
    const cards = demolishable(g);
    const b = villainEnters(g, 'Bulldozer', GROUP);
    expect(g.city[1]).toBe(b);
    expect(demolished(g, cards)).toEqual([false, false]);
  });

  it('Piledriver: Fight KOs one of your heroes; Escape demolishes each player', () => {
    const g = game();
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    defeat(g, 0, 'Piledriver');
    expect(g.ko).toContain(a);

    const g2 = game();
    const cards = demolishable(g2);
    fillCity(g2);
    putVillain(g2, 4, 'Piledriver', GROUP);
    setHq(g2, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g2, 'Hand Ninjas');
    expect(names(g2, g2.escaped)).toContain('Piledriver');
    expect(demolished(g2, cards)).toEqual([true, true]);
  });

  it('Thunderball: fought in the Bank, each other player is demolished; on the Rooftops, nobody', () => {
    const g = game();
    const cards = demolishable(g);
    defeat(g, 1, 'Thunderball');
    expect(demolished(g, cards)).toEqual([false, true]);

    const g2 = game();
    const cards2 = demolishable(g2);
    defeat(g2, 2, 'Thunderball');
    expect(demolished(g2, cards2)).toEqual([false, false]);
  });

  it('The Wrecker: demolishes each player once per Wrecking Crew villain in the city, himself included', () => {
    const g = game();
    g.heroDeck.push(make(g, 'Fixture Cost 3'), make(g, 'Fixture Cost 3'));
    const hand = put(g, 0, 'hand', 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 3');
    putVillain(g, 2, 'Piledriver', GROUP);
    villainEnters(g, 'The Wrecker', GROUP);
    expect(hand.filter((c) => g.players[0]!.discard.includes(c)).length).toBe(2);

    const g2 = game();
    g2.heroDeck.push(make(g2, 'Fixture Cost 3'), make(g2, 'Fixture Cost 3'));
    const hand2 = put(g2, 0, 'hand', 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 3');
    putVillain(g2, 2, 'Hand Ninjas');
    villainEnters(g2, 'The Wrecker', GROUP);
    expect(hand2.filter((c) => g2.players[0]!.discard.includes(c)).length).toBe(1);
  });
});
