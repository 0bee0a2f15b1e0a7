// King Hyperion (Secret Wars Volume 2): a Mastermind who enters the city, charges, escapes home, and whose Tactics send
// him home (rules/city.ts, a Mastermind in the city).
import { describe, expect, it } from 'vitest';
import { board as boardOf } from '../../board.js';
import { destroyCitySpace, enterCity, mastermindAttack } from '../../rules.js';
import { run } from '../../flow.js';
import type { Game } from '../../types.js';
import { cleanBoard, fightMastermind, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard, setupGame } from '../helpers.js';

const SETS = ['core', 'secret-wars-volume-2'];

function board(): Game {
  const g = cleanBoard(setupGame({ sets: SETS, mastermind: 'King Hyperion', scheme: 'Unleash the Power of the Cosmic Cube', villains: ['Utopolis'] }));
  g.escaped = [];
  for (const pl of g.players) put(g, g.players.indexOf(pl), 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
  return g;
}
function strike(g: Game): void { onVillainDeck(g, 'Master Strike'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[g.pending!.options.length - 1]!); }
/** Runs a rule outside the flow, then the game on to its next decision. */
function now(g: Game, fn: () => void): void { g.pending = null; g.pendingFrame = null; fn(); run(g); }
const wounds = (g: Game, p: number) => g.players[p]!.discard.filter((c) => g.cards[g.defOf[c]!]!.kind === 'wound').length;

describe('King Hyperion', () => {
  it('Master Strike: he enters the city and charges three spaces (to the Streets), pushing the villains ahead', () => {
    const g = board();
    const v = putVillain(g, 2, 'Viper');
    strike(g); settle(g);
    expect(g.mastermindAt).toBe(3);
    expect(g.city[3]).toBe(-1); // he is no villain in the city array
    expect(g.city[4]).toBe(v); // pushed from the Rooftops to the Bridge
    expect(boardOf(g).mastermind.at).toBe(3);
  });

  it('a second Master Strike: he charges on from where he is, out past the Bridge: he escapes, each player gains a Wound, and he goes home', () => {
    const g = board();
    strike(g); settle(g);
    expect(g.mastermindAt).toBe(3);
    strike(g); settle(g);
    expect(g.mastermindAt).toBe(-1);
    expect(wounds(g, 0)).toBe(1);
    expect(wounds(g, 1)).toBe(1);
    expect(g.escaped).toEqual([]); // not a villain: not in the escape pile
    expect(g.stats.escapes).toBe(0);
  });

  it('villains entering push him forward like a villain; pushed off the Bridge, he escapes', () => {
    const g = board();
    g.mastermindAt = 3;
    putVillain(g, 0, 'Viper'); putVillain(g, 1, 'Viper'); putVillain(g, 2, 'Viper');
    now(g, () => enterCity(g, make(g, 'Viper')));
    expect(g.mastermindAt).toBe(4);
    expect(g.city[3]).toBeGreaterThanOrEqual(0);
    now(g, () => enterCity(g, make(g, 'Viper'))); settle(g);
    expect(g.mastermindAt).toBe(-1);
    expect(wounds(g, 0)).toBe(1);
  });

  it('an empty space ahead of him stops the push before him', () => {
    const g = board();
    g.mastermindAt = 3;
    putVillain(g, 0, 'Viper');
    now(g, () => enterCity(g, make(g, 'Viper')));
    expect(g.mastermindAt).toBe(3);
    expect(g.city[1]).toBeGreaterThanOrEqual(0);
  });

  it('the Bystanders he holds are carried away when he escapes (each player discards a card)', () => {
    const g = board();
    g.mastermindAt = 4;
    const b = make(g, 'Bystander');
    g.att[g.city.length]!.push(b);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper'); put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    now(g, () => destroyCitySpace(g, 4)); settle(g);
    expect(g.mastermindAt).toBe(-1);
    expect(g.escaped).toEqual([b]);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[1]!.hand).toEqual([]);
  });

  it('fought while in the city: the Tactic goes back among his Tactics and he goes home', () => {
    const g = board();
    g.mastermindAt = 2;
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g); settle(g);
    expect(g.mastermindAt).toBe(-1);
    expect(g.tactics).toHaveLength(4);
    expect(g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'tactic')).toEqual([]);
  });

  it('fought on the Mastermind space: the Tactic is defeated and gives nothing', () => {
    const g = board();
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g); settle(g);
    expect(g.tactics).toHaveLength(3);
    expect(g.players[0]!.victory).toHaveLength(1);
    expect(g.t.recruit).toBe(0);
  });

  it('his last Tactic fought while he is in the city goes back: the game goes on; on his space it wins', () => {
    const g = board();
    const last = g.tactics[0]!;
    g.players[0]!.victory.push(...g.tactics.slice(1));
    g.tactics = [last];
    g.mastermindAt = 1;
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g); settle(g);
    expect(g.result).toBeNull();
    expect(g.tactics).toEqual([last]);
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g); settle(g);
    expect(g.result).toBe('win');
  });

  for (const [name, check] of [
    ['Worshipped by Millions', (g: Game) => expect(g.players[0]!.victory).toHaveLength(6)],
    ['Royal Treasury', (g: Game) => expect(g.t.recruit).toBe(5)],
    ['Monarch of Utopolis', (g: Game) => expect(g.t.effects.filter((e) => e.n === 3)).toHaveLength(1)],
    ['Rule with an Iron Fist', (g: Game) => expect(names(g, g.players[0]!.victory)).toEqual(['Viper'])],
  ] as const) {
    it(`${name}: its bonus only when he was in the city`, () => {
      for (const inCity of [true, false]) {
        const g = board();
        g.tactics = g.tactics.filter((c) => g.cards[g.defOf[c]!]!.name === name);
        g.tactics.push(make(g, 'Royal Treasury', 'King Hyperion')); // a second Tactic keeps him standing
        if (inCity) g.tactics = [g.tactics[0]!]; // alone: it is the one drawn, and it goes back
        else g.tactics.reverse();
        putVillain(g, 0, 'Viper');
        g.mastermindAt = inCity ? 2 : -1;
        g.t.attack = mastermindAttack(g); refresh(g);
        fightMastermind(g);
        if (reason(g) === 'king-hyperion:rule-with-an-iron-fist') pick(g, 0);
        settle(g);
        if (inCity) { check(g); expect(g.tactics).toHaveLength(1); expect(g.result).toBeNull(); }
        else { // a Tactic taken, no bonus
          expect(g.players[0]!.victory.map((c) => g.cards[g.defOf[c]!]!.kind)).toEqual(['tactic']);
          expect(g.t.recruit).toBe(0);
          expect(g.t.effects).toEqual([]);
        }
      }
    });
  }
});
