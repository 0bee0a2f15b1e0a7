import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { ACT_INVADE_THE_INFERNO } from '../../cards/secret-wars-volume-2/heroes/soulsword-colossus.js';
import { isVillain } from '../../rules.js';
import type { Game } from '../../types.js';
import { act, mainActions, make, names, pick, playCard, put, reason, refresh, woundNow } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Soulsword Colossus']);
  refresh(g);
  return g;
}
const topBystander = (g: Game) => g.bystanders[g.bystanders.length - 1]!;
const infernoFight = (g: Game) => act(ACT_INVADE_THE_INFERNO, topBystander(g));

describe('Soulsword Colossus', () => {
  it('Invade the Inferno: 2 Recruit; without a Covert card played before, no Demon to fight', () => {
    const g = board();
    const [inv] = put(g, 0, 'hand', 'Invade the Inferno');
    g.t.attack = 10;
    refresh(g);
    playCard(g, inv!);
    expect(g.t.recruit).toBe(2);
    expect(mainActions(g)).not.toContain(infernoFight(g));
  });

  it('Invade the Inferno: with Covert, the top Bystander is fought as a 3 Attack villain: to the Victory Pile, then KO one of your heroes; once', () => {
    const g = board();
    const [steel, inv, agent] = put(g, 0, 'hand', 'Steel Interception', 'Invade the Inferno', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'hand', 'Wound');
    refresh(g);
    playCard(g, steel!);
    playCard(g, inv!);
    // 2 Attack: not enough
    expect(g.t.attack).toBe(2);
    expect(mainActions(g)).not.toContain(infernoFight(g));
    g.t.attack = 4;
    refresh(g);
    const b = topBystander(g);
    const stack = g.bystanders.length;
    pick(g, infernoFight(g));
    expect(g.bystanders.length).toBe(stack - 1);
    expect(g.players[0]!.victory).toEqual([b]);
    expect(g.t.attack).toBe(1);
    expect(g.t.defeated).toContain(b);
    // Fight: KO one of your heroes (hand or played; a Wound is not a hero), not optional
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options.sort()).toEqual([steel, inv, agent].sort());
    pick(g, agent!);
    expect(g.ko).toEqual([agent]);
    // a Bystander again once the fight is over
    expect(isVillain(g, b)).toBe(false);
    g.t.attack = 10;
    refresh(g);
    expect(mainActions(g)).not.toContain(infernoFight(g));
  });

  it('Invade the Inferno: two copies played with Covert give two fights', () => {
    const g = board();
    const [steel, i1, i2] = put(g, 0, 'hand', 'Steel Interception', 'Invade the Inferno', 'Invade the Inferno');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, steel!);
    playCard(g, i1!);
    playCard(g, i2!);
    g.t.attack = 6;
    refresh(g);
    pick(g, infernoFight(g));
    pick(g, g.pending!.options[0]!);
    pick(g, infernoFight(g));
    pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.victory).toHaveLength(2);
    expect(g.t.attack).toBe(0);
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).not.toContain(infernoFight(g));
  });

  it('Invade the Inferno: the Demon counts as a villain defeated (Form of Solid Ruby gives its +2 Recruit)', () => {
    const g = board();
    const [gw, ruby, steel, inv] = put(g, 0, 'hand', 'Guerrilla Warfare', 'Form of Solid Ruby', 'Steel Interception', 'Invade the Inferno');
    refresh(g);
    for (const c of [gw, ruby, steel, inv]) playCard(g, c!);
    expect(g.t.recruit).toBe(2);
    pick(g, infernoFight(g));
    pick(g, g.pending!.options[0]!);
    expect(g.t.recruit).toBe(4);
  });

  it('Steel Interception: 2 Attack; when a player would gain a Wound, its owner may discard it from hand instead and draw two cards', () => {
    const g = board();
    const [steel, other] = put(g, 1, 'hand', 'Steel Interception', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'deck', 'Quick Draw', 'Team Player', 'Covering Fire');
    refresh(g);
    woundNow(g, 0);
    expect(reason(g)).toBe('soulsword-colossus:steel-interception');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[1]!.discard).toEqual([steel]);
    expect(names(g, g.players[1]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'Covering Fire', 'Team Player']);
    expect(g.players[1]!.hand[0]).toBe(other);
  });

  it('Steel Interception: declined, the Wound is gained and the card stays in hand', () => {
    const g = board();
    const [steel] = put(g, 0, 'hand', 'Steel Interception');
    refresh(g);
    woundNow(g, 0);
    expect(reason(g)).toBe('soulsword-colossus:steel-interception');
    pick(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.hand).toEqual([steel]);
  });

  it('Steel Interception: a copy played this turn cannot be discarded instead (rulebook silent: the reading worst for the players)', () => {
    const g = board();
    const [steel] = put(g, 0, 'hand', 'Steel Interception');
    refresh(g);
    playCard(g, steel!);
    expect(g.t.attack).toBe(2);
    woundNow(g, 0);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Possessed by the Soulsword: with Strength, a Colossus Rampage; another player who does not reveal: +2 Attack', () => {
    const g = board();
    const [steel, pos] = put(g, 0, 'hand', 'Steel Interception', 'Possessed by the Soulsword');
    refresh(g);
    playCard(g, steel!);
    playCard(g, pos!);
    // the player can reveal a Colossus card (Soulsword Colossus' cards in play)
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    // the other player has none: a Wound
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.t.attack).toBe(2 + 3 + 2);
  });

  it('Possessed by the Soulsword: every other player reveals a Colossus card: no bonus', () => {
    const g = board();
    const [steel, pos] = put(g, 0, 'hand', 'Steel Interception', 'Possessed by the Soulsword');
    put(g, 1, 'hand', 'Invulnerability'); // Colossus (Dark City)
    refresh(g);
    playCard(g, steel!);
    playCard(g, pos!);
    pick(g, 1);
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.t.attack).toBe(2 + 3);
  });

  it('Possessed by the Soulsword: another player who does not reveal counts even when no Wound is left to gain', () => {
    const g = board();
    const [steel, pos] = put(g, 0, 'hand', 'Steel Interception', 'Possessed by the Soulsword');
    g.wounds = [];
    refresh(g);
    playCard(g, steel!);
    playCard(g, pos!);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.t.attack).toBe(2 + 3 + 2);
  });

  it('Possessed by the Soulsword: without a Strength card played before, no Rampage', () => {
    const g = board();
    const [pos] = put(g, 0, 'hand', 'Possessed by the Soulsword');
    refresh(g);
    playCard(g, pos!);
    expect(reason(g)).toBe('main');
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.t.attack).toBe(3);
  });

  it('Rescue My Family from Hell: X-Men team power: an X-Men hero from the KO pile or the HQ to the hand, or none', () => {
    const g = board();
    g.hq = [make(g, 'Guerrilla Warfare'), make(g, 'Quick Draw'), make(g, 'Quick Draw'), make(g, 'Quick Draw'), make(g, 'Quick Draw')];
    const optic = make(g, 'Optic Blast'), qd = make(g, 'Quick Draw');
    g.ko = [optic, qd];
    const [steel, family] = put(g, 0, 'hand', 'Steel Interception', 'Rescue My Family from Hell');
    refresh(g);
    playCard(g, steel!);
    playCard(g, family!);
    expect(reason(g)).toBe('soulsword-colossus:rescue-my-family:gain');
    expect(g.pending!.options).toEqual([g.hq[0], optic, -1]);
    pick(g, optic);
    expect(g.players[0]!.hand).toEqual([optic]);
    expect(g.ko).toEqual([qd]);
    expect(g.t.attack).toBe(2 + 5);
  });

  it('Rescue My Family from Hell: the HQ hero chosen goes to the hand and its space refills', () => {
    const g = board();
    const gw = make(g, 'Guerrilla Warfare');
    g.hq[0] = gw;
    const next = g.heroDeck[g.heroDeck.length - 1];
    const [steel, family] = put(g, 0, 'hand', 'Steel Interception', 'Rescue My Family from Hell');
    refresh(g);
    playCard(g, steel!);
    playCard(g, family!);
    pick(g, gw);
    expect(g.players[0]!.hand).toEqual([gw]);
    expect(g.hq[0]).toBe(next);
  });

  it('Rescue My Family from Hell: no X-Men card played before, nothing gained', () => {
    const g = board();
    g.ko = [make(g, 'Optic Blast')];
    const [family] = put(g, 0, 'hand', 'Rescue My Family from Hell');
    refresh(g);
    playCard(g, family!);
    expect(reason(g)).toBe('main');
    expect(g.ko).toHaveLength(1);
  });
});
