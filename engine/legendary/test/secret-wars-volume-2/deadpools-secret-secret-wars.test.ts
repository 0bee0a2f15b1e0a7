// Deadpool's Secret Secret Wars (Secret Wars Volume 2): Deadpool, Doop, Howard the Duck, Pink Sphinx.
import '../../cards/secret-wars-volume-2/villains/deadpools-secret-secret-wars.js';
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { defeatVillain, otherAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  ACT_FIGHT, act, fight, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh,
  revealVillainCard,
} from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const GROUP = "Deadpool's Secret Secret Wars";
const AGENT = 'S.H.I.E.L.D. Agent';
const game = () => sw2Game([], { villains: [GROUP] });

/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}
function defeat(g: Game, name: string, attack: number, slot = 0): number {
  const v = putVillain(g, slot, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, slot);
  return v;
}
const fightable = (g: Game, slot: number) => { refresh(g); return mainActions(g).includes(act(ACT_FIGHT, slot)); };

describe("Deadpool's Secret Secret Wars", () => {
  it('Deadpool: 5th Circle of Kung-Fu (10 Attack, 5 with a hero costing 5 or more)', () => {
    const g = game();
    putVillain(g, 0, 'Deadpool', GROUP);
    expect(villainAttack(g, 0)).toBe(10);
    put(g, 0, 'hand', 'Fixture Cost 5');
    expect(villainAttack(g, 0)).toBe(5);
  });

  it('Deadpool Fight: Fateful Resurrection with a Scheme Twist on top: he re-enters the Sewers', () => {
    const g = game();
    const t = onVillainDeck(g, 'Scheme Twist');
    put(g, 0, 'hand', 'Fixture Cost 5');
    const dp = defeat(g, 'Deadpool', 5, 2);
    expect(g.city[0]).toBe(dp);
    expect(g.city[2]).toBe(-1);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(t);
  });

  it('Deadpool Fight: no Twist or Strike on top, he stays in the victory pile', () => {
    const g = game();
    onVillainDeck(g, 'Bystander');
    put(g, 0, 'hand', 'Fixture Cost 5');
    const dp = defeat(g, 'Deadpool', 5);
    expect(g.players[0]!.victory).toEqual([dp]);
    expect(g.city).not.toContain(dp);
  });

  it('Deadpool Escape: he ascends, keeping his circle (10 Attack as a Mastermind, 5 with a 5-cost hero)', () => {
    const g = game();
    const dp = escape(g, 'Deadpool');
    expect(g.escaped).not.toContain(dp);
    expect(g.others).toEqual([dp]);
    expect(otherAttack(g, 0)).toBe(10);
    put(g, 0, 'hand', 'Fixture Cost 5');
    expect(otherAttack(g, 0)).toBe(5);
    onVillainDeck(g, 'Bystander'); // no resurrection
    g.t.attack = 5;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.others).toEqual([]);
    expect(g.players[0]!.victory).toContain(dp);
  });

  it('Deadpool defeated as a Mastermind with a Scheme Twist on top: he resurrects and stays a Mastermind', () => {
    const g = game();
    const dp = escape(g, 'Deadpool');
    onVillainDeck(g, 'Scheme Twist');
    g.t.attack = 10;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.others).toEqual([dp]);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.city).not.toContain(dp);
  });

  it('Deadpool\'s Master Strike: each player reveals an odd-cost hero or gains a Wound (0 is even)', () => {
    const g = game();
    const dp = escape(g, 'Deadpool');
    put(g, 0, 'hand', 'Fixture Cost 3', AGENT);
    put(g, 1, 'hand', 'Fixture Covert', AGENT); // costs 4 and 0
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(reason(g)).toBe('master-strike-order');
    pick(g, dp);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Doop: can\'t be fought while a villain is in an adjacent city space (either side)', () => {
    const g = game();
    putVillain(g, 1, 'Doop', GROUP);
    g.t.attack = 10;
    expect(fightable(g, 1)).toBe(true);
    putVillain(g, 0, 'Hand Ninjas');
    expect(fightable(g, 1)).toBe(false);
    g.city[0] = -1;
    putVillain(g, 2, 'Hand Ninjas');
    expect(fightable(g, 1)).toBe(false);
    // two spaces away is not adjacent
    g.city[2] = -1;
    putVillain(g, 3, 'Hand Ninjas');
    expect(fightable(g, 1)).toBe(true);
    fight(g, 1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Doop']);
  });

  it('Doop: each copy is judged where it stands', () => {
    const g = game();
    putVillain(g, 0, 'Doop', GROUP);
    putVillain(g, 1, 'Hand Ninjas');
    putVillain(g, 4, 'Doop', GROUP);
    g.t.attack = 10;
    expect(fightable(g, 0)).toBe(false);
    expect(fightable(g, 4)).toBe(true);
  });

  it('Doop: a destroyed space between does not separate (the next space left is adjacent)', () => {
    const g = game();
    putVillain(g, 1, 'Doop', GROUP);
    putVillain(g, 3, 'Hand Ninjas');
    g.t.attack = 10;
    expect(fightable(g, 1)).toBe(true);
    g.cityDestroyed = 1 << 2;
    expect(fightable(g, 1)).toBe(false);
  });

  it('Doop: an effect that defeats without a fight ignores the condition', () => {
    const g = game();
    const d = putVillain(g, 1, 'Doop', GROUP);
    putVillain(g, 0, 'Hand Ninjas');
    g.stack = []; g.pending = null;
    defeatVillain(g, 0, 1);
    refresh(g);
    expect(g.players[0]!.victory).toEqual([d]);
  });

  it('Howard the Duck: 7th Circle of Kung-Fu; Ambush: captures a Bystander', () => {
    const g = game();
    const h = villainEnters(g, 'Howard the Duck', GROUP);
    expect(g.city[0]).toBe(h);
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
    expect(villainAttack(g, 0)).toBe(8);
    put(g, 0, 'hand', 'Fixture Cost 7');
    expect(villainAttack(g, 0)).toBe(1);
    put(g, 0, 'hand', 'Fixture Cost 5');
    g.players[0]!.hand.shift();
    expect(villainAttack(g, 0)).toBe(8);
  });

  it('Pink Sphinx Fight: with Spectrum, KO one of your heroes (hand or played)', () => {
    const g = game();
    const [cov, tech] = put(g, 0, 'hand', 'Fixture Covert', 'Fixture Tech');
    const [str] = put(g, 0, 'inPlay', 'Fixture Strength');
    defeat(g, 'Pink Sphinx', 4);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([cov, tech, str]);
    pick(g, str!);
    expect(g.ko).toEqual([str]);
  });

  it('Pink Sphinx Fight: two classes only, no KO', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert', 'Fixture Tech', AGENT);
    const c = make(g, 'Fixture Covert');
    g.players[0]!.inPlay.push(c);
    defeat(g, 'Pink Sphinx', 4);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
  });
});
