import { describe, expect, it } from 'vitest';
import { villainAttack } from '../../rules.js';
import { fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import { dcGame } from './villain-setup.js';

describe('Marauders: Blockbuster', () => {
  it('Ambush with a villain in the Bank: it and Blockbuster each capture a Bystander; +2 Attack per Bystander he holds', () => {
    const g = dcGame();
    const n = putVillain(g, 1, 'Hand Ninjas');
    const [b1, b2] = g.bystanders.slice(-2).reverse();
    villainEnters(g, 'Blockbuster');
    expect(g.city[1]).toBe(n);
    expect(g.att[1]).toEqual([b1]);
    expect(g.att[0]).toEqual([b2]);
    expect(villainAttack(g, 0)).toBe(6);
    expect(villainAttack(g, 1)).toBe(3);
    g.att[0]!.push(make(g, 'Bystander'));
    expect(villainAttack(g, 0)).toBe(8);
  });

  it('Ambush: a villain pushed from the Sewers into the Bank counts (the Ambush comes after he enters)', () => {
    const g = dcGame();
    const n = putVillain(g, 0, 'Hand Ninjas');
    villainEnters(g, 'Blockbuster');
    expect(g.city[1]).toBe(n);
    expect(g.att[1]!.length).toBe(1);
    expect(g.att[0]!.length).toBe(1);
  });

  it('Ambush with the Bank empty: nobody captures; his Attack is 4', () => {
    const g = dcGame();
    putVillain(g, 2, 'Hand Ninjas');
    const stack = g.bystanders.length;
    villainEnters(g, 'Blockbuster');
    expect(g.att[0]).toEqual([]);
    expect(g.att[2]).toEqual([]);
    expect(g.bystanders.length).toBe(stack);
    expect(villainAttack(g, 0)).toBe(4);
  });
});

describe('Marauders: Chimera', () => {
  it('Ambush: she captures the Bystanders among the top three Villain Deck cards, the rest go back on top; +3 Attack each', () => {
    const g = dcGame();
    // bottom to top: a twist, a Bystander below the top three, then Hand Ninjas, a Bystander, a Master Strike
    const [bottom, b2, n, b1, s] = ['Scheme Twist', 'Bystander', 'Hand Ninjas', 'Bystander', 'Master Strike'].map((x) => make(g, x));
    g.villainDeck = [bottom!, b2!, n!, b1!, s!];
    villainEnters(g, 'Chimera');
    expect(g.att[0]).toEqual([b1]);
    expect(g.villainDeck.slice(0, 2)).toEqual([bottom, b2]);
    expect(g.villainDeck.slice(2).sort()).toEqual([n!, s!].sort());
    expect(g.stats.strikes).toBe(0);
    expect(villainAttack(g, 0)).toBe(6);
  });

  it('the rest go back in random order (both orders happen over seeds)', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = dcGame({ seed });
      g.villainDeck = [];
      onVillainDeck(g, 'Hand Ninjas');
      onVillainDeck(g, 'Master Strike');
      onVillainDeck(g, 'Scheme Twist');
      villainEnters(g, 'Chimera');
      orders.add(names(g, g.villainDeck).join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('Ambush: no Bystander revealed, her Attack stays 3', () => {
    const g = dcGame();
    g.villainDeck = [];
    onVillainDeck(g, 'Hand Ninjas');
    villainEnters(g, 'Chimera');
    expect(g.att[0]).toEqual([]);
    expect(g.villainDeck.length).toBe(1);
    expect(villainAttack(g, 0)).toBe(3);
  });
});

describe('Marauders: Scalphunter', () => {
  it('Ambush: each player picks a Bystander from their victory pile and he captures it; +1 Attack each; the fighter rescues them', () => {
    const g = dcGame({ players: 3 });
    const [b0, r0] = put(g, 0, 'victory', 'Bystander', 'News Reporter');
    const [v1, b1] = put(g, 1, 'victory', 'Hand Ninjas', 'Bystander');
    put(g, 2, 'victory', 'Hand Ninjas');
    villainEnters(g, 'Scalphunter');
    expect(reason(g)).toBe('marauders:scalphunter:take');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([b0, r0]);
    pick(g, b0!);
    expect(reason(g)).toBe('main');
    expect(g.att[0]).toEqual([b0, b1]);
    expect(g.players[0]!.victory).toEqual([r0]);
    expect(g.players[1]!.victory).toEqual([v1]);
    expect(g.players[2]!.victory.length).toBe(1);
    expect(villainAttack(g, 0)).toBe(6);
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['News Reporter', 'Scalphunter', 'Bystander', 'Bystander']);
  });
});

describe('Marauders: Vertigo', () => {
  it('Fight: every player discards their hand, then draws as many cards', () => {
    const g = dcGame();
    putVillain(g, 0, 'Vertigo');
    const hand0 = put(g, 0, 'hand', 'Wound', 'S.H.I.E.L.D. Agent');
    const deck0 = put(g, 0, 'deck', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5');
    const hand1 = put(g, 1, 'hand', 'Wound', 'Wound', 'Fixture Tech');
    const deck1 = put(g, 1, 'deck', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 3', 'Fixture Cost 5');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.discard).toEqual(hand0);
    expect(g.players[0]!.hand).toEqual([deck0[2], deck0[1]]);
    expect(g.players[1]!.discard).toEqual(hand1);
    expect(g.players[1]!.hand).toEqual([deck1[3], deck1[2], deck1[1]]);
  });
});
