// S.H.I.E.L.D. Clearance (Civil War Keywords; Universal Rulebook, "S.H.I.E.L.D. Clearance" and "Defeat"): fighting
// such a villain also costs discarding a S.H.I.E.L.D. hero from your hand (HYDRA heroes may be discarded instead);
// "Double" on a Mastermind costs two each fight. A defeat by a card effect ignores it. Fixture cards here.
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { shieldClearance, shieldClearanceMastermind } from '../../keywords/shield-clearance.js';
import { HEROES, MASTERMINDS, SETS, VILLAIN_GROUPS, cardSet, hero, mastermind, villainGroup } from '../../registry.js';
import { defeatVillain } from '../../rules.js';
import { COVERT, TECH } from '../../types.js';
import {
  ACT_FIGHT, ACT_MASTERMIND, act, cleanBoard, fight, fightMastermind, mainActions, names, pick, put, putVillain, reason, refresh, setupGame,
} from '../helpers.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
if (!VILLAIN_GROUPS.has('Fixture Clearance')) {
  villainGroup('Fixture Clearance', [
    { name: 'Fixture Cleared Agent', copies: 4, attack: 2, vp: 2, text: 'S.H.I.E.L.D. Clearance.', ...shieldClearance() },
    { name: 'Fixture Double Cleared', copies: 4, attack: 3, vp: 3, text: 'Double S.H.I.E.L.D. Clearance.', ...shieldClearance(2) },
  ], 'test');
}
if (!HEROES.has('Fixture HYDRA')) hero('Fixture HYDRA', 'HYDRA', [{ name: 'Fixture HYDRA Hero', copies: 1, cls: COVERT, cost: 3, attack: 1, text: 'Test card.' }], 'test');
if (!HEROES.has('Fixture Loner')) hero('Fixture Loner', '', [{ name: 'Fixture Teamless', copies: 1, cls: TECH, cost: 3, attack: 1, text: 'Test card.' }], 'test');
if (!HEROES.has('Fixture Divided Agent')) {
  hero('Fixture Divided Agent', 'Avengers', [{
    name: 'Fixture Desk/Fixture Field', copies: 1, cls: 0, cost: 4, text: '',
    divided: [
      { name: 'Fixture Desk', cls: TECH, team: 'S.H.I.E.L.D.', attack: 1, text: '+1 Attack' },
      { name: 'Fixture Field', cls: COVERT, recruit: 1, text: '+1 Recruit' },
    ],
  }], 'test');
}
const BOSS = 'Fixture Clearance Boss';
if (!MASTERMINDS.has(BOSS)) {
  mastermind({
    name: BOSS, set: 'test', attack: 4, vp: 5, leads: 'HYDRA', text: 'Double S.H.I.E.L.D. Clearance.',
    strike: () => {}, tactics: [1, 2, 3, 4].map((i) => ({ name: `Fixture Boss Tactic ${i}`, text: 'Test.', fight: () => {} })),
    ...shieldClearanceMastermind(2),
  });
}

function board() { return cleanBoard(setupGame()); }
const canFight = (g: ReturnType<typeof board>, s: number) => { refresh(g); return mainActions(g).includes(act(ACT_FIGHT, s)); };

