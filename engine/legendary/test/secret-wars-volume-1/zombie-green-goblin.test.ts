// Zombie Green Goblin (Secret Wars Volume 1): his Attack, Master Strike and every tactic.
import '../../cards/secret-wars-volume-1/villains/the-deadlands.js';
import '../../cards/secret-wars-volume-1/masterminds/zombie-green-goblin.js';
import { describe, expect, it } from 'vitest';
import { MASTERMINDS } from '../../registry.js';
import { mastermindAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fightMastermind, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GOBLIN = 'Zombie Green Goblin';
const GROUP = 'The Deadlands';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = (players = 2) => sw1Game([], { mastermind: GOBLIN, villains: [GROUP], players });

function fightTactic(g: Game, tactic: string): number {
  const t = make(g, tactic);
  g.tactics = [t, make(g, tactic)];
  g.t.attack = mastermindAttack(g);
  refresh(g);
  // the fighter's victory pile gets a tactic on top (whichever one is taken)
  fightMastermind(g);
  return t;
}
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const inCity = (g: Game) => g.city.filter((c) => c >= 0);

describe('Zombie Green Goblin', () => {
  it('leads The Deadlands; 11 Attack, +1 for each hero in the KO pile that costs 7 or more', () => {
    expect(MASTERMINDS.get(GOBLIN)!.leads).toBe(GROUP);
    const g = game();
    expect(mastermindAttack(g)).toBe(11);
    g.ko.push(make(g, 'Fixture Cost 7'), make(g, 'Fixture Cost 8'), make(g, 'Fixture Cost 5'), make(g, 'Wound'), make(g, 'Zombie Thanos'));
    expect(mastermindAttack(g)).toBe(13);
  });

  it('Master Strike: Rise of the Living Dead, then HQ heroes costing 7 or more are KO\'d, then each player discards one card per such hero in the KO pile', () => {
    const g = game();
    const [zemo] = put(g, 1, 'victory', 'Zombie Baron Zemo');
    const [, c8, , , c7] = setHq(g, 'Fixture Cost 3', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 2', 'Fixture Cost 7');
    g.ko.push(make(g, 'Fixture Other Cost 7'));
    g.heroDeck.push(make(g, 'Fixture Cost 3'), make(g, 'Fixture Cost 2'));
    put(g, 0, 'hand', AGENT, AGENT, AGENT, TROOPER);
    put(g, 1, 'hand', AGENT, TROOPER);
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(inCity(g)).toEqual([zemo]);
    expect(g.ko).toContain(c8);
    expect(g.ko).toContain(c7);
    expect(g.hq.every((h) => h >= 0)).toBe(true);
    expect(mastermindAttack(g)).toBe(14);
    // three discards each
    settle(g);
    expect(g.players.map((pl) => pl.discard.length)).toEqual([3, 2]);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('Master Strike: with no costly hero anywhere, nobody discards', () => {
    const g = game();
    setHq(g, 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 2', 'Fixture Cost 2');
    put(g, 0, 'hand', AGENT, TROOPER);
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('a Tactic never rises: the fighter\'s victory pile has the Tactic on top; another player\'s zombie rises', () => {
    const g = game();
    put(g, 0, 'victory', 'Zombie Venom');
    const [loki] = put(g, 1, 'victory', 'Zombie Loki');
    fightTactic(g, 'The Hungry Dead');
    expect(inCity(g)).toEqual([loki]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zombie Venom', 'The Hungry Dead']);
  });

  it('Army of Cadavers: then each other player discards a card for each villain in the city with Rise of the Living Dead', () => {
    const g = game(3);
    putVillain(g, 2, 'Zombie Venom', GROUP);
    putVillain(g, 3, 'Hand Ninjas');
    put(g, 1, 'victory', 'Zombie Thanos');
    put(g, 1, 'hand', AGENT, AGENT, TROOPER);
    put(g, 2, 'hand', AGENT);
    put(g, 0, 'hand', AGENT, TROOPER);
    fightTactic(g, 'Army of Cadavers');
    // Zombie Thanos rose: two such villains
    expect(inCity(g)).toHaveLength(3);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    settle(g);
    expect(g.players.map((pl) => pl.discard.length)).toEqual([0, 2, 1]);
  });

  it('The Hungry Dead: then each other player gains a Wound if any villain in the city has Rise of the Living Dead', () => {
    const g = game(3);
    putVillain(g, 2, 'Zombie Venom', GROUP);
    fightTactic(g, 'The Hungry Dead');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([[], ['Wound'], ['Wound']]);
  });

  it('The Hungry Dead: no such villain in the city, no Wound', () => {
    const g = game();
    putVillain(g, 2, 'Hand Ninjas');
    fightTactic(g, 'The Hungry Dead');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([[], []]);
  });

  it('Love to Have You for Dinner: the top 5 of the Hero Deck: those costing 7 or more are KO\'d, the rest go to the bottom', () => {
    const g = game();
    const under = g.heroDeck.length;
    const top = ['Fixture Cost 7', 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 3'].map((n) => make(g, n));
    g.heroDeck.push(...top);
    fightTactic(g, 'Love to Have You for Dinner');
    expect(reason(g)).toBe('main');
    expect(g.ko.slice().sort()).toEqual([top[0], top[2]].sort());
    expect(g.heroDeck).toHaveLength(under + 3);
    expect(g.heroDeck.slice(0, 3).sort()).toEqual([top[1], top[3], top[4]].sort());
  });

  it('Reign of Terror: every HQ hero costing 6 or less goes to the bottom of the Hero Deck; the HQ refills', () => {
    const g = game();
    const hq = setHq(g, 'Fixture Cost 7', 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 3');
    const refills = ['Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8'].map((n) => make(g, n));
    g.heroDeck.push(...refills);
    fightTactic(g, 'Reign of Terror');
    expect(g.hq[0]).toBe(hq[0]);
    expect(g.hq[2]).toBe(hq[2]);
    expect([g.hq[1], g.hq[3], g.hq[4]].sort()).toEqual(refills.slice().sort());
    expect(g.heroDeck.slice(0, 3).sort()).toEqual([hq[1], hq[3], hq[4]].sort());
  });
});
