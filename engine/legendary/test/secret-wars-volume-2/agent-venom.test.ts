import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { BANK, SEWERS } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, putVillain, reason, recruit, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Agent Venom']);
  refresh(g);
  return g;
}

describe('Agent Venom', () => {
  it('Multi-Gun: 1 Recruit and 1 Attack with fewer than three classes', () => {
    const g = board();
    const [mg] = put(g, 0, 'hand', 'Multi-Gun', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, mg!);
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(1);
  });

  it('Multi-Gun with Spectrum (Tech, Instinct and Ranged among hand and played cards): 2 Recruit and 2 Attack', () => {
    const g = board();
    const [mg] = put(g, 0, 'hand', 'Multi-Gun', 'Quick Draw', 'Optic Blast');
    refresh(g);
    playCard(g, mg!);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(2);
  });

  it('Government Payroll: +2 Recruit when the Bank is empty', () => {
    const g = board();
    const [gp] = put(g, 0, 'hand', 'Government Payroll');
    refresh(g);
    playCard(g, gp!);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(0);
  });

  it('Government Payroll: +2 Attack when a villain is in the Bank', () => {
    const g = board();
    putVillain(g, BANK, 'Hand Ninjas');
    const [gp] = put(g, 0, 'hand', 'Government Payroll');
    refresh(g);
    playCard(g, gp!);
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(2);
  });

  it('Government Payroll: a destroyed Bank cannot be patrolled: neither bonus', () => {
    const g = board();
    g.cityDestroyed = 1 << BANK;
    const [gp] = put(g, 0, 'hand', 'Government Payroll');
    refresh(g);
    playCard(g, gp!);
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(0);
  });

  it('Government Payroll has Wall-Crawl: recruiting it offers the top of the deck', () => {
    const g = board();
    const gp = make(g, 'Government Payroll');
    g.hq[0] = gp;
    g.t.recruit = 3;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('wall-crawl:put-on-deck');
    pick(g, 1);
    expect(g.players[0]!.deck.at(-1)).toBe(gp);
  });

  it('Big Slimeportunity: 2 Recruit, 2 Attack and a card drawn when the Sewers is empty', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [bs] = put(g, 0, 'hand', 'Big Slimeportunity');
    refresh(g);
    playCard(g, bs!);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Big Slimeportunity: no card drawn when a villain is in the Sewers', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    put(g, 0, 'deck', 'Quick Draw');
    const [bs] = put(g, 0, 'hand', 'Big Slimeportunity');
    refresh(g);
    playCard(g, bs!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('Shapeshifting Symbiote: +1 Recruit per other card played with a Recruit icon, +1 Attack per one with an Attack icon', () => {
    const g = board();
    // Multi-Gun shows both icons (1+ and 1+), S.H.I.E.L.D. Agent Recruit only, Team Player Attack only (2+)
    const [mg, ag, tp, ss] = put(g, 0, 'hand', 'Multi-Gun', 'S.H.I.E.L.D. Agent', 'Team Player', 'Shapeshifting Symbiote');
    refresh(g);
    playCard(g, mg!);
    playCard(g, ag!);
    playCard(g, tp!);
    const r = g.t.recruit, a = g.t.attack;
    playCard(g, ss!);
    expect(g.t.recruit - r).toBe(2);
    expect(g.t.attack - a).toBe(2);
  });

  it('Shapeshifting Symbiote: nothing when it is the first card played (it does not count itself)', () => {
    const g = board();
    const [ss] = put(g, 0, 'hand', 'Shapeshifting Symbiote', 'Multi-Gun');
    refresh(g);
    playCard(g, ss!);
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(0);
  });
});