describe('S.H.I.E.L.D. Clearance', () => {
  it('a villain with it is not offered without a S.H.I.E.L.D. or HYDRA hero in hand, whatever the Attack; a hero played does not count', () => {
    const g = board();
    putVillain(g, 0, 'Fixture Cleared Agent');
    putVillain(g, 1, 'Hand Ninjas');
    g.t.attack = 10;
    put(g, 0, 'hand', 'Fixture Teamless', 'Wound');
    put(g, 0, 'inPlay', 'S.H.I.E.L.D. Agent');
    expect(canFight(g, 0)).toBe(false);
    expect(canFight(g, 1)).toBe(true);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    expect(canFight(g, 0)).toBe(true);
  });

  it('fighting it: the Attack is paid, then a S.H.I.E.L.D. or HYDRA hero from hand is discarded (the player chooses), then it is defeated', () => {
    const g = board();
    const v = putVillain(g, 0, 'Fixture Cleared Agent');
    g.t.attack = 3;
    const [, agent, hydra] = put(g, 0, 'hand', 'Fixture Teamless', 'S.H.I.E.L.D. Agent', 'Fixture HYDRA Hero');
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('shield-clearance:discard');
    expect(g.t.attack).toBe(1);
    expect(g.pending!.options.sort()).toEqual([agent, hydra].sort());
    expect(g.city[0]).toBe(v); // not yet defeated
    pick(g, hydra!);
    expect(names(g, g.players[0]!.discard)).toEqual(['Fixture HYDRA Hero']);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['Fixture Teamless', 'S.H.I.E.L.D. Agent']);
    expect(g.players[0]!.victory).toEqual([v]);
  });

  it('S.H.I.E.L.D. Officers count, and a Divided card with a S.H.I.E.L.D. side counts while in hand', () => {
    const g = board();
    putVillain(g, 0, 'Fixture Cleared Agent');
    g.t.attack = 2;
    const [d] = put(g, 0, 'hand', 'Fixture Desk/Fixture Field');
    expect(canFight(g, 0)).toBe(true);
    fight(g, 0); // one option: taken without asking
    expect(g.players[0]!.discard).toEqual([d]);
    const h = board();
    putVillain(h, 0, 'Fixture Cleared Agent');
    h.t.attack = 2;
    put(h, 0, 'hand', 'S.H.I.E.L.D. Officer');
    expect(canFight(h, 0)).toBe(true);
  });

  it('Double Clearance: two such heroes in hand are needed, and two are discarded', () => {
    const g = board();
    const v = putVillain(g, 0, 'Fixture Double Cleared');
    g.t.attack = 3;
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture Teamless');
    expect(canFight(g, 0)).toBe(false);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    expect(canFight(g, 0)).toBe(true);
    fight(g, 0);
    expect(reason(g)).toBe('shield-clearance:discard');
    pick(g, g.players[0]!.hand.find((c) => names(g, [c])[0] === 'S.H.I.E.L.D. Trooper')!);
    // the second is the only one left: taken without asking
    expect(names(g, g.players[0]!.discard).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper']);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Teamless']);
    expect(g.players[0]!.victory).toEqual([v]);
  });

  it('a defeat by a card effect ignores it: nothing is discarded', () => {
    const g = board();
    const v = putVillain(g, 0, 'Fixture Double Cleared');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    g.pending = null; g.stack = [];
    defeatVillain(g, 0, 0);
    run(g);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[0]!.hand.length).toBe(2);
  });
});

describe('Double S.H.I.E.L.D. Clearance on a Mastermind', () => {
  const mmBoard = () => cleanBoard(setupGame({ sets: ['core', 'test'], mastermind: BOSS, villains: ['HYDRA'], henchmen: ['Hand Ninjas'] }));

  it('the fight is offered only with two S.H.I.E.L.D. or HYDRA heroes in hand', () => {
    const g = mmBoard();
    g.t.attack = 10;
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture Teamless');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    put(g, 0, 'hand', 'Fixture HYDRA Hero');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('each fight asks for the two discards first (nothing paid yet), then the Attack is paid and a Tactic is defeated', () => {
    const g = mmBoard();
    g.t.attack = 4;
    const [a, t, h] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture HYDRA Hero');
    refresh(g);
    const tactics = g.tactics.length;
    fightMastermind(g);
    expect(reason(g)).toBe('shield-clearance:discard');
    expect(g.t.attack).toBe(4);
    expect(g.pending!.options.sort()).toEqual([a, t, h].sort());
    pick(g, h!);
    expect(reason(g)).toBe('shield-clearance:discard');
    expect(g.pending!.options.sort()).toEqual([a, t].sort());
    pick(g, t!);
    expect(g.players[0]!.discard.sort()).toEqual([h, t].sort());
    expect(g.players[0]!.hand).toEqual([a]);
    expect(g.t.attack).toBe(0);
    expect(g.tactics.length).toBe(tactics - 1);
    expect(reason(g)).toBe('main');
  });
});
