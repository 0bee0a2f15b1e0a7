// Ragnarok (Civil War): his Attack from the classes in the HQ, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import '../../cards/civil-war/masterminds/ragnarok.js';
import { hqClasses } from '../../cards/civil-war/masterminds/ragnarok.js';
import { MASTERMINDS } from '../../registry.js';
import { mastermindAttack } from '../../rules.js';
import {
  ACT_FIGHT, ACT_MASTERMIND, act, mainActions, make, names, pick, put, putVillain, reason, refresh,
} from '../helpers.js';
import { AGENT, TROOPER, fightTactic, mmBoard, settle, strike } from './mastermind-helpers.js';

const RAGNAROK = 'Ragnarok';

describe('Ragnarok', () => {
  it('leads the Registration Enforcers', () => {
    expect(MASTERMINDS.get(RAGNAROK)!.leads).toBe('Registration Enforcers');
  });

  it('gets +2 Attack per hero class among the heroes in the HQ (a class counted once)', () => {
    const g = mmBoard(RAGNAROK);
    g.hq = g.hq.map(() => -1);
    expect(mastermindAttack(g)).toBe(6);
    g.hq[0] = make(g, 'Optic Blast'); // Ranged
    g.hq[1] = make(g, 'Repulsor Rays'); // Ranged
    g.hq[2] = make(g, 'Arc Reactor'); // Tech
    expect(hqClasses(g)).toBe(2);
    expect(mastermindAttack(g)).toBe(10);
  });

  it('a Divided card in the HQ counts both of its classes', () => {
    const g = mmBoard(RAGNAROK);
    g.hq = g.hq.map(() => -1);
    const d = g.cards.find((x) => x.set === 'civil-war' && x.halves !== undefined && x.copies > 0)!;
    expect(d).toBeDefined();
    g.defOf.push(d.id);
    g.hq[0] = g.defOf.length - 1;
    const bits = g.cards[d.halves![0]!]!.cls | g.cards[d.halves![1]!]!.cls;
    let n = 0;
    for (let b = bits; b; b &= b - 1) n++;
    expect(n).toBe(2);
    expect(mastermindAttack(g)).toBe(6 + 2 * n);
  });

  it('Master Strike: every player names zero or not zero first, then each discards every card of their hand with that cost', () => {
    const g = mmBoard(RAGNAROK);
    put(g, 0, 'hand', AGENT, TROOPER, 'Wound', 'Optic Blast', 'Arc Reactor');
    put(g, 1, 'hand', AGENT, AGENT, 'Determination');
    strike(g);
    expect(reason(g)).toBe('ragnarok:strike:named');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 0); // zero
    // nobody has discarded yet when the next player answers
    expect(g.pending!.player).toBe(1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[0]!.hand.length).toBe(5);
    pick(g, 1); // not zero
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Arc Reactor', 'Optic Blast']);
    expect(names(g, g.players[0]!.discard).sort()).toEqual([AGENT, TROOPER, 'Wound'].sort());
    expect(names(g, g.players[1]!.hand)).toEqual([AGENT, AGENT]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Determination']);
    expect(Object.keys(g.vars).filter((k) => k.startsWith('ragnarok:'))).toEqual([]);
  });

  it('Electrical Charge: draw a card per Ranged hero you have (hand and played)', () => {
    const g = mmBoard(RAGNAROK);
    put(g, 0, 'hand', 'Optic Blast', 'Arc Reactor');
    put(g, 0, 'inPlay', 'Repulsor Rays');
    put(g, 0, 'deck', ...Array(5).fill(AGENT));
    fightTactic(g, 'Electrical Charge');
    settle(g);
    expect(g.players[0]!.hand.length).toBe(4);
    expect(g.players[0]!.deck.length).toBe(3);
  });

  it('God of Cyborg Thunder: Recruit pays for fights for the rest of the turn', () => {
    const g = mmBoard(RAGNAROK);
    fightTactic(g, 'God of Cyborg Thunder');
    settle(g);
    putVillain(g, 0, 'Viper');
    g.t.recruit = 5;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    const h = mmBoard(RAGNAROK);
    putVillain(h, 0, 'Viper');
    h.t.recruit = 5;
    refresh(h);
    expect(mainActions(h)).not.toContain(act(ACT_FIGHT, 0));
    expect(mainActions(h)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Hammer Goliath: each hero in the HQ that costs 7 or more is KO\'d (a hero refilled meanwhile is not)', () => {
    const g = mmBoard(RAGNAROK);
    const costly = make(g, 'Quantum Breakthrough'); // 7
    const cheap = make(g, 'Optic Blast');
    const eight = make(g, 'X-Men United'); // 8
    g.hq[0] = costly; g.hq[1] = cheap; g.hq[2] = eight;
    const next = make(g, 'X-Men United');
    g.heroDeck.push(make(g, 'Determination'), next); // the first refill draws another 8-cost hero
    fightTactic(g, 'Hammer Goliath');
    settle(g);
    expect(g.ko).toEqual(expect.arrayContaining([costly, eight]));
    expect(g.hq[0]).toBe(next);
    expect(g.hq[1]).toBe(cheap);
    expect(g.ko).not.toContain(next);
  });

  it('Unnatural Storm Clouds: every HQ hero goes to the bottom of the Hero Deck, and the HQ refills from the top', () => {
    const g = mmBoard(RAGNAROK);
    const before = [...g.hq];
    const top = g.heroDeck.slice(-g.hq.length);
    fightTactic(g, 'Unnatural Storm Clouds');
    settle(g);
    expect([...g.heroDeck.slice(0, before.length)].sort()).toEqual([...before].sort());
    expect([...g.hq].sort()).toEqual([...top].sort());
  });
});
