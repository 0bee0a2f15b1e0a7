// Bribe, from the Universal Rulebook: "You can fight villains with the keyword Bribe by spending any
// combination of Attack and/or Recruit points. For example, you may play two S.H.I.E.L.D. Agents and two
// S.H.I.E.L.D. Troopers to fight the +4 Maggia Goons."
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, ACT_MASTERMIND, act, fight, mainActions, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { dcGame } from './villain-setup.js';

describe('Bribe (rule)', () => {
  it("the rulebook's example: two Agents and two Troopers (2 Recruit + 2 Attack) defeat the 4-Attack Maggia Goons", () => {
    const g = dcGame();
    putVillain(g, 0, 'Maggia Goons');
    const cards = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    for (const c of cards) playCard(g, c);
    expect([g.t.attack, g.t.recruit]).toEqual([2, 2]);
    fight(g, 0);
    // the split is forced (all of both), so nothing is asked
    expect(reason(g)).not.toBe('pay-recruit-part');
    expect([g.t.attack, g.t.recruit]).toEqual([0, 0]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Maggia Goons']);
  });

  it('Recruit alone may pay for a Bribe villain; without Bribe Recruit pays for no fight', () => {
    const g = dcGame();
    putVillain(g, 0, 'Maggia Goons');
    putVillain(g, 1, 'Hand Ninjas');
    g.t.recruit = 4;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 1));
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    fight(g, 0);
    expect(g.t.recruit).toBe(0);
    expect(g.city[0]).toBe(-1);
  });

  it('the total of both pools must reach the Attack (2 + 2 is not enough for the 5 of Hammerhead, 2 + 3 is); Recruit never pays for a villain without Bribe', () => {
    const g = dcGame();
    putVillain(g, 2, 'Hand Ninjas'); // no Bribe: 3 Attack
    putVillain(g, 3, 'Hammerhead');
    g.t.recruit = 2;
    g.t.attack = 2;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 3));
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 2));
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 3));
  });

  it('when both pools could pay part, the player chooses how much Recruit to spend (the rest is Attack)', () => {
    const g = dcGame();
    putVillain(g, 3, 'Hammerhead');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.recruit = 4;
    g.t.attack = 4;
    refresh(g);
    fight(g, 3);
    expect(reason(g)).toBe('pay-recruit-part');
    expect(g.pending!.options).toEqual([1, 2, 3, 4]);
    pick(g, 3);
    expect([g.t.attack, g.t.recruit]).toEqual([2, 1]);
    expect(g.city[3]).toBe(-1);
  });
});
