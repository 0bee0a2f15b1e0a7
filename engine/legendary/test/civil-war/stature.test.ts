import '../../cards/civil-war/heroes/stature.js';
import { describe, expect, it } from 'vitest';
import { FORT_BYSTANDERS, FORT_SIDEKICKS, fortify } from '../../keywords/fortify.js';
import { defOf } from '../../registry.js';
import { heroNames, recruitCost } from '../../rules.js';
import { make, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const board = () => cwGame(['Stature']);
const CRUSH = 'Crush Ants/Crush File Sizes';

/** Plays card c (a Divided card: as side `side`, 0 left, 1 right). */
function play(g: ReturnType<typeof board>, c: number, side = -1): void {
  refresh(g);
  playCard(g, c);
  if (side >= 0) pick(g, defOf(g, c).halves![side]!);
}

describe('Stature', () => {
  it('Shrink to Nothing: draw a card; +1 Attack only after a Tech card', () => {
    const g = board();
    put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', 'Shrink to Nothing', 'Shrink to Nothing');
    play(g, a!);
    expect(g.t.attack).toBe(0);
    expect(names(g, g.players[0]!.hand)).toEqual(['Shrink to Nothing', 'S.H.I.E.L.D. Agent']);
    play(g, b!);
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('Size-Changing: each card costs 2 less to recruit after a card of its class; a Divided card takes either side\'s discount, not both', () => {
    const g = board();
    const shrink = make(g, 'Shrink to Nothing'), crush = make(g, CRUSH), grow = make(g, 'Growing Confidence'), trample = make(g, 'Trample the Tiny');
    g.hq[0] = shrink; g.hq[1] = crush; g.hq[2] = grow; g.hq[3] = trample;
    expect([shrink, crush, grow, trample].map((c) => recruitCost(g, c))).toEqual([2, 5, 6, 8]);
    const [t] = put(g, 0, 'hand', 'Shrink to Nothing');
    play(g, t!);
    expect([shrink, crush, grow, trample].map((c) => recruitCost(g, c))).toEqual([0, 3, 6, 8]);
    const [s] = put(g, 0, 'hand', 'Growing Confidence');
    play(g, s!);
    expect([shrink, crush, grow, trample].map((c) => recruitCost(g, c))).toEqual([0, 3, 4, 6]);
  });

  it('Crush Ants: 2 Attack; Strength superpower: defeat a villain with 3 Attack or less (a choice among them)', () => {
    const g = board();
    const n = putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 1, 'Viper');
    const k = putVillain(g, 2, 'HYDRA Kidnappers');
    const [s, c] = put(g, 0, 'hand', 'Growing Confidence', CRUSH);
    play(g, s!);
    play(g, c!, 0);
    expect(g.t.attack).toBe(2 + 2);
    expect(reason(g)).toBe('stature:crush-ants:defeat');
    expect(g.pending!.options).toEqual([n, k]);
    pick(g, n);
    expect(g.city[0]).toBe(-1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas']);
    expect(g.t.recruit).toBe(1); // its Fight effect
    expect(heroNames(g, c!)).toEqual(['Stature']);
  });

  it('Crush Ants without a Strength card played first defeats nothing', () => {
    const g = board();
    putVillain(g, 0, 'Hand Ninjas');
    const [c] = put(g, 0, 'hand', CRUSH);
    play(g, c!, 0);
    expect(g.city[0]).toBeGreaterThanOrEqual(0);
    expect(g.t.attack).toBe(2);
  });

  it('Crush File Sizes (Iron Lad): 2 Recruit; Tech superpower: draw a card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound', 'Wound');
    const [c, t] = put(g, 0, 'hand', CRUSH, 'Shrink to Nothing');
    play(g, c!, 1);
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.hand).toEqual([t]);
    expect(heroNames(g, c!)).toEqual(['Iron Lad']);
    const h = board();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound', 'Wound');
    const [c2, t2] = put(h, 0, 'hand', CRUSH, 'Shrink to Nothing');
    play(h, t2!);
    play(h, c2!, 1);
    expect(h.t.recruit).toBe(2);
    expect(names(h, h.players[0]!.hand)).toEqual(['Wound', 'Wound']);
  });

  it('Growing Confidence: Strength superpower: +1 Attack per villain in your Victory Pile with printed Attack 3 or less', () => {
    const g = board();
    put(g, 0, 'victory', 'Hand Ninjas', 'HYDRA Kidnappers', 'Viper', 'Bystander');
    const [a, b] = put(g, 0, 'hand', 'Growing Confidence', 'Growing Confidence');
    play(g, a!);
    expect(g.t.attack).toBe(2);
    play(g, b!);
    expect(g.t.attack).toBe(2 + 2 + 2);
  });

  it('Trample the Tiny: Strength superpower: defeat each villain with 4 Attack or less, in the order you choose', () => {
    const g = board();
    const n = putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 1, 'Viper');
    const k = putVillain(g, 2, 'HYDRA Kidnappers');
    const n2 = putVillain(g, 3, 'Hand Ninjas');
    const [s, t] = put(g, 0, 'hand', 'Growing Confidence', 'Trample the Tiny');
    play(g, s!);
    play(g, t!);
    expect(g.t.attack).toBe(2 + 5);
    expect(reason(g)).toBe('stature:trample-the-tiny:defeat');
    expect(g.pending!.options).toEqual([n, k, n2]);
    pick(g, k);
    expect(reason(g)).toBe('hydra-kidnappers:gain-officer');
    pick(g, 0);
    expect(g.pending!.options).toEqual([n, n2]);
    pick(g, n2);
    expect(reason(g)).toBe('main');
    expect(g.city).toEqual([-1, g.city[1], -1, -1, -1]);
    expect(names(g, [g.city[1]!])).toEqual(['Viper']);
    expect(names(g, g.players[0]!.victory).sort()).toEqual(['HYDRA Kidnappers', 'Hand Ninjas', 'Hand Ninjas']);
    expect(g.t.recruit).toBe(2);
  });

  it('Crush Ants and Trample the Tiny: a villain fortifying a place is a villain too (its Attack out of the city), defeated by the Fortify rules', () => {
    const g = board();
    const n = putVillain(g, 0, 'Hand Ninjas');
    const f = make(g, 'HYDRA Kidnappers'), big = make(g, 'Viper');
    g.escaped.push(f, big);
    fortify(g, f, FORT_BYSTANDERS, g.escaped);
    fortify(g, big, FORT_SIDEKICKS, g.escaped);
    const [s, c] = put(g, 0, 'hand', 'Growing Confidence', CRUSH);
    play(g, s!);
    play(g, c!, 0);
    expect(g.pending!.options).toEqual([n, f]);
    pick(g, f);
    expect(g.fortify).toEqual([big]);
    expect(g.players[0]!.victory).toEqual([f]);
    pick(g, 0); // the Kidnappers' Fight effect: no Officer
    expect(g.city[0]).toBe(n);
    const h = board();
    const n2 = putVillain(h, 0, 'Hand Ninjas');
    const f2 = make(h, 'Hand Ninjas');
    h.escaped.push(f2);
    fortify(h, f2, FORT_BYSTANDERS, h.escaped);
    const [s2, t] = put(h, 0, 'hand', 'Growing Confidence', 'Trample the Tiny');
    play(h, s2!);
    play(h, t!);
    expect(h.pending!.options).toEqual([n2, f2]);
    pick(h, f2); // the one left is defeated without a question
    expect(reason(h)).toBe('main');
    expect(h.fortify).toEqual([]);
    expect(h.players[0]!.victory.sort()).toEqual([n2, f2].sort());
  });

  it('Trample the Tiny without a Strength card played first: 5 Attack only', () => {
    const g = board();
    putVillain(g, 0, 'Hand Ninjas');
    const [t] = put(g, 0, 'hand', 'Trample the Tiny');
    play(g, t!);
    expect(g.t.attack).toBe(5);
    expect(g.city[0]).toBeGreaterThanOrEqual(0);
  });
});
