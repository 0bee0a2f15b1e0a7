import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { NEXT_HAND_EXTRA, effectSum } from '../../effects.js';
import { ROOFTOPS } from '../../rules.js';
import type { Game } from '../../types.js';
import { endTurn, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Captain Britain']);
  refresh(g);
  return g;
}

describe('Captain Britain', () => {
  it('Combined Strength: +1 Attack per different team icon among the hand and the cards played (itself included)', () => {
    const g = board();
    const [bolt, cs] = put(g, 0, 'hand', 'Lightning Bolt', 'Combined Strength');
    // hand: S.H.I.E.L.D. twice (one icon), Avengers; a Wound shows none
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Repulsor Rays', 'Wound');
    refresh(g);
    playCard(g, bolt!);
    const before = g.t.attack;
    playCard(g, cs!);
    // Illuminati, X-Men, S.H.I.E.L.D., Avengers
    expect(g.t.attack - before).toBe(4);
  });

  it('Combined Strength alone: only its own Illuminati icon', () => {
    const g = board();
    const [cs] = put(g, 0, 'hand', 'Combined Strength');
    put(g, 0, 'hand', 'Wound');
    refresh(g);
    playCard(g, cs!);
    expect(g.t.attack).toBe(1);
  });

  it('Transatlantic Savior: +1 Recruit per different team icon among your heroes', () => {
    const g = board();
    const [ts] = put(g, 0, 'hand', 'Transatlantic Savior');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Transatlantic Savior');
    refresh(g);
    playCard(g, ts!);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(0);
  });

  it('Raise the Union Jack: Rooftops empty and the top two show different team icons: both are drawn', () => {
    const g = board();
    const [rj] = put(g, 0, 'hand', 'Raise the Union Jack');
    const [under, a, b] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'Lightning Bolt');
    refresh(g);
    playCard(g, rj!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand.sort()).toEqual([a!, b!].sort());
    expect(g.players[0]!.deck).toEqual([under]);
    expect(reason(g)).toBe('main');
  });

  it('Raise the Union Jack: the same team icon: both go back in the order chosen', () => {
    const g = board();
    const [rj] = put(g, 0, 'hand', 'Raise the Union Jack');
    const [under, a, b] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, rj!);
    expect(reason(g)).toBe('put-back-order');
    pick(g, a!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([under, b, a]);
  });

  it('Raise the Union Jack: a card with no team icon does not differ from one with an icon (rulebook silent: the reading worst for the players)', () => {
    const g = board();
    const [rj] = put(g, 0, 'hand', 'Raise the Union Jack');
    const [a, b] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, rj!);
    expect(reason(g)).toBe('put-back-order');
    pick(g, b!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([a, b]);
  });

  it('Raise the Union Jack: with a villain on the Rooftops nothing is revealed or drawn', () => {
    const g = board();
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const [rj] = put(g, 0, 'hand', 'Raise the Union Jack');
    const deck = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Lightning Bolt');
    refresh(g);
    playCard(g, rj!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual(deck);
    expect(reason(g)).toBe('main');
  });

  it('Lead the Captain Britain Corps: the next hand has three extra cards', () => {
    const g = board();
    const [lead] = put(g, 0, 'hand', 'Lead the Captain Britain Corps');
    put(g, 0, 'deck', ...Array<string>(12).fill('S.H.I.E.L.D. Agent'));
    refresh(g);
    playCard(g, lead!);
    expect(effectSum(g, NEXT_HAND_EXTRA)).toBe(3);
    endTurn(g);
    expect(g.players[0]!.hand).toHaveLength(6 + 3);
  });

  it('without Lead the Captain Britain Corps the next hand has six cards', () => {
    const g = board();
    const [cs] = put(g, 0, 'hand', 'Combined Strength');
    put(g, 0, 'deck', ...Array<string>(12).fill('S.H.I.E.L.D. Agent'));
    refresh(g);
    playCard(g, cs!);
    endTurn(g);
    expect(g.players[0]!.hand).toHaveLength(6);
  });
});
