import '../../cards/civil-war/heroes/tigra.js';
import '../../cards/civil-war/heroes/wiccan.js';
import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { make, names, onVillainDeck, pick, playCard, put, reason, refresh, revealVillainCard } from '../helpers.js';
import { cwGame } from './game.js';

const board = () => cwGame(['Tigra']);
const FRIEND = 'Friendship/Ferocity';

/** Plays card c (a Divided card: as side `side`, 0 left, 1 right). */
function play(g: ReturnType<typeof board>, c: number, side = -1): void {
  refresh(g);
  playCard(g, c);
  if (side >= 0) pick(g, defOf(g, c).halves![side]!);
}

describe('Tigra', () => {
  it('Friendship: 1 Recruit; Covert superpower: gain a Sidekick (to the discard pile)', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', FRIEND, FRIEND);
    const n = g.sidekicks.length, top = g.sidekicks[n - 1]!;
    play(g, a!, 0);
    expect(g.t.recruit).toBe(1);
    expect(g.sidekicks.length).toBe(n);
    play(g, b!, 0);
    expect(g.t.recruit).toBe(2);
    expect(g.sidekicks.length).toBe(n - 1);
    expect(g.players[0]!.discard).toEqual([top]);
  });

  it('Ferocity: 1 Attack; Instinct superpower: draw a card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [a, b] = put(g, 0, 'hand', FRIEND, FRIEND);
    play(g, a!, 1);
    expect(g.players[0]!.hand).toEqual([b]);
    play(g, b!, 1);
    expect(g.t.attack).toBe(2);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
  });

  it('Supernatural Senses: 2 Attack; look at the top card, discard it or put it back', () => {
    const g = board();
    const [w] = put(g, 0, 'deck', 'Wound');
    const [s] = put(g, 0, 'hand', 'Supernatural Senses');
    play(g, s!);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('tigra:supernatural-senses:discard');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.players[0]!.discard).toEqual([w]);
    expect(reason(g)).toBe('main'); // no KO without two Instinct cards played before it
    const h = board();
    const [x] = put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [s2] = put(h, 0, 'hand', 'Supernatural Senses');
    play(h, s2!);
    pick(h, -1);
    expect(h.players[0]!.deck).toEqual([x]);
  });

  it('Supernatural Senses: with two Instinct cards played before it, you may KO the card discarded this way', () => {
    const g = board();
    const [w, x, y] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [a, b, s] = put(g, 0, 'hand', 'Supernatural Senses', 'Supernatural Senses', 'Supernatural Senses');
    play(g, a!); pick(g, y!);
    play(g, b!); pick(g, x!);
    expect(reason(g)).toBe('main'); // one Instinct card before the second: no KO
    play(g, s!);
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(reason(g)).toBe('tigra:supernatural-senses:ko');
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.discard).toEqual([y, x]);
  });

  it("Can't Surprise a Cat: 2 Attack; when an Ambush would happen, its holder may discard it to cancel it and draw two", () => {
    const g = board();
    const [cat] = put(g, 1, 'hand', "Can't Surprise a Cat");
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Green Goblin');
    revealVillainCard(g);
    expect(reason(g)).toBe('tigra:cant-surprise-a-cat');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.att[0]).toEqual([]); // no Bystander captured
    expect(g.players[1]!.discard).toEqual([cat]);
    expect(names(g, g.players[1]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);

    const h = board();
    put(h, 1, 'hand', "Can't Surprise a Cat");
    onVillainDeck(h, 'Green Goblin');
    revealVillainCard(h);
    pick(h, 0);
    expect(names(h, h.att[0]!)).toEqual(['Bystander']);
    expect(h.players[1]!.hand.length).toBe(1);

    const k = board();
    const [played] = put(k, 0, 'hand', "Can't Surprise a Cat");
    play(k, played!);
    expect(k.t.attack).toBe(2);
    onVillainDeck(k, 'Green Goblin');
    revealVillainCard(k);
    expect(names(k, k.att[0]!)).toEqual(['Bystander']); // played, it cannot be discarded
  });

  it('Mystic Talisman: recruit an HQ hero for free; without the Avengers team power, no points', () => {
    const g = board();
    const cyc = make(g, 'Spinning Cyclone');
    g.hq[2] = cyc;
    const [m] = put(g, 0, 'hand', 'Mystic Talisman');
    play(g, m!);
    expect(reason(g)).toBe('tigra:mystic-talisman:recruit');
    expect(g.pending!.options).not.toContain(-1);
    pick(g, 2);
    expect(g.players[0]!.discard).toEqual([cyc]);
    expect(g.hq[2]).not.toBe(cyc);
    expect([g.t.attack, g.t.recruit]).toEqual([0, 0]);
  });

  it('Mystic Talisman: Avengers team power: + the recruited hero\'s printed Recruit and Attack', () => {
    const g = board();
    const cyc = make(g, 'Spinning Cyclone'), clouds = make(g, 'Gathering Stormclouds');
    g.hq[2] = cyc; g.hq[3] = clouds;
    const [f, m] = put(g, 0, 'hand', FRIEND, 'Mystic Talisman');
    play(g, f!, 1);
    play(g, m!);
    pick(g, 2);
    expect([g.t.attack, g.t.recruit]).toEqual([1 + 4, 0]);
    const h = board();
    h.hq[3] = make(h, 'Gathering Stormclouds');
    const [f2, m2] = put(h, 0, 'hand', FRIEND, 'Mystic Talisman');
    play(h, f2!, 1);
    play(h, m2!);
    pick(h, 3);
    expect([h.t.attack, h.t.recruit]).toEqual([1, 2]);
  });

  it('Mystic Talisman recruiting a Divided card: the weaker side\'s printed points (rulebook silent: the reading worst for the players)', () => {
    const g = board();
    g.hq[0] = make(g, 'Supersonic Spells/Supersonic Speed');
    const [f, m] = put(g, 0, 'hand', FRIEND, 'Mystic Talisman');
    play(g, f!, 1);
    play(g, m!);
    pick(g, 0);
    expect([g.t.attack, g.t.recruit]).toEqual([1, 0]);
  });
});
