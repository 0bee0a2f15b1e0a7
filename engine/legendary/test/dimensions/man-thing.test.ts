import { describe, expect, it } from 'vitest';
import { dimensionsGame } from './game.js';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { BANK, BRIDGE, ROOFTOPS, SEWERS, STREETS, mastermindAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { ACT_FIGHT, ACT_MASTERMIND, act, mainActions, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = dimensionsGame(['Man-Thing']);
  refresh(g);
  return g;
}

describe('Man-Thing', () => {
  it('Form from Ooze: can teleport; +2 Attack usable against the Sewers villain, not one elsewhere', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    putVillain(g, BANK, 'Hand Ninjas');
    const [f, t] = put(g, 0, 'hand', 'Form from Ooze', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, f!));
    playCard(g, f!);
    playCard(g, t!);
    expect(g.t.attack).toBe(1);
    const acts = mainActions(g);
    expect(acts).toContain(act(ACT_FIGHT, SEWERS));
    expect(acts).not.toContain(act(ACT_FIGHT, BANK));
  });

  it('Form from Ooze: the +2 is usable against the Mastermind', () => {
    const g = board();
    const [f] = put(g, 0, 'hand', 'Form from Ooze');
    refresh(g);
    playCard(g, f!);
    g.t.attack += mastermindAttack(g) - 2;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    g.t.attack -= 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Burn the Fearful: a villain with no villain next to it gets -1 Attack', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const [b] = put(g, 0, 'hand', 'Burn the Fearful');
    refresh(g);
    playCard(g, b!);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('man-thing:burn-the-fearful:target');
    pick(g, ROOFTOPS);
    expect(villainAttack(g, ROOFTOPS)).toBe(2);
    expect(villainAttack(g, SEWERS)).toBe(3);
  });

  it('Burn the Fearful: a villain with another villain next to it keeps its Attack', () => {
    const g = board();
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    putVillain(g, STREETS, 'Hand Ninjas');
    const [b] = put(g, 0, 'hand', 'Burn the Fearful');
    refresh(g);
    playCard(g, b!);
    pick(g, ROOFTOPS);
    expect(villainAttack(g, ROOFTOPS)).toBe(3);
  });

  it('Burn the Fearful: the Mastermind (no city space next to its own) gets -1 Attack this turn', () => {
    const g = board();
    putVillain(g, BRIDGE, 'Hand Ninjas');
    const m = mastermindAttack(g);
    const [b] = put(g, 0, 'hand', 'Burn the Fearful');
    refresh(g);
    playCard(g, b!);
    pick(g, g.city.length);
    expect(mastermindAttack(g)).toBe(m - 1);
    expect(villainAttack(g, BRIDGE)).toBe(3);
  });

  it('Travel the Nexus of Realities: a villain moves to an empty space; may decline', () => {
    const g = board();
    const v = putVillain(g, SEWERS, 'Hand Ninjas');
    const [t, t2] = put(g, 0, 'hand', 'Travel the Nexus of Realities', 'Travel the Nexus of Realities');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, t!));
    playCard(g, t!);
    expect(g.t.recruit).toBe(3);
    expect(g.pending!.options).toContain(-1);
    pick(g, SEWERS);
    pick(g, BRIDGE);
    expect(g.city[BRIDGE]).toBe(v);
    expect(g.city[SEWERS]).toBe(-1);
    playCard(g, t2!);
    pick(g, -1);
    expect(g.city[BRIDGE]).toBe(v);
  });

  it('Travel the Nexus of Realities: moving onto another villain swaps them', () => {
    const g = board();
    const a = putVillain(g, SEWERS, 'Hand Ninjas');
    const b = putVillain(g, STREETS, 'Supreme HYDRA');
    const [t] = put(g, 0, 'hand', 'Travel the Nexus of Realities');
    refresh(g);
    playCard(g, t!);
    pick(g, SEWERS);
    pick(g, STREETS);
    expect(g.city[STREETS]).toBe(a);
    expect(g.city[SEWERS]).toBe(b);
  });

  it('Eternity of Solitude: with the Strength superpower, +1 Attack per empty city space', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    putVillain(g, BANK, 'Hand Ninjas');
    const [f, e] = put(g, 0, 'hand', 'Form from Ooze', 'Eternity of Solitude');
    refresh(g);
    playCard(g, f!);
    playCard(g, e!);
    expect(g.t.attack).toBe(5 + 3);
  });

  it('Eternity of Solitude: no bonus without the Strength superpower', () => {
    const g = board();
    const [e] = put(g, 0, 'hand', 'Eternity of Solitude');
    refresh(g);
    playCard(g, e!);
    expect(g.t.attack).toBe(5);
  });
});
