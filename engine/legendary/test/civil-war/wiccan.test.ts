import '../../cards/civil-war/heroes/wiccan.js';
import { describe, expect, it } from 'vitest';
import { ACT_PHASING } from '../../keywords/phasing.js';
import { defOf } from '../../registry.js';
import { heroNames } from '../../rules.js';
import { act, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const board = () => cwGame(['Wiccan']);
const SUPERSONIC = 'Supersonic Spells/Supersonic Speed';

/** Plays card c (a Divided card: as side `side`, 0 left, 1 right). */
function play(g: ReturnType<typeof board>, c: number, side = -1): void {
  refresh(g);
  playCard(g, c);
  if (side >= 0) pick(g, defOf(g, c).halves![side]!);
}

describe('Wiccan', () => {
  it('Astral Projection: 2 Attack; name a cost among those in your deck, +1 Attack if the top card has it (it stays on top)', () => {
    const g = board();
    const [, top] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Officer');
    const [a] = put(g, 0, 'hand', 'Astral Projection');
    play(g, a!);
    expect(reason(g)).toBe('wiccan:astral-projection:number');
    expect(g.pending!.options).toEqual([0, 3]);
    pick(g, 3);
    expect(g.t.attack).toBe(3);
    expect(g.players[0]!.deck[1]).toBe(top);
    const h = board();
    put(h, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Officer');
    const [b] = put(h, 0, 'hand', 'Astral Projection');
    play(h, b!);
    pick(h, 0);
    expect(h.t.attack).toBe(2);
  });

  it('Astral Projection has Phasing: swap it with the top card of your deck', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Wound');
    const [a] = put(g, 0, 'hand', 'Astral Projection');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PHASING, a!));
    pick(g, act(ACT_PHASING, a!));
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.deck).toEqual([a]);
  });

  it('Sorcerous Illusions: 1 Recruit, Phasing; Covert superpower: +2 Recruit', () => {
    const g = board();
    put(g, 0, 'deck', 'Wound');
    const [a, b] = put(g, 0, 'hand', 'Sorcerous Illusions', 'Sorcerous Illusions');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PHASING, a!));
    play(g, a!);
    expect(g.t.recruit).toBe(1);
    play(g, b!);
    expect(g.t.recruit).toBe(1 + 3);
  });

  it('Supersonic Spells: 2 Attack; Ranged superpower: draw a card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', SUPERSONIC, SUPERSONIC);
    play(g, a!, 0);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([b]);
    play(g, b!, 0);
    expect(g.t.attack).toBe(4);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(heroNames(g, b!)).toEqual(['Wiccan']);
  });

  it('Supersonic Speed (Speed): draw a card; Covert superpower: draw another', () => {
    const g = board();
    put(g, 0, 'deck', 'Wound', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', SUPERSONIC, SUPERSONIC);
    play(g, a!, 1);
    expect(names(g, g.players[0]!.hand)).toEqual([SUPERSONIC, 'S.H.I.E.L.D. Agent']);
    play(g, b!, 1);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Wound']);
    expect([g.t.attack, g.t.recruit]).toEqual([0, 0]);
    expect(heroNames(g, b!)).toEqual(['Speed']);
  });

  it('Clairvoyance: 3 Attack; name a cost: if the top card has it, draw it and another card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound', 'S.H.I.E.L.D. Officer');
    const [c] = put(g, 0, 'hand', 'Clairvoyance');
    play(g, c!);
    expect(g.t.attack).toBe(3);
    expect(g.pending!.options).toEqual([0, 3]);
    pick(g, 3);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Officer', 'Wound']);
    const h = board();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound', 'S.H.I.E.L.D. Officer');
    const [d] = put(h, 0, 'hand', 'Clairvoyance');
    play(h, d!);
    pick(h, 0);
    expect(h.players[0]!.hand).toEqual([]);
    expect(h.players[0]!.deck.length).toBe(3);
  });
});
