import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { WALL_CRAWL } from '../../keywords/wall-crawl.js';
import { hasKeyword } from '../../rules.js';
import type { Game } from '../../types.js';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Silk']);
  refresh(g);
  return g;
}

// Classes: Long-Range Spider-Sense Ranged; Cascading Maneuver Strength + Instinct; Silk Stalking Covert; Borrowed
// Cloaking Device Tech; S.H.I.E.L.D. cards none.
describe('Silk', () => {
  it('Long-Range Spider-Sense: 2 Attack; Spectrum (three classes among hand and played cards): a top card of cost 2 or less is drawn', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    const [lr, cm] = put(g, 0, 'hand', 'Long-Range Spider-Sense', 'Cascading Maneuver');
    refresh(g);
    playCard(g, lr!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([cm, top]);
  });

  it('Long-Range Spider-Sense: Spectrum, but the top card costs 3: it stays', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [lr] = put(g, 0, 'hand', 'Long-Range Spider-Sense', 'Cascading Maneuver');
    refresh(g);
    playCard(g, lr!);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Long-Range Spider-Sense: two classes only, no Spectrum: nothing is revealed or drawn', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    const [lr] = put(g, 0, 'hand', 'Long-Range Spider-Sense', 'Silk Stalking', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, lr!);
    expect(g.players[0]!.deck).toEqual([top]);
  });

  it('Cascading Maneuver: 1 Attack, Wall-Crawl; Spectrum counts the cards played earlier too: draw a card', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [st, cm] = put(g, 0, 'hand', 'Silk Stalking', 'Cascading Maneuver');
    refresh(g);
    expect(hasKeyword(g, cm!, WALL_CRAWL)).toBe(true);
    playCard(g, st!);
    playCard(g, cm!);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.t.attack).toBe(2);
  });

  it('Cascading Maneuver: two classes, no draw', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw');
    const [cm] = put(g, 0, 'hand', 'Cascading Maneuver', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, cm!);
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('Silk Stalking: with a Spider Friends card played before, a top card of cost 0 is KO\'d', () => {
    const g = board();
    const [w] = put(g, 0, 'deck', 'Wound');
    const [fa, st] = put(g, 0, 'hand', 'First Adventure', 'Silk Stalking');
    refresh(g);
    playCard(g, fa!); // Spider-Gwen: Spider Friends
    playCard(g, st!);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Silk Stalking: a top card of cost 1 or 2 is drawn, one of cost 3 stays', () => {
    const g = board();
    const [three, two] = put(g, 0, 'deck', 'Quick Draw', 'Great Responsibility');
    const [fa, s1, s2] = put(g, 0, 'hand', 'First Adventure', 'Silk Stalking', 'Silk Stalking');
    refresh(g);
    playCard(g, fa!);
    playCard(g, s1!);
    expect(g.players[0]!.hand).toEqual([s2, two]);
    playCard(g, s2!);
    expect(g.players[0]!.deck).toEqual([three]);
    expect(g.ko).toEqual([]);
  });

  it('Silk Stalking: no Spider Friends card played before, nothing happens', () => {
    const g = board();
    const [w] = put(g, 0, 'deck', 'Wound');
    const [st] = put(g, 0, 'hand', 'Silk Stalking');
    refresh(g);
    playCard(g, st!);
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.deck).toEqual([w]);
    expect(g.t.attack).toBe(1);
  });

  it('Borrowed Cloaking Device: Spectrum: cards of the top four costing 2 in all go to the hand, the rest back in the chosen order', () => {
    const g = board();
    const [under, qd, trooper, agent, tp] = put(g, 0, 'deck', 'Wound', 'Quick Draw', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Team Player');
    const [cm, bcd] = put(g, 0, 'hand', 'Cascading Maneuver', 'Borrowed Cloaking Device');
    refresh(g);
    expect(hasKeyword(g, bcd!, WALL_CRAWL)).toBe(true);
    playCard(g, cm!); // Spectrum: draws Team Player (the hand then holds Tech, and the Borrowed Cloaking Device)
    expect(g.players[0]!.hand).toEqual([bcd, tp]);
    playCard(g, bcd!);
    expect(reason(g)).toBe('silk:borrowed-cloaking-device:take');
    // the top four: S.H.I.E.L.D. Agent (0), Trooper (0), Quick Draw (3), Wound (0)
    expect(g.pending!.options.sort()).toEqual([agent, trooper, under, -1].sort());
    pick(g, agent!);
    pick(g, trooper!);
    pick(g, under!);
    // nothing left that fits in the 2 but Quick Draw does not: it goes back on its own
    expect(names(g, g.players[0]!.hand)).toEqual(['Team Player', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound']);
    expect(g.players[0]!.deck).toEqual([qd]);
    expect(reason(g)).toBe('main');
  });

  it('Borrowed Cloaking Device: the total cost counts: a 2-cost card taken leaves room only for 0-cost ones; -1 stops and orders the rest', () => {
    const g = board();
    const [a, b, c, d] = put(g, 0, 'deck', 'Astonishing Strength', 'Quick Draw', 'Great Responsibility', 'S.H.I.E.L.D. Agent');
    const [, cm, bcd] = put(g, 0, 'hand', 'Silk Stalking', 'Cascading Maneuver', 'Borrowed Cloaking Device');
    refresh(g);
    playCard(g, bcd!);
    // the top four: S.H.I.E.L.D. Agent (0), Great Responsibility (2), Quick Draw (3), Astonishing Strength (2)
    expect(g.pending!.options.sort()).toEqual([a, c, d, -1].sort());
    pick(g, c!);
    expect(g.pending!.options.sort()).toEqual([d, -1].sort());
    pick(g, -1);
    expect(g.players[0]!.hand).toContain(c);
    expect(g.players[0]!.hand).toContain(cm);
    expect(reason(g)).toBe('put-back-order');
    pick(g, b!);
    pick(g, d!);
    expect(g.players[0]!.deck).toEqual([a, d, b]);
  });

  it('Borrowed Cloaking Device: no Spectrum, nothing is revealed', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [bcd] = put(g, 0, 'hand', 'Borrowed Cloaking Device');
    refresh(g);
    playCard(g, bcd!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toEqual([top]);
    expect(g.t.attack).toBe(1);
  });
});
