// Solo (Deadpool).
import { describe, expect, it } from 'vitest';
import { act, ACT_FIGHT, mainActions, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { mastermindAttack, villainAttack } from '../../rules.js';
import { dpGame, violence } from './game.js';

describe('Solo', () => {
  it('Half-Cocked: 1½ Attack and 1½ Recruit; two make 3 and 3 exactly, enough for a 3-Attack villain', () => {
    const g = dpGame();
    const [a, b] = put(g, 0, 'hand', 'Half-Cocked', 'Half-Cocked');
    putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    playCard(g, a!);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    playCard(g, b!);
    expect([g.t.attack, g.t.recruit]).toEqual([3, 3]);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it("Merc's Gotta Get Paid: 2½ Attack; Excessive Violence: +1 Recruit", () => {
    const g = dpGame();
    const [m] = put(g, 0, 'hand', "Merc's Gotta Get Paid");
    refresh(g);
    playCard(g, m!);
    expect(g.t.attack).toBe(2.5);
    putVillain(g, 0, 'Taskmaster'); // 3 + 3
    g.t.attack = 7;
    refresh(g);
    violence(g, 0);
    expect([g.t.attack, g.t.recruit]).toEqual([0, 1]);
  });

  it('Guns on My Guns: Tech: draws the top card when it has a gun in its art (Half-Cocked), not otherwise (a S.H.I.E.L.D. Agent has none)', () => {
    const g = dpGame();
    const [t, x] = put(g, 0, 'hand', 'Half-Cocked', 'Guns on My Guns');
    const [top] = put(g, 0, 'deck', 'Half-Cocked');
    refresh(g);
    playCard(g, t!); playCard(g, x!);
    expect(g.players[0]!.hand).toEqual([top]);
    const h = dpGame();
    const [u, y] = put(h, 0, 'hand', 'Half-Cocked', 'Guns on My Guns');
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(h);
    playCard(h, u!); playCard(h, y!);
    expect(h.players[0]!.hand).toEqual([]);
  });

  it('Cut in Half: a villain\'s Attack halved this turn (11 -> 5½, as the card says); Mercs for Money: the Mastermind\'s halved for one fight', () => {
    const g = dpGame();
    const [m, c] = put(g, 0, 'hand', 'Half-Cocked', 'Cut in Half');
    putVillain(g, 1, 'Taskmaster'); // 3 + the highest cost played: 10 once Cut in Half (7) is played
    refresh(g);
    playCard(g, m!); playCard(g, c!);
    expect(reason(g)).toBe('main'); // one villain: chosen without asking
    expect(villainAttack(g, 1)).toBe(5); // its Attack when chosen (10), halved
    expect(mastermindAttack(g)).toBe(5.5);
    const h = dpGame();
    const [d] = put(h, 0, 'hand', 'Cut in Half');
    putVillain(h, 0, 'Wolverinepool');
    refresh(h);
    playCard(h, d!);
    expect(villainAttack(h, 0)).toBe(3.5);
    expect(mastermindAttack(h)).toBe(11);
    expect(mainActions(h)).not.toContain(act(ACT_FIGHT, 0));
    h.t.attack = 3.5;
    refresh(h);
    expect(mainActions(h)).toContain(act(ACT_FIGHT, 0));
  });
});
