import { describe, expect, it } from 'vitest';
import { discardCard } from '../../rules.js';
import { Z_HAND } from '../../types.js';
import { endTurn, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

const bystanders = (g: ReturnType<typeof heroGame>, p = 0) => names(g, g.players[p]!.victory).filter((n) => n === 'Bystander').length;

describe('Angel', () => {
  it('Diving Catch discarded by a card effect rescues a Bystander and draws two cards', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [chase, catcher] = put(g, 0, 'hand', 'High-Speed Chase', 'Diving Catch');
    refresh(g);
    playCard(g, chase!);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, catcher!);
    expect(g.players[0]!.discard).toEqual([catcher]);
    expect(bystanders(g)).toBe(1);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper']);
  });

  it('Diving Catch discarded by a rule (the end of the turn, Bystanders carried off) does nothing', () => {
    const g = heroGame();
    put(g, 0, 'deck', ...Array<string>(8).fill('S.H.I.E.L.D. Agent'));
    const [a, b] = put(g, 0, 'hand', 'Diving Catch', 'Diving Catch');
    g.stack = [];
    discardCard(g, 0, a!, Z_HAND, false);
    expect(g.players[0]!.discard).toEqual([a]);
    refresh(g);
    endTurn(g);
    expect(g.players[0]!.discard).toEqual([a, b]);
    expect(names(g, g.players[0]!.hand)).toEqual(Array<string>(6).fill('S.H.I.E.L.D. Agent'));
    expect(bystanders(g)).toBe(0);
  });

  it('High-Speed Chase draws two cards, then discards one of your choice', () => {
    const g = heroGame();
    const [t, ag] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    const [chase, w] = put(g, 0, 'hand', 'High-Speed Chase', 'Wound');
    refresh(g);
    playCard(g, chase!);
    expect(g.pending!.options.sort()).toEqual([w!, t!, ag!].sort());
    pick(g, w!);
    expect(g.players[0]!.hand.sort()).toEqual([t!, ag!].sort());
    expect(g.players[0]!.discard).toEqual([w]);
  });

  it('Drop off a Friend: discarding a card gives +Attack equal to its cost; declining gives only the printed 2', () => {
    const g = heroGame();
    const [drop, statue] = put(g, 0, 'hand', 'Drop off a Friend', 'Silent Statue');
    refresh(g);
    playCard(g, drop!);
    expect(reason(g)).toBe('angel:drop-off-a-friend:discard');
    expect(g.pending!.options).toContain(-1);
    pick(g, statue!);
    expect(g.t.attack).toBe(2 + 6);
    expect(g.players[0]!.discard).toEqual([statue]);
    const h = heroGame();
    const [drop2] = put(h, 0, 'hand', 'Drop off a Friend', 'Silent Statue');
    refresh(h);
    playCard(h, drop2!);
    pick(h, -1);
    expect(h.t.attack).toBe(2);
    expect(names(h, h.players[0]!.hand)).toEqual(['Silent Statue']);
  });

  it('Drop off a Friend discarding Diving Catch: +4 Attack, and the catch (a discard by a card effect)', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [drop, dc] = put(g, 0, 'hand', 'Drop off a Friend', 'Diving Catch');
    refresh(g);
    playCard(g, drop!);
    pick(g, dc!);
    expect(g.t.attack).toBe(6);
    expect(bystanders(g)).toBe(1);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
  });

  it('Strength of Spirit discards any number of cards and draws as many', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [sos, w1, w2, keep] = put(g, 0, 'hand', 'Strength of Spirit', 'Wound', 'Wound', 'Silent Statue');
    refresh(g);
    playCard(g, sos!);
    expect(reason(g)).toBe('angel:strength-of-spirit:discard');
    pick(g, w1!);
    pick(g, w2!);
    expect(g.players[0]!.hand).toEqual([keep]);
    pick(g, -1);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Silent Statue']);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound', 'Wound']);
    expect(g.t.attack).toBe(4);
  });

  it('Strength of Spirit: a card that returns to the hand when discarded cannot be chosen again (rulebook silent: the reading worst for the players)', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [sos, ue, w] = put(g, 0, 'hand', 'Strength of Spirit', 'Unending Energy', 'Wound');
    refresh(g);
    playCard(g, sos!);
    pick(g, ue!);
    expect(reason(g)).toBe('unending-energy-return');
    pick(g, 1);
    expect(reason(g)).toBe('angel:strength-of-spirit:discard');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, -1);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'Unending Energy', 'Wound']);
  });
});
