import { describe, expect, it } from 'vitest';
import { championsGame } from './game.js';
import { recruitCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = championsGame(['Gwenpool']);
  refresh(g);
  return g;
}
const VERSATILE = 'versatile:choose';

describe('Gwenpool', () => {
  it('Come On, Nobody Reads Card Names: Versatile 1 without the Covert superpower', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Come On, Nobody Reads Card Names');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 1);
    expect(g.t.attack).toBe(1);
    expect(g.t.recruit).toBe(0);
  });

  it('Come On, Nobody Reads Card Names: Versatile 3 instead with the Covert superpower', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Come On, Nobody Reads Card Names', 'Come On, Nobody Reads Card Names');
    refresh(g);
    playCard(g, a!);
    pick(g, 0);
    expect(g.t.recruit).toBe(1);
    playCard(g, b!);
    expect(reason(g)).toBe(VERSATILE);
    pick(g, 1);
    expect(g.t.attack).toBe(3);
    expect(g.t.recruit).toBe(1);
  });

  it("I'll Rescue You If I Feel Like It: a basic Bystander on top goes to the bottom of the stack", () => {
    const g = board();
    const [c] = put(g, 0, 'hand', "I'll Rescue You If I Feel Like It");
    const b = make(g, 'Bystander');
    g.bystanders.push(b);
    const n = g.bystanders.length;
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.bystanders).toHaveLength(n);
    expect(g.bystanders[0]).toBe(b);
  });

  it("I'll Rescue You If I Feel Like It: a special Bystander on top is rescued", () => {
    const g = board();
    const [c] = put(g, 0, 'hand', "I'll Rescue You If I Feel Like It");
    const b = make(g, 'Paramedic');
    g.bystanders.push(b);
    const n = g.bystanders.length;
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.victory).toEqual([b]);
    expect(g.bystanders).toHaveLength(n - 1);
  });

  it('I Heard Keywords Are Powerful: draws with the Instinct superpower, not without', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'I Heard Keywords Are Powerful', 'I Heard Keywords Are Powerful');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([b]);
    playCard(g, b!);
    expect(g.t.attack).toBe(4);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('I Heard Keywords Are Powerful: Size-Changing (Instinct) and Cheering Crowds (the bonus play has the superpower)', () => {
    const g = board();
    const hq = make(g, 'I Heard Keywords Are Powerful');
    expect(recruitCost(g, hq)).toBe(6);
    const [c] = put(g, 0, 'hand', 'I Heard Keywords Are Powerful');
    const [by] = put(g, 0, 'victory', 'Bystander');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, c!);
    expect(recruitCost(g, hq)).toBe(4);
    expect(reason(g)).toBe('cheering-crowds:play-again');
    pick(g, 1);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.bystanders[0]).toBe(by);
    expect(g.t.attack).toBe(4);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it("I'm the Best at Board Games: Demolishes the other player and draws for their discard", () => {
    const g = board();
    const [c, mine] = put(g, 0, 'hand', "I'm the Best at Board Games", "I'll Rescue You If I Feel Like It");
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [theirs, keep] = put(g, 1, 'hand', "I'll Rescue You If I Feel Like It", 'S.H.I.E.L.D. Agent');
    const top = make(g, "I'll Rescue You If I Feel Like It"); // cost 3
    g.heroDeck.push(top);
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(5);
    expect(g.heroDeck[0]).toBe(top);
    expect(g.players[1]!.discard).toEqual([theirs]);
    expect(g.players[1]!.hand).toEqual([keep]);
    // the player of the card is not demolished, and draws one card
    expect(g.players[0]!.hand).toContain(mine);
    expect(g.players[0]!.hand).toHaveLength(2);
    expect(g.t.effects).toEqual([]);
  });

  it("I'm the Best at Board Games: nothing drawn when no other player discards", () => {
    const g = board();
    const [c] = put(g, 0, 'hand', "I'm the Best at Board Games");
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    g.heroDeck.push(make(g, "I'll Rescue You If I Feel Like It"));
    refresh(g);
    playCard(g, c!);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it("I'm the Best at Board Games: a player with two cards of that cost discards one: one card drawn", () => {
    const g = board();
    const [c] = put(g, 0, 'hand', "I'm the Best at Board Games");
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', "I'll Rescue You If I Feel Like It", "I'll Rescue You If I Feel Like It");
    g.heroDeck.push(make(g, "I'll Rescue You If I Feel Like It"));
    refresh(g);
    playCard(g, c!);
    expect(g.players[1]!.discard).toHaveLength(1);
    expect(g.players[0]!.hand).toHaveLength(1);
  });
});
