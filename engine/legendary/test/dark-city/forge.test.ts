import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, mainActions, make, names, pick, playCard, put, putVillain, reason, refresh, act, ACT_FIGHT } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Forge', () => {
  it('Dirty Work with its Tech superpower: villains fought in the Sewers get -2 Attack this turn (not elsewhere, not when not fought)', () => {
    const g = heroGame();
    const [d1, d2] = put(g, 0, 'hand', 'Dirty Work', 'Dirty Work');
    putVillain(g, 0, 'Whirlwind');
    putVillain(g, 1, 'Whirlwind');
    refresh(g);
    playCard(g, d1!); // no Tech card before it: no effect
    expect(villainAttack(g, 0)).toBe(4);
    playCard(g, d2!);
    expect(villainAttack(g, 0)).toBe(2);
    expect(villainAttack(g, 0, false)).toBe(4);
    expect(villainAttack(g, 1)).toBe(4);
    expect(g.t.attack).toBe(4);
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 1));
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Whirlwind']);
    expect(g.t.attack).toBe(1);
  });

  it('Reboot with its Tech superpower: you may discard a card to draw two', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [r1, r2, w] = put(g, 0, 'hand', 'Reboot', 'Reboot', 'Wound');
    refresh(g);
    playCard(g, r1!);
    expect(reason(g)).toBe('main'); // no Tech card before it
    playCard(g, r2!);
    expect(reason(g)).toBe('forge:reboot:discard');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
    expect(g.t.recruit).toBe(4);
  });

  it('Overdrive: Versatile 3', () => {
    const g = heroGame();
    const [o] = put(g, 0, 'hand', 'Overdrive');
    refresh(g);
    playCard(g, o!);
    expect(reason(g)).toBe('versatile:choose');
    pick(g, 1);
    expect([g.t.recruit, g.t.attack]).toEqual([0, 3]);
  });

  it('B.F.G. after two other Tech cards defeats the Mastermind once for free', () => {
    const g = heroGame();
    const [d1, d2, bfg] = put(g, 0, 'hand', 'Dirty Work', 'Reboot', 'B.F.G.');
    refresh(g);
    playCard(g, d1!);
    playCard(g, d2!); // Tech superpower: may discard (nothing else in hand but B.F.G.)
    if (reason(g) === 'forge:reboot:discard') pick(g, -1);
    // a tactic whose Fight effect adds no Attack (the random one could be Negablast Grenades, +3)
    g.tactics = [make(g, 'Endless Resources'), make(g, 'Endless Resources')];
    const tactics = g.tactics.length;
    playCard(g, bfg!);
    expect(g.tactics.length).toBe(tactics - 1);
    expect(g.stats.tacticsDefeated).toBe(1);
    expect(g.t.attack).toBe(2 + 5);
  });

  it('B.F.G. after only one other Tech card does not', () => {
    const g = heroGame();
    const [d1, bfg] = put(g, 0, 'hand', 'Dirty Work', 'B.F.G.');
    refresh(g);
    playCard(g, d1!);
    playCard(g, bfg!);
    expect(g.stats.tacticsDefeated).toBe(0);
    expect(g.t.attack).toBe(7);
  });
});
