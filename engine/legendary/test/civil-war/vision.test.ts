import '../../cards/civil-war/heroes/vision.js';
import { describe, expect, it } from 'vitest';
import { ACT_PHASING } from '../../keywords/phasing.js';
import { defOf } from '../../registry.js';
import { CLASS_BITS, recruitCost } from '../../rules.js';
import { RANGED, TECH } from '../../types.js';
import { act, mainActions, make, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const board = () => cwGame(['Vision']);
const DIVIDED = 'Lighter than Air/Harder than Diamond';

/** Plays card c (a Divided card: as side `side`, 0 left, 1 right). */
function play(g: ReturnType<typeof board>, c: number, side = -1): void {
  refresh(g);
  playCard(g, c);
  if (side >= 0) pick(g, defOf(g, c).halves![side]!);
}

describe('Vision', () => {
  it('Solar Energy: 1 Attack, Phasing; Ranged superpower: +2 Attack', () => {
    const g = board();
    put(g, 0, 'deck', 'Wound');
    const [a, b] = put(g, 0, 'hand', 'Solar Energy', 'Solar Energy');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PHASING, a!));
    play(g, a!);
    expect(g.t.attack).toBe(1);
    play(g, b!);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Through Solid Objects: 2 Recruit; name a class among those in your deck: the top card is drawn if it has it', () => {
    const g = board();
    put(g, 0, 'deck', 'Wound', 'Solar Energy');
    const [t] = put(g, 0, 'hand', 'Through Solid Objects');
    play(g, t!);
    expect(g.t.recruit).toBe(2);
    expect(names(g, g.players[0]!.hand)).toEqual(['Solar Energy']); // one class to name: Ranged, taken without asking
    const h = board();
    put(h, 0, 'deck', 'Wound', 'Through Solid Objects', 'Solar Energy');
    const [t2] = put(h, 0, 'hand', 'Through Solid Objects');
    play(h, t2!);
    expect(reason(h)).toBe('vision:through-solid-objects:class');
    expect(h.pending!.options.sort()).toEqual([CLASS_BITS.indexOf(TECH), CLASS_BITS.indexOf(RANGED)].sort());
    pick(h, CLASS_BITS.indexOf(TECH));
    expect(h.players[0]!.hand).toEqual([]);
    const k = board();
    put(k, 0, 'deck', 'Wound', 'Through Solid Objects', 'Solar Energy');
    const [t3] = put(k, 0, 'hand', 'Through Solid Objects');
    play(k, t3!);
    pick(k, CLASS_BITS.indexOf(RANGED));
    expect(names(k, k.players[0]!.hand)).toEqual(['Solar Energy']);
  });

  it('Through Solid Objects: a Divided card on top has both its classes', () => {
    const g = board();
    put(g, 0, 'deck', 'Solar Energy', DIVIDED);
    const [t] = put(g, 0, 'hand', 'Through Solid Objects');
    play(g, t!);
    pick(g, CLASS_BITS.indexOf(TECH));
    expect(names(g, g.players[0]!.hand)).toEqual([DIVIDED]);
  });

  it('Lighter than Air: 3 Recruit; Harder than Diamond: 3 Attack; Phasing; Size-Changing: Ranged or Tech, one discount', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', DIVIDED, DIVIDED);
    put(g, 0, 'deck', 'Wound');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PHASING, a!));
    const hq = make(g, DIVIDED);
    g.hq[0] = hq;
    expect(recruitCost(g, hq)).toBe(6);
    play(g, a!, 0);
    expect(g.t.recruit).toBe(3);
    expect(recruitCost(g, hq)).toBe(4);
    play(g, b!, 1);
    expect(g.t.attack).toBe(3);
    expect(recruitCost(g, hq)).toBe(4);
  });

  it('Insubstantial Accomplishments: 4 Attack; you may swap a card from your hand with the top two cards of your deck', () => {
    const g = board();
    const [x, y] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [under] = put(g, 0, 'deck', 'S.H.I.E.L.D. Officer');
    g.players[0]!.deck = [under!, x!, y!];
    const [c, w] = put(g, 0, 'hand', 'Insubstantial Accomplishments', 'Wound');
    play(g, c!);
    expect(g.t.attack).toBe(4);
    expect(reason(g)).toBe('vision:insubstantial-accomplishments:swap');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.players[0]!.hand.sort()).toEqual([x!, y!].sort());
    expect(g.players[0]!.deck).toEqual([under, w]);
    expect(g.t.drawn).toBe(0);
    const h = board();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [c2, w2] = put(h, 0, 'hand', 'Insubstantial Accomplishments', 'Wound');
    play(h, c2!);
    pick(h, -1);
    expect(h.players[0]!.hand).toEqual([w2]);
  });

  it('Insubstantial Accomplishments with one card in the deck: the discard pile is shuffled in under it first', () => {
    const g = board();
    const [x] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
    const [c, w] = put(g, 0, 'hand', 'Insubstantial Accomplishments', 'Wound');
    play(g, c!);
    pick(g, w!);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper']);
    expect(g.players[0]!.hand).toContain(x);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Trooper', 'Wound']);
    expect(g.players[0]!.discard).toEqual([]);
  });
});
