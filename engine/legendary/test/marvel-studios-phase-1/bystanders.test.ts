import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { BANK, rescue } from '../../rules.js';
import { newGame } from '../../setup.js';
import type { Game } from '../../types.js';
import { ACT_RECRUIT, act, mainActions, names, pick, put, reason, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { mk, p1Board } from './fixtures.js';

/** Player 1 rescues the named Phase 1 Bystander from the top of the stack (a card effect's rescue). */
function rescueFromStack(g: Game, name: string): void {
  g.bystanders.push(mk(g, name));
  g.stack = []; g.pending = null; g.pendingFrame = null;
  rescue(g, 0, 1);
  run(g);
}

describe('Marvel Studios Phase 1 named Bystanders', () => {
  it('three of each join the Bystander stack only when the set is selected', () => {
    const count = (sets: string[], name: string) => {
      const g = newGame({ players: 2, seed: 5, sets, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
      return [...g.bystanders, ...g.villainDeck].filter((c) => g.cards[g.defOf[c]!]!.name === name).length;
    };
    expect(['Happy Hogan', 'Jane Foster', 'Peggy Carter', 'Pepper Potts'].map((n) => count(['marvel-studios-phase-1'], n))).toEqual([3, 3, 3, 3]);
    expect(count(['core'], 'Pepper Potts')).toBe(0);
  });

  it("Happy Hogan: may KO a Wound from the rescuer's hand or any player's discard pile", () => {
    const g = p1Board();
    const [w0] = put(g, 0, 'hand', 'Wound');
    const [w1] = put(g, 1, 'discard', 'Wound');
    rescueFromStack(g, 'Happy Hogan');
    expect(reason(g)).toBe('paramedic:ko-wound');
    expect(g.pending!.options).toEqual([w0, w1, -1]);
    pick(g, w1!);
    expect(g.ko).toEqual([w1]);
  });

  it('Jane Foster: may KO one of your heroes or a hero from your discard pile', () => {
    const g = p1Board();
    const [h] = put(g, 0, 'discard', 'Fixture Cost 2');
    rescueFromStack(g, 'Jane Foster');
    expect(reason(g)).toBe('radiation-scientist:ko');
    pick(g, h!);
    expect(g.ko).toEqual([h]);
  });

  it('Peggy Carter: the rescuer draws a card; a plain Bystander draws nothing', () => {
    const g = p1Board();
    put(g, 0, 'deck', 'Fixture Cost 3', 'Fixture Cost 2');
    rescueFromStack(g, 'Peggy Carter');
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Cost 2']);
    g.bystanders.push(g.bystanders[0]!); g.bystanders.shift();
    rescue(g, 0, 1);
    expect(g.players[0]!.hand.length).toBe(1);
  });

  it('Pepper Potts: +2 Recruit only for the hero in the HQ space under the Bank', () => {
    const g = p1Board();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    rescueFromStack(g, 'Pepper Potts');
    refresh(g);
    expect(g.t.recruit).toBe(0);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, BANK));
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
  });
});
