import { describe, expect, it } from 'vitest';
import { defeatVillain, villainAttack } from '../../rules.js';
import { ACT_FIGHT, act, fight, mainActions, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { dcGame, onTheBridge } from './villain-setup.js';
import { villainEnters } from '../villain-fixtures.js';

const canFight = (g: ReturnType<typeof dcGame>, slot: number) => mainActions(g).includes(act(ACT_FIGHT, slot));

describe('MLF: Forearm', () => {
  it('his printed * is a reminder of the condition: his Attack is 4', () => {
    const g = dcGame();
    putVillain(g, 2, 'Forearm');
    expect(villainAttack(g, 2)).toBe(4);
  });

  it('can be fought only with four heroes of different names (hand and played); a second card of a name and Wounds do not count', () => {
    const g = dcGame();
    putVillain(g, 2, 'Forearm');
    const [p1] = put(g, 0, 'hand', 'Fixture Tech', 'Fixture Covert', 'Fixture Covert', 'S.H.I.E.L.D. Agent', 'Wound');
    g.t.attack = 4;
    refresh(g);
    playCard(g, p1!);
    expect(canFight(g, 2)).toBe(false);
    put(g, 0, 'hand', 'Fixture Ranged');
    refresh(g);
    expect(canFight(g, 2)).toBe(true);
    fight(g, 2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Forearm']);
  });

  it('an effect that defeats him ignores the condition (Universal Rulebook, "Defeat")', () => {
    const g = dcGame();
    putVillain(g, 2, 'Forearm');
    defeatVillain(g, 0, 2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Forearm']);
  });
});

describe('MLF: Reignfire', () => {
  it("Escape: the card leaves the escape pile and resolves as a Master Strike at once (Red Skull's), then lies in the KO pile", () => {
    const g = dcGame();
    const [h0] = put(g, 0, 'hand', 'Fixture Tech');
    const [h1] = put(g, 1, 'hand', 'Fixture Covert');
    const r = onTheBridge(g, 'Reignfire');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).not.toContain(r);
    expect(g.stats.escapes).toBe(1);
    expect(g.stats.strikes).toBe(1);
    expect(g.ko).toEqual(expect.arrayContaining([r, h0, h1]));
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[1]!.hand).toEqual([]);
  });
});

describe('MLF: Wildside', () => {
  for (const [slot, where] of [[0, 'Sewers'], [1, 'Bank']] as const) {
    it(`Fight in the ${where}: KO two of your heroes`, () => {
      const g = dcGame();
      putVillain(g, slot, 'Wildside');
      const [a, t, w] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
      g.t.attack = 5;
      refresh(g);
      fight(g, slot);
      expect(reason(g)).toBe('ko-chosen');
      pick(g, a!);
      expect(g.ko).toEqual(expect.arrayContaining([a, t]));
      expect(g.players[0]!.hand).toEqual([w]);
    });
  }

  it('Fight on the Rooftops: nothing happens', () => {
    const g = dcGame();
    putVillain(g, 2, 'Wildside');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 5;
    refresh(g);
    fight(g, 2);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand.length).toBe(2);
  });
});

describe('MLF: Zero', () => {
  it('the printed * is a reminder of the discard: the Attack is 0', () => {
    const g = dcGame();
    putVillain(g, 3, 'Zero');
    expect(villainAttack(g, 3)).toBe(0);
  });

  it('can be fought only with three 0-cost cards in hand (Wounds count, played cards do not); each discard is a choice', () => {
    const g = dcGame();
    putVillain(g, 3, 'Zero');
    const [played, a, w, x] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Wound', 'Fixture Cost 2');
    refresh(g);
    playCard(g, played!);
    expect(canFight(g, 3)).toBe(false);
    const [t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(canFight(g, 3)).toBe(true);
    fight(g, 3);
    expect(reason(g)).toBe('mlf:zero:discarded');
    expect(g.pending!.options).toEqual([a, w, t]);
    expect(g.city[3]).toBeGreaterThanOrEqual(0); // not defeated before the cost is paid
    pick(g, w!);
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([w, t, a]);
    expect(g.players[0]!.hand).toEqual([x]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zero']);
  });

  it('an effect that defeats Zero costs no discards (Universal Rulebook, "Defeat")', () => {
    const g = dcGame();
    putVillain(g, 3, 'Zero');
    const hand = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    defeatVillain(g, 0, 3);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zero']);
    expect(g.players[0]!.hand).toEqual(hand);
  });
});
