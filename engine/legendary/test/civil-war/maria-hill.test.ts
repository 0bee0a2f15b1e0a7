// Maria Hill (Civil War): Double S.H.I.E.L.D. Clearance, her condition to be fought, her Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import '../../cards/civil-war/masterminds/maria-hill.js';
import '../../cards/civil-war/villains/shield-elite.js';
import { isOfficerVillain } from '../../keywords/officer-villains.js';
import { MASTERMINDS } from '../../registry.js';
import { villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  ACT_MASTERMIND, act, fight, mainActions, names, pick, put, putVillain, reason, refresh,
} from '../helpers.js';
import { AGENT, TROOPER, fightTactic, mmBoard, settle, strike } from './mastermind-helpers.js';

const HILL = 'Maria Hill';
const OFFICER = 'S.H.I.E.L.D. Officer';
const canFight = (g: Game) => { refresh(g); return mainActions(g).includes(act(ACT_MASTERMIND)); };

/** Two S.H.I.E.L.D. heroes for her Clearance in the fighter's hand, then the tactic fought. */
function fightHill(g: Game, tactic: string): void {
  put(g, 0, 'hand', AGENT, AGENT);
  fightTactic(g, tactic);
}

describe('Maria Hill', () => {
  it('leads the S.H.I.E.L.D. Elite', () => {
    expect(MASTERMINDS.get(HILL)!.leads).toBe('S.H.I.E.L.D. Elite');
  });

  it('Double S.H.I.E.L.D. Clearance: she is fought only with two S.H.I.E.L.D. heroes in hand, and both are discarded', () => {
    const g = mmBoard(HILL);
    g.t.attack = 7;
    put(g, 0, 'hand', AGENT, 'Optic Blast');
    expect(canFight(g)).toBe(false);
    put(g, 0, 'hand', TROOPER);
    expect(canFight(g)).toBe(true);
    pick(g, act(ACT_MASTERMIND));
    expect(reason(g)).toBe('shield-clearance:discard');
    settle(g);
    expect(names(g, g.players[0]!.discard).sort()).toEqual([AGENT, TROOPER]);
    expect(g.stats.tacticsDefeated).toBe(1);
  });

  it('she cannot be fought while a S.H.I.E.L.D. Elite villain is in the city', () => {
    const g = mmBoard(HILL);
    g.t.attack = 20;
    put(g, 0, 'hand', AGENT, AGENT);
    putVillain(g, 3, 'Dum Dum Dugan');
    expect(canFight(g)).toBe(false);
    g.city[3] = -1;
    putVillain(g, 3, 'Viper');
    expect(canFight(g)).toBe(true);
  });

  it('Maria Hill in advanced solo without the S.H.I.E.L.D. Elite: the villain group used instead blocks her fight', () => {
    const g = mmBoard(HILL, { players: 1, solo: 'advanced', heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] });
    expect(g.setup.villains).toEqual(['HYDRA']);
    g.t.attack = 20;
    put(g, 0, 'hand', AGENT, AGENT);
    putVillain(g, 3, 'Viper');
    expect(canFight(g)).toBe(false);
    g.city[3] = -1;
    putVillain(g, 3, 'Hand Ninjas');
    expect(canFight(g)).toBe(true);
  });

  it('Master Strike: two Officers enter the city as 3 Attack villains; she cannot be fought until both are gone; a defeated one is gained', () => {
    const g = mmBoard(HILL);
    const officers = g.officers.length;
    strike(g);
    settle(g);
    expect(g.officers.length).toBe(officers - 2);
    expect(names(g, [g.city[0]!, g.city[1]!])).toEqual([OFFICER, OFFICER]);
    expect(isOfficerVillain(g, g.city[0]!)).toBe(true);
    expect(villainAttack(g, 0)).toBe(3);
    g.t.attack = 20;
    put(g, 0, 'hand', AGENT, AGENT);
    expect(canFight(g)).toBe(false);
    const o = g.city[0]!;
    fight(g, 0);
    settle(g);
    expect(g.players[0]!.discard).toContain(o);
    expect(canFight(g)).toBe(false); // one is left
    fight(g, 1);
    settle(g);
    expect(canFight(g)).toBe(true);
  });

  it('Crash the Helicarrier: the fighter KOs any number of their S.H.I.E.L.D. heroes, hand and played, and may stop', () => {
    const g = mmBoard(HILL);
    const [trooper, optic] = put(g, 0, 'hand', TROOPER, 'Optic Blast');
    const [played] = put(g, 0, 'inPlay', AGENT);
    const [a1, a2] = put(g, 0, 'hand', AGENT, AGENT);
    fightTactic(g, 'Crash the Helicarrier');
    // the Clearance first: the two Agents of the hand
    expect(reason(g)).toBe('shield-clearance:discard');
    pick(g, g.pending!.options.includes(a1!) ? a1! : a2!);
    pick(g, g.pending!.options.includes(a1!) ? a1! : a2!);
    expect(reason(g)).toBe('maria-hill:crash-the-helicarrier');
    expect(g.pending!.options).not.toContain(optic);
    expect(g.pending!.options).toContain(-1);
    pick(g, played!);
    pick(g, trooper!);
    expect(g.ko).toEqual(expect.arrayContaining([played, trooper]));
    expect(g.players[0]!.hand).toEqual([optic]);
    expect(reason(g)).toBe('main'); // no S.H.I.E.L.D. hero left to KO
  });

  it('Declare Martial Law: an Officer villain enters each empty city space; the others stay where they are', () => {
    const g = mmBoard(HILL);
    const viper = putVillain(g, 1, 'Viper');
    const blob = putVillain(g, 3, 'Blob');
    fightHill(g, 'Declare Martial Law');
    settle(g);
    expect(g.city[1]).toBe(viper);
    expect(g.city[3]).toBe(blob);
    for (const s of [0, 2, 4]) expect(isOfficerVillain(g, g.city[s]!)).toBe(true);
    expect(g.escaped).toEqual([]);
  });

  it('Evacuation Code Epsilon: each other player discards a S.H.I.E.L.D. card of their choice from their hand', () => {
    const g = mmBoard(HILL);
    const [agent, trooper, optic] = put(g, 1, 'hand', AGENT, TROOPER, 'Optic Blast');
    fightHill(g, 'Evacuation Code Epsilon');
    expect(reason(g)).toBe('maria-hill:evacuation-code-epsilon:discard');
    expect(g.pending!.player).toBe(1);
    expect([...g.pending!.options].sort()).toEqual([agent, trooper].sort());
    pick(g, trooper!);
    settle(g);
    expect(g.players[1]!.discard).toEqual([trooper]);
    expect(g.players[1]!.hand).toEqual([agent, optic]);
  });

  it('Rapid Response Team: two Officers enter the city as villains', () => {
    const g = mmBoard(HILL);
    const viper = putVillain(g, 0, 'Viper');
    fightHill(g, 'Rapid Response Team');
    settle(g);
    expect(isOfficerVillain(g, g.city[0]!)).toBe(true);
    expect(isOfficerVillain(g, g.city[1]!)).toBe(true);
    expect(g.city[2]).toBe(viper);
  });
});
