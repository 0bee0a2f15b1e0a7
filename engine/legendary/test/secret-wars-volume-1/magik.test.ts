import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { act, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';

function board() { return sw1Game(['Magik']); }

describe('Magik', () => {
  it('Rally the New Mutants: one Sidekick; with a Covert card played before, two', () => {
    const g = board();
    const [r1, r2] = put(g, 0, 'hand', 'Rally the New Mutants', 'Rally the New Mutants');
    refresh(g);
    const stack = g.sidekicks.length;
    playCard(g, r1!);
    expect(g.sidekicks.length).toBe(stack - 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Sidekick']);
    playCard(g, r2!);
    expect(g.sidekicks.length).toBe(stack - 3);
    expect(g.players[0]!.discard).toHaveLength(3);
  });

  it('Travel through Limbo: 1 Attack, +2 with a Ranged card played before; it can be teleported', () => {
    const g = board();
    const [t1, t2] = put(g, 0, 'hand', 'Travel through Limbo', 'Travel through Limbo');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, t1!));
    playCard(g, t1!);
    expect(g.t.attack).toBe(1);
    playCard(g, t2!);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Dimensional Portal: +1 Attack per Sidekick played this turn, one back in its stack included', () => {
    const g = board();
    const [s1, s2, dp] = put(g, 0, 'hand', 'Sidekick', 'Sidekick', 'Dimensional Portal');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, s1!);
    expect(reason(g)).toBe('secret-wars-1:sidekick:return');
    pick(g, 1); // back to the stack, two cards drawn
    playCard(g, s2!);
    pick(g, 0); // stays in play
    expect(g.players[0]!.inPlay).toEqual([s2]);
    playCard(g, dp!);
    expect(g.t.attack).toBe(2 + 2);
  });

  it('Dimensional Portal: no Sidekick played, 2 Attack', () => {
    const g = board();
    const [dp] = put(g, 0, 'hand', 'Dimensional Portal');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, dp!));
    playCard(g, dp!);
    expect(g.t.attack).toBe(2);
  });

  it('Wield the Soulsword: + the printed VP of a villain, henchman or Tactic chosen in the victory pile (not a Bystander)', () => {
    const g = board();
    const [hn, viper, tactic] = put(g, 0, 'victory', 'Hand Ninjas', 'Viper', 'Negablast Grenades', 'Bystander');
    const [ws] = put(g, 0, 'hand', 'Wield the Soulsword');
    refresh(g);
    playCard(g, ws!);
    expect(reason(g)).toBe('magik:wield-the-soulsword:vp');
    expect([...g.pending!.options].sort()).toEqual([hn, viper, tactic].sort());
    pick(g, tactic!);
    expect(g.t.attack).toBe(2 + 5);
    // nothing left the victory pile
    expect(g.players[0]!.victory).toHaveLength(4);
  });

  it('Wield the Soulsword: only Bystanders in the victory pile, no bonus', () => {
    const g = board();
    put(g, 0, 'victory', 'Bystander');
    const [ws] = put(g, 0, 'hand', 'Wield the Soulsword');
    refresh(g);
    playCard(g, ws!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(2);
  });
});
