// Several cities (rules/city.ts, SetupPlan.cityLanes): Smash Two Dimensions Together (two cities of three spaces; the
// current player picks where each villain enters) and Fragmented Realities (a one-space dimension and a Villain Deck
// per player).
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { charge } from '../../keywords/charge.js';
import { cityLive, enterCity, koCard } from '../../rules.js';
import { resolvePlan } from '../../setup.js';
import type { Game } from '../../types.js';
import { endTurn, fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { SW1_SET, sw1Game } from './game.js';

function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
/** Runs a rule outside the flow, then the game on to its next decision. */
function now(g: Game, fn: () => void): void { g.pending = null; g.pendingFrame = null; fn(); run(g); }

describe('Smash Two Dimensions Together', () => {
  const smash = () => {
    const g = sw1Game([], { scheme: 'Smash Two Dimensions Together', villains: ['HYDRA', 'Brotherhood'] });
    g.escaped = [];
    return g;
  };

  it('setup: 8 twists, an extra villain group; the Sewers and Bank are gone, a parallel city of three spaces stands above', () => {
    const plan = resolvePlan({ players: 2, seed: 1, sets: ['core', SW1_SET], scheme: 'Smash Two Dimensions Together' });
    expect(plan.twists).toBe(8);
    expect(plan.villainGroupCount).toBe(3);
    const g = smash();
    expect(g.city).toHaveLength(8);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((s) => cityLive(g, s))).toEqual([false, false, true, true, true, true, true, true]);
  });

  it('a villain entering: the current player picks the city; it pushes only the villains of that city', () => {
    const g = smash();
    const a = putVillain(g, 2, 'Viper'), b = putVillain(g, 5, 'Blob');
    onVillainDeck(g, 'Supreme HYDRA'); revealVillainCard(g);
    expect(reason(g)).toBe('city-lane');
    expect([...g.pending!.options].sort()).toEqual([2, 5]);
    expect(names(g, g.t.aside)).toEqual(['Supreme HYDRA']); // it waits in view while the player picks
    pick(g, 5); settle(g);
    expect(names(g, [g.city[5]!])).toEqual(['Supreme HYDRA']);
    expect(g.city[6]).toBe(b);
    expect(g.city[2]).toBe(a);
    expect(g.t.aside).toEqual([]);
  });

  it('pushed off the end of either city, a villain escapes', () => {
    const g = smash();
    putVillain(g, 5, 'Viper'); putVillain(g, 6, 'Viper'); const last = putVillain(g, 7, 'Blob');
    onVillainDeck(g, 'Supreme HYDRA'); revealVillainCard(g);
    pick(g, 5); settle(g);
    expect(g.escaped).toContain(last);
    expect(g.city.slice(2, 5)).toEqual([-1, -1, -1]);
  });

  it('a charge goes along the villain\'s own city', () => {
    const g = smash();
    const v = putVillain(g, 4, 'Viper');
    now(g, () => charge(g, 4, 1)); settle(g);
    expect(g.escaped).toEqual([v]); // off the main city's Bridge, not into the parallel city
  });

  it('twists 1-7 play two Villain Deck cards; twist 8: every villain of both cities escapes; 10 escapes win for evil', () => {
    const g = smash();
    g.villainDeck = [make(g, 'Bystander'), make(g, 'Bystander')];
    onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); settle(g);
    expect(g.villainDeck).toEqual([]);
    g.stats.twists = 7;
    putVillain(g, 2, 'Viper'); putVillain(g, 6, 'Blob');
    onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); settle(g);
    expect(g.city.filter((c) => c >= 0)).toEqual([]);
    expect(g.escaped).toHaveLength(2);
    for (let i = 0; i < 7; i++) g.escaped.push(make(g, 'Viper'));
    putVillain(g, 5, 'Blob'); putVillain(g, 6, 'Blob'); putVillain(g, 7, 'Blob');
    now(g, () => enterCity(g, make(g, 'Viper')));
    expect(g.result).toBeNull(); // 9 escaped
    pick(g, 5); settle(g); // the parallel city is full: its last villain is the 10th to escape
    expect(g.result).toBe('loss');
  });

  it('villains in the parallel city can be fought', () => {
    const g = smash();
    const v = putVillain(g, 6, 'Viper');
    g.t.attack = 5; refresh(g);
    fight(g, 6); settle(g);
    expect(g.players[0]!.victory).toContain(v);
  });
});

describe('Fragmented Realities', () => {
  const frag = (players = 2) => sw1Game([], { scheme: 'Fragmented Realities', villains: ['HYDRA', 'Brotherhood'], players });

  it('setup: the Villain Deck split evenly among the players, 2 twists in each; the normal city is gone, one space per player', () => {
    for (const players of [2, 3]) {
      const g = sw1Game([], { scheme: 'Fragmented Realities', villains: ['HYDRA', 'Brotherhood'], players, seed: 3 });
      expect(g.city).toHaveLength(5 + players);
      expect([0, 1, 2, 3, 4].some((s) => cityLive(g, s))).toBe(false);
      // the current player's deck is Game.villainDeck; the others wait in Game.villainDecks (a first card may be played)
      const sizes = g.players.map((_, p) => (p === g.current ? g.villainDeck : g.villainDecks[p]!).length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
      expect(resolvePlan({ players, seed: 1, sets: ['core', SW1_SET], scheme: 'Fragmented Realities' }).twists).toBe(2 * players);
    }
  });

  it('a villain of your Villain Deck enters your dimension, pushing out the one there (it escapes)', () => {
    const g = frag();
    g.escaped = [];
    const old = putVillain(g, 5, 'Viper');
    const other = putVillain(g, 6, 'Blob');
    onVillainDeck(g, 'Supreme HYDRA'); revealVillainCard(g); settle(g);
    expect(names(g, [g.city[5]!])).toEqual(['Supreme HYDRA']);
    expect(g.escaped).toContain(old);
    expect(g.city[6]).toBe(other);
  });

  it('each player plays from their own Villain Deck on their turn', () => {
    const g = frag();
    g.villainDeck = [make(g, 'Viper')];
    g.villainDecks = [[], [make(g, 'Blob')]];
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g); endTurn(g); settle(g);
    expect(g.current).toBe(1);
    expect(names(g, [g.city[6]!])).toEqual(['Blob']); // player 2's card, in player 2's dimension
    expect(names(g, g.villainDecks[0]!)).toEqual(['Viper']);
  });

  it('a twist plays two cards from your Villain Deck; evil wins with five non-grey heroes per player KO\'d', () => {
    const g = frag();
    g.villainDeck = [make(g, 'Bystander'), make(g, 'Bystander')];
    onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); settle(g);
    expect(g.villainDeck).toEqual([]);
    for (let i = 0; i < 9; i++) g.ko.push(make(g, 'Optic Blast'));
    g.ko.push(make(g, 'S.H.I.E.L.D. Agent')); // grey: it does not count
    const [last] = put(g, 0, 'hand', 'Optic Blast');
    now(g, () => koCard(g, 0, make(g, 'S.H.I.E.L.D. Agent'))); settle(g);
    expect(g.result).toBeNull(); // nine non-grey heroes KO'd
    now(g, () => koCard(g, 0, last!)); settle(g);
    expect(g.result).toBe('loss');
  });
});
