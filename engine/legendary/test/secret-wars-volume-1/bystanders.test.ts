// Secret Wars Volume 1's special Bystander: Banker.
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { BANK, rescue } from '../../rules.js';
import { newGame } from '../../setup.js';
import type { Game } from '../../types.js';
import { act, ACT_RECRUIT, mainActions, make, refresh, rescueFromStack } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { SW1_SET, sw1Game } from './game.js';


describe('Secret Wars Volume 1 Bystanders', () => {
  it('three Bankers join the Bystander stack only when the set is selected', () => {
    const count = (sets: string[]) => {
      const g = newGame({ players: 2, seed: 5, sets, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
      return [...g.bystanders, ...g.villainDeck].filter((c) => g.cards[g.defOf[c]!]!.name === 'Banker').length;
    };
    expect(count(['core', SW1_SET])).toBe(3);
    expect(count(['core'])).toBe(0);
  });

  it('Banker: +2 Recruit usable only to recruit the hero in the HQ space under the Bank', () => {
    const g = sw1Game([]);
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    rescueFromStack(g, 0, 'Banker');
    refresh(g);
    expect(g.players[0]!.victory.length).toBe(1);
    expect(g.t.recruit).toBe(0);
    const actions = mainActions(g);
    expect(actions).toContain(act(ACT_RECRUIT, BANK));
    for (const s of [0, 2, 3, 4]) expect(actions).not.toContain(act(ACT_RECRUIT, s));
  });

  it('a plain Bystander gives no Recruit; a Banker rescued by another player than the current one gives nothing', () => {
    const g = sw1Game([]);
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    rescueFromStack(g, 0, 'Bystander');
    rescueFromStack(g, 1, 'Banker');
    refresh(g);
    expect(g.players[1]!.victory.length).toBe(1);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, BANK));
  });
});
