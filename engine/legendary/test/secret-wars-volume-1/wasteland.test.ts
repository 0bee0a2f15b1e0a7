// Wasteland (Secret Wars Volume 1): The Hulk Gang, Wasteland Kingpin, Wasteland Hawkeye, Wasteland Spider-Girl.
import '../../cards/secret-wars-volume-1/villains/wasteland.js';
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { otherAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  ACT_FIGHT, act, fight, mainActions, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard,
} from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GROUP = 'Wasteland';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = (players = 2) => sw1Game([], { villains: [GROUP], players });

function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}
function defeat(g: Game, name: string, attack: number): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return v;
}

describe('Wasteland', () => {
  it('The Hulk Gang Fight: Cross-Dimensional Hulk Rampage, the fighter included (a Hulk card in a victory pile may be revealed)', () => {
    const g = game(3);
    put(g, 1, 'victory', 'The Hulk Gang');
    defeat(g, 'The Hulk Gang', 5);
    // the fighter now has a Hulk card in their victory pile: the one just defeated
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], [], ['Wound']]);
  });

  it('The Hulk Gang Escape: Cross-Dimensional Hulk Rampage', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Tech');
    escape(g, 'The Hulk Gang');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });

  it('Wasteland Kingpin: Bribe (Recruit pays for the fight)', () => {
    const g = game();
    putVillain(g, 0, 'Wasteland Kingpin', GROUP);
    g.t.attack = 4; g.t.recruit = 6;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.recruit = 7;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it('Wasteland Kingpin Escape: he ascends (11 Attack, still Bribe); his Master Strike: reveal an Instinct hero or discard your hand and draw 5', () => {
    const g = game();
    const kp = escape(g, 'Wasteland Kingpin');
    expect(g.others).toEqual([kp]);
    expect(otherAttack(g, 0)).toBe(11);
    const hand0 = put(g, 0, 'hand', AGENT, TROOPER, 'Fixture Tech');
    put(g, 0, 'deck', AGENT, AGENT, AGENT, AGENT, AGENT, AGENT);
    put(g, 1, 'hand', 'Fixture X-Man', AGENT); // Fixture X-Man is an Instinct hero
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    pick(g, kp);
    expect(g.players[0]!.discard).toEqual(hand0);
    expect(g.players[0]!.hand).toHaveLength(5);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[1]!.hand).toHaveLength(2);
    // paid with Recruit as a Mastermind too
    g.stack = []; g.pending = null;
    g.t.attack = 5; g.t.recruit = 6;
    refresh(g);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_OTHER_MASTERMIND, 0));
  });

  it('Wasteland Hawkeye Ambush: he captures a Bystander', () => {
    const g = game();
    const before = g.bystanders.length;
    const c = villainEnters(g, 'Wasteland Hawkeye', GROUP);
    expect(g.city[0]).toBe(c);
    expect(g.att[0]).toHaveLength(1);
    expect(g.bystanders).toHaveLength(before - 1);
  });

  it('Wasteland Hawkeye Fight: each other player draws a card', () => {
    const g = game(3);
    put(g, 1, 'deck', AGENT);
    put(g, 2, 'deck', TROOPER);
    put(g, 0, 'deck', AGENT);
    defeat(g, 'Wasteland Hawkeye', 6);
    expect(reason(g)).toBe('wasteland:hawkeye:mode');
    pick(g, 0);
    expect(g.players.map((pl) => pl.hand.length)).toEqual([0, 1, 1]);
  });

  it('Wasteland Hawkeye Fight: or each other player discards a card of their choice', () => {
    const g = game(3);
    put(g, 0, 'hand', AGENT);
    const [, t1] = put(g, 1, 'hand', AGENT, TROOPER);
    put(g, 2, 'hand', TROOPER);
    defeat(g, 'Wasteland Hawkeye', 6);
    pick(g, 1);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, t1!);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([[], [TROOPER], [TROOPER]]);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('Wasteland Spider-Girl Fight: the top card of your deck is KO\'d when it costs 2 or less', () => {
    const g = game();
    const [, top] = put(g, 0, 'deck', 'Fixture Cost 8', 'Fixture Cost 2');
    defeat(g, 'Wasteland Spider-Girl', 4);
    expect(g.ko).toEqual([top]);
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('Wasteland Spider-Girl Fight: a card costing 3 stays on top', () => {
    const g = game();
    const [, top] = put(g, 0, 'deck', AGENT, 'Fixture Cost 3');
    defeat(g, 'Wasteland Spider-Girl', 4);
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.deck[1]).toBe(top);
    expect(g.players[0]!.hand).toEqual([]);
  });
});
