// Limbo (Secret Wars Volume 1): Inferno Colossus, Inferno Cyclops, Inferno Darkchilde, Inferno Nightcrawler.
import { describe, expect, it } from 'vitest';
import { ACT_TELEPORT, teleportedForLater } from '../../keywords/teleport.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import { act, endTurn, fight, mainActions, make, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GROUP = 'Limbo';
const game = () => sw1Game([], { villains: [GROUP] });
const held = (g: Game) => g.att[mastermindHolder(g)]!;

/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escapeWith(g: Game, name: string, bystanders: number): { v: number; bys: number[] } {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  const bys = Array.from({ length: bystanders }, () => make(g, 'Bystander'));
  g.att[4] = bys.slice();
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return { v, bys };
}

describe('Limbo', () => {
  it('Inferno Colossus Ambush: the Mastermind captures a Bystander; Inferno Cyclops Ambush: he captures one himself', () => {
    const g = game();
    const before = g.bystanders.length;
    villainEnters(g, 'Inferno Colossus', GROUP);
    expect(held(g).length).toBe(1);
    expect(g.bystanders.length).toBe(before - 1);
    const c = villainEnters(g, 'Inferno Cyclops', GROUP);
    expect(g.city[0]).toBe(c);
    expect(g.att[0]!.length).toBe(1);
    expect(held(g).length).toBe(1);
  });

  it('Inferno Colossus Fight: KO one of your heroes (mandatory)', () => {
    const g = game();
    putVillain(g, 0, 'Inferno Colossus', GROUP);
    const [a, t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t!);
    expect(g.ko).toEqual([t]);
    expect(g.players[0]!.victory.length).toBe(1);
  });

  it('Inferno Cyclops Escape: the Mastermind captures the Bystanders he carried off; players still discard for them', () => {
    const g = game();
    const [h0] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    const [h1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    const { v, bys } = escapeWith(g, 'Inferno Cyclops', 2);
    expect(g.escaped).toContain(v);
    expect(held(g)).toEqual(bys);
    for (const b of bys) expect(g.escaped).not.toContain(b);
    expect(g.players[0]!.discard).toEqual([h0]);
    expect(g.players[1]!.discard).toEqual([h1]);
  });

  it('another villain escaping with Bystanders keeps them in the escape pile (no capture without Inferno Cyclops)', () => {
    const g = game();
    const { bys } = escapeWith(g, 'Inferno Colossus', 2);
    expect(held(g)).toEqual([]);
    for (const b of bys) expect(g.escaped).toContain(b);
  });

  it('Inferno Cyclops escaping with no Bystander: the Mastermind captures nothing', () => {
    const g = game();
    escapeWith(g, 'Inferno Cyclops', 0);
    expect(held(g)).toEqual([]);
  });

  it('Inferno Darkchilde Fight: the revealed top card may be KO\'d', () => {
    const g = game();
    putVillain(g, 0, 'Inferno Darkchilde', GROUP);
    const [, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('limbo:inferno-darkchilde:top');
    expect(g.pending!.options).toEqual([top, -1]);
    pick(g, top!);
    expect(g.ko).toEqual([top]);
    expect(g.players[0]!.deck.length).toBe(1);
    expect(g.t.aside).toEqual([]);
  });

  it('Inferno Darkchilde Fight: or teleported, joining the new hand at the end of the turn', () => {
    const g = game();
    putVillain(g, 0, 'Inferno Darkchilde', GROUP);
    const [, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Fixture Cost 8');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    pick(g, -1);
    expect(g.ko).toEqual([]);
    expect(g.t.aside).toEqual([top]);
    expect(g.players[0]!.deck).not.toContain(top);
    g.villainDeck = [];
    endTurn(g);
    expect(g.players[0]!.hand).toContain(top);
  });

  it('Inferno Darkchilde Escape: each player teleports a random card of their hand; another player gets it back with the new hand of their own next turn', () => {
    const g = game();
    const mine = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture Cost 2', 'Fixture Cost 3');
    const theirs = put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper', 'Fixture Cost 5', 'Fixture Cost 7');
    escapeWith(g, 'Inferno Darkchilde', 0);
    // the current player: set aside for this turn's end
    expect(g.t.aside.length).toBe(1);
    const a0 = g.t.aside[0]!;
    expect(mine).toContain(a0);
    expect(g.players[0]!.hand.length).toBe(2);
    // the other player: waits for the end of their own next turn
    const waiting = teleportedForLater(g, 1);
    expect(waiting.length).toBe(1);
    expect(theirs).toContain(waiting[0]);
    expect(g.players[1]!.hand).not.toContain(waiting[0]);
    expect(g.players[1]!.hand.length).toBe(2);
    expect(g.nextTurn).toEqual(waiting);
    g.villainDeck = [];
    endTurn(g);
    expect(g.players[0]!.hand).toContain(a0);
    expect(g.current).toBe(1);
    // player 2 plays their turn without it
    expect(g.players[1]!.hand).not.toContain(waiting[0]);
    expect(reason(g)).toBe('main');
    endTurn(g);
    expect(g.players[1]!.hand).toContain(waiting[0]);
    expect(g.nextTurn).toEqual([]);
    expect(teleportedForLater(g, 1)).toEqual([]);
  });

  it('Inferno Darkchilde Escape: a player with an empty hand teleports nothing', () => {
    const g = game();
    escapeWith(g, 'Inferno Darkchilde', 0);
    expect(g.t.aside).toEqual([]);
    expect(g.nextTurn).toEqual([]);
  });

  it('Inferno Nightcrawler Fight: up to two cards with a Recruit icon gain Teleport this turn', () => {
    const g = game();
    putVillain(g, 0, 'Inferno Nightcrawler', GROUP);
    const [a1, a2, tr] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    expect(mainActions(g)).not.toContain(act(ACT_TELEPORT, a1!));
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('limbo:inferno-nightcrawler:teleport');
    // the Trooper has no Recruit icon; the two Agents are one choice
    expect(g.pending!.options).toEqual([a1, -1]);
    pick(g, a1!);
    expect(reason(g)).toBe('limbo:inferno-nightcrawler:teleport');
    expect(g.pending!.options).toEqual([a2, -1]);
    pick(g, a2!);
    expect(reason(g)).toBe('main');
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, a1!));
    expect(mainActions(g)).not.toContain(act(ACT_TELEPORT, tr!));
    pick(g, act(ACT_TELEPORT, a1!));
    expect(g.t.aside).toEqual([a1]);
  });

  it('Inferno Nightcrawler Fight: the player may stop (no Teleport), and nothing is asked without a Recruit icon', () => {
    const g = game();
    putVillain(g, 0, 'Inferno Nightcrawler', GROUP);
    putVillain(g, 1, 'Inferno Nightcrawler', GROUP);
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 8;
    refresh(g);
    fight(g, 0);
    pick(g, -1);
    expect(reason(g)).toBe('main');
    expect(mainActions(g)).not.toContain(act(ACT_TELEPORT, a!));
    g.players[0]!.hand = [make(g, 'S.H.I.E.L.D. Trooper')];
    fight(g, 1);
    expect(reason(g)).toBe('main');
  });
});
