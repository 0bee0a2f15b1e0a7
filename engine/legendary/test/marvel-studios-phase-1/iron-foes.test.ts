import { describe, expect, it } from 'vitest';
import { BANK, villainAttack } from '../../rules.js';
import { ACT_RECRUIT, act, fight, mainActions, names, pick, put, putVillain, reason, recruit, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { settle } from '../dark-city/mastermind-fixtures.js';
import { enters, kinds, p1Board, putP1, fightWithAttack } from './fixtures.js';

describe('Iron Foes', () => {
  it('Hammer Drone Marine: of the top three cards, KO one; the other two go back in the order chosen', () => {
    const g = p1Board();
    putP1(g, 0, 'Hammer Drone Marine');
    const [bottom, c3, c2, c1] = put(g, 0, 'deck', 'Fixture Cost 8', 'Fixture Cost 3', 'Fixture Cost 2', 'Wound');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('iron-foes:hammer-drone-marine:ko');
    expect(g.pending!.options).toEqual([c1, c2, c3]);
    pick(g, c1!);
    expect(g.ko).toContain(c1);
    expect(reason(g)).toBe('put-back-order');
    pick(g, c3!); // Cost 3 on top
    expect(g.players[0]!.deck).toEqual([bottom, c2, c3]);
  });

  it('Raza: +1 Attack per Bystander he holds; Ambush captures one from the stack and a random one from each victory pile that has one', () => {
    const g = p1Board();
    put(g, 0, 'victory', 'Bystander', 'Hand Ninjas');
    put(g, 1, 'victory', 'Hand Ninjas');
    const r = enters(g, 'Raza, Ten Rings Leader');
    expect(g.city[0]).toBe(r);
    expect(kinds(g, g.att[0]!)).toEqual(['bystander', 'bystander']);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas']);
    expect(g.players[1]!.victory.length).toBe(1);
    expect(villainAttack(g, 0)).toBe(6);
  });

  it('Whiplash: Fight, each player reveals a Tech hero or gains a Wound', () => {
    const g = p1Board();
    putP1(g, 0, 'Whiplash');
    put(g, 1, 'hand', 'Fixture Tech');
    fightWithAttack(g, 0);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
  });

  it('Justin Hammer: Bank Conqueror 2; Fight, +2 Recruit only for the hero in the HQ space under the Bank', () => {
    const g = p1Board();
    putP1(g, 0, 'Justin Hammer');
    expect(villainAttack(g, 0)).toBe(3);
    putVillain(g, BANK, 'Hand Ninjas');
    expect(villainAttack(g, 0)).toBe(5);
    g.city[BANK] = -1;
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 2');
    fightWithAttack(g, 0);
    settle(g);
    expect(g.t.recruit).toBe(0);
    const acts = mainActions(g);
    expect(acts).toContain(act(ACT_RECRUIT, BANK));
    expect(acts).not.toContain(act(ACT_RECRUIT, 0));
    recruit(g, BANK);
    expect(names(g, g.players[0]!.discard)).toEqual(['Fixture Cost 2']);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, BANK)); // the 2 are spent
  });

  it('Justin Hammer: the 2 Recruit add to ordinary Recruit for the hero under the Bank only', () => {
    const g = p1Board();
    putP1(g, 0, 'Justin Hammer');
    setHq(g, 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 3', 'Fixture Cost 3');
    g.t.attack = 3;
    g.t.recruit = 1;
    refresh(g);
    fight(g, 0);
    settle(g);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, BANK));
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
  });
});
