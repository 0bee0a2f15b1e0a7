// S.H.I.E.L.D. Elite (Civil War) and the Officers that become villains (engine/legendary/keywords/officer-villains.ts): an
// Officer from the Officer stack enters the city as a 3 Attack villain; whoever defeats it gains it as a hero.
import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { addEffect, effectKind } from '../../effects.js';
import { ACT_FIGHT_FORTIFIER, FORT_OFFICERS, fortifier } from '../../keywords/fortify.js';
import {
  INTO_CITY, OFFICER_VILLAIN_ATTACK, isOfficerVillain, officerVillainsInCity, officersBecomeVillains, officersIntoEmptySpaces,
} from '../../keywords/officer-villains.js';
import { canFightSlot, defeatVillain, escapedVillains, isVillain, moveVillain, villainAttack } from '../../rules.js';
import {
  ACT_FIGHT, act, cleanBoard, fight, mainActions, names, pick, put, putVillain, reason, refresh, setupGame,
} from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import '../../cards/captain-america-75th-anniversary/index.js';
import { cwGame, escapes, problems, woundStack } from './villain-setup-a.js';

const ELITE = 'S.H.I.E.L.D. Elite';
const BASIC_OFFICER_NAME = 'S.H.I.E.L.D. Officer';
const game = () => cwGame([ELITE]);
const defeats: number[] = [];
const WATCH = effectKind({ key: 'test:shield-elite:watch-defeats', after: { defeat: (_g, e) => { defeats.push(e.c); } } });

describe('Officers that become villains', () => {
  it('Agent Eric Marshall, Ambush: the top Officer of the stack enters the Sewers as a 3 Attack villain, pushing him along', () => {
    const g = game();
    const before = g.officers.length, top = g.officers[before - 1]!;
    const eric = villainEnters(g, 'Agent Eric Marshall', ELITE);
    expect(g.officers.length).toBe(before - 1);
    expect(g.city[0]).toBe(top);
    expect(g.city[1]).toBe(eric);
    expect(names(g, [top])).toEqual([BASIC_OFFICER_NAME]);
    expect(isVillain(g, top)).toBe(true);
    expect(isOfficerVillain(g, top)).toBe(true);
    expect(villainAttack(g, 0)).toBe(OFFICER_VILLAIN_ATTACK);
    expect(officerVillainsInCity(g)).toEqual([top]);
    expect(problems(g)).toEqual([]);
  });

  it('fighting one costs 3 Attack and no Clearance; the fighter gains it as a hero (discard pile, not victory pile), and it is a defeat', () => {
    defeats.length = 0;
    const g = game();
    officersBecomeVillains(g, 1);
    const o = g.city[0]!;
    addEffect(g, WATCH);
    g.t.attack = 2;
    refresh(g);
    expect(canFightSlot(g, 0)).toBe(false);
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0);
    expect(g.t.attack).toBe(0);
    expect(g.city[0]).toBe(-1);
    expect(g.players[0]!.discard).toEqual([o]);
    expect(g.players[0]!.victory).toEqual([]);
    expect(defeats).toEqual([o]);
    expect(isOfficerVillain(g, o)).toBe(false);
    expect(isVillain(g, o)).toBe(false);
    expect(problems(g)).toEqual([]);
  });

  it('a defeat by a card effect gains it too (a defeat still does the Fight effect)', () => {
    const g = game();
    officersBecomeVillains(g, 1);
    const o = g.city[0]!;
    defeatVillain(g, 1, 0);
    expect(g.players[1]!.discard).toEqual([o]);
    expect(g.players[1]!.victory).toEqual([]);
    expect(problems(g)).toEqual([]);
  });

  it('one pushed out of the city escapes as a villain (it counts among escaped villains) with the usual escape', () => {
    const g = game();
    officersBecomeVillains(g, 1);
    const o = g.city[0]!;
    moveVillain(g, 0, 4);
    for (let s = 0; s < 4; s++) putVillain(g, s, 'Hand Ninjas');
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toEqual([o]);
    expect(isVillain(g, o)).toBe(true);
    expect(escapedVillains(g)).toBe(1);
    expect(reason(g)).toBe('ko-hq-hero');
  });

  it('into each empty city space (a Mastermind\'s placement): one per empty space, nothing pushed', () => {
    const g = game();
    const a = putVillain(g, 1, 'Hand Ninjas'), b = putVillain(g, 3, 'Hand Ninjas');
    expect(officersIntoEmptySpaces(g)).toBe(3);
    expect(g.city[1]).toBe(a);
    expect(g.city[3]).toBe(b);
    expect([0, 2, 4].every((s) => isOfficerVillain(g, g.city[s]!))).toBe(true);
    expect(officersIntoEmptySpaces(g)).toBe(0);
    expect(problems(g)).toEqual([]);
  });

  it('with a scheme that makes Officers villains itself (Brainwash the Military), its rules apply; once defeated, the Officer is a hero again', () => {
    const g = cwGame([ELITE], { sets: ['core', 'captain-america-75th-anniversary', 'civil-war'], scheme: 'Brainwash the Military', players: 3 });
    officersBecomeVillains(g, 1);
    const o = g.city[0]!;
    expect(isOfficerVillain(g, o)).toBe(false);
    expect(isVillain(g, o)).toBe(true);
    expect(villainAttack(g, 0)).toBe(3 + g.schemeZone.length);
    defeatVillain(g, 0, 0);
    expect(g.players[0]!.discard).toEqual([o]);
    expect(isVillain(g, o)).toBe(false);
    expect(problems(g)).toEqual([]);
  });

  it('an empty Officer stack makes none (fewer when it runs out)', () => {
    const g = game();
    g.officers = g.officers.slice(0, 1);
    expect(officersBecomeVillains(g, 2, INTO_CITY)).toBe(1);
    expect(officersBecomeVillains(g, 2, INTO_CITY)).toBe(0);
    expect(g.city.filter((c) => c >= 0).length).toBe(1);
  });

  it('games without these cards compile no such rules, and their Officers stay heroes', () => {
    const g = cleanBoard(setupGame());
    expect(compiled(g).villainCard).toEqual([]);
    expect(compiled(g).defeatedTo).toEqual([]);
    const o = g.officers[g.officers.length - 1]!;
    expect(isVillain(g, o)).toBe(false);
    const e = game();
    expect(compiled(e).villainCard.length).toBe(1);
    expect(compiled(e).defeatedTo.length).toBe(1);
  });
});

