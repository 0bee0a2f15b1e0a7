import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { defOf } from '../../registry.js';
import type { Game } from '../../types.js';
import { fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw1Game(['Black Panther']);
  refresh(g);
  return g;
}

describe('Black Panther', () => {
  it('Catlike Reflexes: 1 Recruit and a card drawn', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Catlike Reflexes');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, c!);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Multifaceted Genius: +1 Attack per other multicolored card played this turn (grey and one-class cards do not count)', () => {
    const g = board();
    const [cr, sf, a, po, mg] = put(g, 0, 'hand', 'Catlike Reflexes', 'Supersonic Flight', 'S.H.I.E.L.D. Agent', 'Destructive Whisper', 'Multifaceted Genius');
    put(g, 0, 'deck', 'Wound', 'Wound');
    refresh(g);
    for (const c of [cr!, sf!, a!, po!]) playCard(g, c);
    const before = g.t.attack;
    playCard(g, mg!);
    expect(g.t.attack - before).toBe(2 + 2);
  });

  it('Multifaceted Genius: alone, only its 2 Attack', () => {
    const g = board();
    const [a, mg] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'Multifaceted Genius');
    refresh(g);
    playCard(g, a!);
    playCard(g, mg!);
    expect(g.t.attack).toBe(1 + 2);
  });

  it('Stalk the Urban Jungle: defeating a villain on the Rooftops lets you KO one of your cards or one from your discard pile', () => {
    const g = board();
    putVillain(g, 2, 'Hand Ninjas');
    const [st, w] = put(g, 0, 'hand', 'Stalk the Urban Jungle', 'Wound');
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, st!);
    expect(g.t.attack).toBe(4);
    fight(g, 2);
    expect(reason(g)).toBe('black-panther:stalk-the-urban-jungle:ko');
    expect(g.pending!.options.sort()).toEqual([-1, w!, d!, st!].sort());
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.t.recruit).toBe(1); // the villain's Fight effect happened too
  });

  it('Stalk the Urban Jungle: the Streets too, and a decline KOs nothing', () => {
    const g = board();
    putVillain(g, 3, 'Hand Ninjas');
    const [st] = put(g, 0, 'hand', 'Stalk the Urban Jungle', 'Wound');
    refresh(g);
    playCard(g, st!);
    fight(g, 3);
    expect(reason(g)).toBe('black-panther:stalk-the-urban-jungle:ko');
    pick(g, -1);
    expect(g.ko).toEqual([]);
  });

  it('Stalk the Urban Jungle: nothing for a villain defeated elsewhere, or without the card played', () => {
    const g = board();
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 2, 'Hand Ninjas');
    const [st] = put(g, 0, 'hand', 'Stalk the Urban Jungle', 'Wound');
    g.t.attack = 3;
    refresh(g);
    fight(g, 2); // not played yet
    expect(reason(g)).toBe('main');
    playCard(g, st!);
    fight(g, 0); // the Sewers
    expect(reason(g)).toBe('main');
  });

  it('King of Wakanda: gain three Sidekicks to the discard pile', () => {
    const g = board();
    const [k] = put(g, 0, 'hand', 'King of Wakanda');
    const stack = g.sidekicks.length;
    refresh(g);
    playCard(g, k!);
    expect(g.sidekicks.length).toBe(stack - 3);
    expect(names(g, g.players[0]!.discard)).toEqual(['Sidekick', 'Sidekick', 'Sidekick']);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('King of Wakanda with the Illuminati team power: the three Sidekicks go on top of the deck', () => {
    const g = board();
    const [cr, k] = put(g, 0, 'hand', 'Catlike Reflexes', 'King of Wakanda');
    const [under, drawn] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, cr!);
    expect(g.players[0]!.hand).toContain(drawn);
    playCard(g, k!);
    const deck = g.players[0]!.deck;
    expect(deck).toHaveLength(4);
    expect(deck[0]).toBe(under);
    expect(deck.slice(1).every((c) => defOf(g, c).name === 'Sidekick')).toBe(true);
    expect(g.players[0]!.discard).toEqual([]);
  });
});
