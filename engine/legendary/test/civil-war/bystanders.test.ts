// Civil War's special Bystanders: Aspiring Hero, Comic Shop Keeper.
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { rescue } from '../../rules.js';
import { newGame } from '../../setup.js';
import type { Game } from '../../types.js';
import { fight, make, names, pick, putVillain, reason, refresh, rescueFromStack } from '../helpers.js';
import { CW, cwVillainGame } from './villain-setup-b.js';

const game = () => cwVillainGame(['HYDRA']);

describe('Civil War special Bystanders', () => {
  it('join the Bystander stack (4 Aspiring Heroes, 3 Comic Shop Keepers) only when Civil War is selected', () => {
    const count = (sets: string[], name: string) => {
      const g = newGame({ players: 2, seed: 5, sets, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube', villains: ['HYDRA'] });
      return [...g.bystanders, ...g.villainDeck].filter((c) => g.cards[g.defOf[c]!]!.name === name).length;
    };
    expect(['Aspiring Hero', 'Comic Shop Keeper'].map((n) => count(CW, n))).toEqual([4, 3]);
    expect(count(['core'], 'Aspiring Hero')).toBe(0);
  });
});

describe('Aspiring Hero', () => {
  it('rescued from the stack: the rescuer gains the top Sidekick; a plain Bystander gives none', () => {
    const g = game();
    const k = make(g, 'Hairball');
    g.sidekicks = [make(g, 'Zabu'), k];
    rescueFromStack(g, 0, 'Aspiring Hero');
    expect(g.players[0]!.discard).toEqual([k]);
    rescueFromStack(g, 0, 'Bystander');
    expect(g.players[0]!.discard).toEqual([k]);
    expect(g.sidekicks.length).toBe(1);
  });

  it('rescued from a defeated villain: the rescuer gains a Sidekick', () => {
    const g = game();
    putVillain(g, 0, 'Hand Ninjas');
    g.att[0]!.push(make(g, 'Aspiring Hero'));
    const k = make(g, 'Lockjaw');
    g.sidekicks = [k];
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.discard).toEqual([k]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas', 'Aspiring Hero']);
  });
});

describe('Comic Shop Keeper', () => {
  it('the rescuer picks one of the top three Hero Deck cards that costs 3 or less, then the player who gains it; the rest go back in the chosen order', () => {
    const g = game();
    const [c7, c3, c8, c2] = ['Fixture Cost 7', 'Fixture Cost 3', 'Fixture Cost 8', 'Fixture Cost 2'].map((n) => make(g, n));
    g.heroDeck.push(c7!, c3!, c8!, c2!); // top: Cost 2, then Cost 8, then Cost 3; Cost 7 is fourth
    rescueFromStack(g, 0, 'Comic Shop Keeper');
    expect(reason(g)).toBe('comic-shop-keeper:hero');
    expect(g.pending!.options).toEqual([c2, c3]);
    pick(g, c3!);
    expect(reason(g)).toBe('comic-shop-keeper:player');
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([c3]);
    // two left: which goes on top
    expect(reason(g)).toBe('deck-top-order');
    expect(g.pending!.options).toEqual([c8, c2]);
    pick(g, c8!);
    expect(g.heroDeck.slice(-3)).toEqual([c7, c2, c8]);
    expect(reason(g)).toBe('main');
  });

  it('with no card that costs 3 or less, nobody gains one: the three are only put back in order', () => {
    const g = game();
    const [c5, c7, c8] = ['Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8'].map((n) => make(g, n));
    g.heroDeck.push(c5!, c7!, c8!);
    rescueFromStack(g, 0, 'Comic Shop Keeper');
    expect(reason(g)).toBe('deck-top-order');
    expect(g.pending!.options).toEqual([c5, c7, c8]);
    pick(g, c5!);
    pick(g, c8!);
    expect(g.heroDeck.slice(-3)).toEqual([c7, c8, c5]);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[1]!.discard).toEqual([]);
  });
});
