import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { WALL_CRAWL } from '../../keywords/wall-crawl.js';
import { ROOFTOPS, draw, hasKeyword, peekTop } from '../../rules.js';
import type { Game } from '../../types.js';
import { names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(seed = 1): Game {
  const g = sw2Game(['Shang-Chi'], { seed });
  refresh(g);
  return g;
}
const AGENTS = Array<string>(10).fill('S.H.I.E.L.D. Agent');

describe('Shang-Chi', () => {
  it('Shuffling Footwork: 2 Recruit; without an Instinct card played before, no shuffle is offered', () => {
    const g = board();
    const [sf] = put(g, 0, 'hand', 'Shuffling Footwork');
    put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, sf!);
    expect(reason(g)).toBe('main');
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.discard).toHaveLength(1);
  });

  it('Shuffling Footwork: with an Instinct card played before, yes shuffles the discard pile into the deck', () => {
    const g = board();
    const [mm, sf] = put(g, 0, 'hand', 'Muscle Memory', 'Shuffling Footwork');
    const deck = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
    const discard = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'Quick Draw', 'Team Player');
    refresh(g);
    playCard(g, mm!);
    playCard(g, sf!);
    expect(reason(g)).toBe('shang-chi:shuffling-footwork:shuffle');
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect([...g.players[0]!.deck].sort()).toEqual([...deck, ...discard].sort());
  });

  it('Shuffling Footwork: no leaves the discard pile as it is', () => {
    const g = board();
    const [mm, sf] = put(g, 0, 'hand', 'Muscle Memory', 'Shuffling Footwork');
    const discard = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'Quick Draw');
    refresh(g);
    playCard(g, mm!);
    playCard(g, sf!);
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual(discard);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Acrobatic Kung-Fu: Wall-Crawl; +1 Attack when the Rooftops are empty', () => {
    const g = board();
    const [a] = put(g, 0, 'hand', 'Acrobatic Kung-Fu');
    refresh(g);
    expect(hasKeyword(g, a!, WALL_CRAWL)).toBe(true);
    playCard(g, a!);
    expect(g.t.attack).toBe(3);
  });

  it('Acrobatic Kung-Fu: a villain on the Rooftops, no bonus', () => {
    const g = board();
    const [a] = put(g, 0, 'hand', 'Acrobatic Kung-Fu');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
  });

  it('Seek the Empty Mind: +2 Attack when the discard pile is empty, none when it is not', () => {
    const g = board();
    const [s1, s2] = put(g, 0, 'hand', 'Seek the Empty Mind', 'Seek the Empty Mind');
    refresh(g);
    playCard(g, s1!);
    expect(g.t.attack).toBe(5);
    put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, s2!);
    expect(g.t.attack).toBe(5 + 3);
  });

  it('Muscle Memory: 5 Attack, Wall-Crawl; when the discard pile becomes the new deck, it ends on top and is drawn first', () => {
    for (const seed of [1, 2, 3]) {
      const g = board(seed);
      put(g, 0, 'discard', ...AGENTS.slice(0, 5), 'Muscle Memory', ...AGENTS.slice(5));
      refresh(g);
      draw(g, 0, 1);
      expect(names(g, g.players[0]!.hand)).toEqual(['Muscle Memory']);
      expect(g.players[0]!.deck).toHaveLength(10);
    }
    const g = board();
    const [mm] = put(g, 0, 'hand', 'Muscle Memory');
    refresh(g);
    expect(hasKeyword(g, mm!, WALL_CRAWL)).toBe(true);
    playCard(g, mm!);
    expect(g.t.attack).toBe(5);
  });

  it('Muscle Memory: a look at the top cards that shuffles the discard pile under the deck puts it on top of the shuffled cards', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    put(g, 0, 'discard', ...AGENTS.slice(0, 4), 'Muscle Memory', ...AGENTS.slice(4));
    refresh(g);
    const seen = peekTop(g, 0, 3);
    expect(seen[0]).toBe(top);
    expect(names(g, seen.slice(1))).toEqual(['Muscle Memory', 'S.H.I.E.L.D. Agent']);
  });

  it('Muscle Memory: left in the part of the deck that is not shuffled, it stays where it is', () => {
    const g = board();
    const [mm, top] = put(g, 0, 'deck', 'Muscle Memory', 'S.H.I.E.L.D. Trooper');
    put(g, 0, 'discard', ...AGENTS);
    refresh(g);
    peekTop(g, 0, 3);
    const deck = g.players[0]!.deck;
    expect(deck.slice(-2)).toEqual([mm, top]);
  });

  it('Muscle Memory: Shuffling Footwork shuffles it in from the middle of the deck and it ends on top', () => {
    for (const seed of [1, 2, 3]) {
      const g = board(seed);
      const [mi, sf] = put(g, 0, 'hand', 'Muscle Memory', 'Shuffling Footwork');
      put(g, 0, 'deck', ...AGENTS.slice(0, 5), 'Muscle Memory', ...AGENTS.slice(5));
      put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
      refresh(g);
      playCard(g, mi!);
      playCard(g, sf!);
      pick(g, 1);
      const deck = g.players[0]!.deck;
      expect(deck).toHaveLength(13);
      expect(names(g, [deck[deck.length - 1]!])).toEqual(['Muscle Memory']);
    }
  });
});
