import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { WALL_CRAWL } from '../../keywords/wall-crawl.js';
import { BANK, BRIDGE, ROOFTOPS, hasKeyword } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Spider-Gwen']);
  refresh(g);
  return g;
}

describe('Spider-Gwen', () => {
  it('Fateful Bridge: 2 Attack; Bridge empty: a top card of cost 2 or less is drawn', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Great Responsibility');
    const [fb] = put(g, 0, 'hand', 'Fateful Bridge');
    refresh(g);
    playCard(g, fb!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Fateful Bridge: Bridge empty, a top card of cost 3 stays', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [fb] = put(g, 0, 'hand', 'Fateful Bridge');
    refresh(g);
    playCard(g, fb!);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Fateful Bridge: a villain on the Bridge, nothing is revealed', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Great Responsibility');
    const [fb] = put(g, 0, 'hand', 'Fateful Bridge');
    putVillain(g, BRIDGE, 'Hand Ninjas');
    refresh(g);
    playCard(g, fb!);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Save the Day: Rooftops empty: a Bystander rescued, then +1 Attack per two Bystanders in the Victory Pile', () => {
    const g = board();
    g.players[0]!.victory.push(make(g, 'Bystander'), make(g, 'Bystander'), make(g, 'Hand Ninjas'));
    const [sd] = put(g, 0, 'hand', 'Save the Day');
    const stack = g.bystanders.length;
    refresh(g);
    playCard(g, sd!);
    expect(g.bystanders.length).toBe(stack - 1);
    expect(g.players[0]!.victory).toHaveLength(4);
    // three Bystanders: +1
    expect(g.t.attack).toBe(1 + 1);
  });

  it('Save the Day: the one rescued can make the second of a pair', () => {
    const g = board();
    g.players[0]!.victory.push(make(g, 'Bystander'));
    const [sd] = put(g, 0, 'hand', 'Save the Day');
    refresh(g);
    playCard(g, sd!);
    expect(g.t.attack).toBe(1 + 1);
  });

  it('Save the Day: a villain on the Rooftops, no rescue and no bonus', () => {
    const g = board();
    g.players[0]!.victory.push(make(g, 'Bystander'), make(g, 'Bystander'));
    const [sd] = put(g, 0, 'hand', 'Save the Day');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const stack = g.bystanders.length;
    refresh(g);
    playCard(g, sd!);
    expect(g.bystanders.length).toBe(stack);
    expect(g.t.attack).toBe(1);
  });

  it('First Adventure: Wall-Crawl; +1 Attack for an empty Bank, +1 for an empty Victory Pile', () => {
    const g = board();
    const [f1, f2, f3] = put(g, 0, 'hand', 'First Adventure', 'First Adventure', 'First Adventure');
    refresh(g);
    expect(hasKeyword(g, f1!, WALL_CRAWL)).toBe(true);
    playCard(g, f1!);
    expect(g.t.attack).toBe(3);
    g.players[0]!.victory.push(make(g, 'Bystander'));
    refresh(g);
    playCard(g, f2!);
    expect(g.t.attack).toBe(3 + 2);
    putVillain(g, BANK, 'Hand Ninjas');
    refresh(g);
    playCard(g, f3!);
    expect(g.t.attack).toBe(3 + 2 + 1);
  });

  it('Intertwining Webs: Wall-Crawl; +1 Attack per card of the top three that costs 2 or less; put back in the chosen order', () => {
    const g = board();
    const [a, b, c, d] = put(g, 0, 'deck', 'Quick Draw', 'Team Player', 'S.H.I.E.L.D. Agent', 'Great Responsibility');
    const [iw] = put(g, 0, 'hand', 'Intertwining Webs');
    refresh(g);
    expect(hasKeyword(g, iw!, WALL_CRAWL)).toBe(true);
    playCard(g, iw!);
    // the top three: Great Responsibility (2), S.H.I.E.L.D. Agent (0), Team Player (4)
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('put-back-order');
    expect(g.pending!.options.sort()).toEqual([b, c, d].sort());
    pick(g, b!);
    pick(g, d!);
    expect(g.players[0]!.deck).toEqual([a, c, d, b]);
  });

  it('Intertwining Webs: none of the top three cheap, no bonus', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw', 'Team Player', 'Covering Fire');
    const [iw] = put(g, 0, 'hand', 'Intertwining Webs');
    refresh(g);
    playCard(g, iw!);
    expect(g.t.attack).toBe(0);
  });
});
