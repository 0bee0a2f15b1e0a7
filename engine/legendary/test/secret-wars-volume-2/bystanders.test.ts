// Secret Wars Volume 2's special Bystanders: Alligator Trapper, Shapeshifted Copycat, Undercover Agent.
import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { isCopycatVillain } from '../../cards/secret-wars-volume-2/bystanders.js';
import { cardVp, isVillain, rescue, villainAttack } from '../../rules.js';
import { newGame } from '../../setup.js';
import type { Game } from '../../types.js';
import { act, ACT_FIGHT, fight, mainActions, make, names, pick, put, putVillain, reason, refresh, rescueFromStack } from '../helpers.js';
import { SW2_SET, sw2Game } from './game.js';


describe('Secret Wars Volume 2 Bystanders', () => {
  it('they join the Bystander stack only when the set is selected', () => {
    const count = (sets: string[], name: string) => {
      const g = newGame({ players: 2, seed: 5, sets, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
      // every instance the setup dealt (the first Villain Deck card may already have been played)
      return g.defOf.filter((d) => g.cards[d]!.name === name).length;
    };
    expect(count(['core', SW2_SET], 'Alligator Trapper')).toBe(3);
    expect(count(['core', SW2_SET], 'Shapeshifted Copycat')).toBe(4);
    expect(count(['core', SW2_SET], 'Undercover Agent')).toBe(3);
    expect(count(['core'], 'Shapeshifted Copycat')).toBe(0);
  });

  it('Alligator Trapper: the Sewers empty, +2 Recruit', () => {
    const g = sw2Game([]);
    rescueFromStack(g, 0, 'Alligator Trapper');
    expect(g.t.recruit).toBe(2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Alligator Trapper']);
  });

  it('Alligator Trapper: a villain in the Sewers, or rescued by another player than the current one: nothing (the reading worst for the players)', () => {
    const g = sw2Game([]);
    putVillain(g, 0, 'Hand Ninjas');
    rescueFromStack(g, 0, 'Alligator Trapper');
    expect(g.t.recruit).toBe(0);
    const h = sw2Game([]);
    rescueFromStack(h, 1, 'Alligator Trapper');
    expect(h.t.recruit).toBe(0);
  });

  it('Shapeshifted Copycat: rescued, it becomes a 3 Attack villain entering the Sewers (pushing the others)', () => {
    const g = sw2Game([]);
    const ninja = putVillain(g, 0, 'Hand Ninjas');
    const b = rescueFromStack(g, 0, 'Shapeshifted Copycat');
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.city[0]).toBe(b);
    expect(g.city[1]).toBe(ninja);
    expect(isCopycatVillain(g, b)).toBe(true);
    expect(isVillain(g, b)).toBe(true);
    expect(villainAttack(g, 0)).toBe(3);
  });

  it('Shapeshifted Copycat as a villain: Fight: KO one of your heroes; it is worth 1 VP in the victory pile', () => {
    const g = sw2Game([]);
    const b = rescueFromStack(g, 0, 'Shapeshifted Copycat');
    const [a, t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 2;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t!);
    expect(g.ko).toEqual([t]);
    expect(g.players[0]!.victory).toEqual([b]);
    expect(cardVp(g, 0, b)).toBe(1);
  });

  it('Shapeshifted Copycat rescued from a defeated villain: it enters the city after the Fight; a plain Bystander stays', () => {
    const g = sw2Game([]);
    putVillain(g, 0, 'Hand Ninjas');
    const b = make(g, 'Shapeshifted Copycat');
    const plain = make(g, 'Bystander');
    g.att[0]!.push(b, plain);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.city[0]).toBe(b);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas', 'Bystander']);
    expect(isVillain(g, plain)).toBe(false);
  });

  it('Undercover Agent: the rescuer chooses a player, who gains a S.H.I.E.L.D. Officer', () => {
    const g = sw2Game([]);
    const before = g.officers.length;
    rescueFromStack(g, 0, 'Undercover Agent');
    expect(reason(g)).toBe('undercover-agent:player');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['S.H.I.E.L.D. Officer']);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.officers.length).toBe(before - 1);
  });

  it('Undercover Agent: no Officer left, nothing is asked', () => {
    const g = sw2Game([]);
    g.officers = [];
    rescueFromStack(g, 0, 'Undercover Agent');
    expect(reason(g)).toBe('main');
    expect(g.players.map((pl) => pl.discard.length)).toEqual([0, 0]);
  });
});