describe('S.H.I.E.L.D. Elite', () => {
  it('every card has S.H.I.E.L.D. Clearance: not fought without a S.H.I.E.L.D. hero in hand', () => {
    const g = game();
    putVillain(g, 0, 'Agent Eric Marshall', ELITE);
    g.t.attack = 10;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it('Agent Gabe Jones, Fight: an Officer enters the city as a villain', () => {
    const g = game();
    const gabe = putVillain(g, 2, 'Agent Gabe Jones', ELITE);
    const [agent] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 2;
    refresh(g);
    fight(g, 2);
    expect(g.players[0]!.victory).toEqual([gabe]);
    expect(g.players[0]!.discard).toEqual([agent]);
    expect(isOfficerVillain(g, g.city[0]!)).toBe(true);
    expect(problems(g)).toEqual([]);
  });

  it('Dum Dum Dugan, Fight: each player with no Officer in their discard pile gains a Wound (the fighter too)', () => {
    const g = game();
    woundStack(g, 5);
    putVillain(g, 0, 'Dum Dum Dugan', ELITE);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'discard', BASIC_OFFICER_NAME);
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Agent', 'Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual([BASIC_OFFICER_NAME]);
  });

  it('Dum Dum Dugan, Escape: the same, for every player', () => {
    const g = game();
    woundStack(g, 5);
    put(g, 0, 'discard', BASIC_OFFICER_NAME);
    escapes(g, 'Dum Dum Dugan', ELITE);
    expect(names(g, g.players[0]!.discard)).toEqual([BASIC_OFFICER_NAME]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Sharon Carter, Escape: she fortifies the Officer stack; meanwhile one Officer more becomes a villain each time, the same way', () => {
    const g = game();
    const sharon = escapes(g, 'Sharon Carter, Agent 13', ELITE);
    expect(fortifier(g, FORT_OFFICERS)).toBe(sharon);
    g.city = [-1, -1, -1, -1, -1];
    const before = g.officers.length;
    expect(officersBecomeVillains(g, 1)).toBe(1);
    expect(g.officers.length).toBe(before - 2);
    expect(officerVillainsInCity(g).length).toBe(2);
    // into the empty spaces: the three there, then the extra one enters the Sewers as usual, pushing the others
    g.city = [-1, -1, -1, -1, -1];
    putVillain(g, 1, 'Hand Ninjas'); putVillain(g, 3, 'Hand Ninjas');
    expect(officersIntoEmptySpaces(g)).toBe(3);
    expect(officerVillainsInCity(g).length).toBe(3);
    expect(g.escaped.length).toBe(1); // the Officer put on the Bridge, pushed out by the extra one
    expect(isOfficerVillain(g, g.escaped[0]!)).toBe(true);
  });

  it('Sharon Carter: fought where she fortifies, the extra Officers stop', () => {
    const g = game();
    const sharon = escapes(g, 'Sharon Carter, Agent 13', ELITE);
    g.pending = null; g.stack = [];
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 6;
    refresh(g);
    pick(g, act(ACT_FIGHT_FORTIFIER, sharon));
    expect(g.players[0]!.victory).toContain(sharon);
    expect(fortifier(g, FORT_OFFICERS)).toBe(-1);
    g.city = [-1, -1, -1, -1, -1];
    const before = g.officers.length;
    officersBecomeVillains(g, 1);
    expect(g.officers.length).toBe(before - 1);
  });
});
