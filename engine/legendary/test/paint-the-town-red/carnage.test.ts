// Carnage (Paint the Town Red): his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import { names, pick, put, reason } from '../helpers.js';
import { fightTactic, strike } from '../dark-city/mastermind-fixtures.js';
import { ptGame } from './setup.js';

const board = (o = {}) => ptGame({ mastermind: 'Carnage', ...o });

describe('Carnage', () => {
  it('leads Maximum Carnage', () => {
    expect(ptGame({ mastermind: 'Carnage' }).setup.villains).toContain('Maximum Carnage');
  });

  it('Master Strike: he feasts on each player; eating a 0-cost hero gives that player a Wound', () => {
    const g = board({ players: 3 });
    const [a] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [b] = put(g, 1, 'deck', 'Fixture Cost 3');
    const [w] = put(g, 2, 'deck', 'Wound');
    strike(g);
    expect(g.ko).toEqual(expect.arrayContaining([a, b, w]));
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[2]!.discard).toEqual([]);
  });

  it('Drooling Jaws: each player reveals their top card; he feasts on the player you choose', () => {
    const g = board();
    const [mine] = put(g, 0, 'deck', 'Fixture Cost 7');
    const [theirs] = put(g, 1, 'deck', 'Wound');
    fightTactic(g, 'Drooling Jaws');
    expect(reason(g)).toBe('carnage:drooling-jaws:player');
    pick(g, 1);
    expect(g.ko).toEqual([theirs]);
    expect(g.players[0]!.deck).toEqual([mine]);
  });

  it('Endless Hunger: he feasts again while he eats 0-cost heroes', () => {
    const g = board();
    put(g, 0, 'deck', 'Fixture Cost 3', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    fightTactic(g, 'Endless Hunger');
    expect(names(g, g.ko)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture Cost 3']);
    const h = board();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Fixture Cost 3');
    fightTactic(h, 'Endless Hunger');
    expect(names(h, h.ko)).toEqual(['Fixture Cost 3']);
  });

  it('Feed Me: Feast, and Recruit equal to the cost of the card eaten', () => {
    const g = board();
    put(g, 0, 'deck', 'Fixture Cost 5');
    fightTactic(g, 'Feed Me');
    expect(g.t.recruit).toBe(5);
    expect(names(g, g.ko)).toEqual(['Fixture Cost 5']);
  });

  it('Om Nom Nom: a 0-cost hero eaten makes each other player KO a Bystander from their victory pile', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [by] = put(g, 1, 'victory', 'Bystander');
    fightTactic(g, 'Om Nom Nom');
    expect(g.ko).toContain(by);
    const h = board();
    put(h, 0, 'deck', 'Fixture Cost 2');
    const [keep] = put(h, 1, 'victory', 'Bystander');
    fightTactic(h, 'Om Nom Nom');
    expect(h.players[1]!.victory).toEqual([keep]);
  });
});
