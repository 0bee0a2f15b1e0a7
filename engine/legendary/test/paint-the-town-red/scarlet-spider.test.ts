// Scarlet Spider (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, recruit, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { ptGame } from './setup.js';

describe('Scarlet Spider', () => {
  it('Flip Out: 1 Recruit; Spider Friends: draw a card', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [a, b] = put(g, 0, 'hand', 'Flip Out', 'Flip Out');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand).toEqual([b]);
    playCard(g, b!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
    expect(g.t.recruit).toBe(2);
  });

  it('Perfect Hunter: 1 Attack, draw a card', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Wound');
    const [c] = put(g, 0, 'hand', 'Perfect Hunter');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(1);
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
  });

  it('Leap from Above: 3 Attack; Instinct: +2', () => {
    const g = ptGame();
    const [a, i, b] = put(g, 0, 'hand', 'Leap from Above', 'Fixture Cost 3', 'Leap from Above');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(3);
    playCard(g, i!);
    playCard(g, b!);
    expect(g.t.attack).toBe(3 + 1 + 5);
  });

  it('Sting of the Spider: a card put on top of your deck this turn (Wall-Crawl) may be drawn', () => {
    const g = ptGame();
    const [h] = setHq(g, 'Perfect Hunter', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const [c] = put(g, 0, 'hand', 'Sting of the Spider');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(5);
    g.t.recruit = 4;
    refresh(g);
    recruit(g, 0);
    pick(g, 1);
    expect(reason(g)).toBe('scarlet-spider:sting-of-the-spider:draw');
    pick(g, 1);
    expect(g.players[0]!.hand).toEqual([h]);
  });

  it('Sting of the Spider hears the other cards that put a card on top of your deck (Radioactive Spider, Daredevil\'s Backflip)', () => {
    const g = ptGame({ sets: ['core', 'dark-city', 'paint-the-town-red'] });
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const [c, r, x, b] = put(g, 0, 'hand', 'Sting of the Spider', 'Radioactive Spider', 'Fixture Cost 3', 'Backflip');
    refresh(g);
    playCard(g, c!);
    playCard(g, r!);
    pick(g, x!);
    expect(reason(g)).toBe('scarlet-spider:sting-of-the-spider:draw');
    pick(g, 1);
    expect(g.players[0]!.hand).toContain(x);
    playCard(g, b!);
    recruit(g, 0);
    expect(reason(g)).toBe('scarlet-spider:sting-of-the-spider:draw');
    pick(g, 0);
    expect(names(g, g.players[0]!.deck)).toEqual(['Fixture Cost 2']);
  });

  it('cards put back by "put the rest back in any order" are not put on top by you for Sting (rulebook silent: the reading worst for the players)', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Fixture Cost 7', 'Fixture Cost 5');
    const [c, s] = put(g, 0, 'hand', 'Sting of the Spider', 'Spider-Sense Tingling');
    refresh(g);
    playCard(g, c!);
    playCard(g, s!);
    expect(reason(g)).toBe('put-back-order');
    pick(g, g.pending!.options[0]!);
    expect(reason(g)).toBe('main');
  });
});
