// Secret Wars Volume 2's schemes written so far: setups, twists, always-on rules and Evil Wins.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { cardVp, otherAttack, villainAttack } from '../../rules.js';
import { resolvePlan, type SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import {
  act, cleanBoard, fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard, setupGame,
} from '../helpers.js';

const SETS = ['core', 'secret-wars-volume-2'];
const HORDES = 'Deadlands Hordes Charge the Wall', MYSTERIES = 'Master the Mysteries of Kung-Fu';
const FOUNTAIN = 'The Fountain of Eternal Life', KHONSHU = 'The Mark of Khonshu';

function board(scheme: string, o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: SETS, scheme, mastermind: 'Red Skull', villains: ['HYDRA'], ...o }));
  g.escaped = []; g.schemeZone = [];
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.name === 'Bystander');
  return g;
}
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }

describe('Deadlands Hordes Charge the Wall', () => {
  it('setup: 8 twists and an extra villain group', () => {
    const plan = resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: HORDES });
    expect(plan.twists).toBe(8);
    expect(plan.villainGroupCount).toBe(3);
  });

  it('a twist: every villain charges two spaces at once (those carried past the Bridge escape), then a Villain Deck card', () => {
    const g = board(HORDES, { henchmen: ['Hand Ninjas'] });
    const a = putVillain(g, 0, 'Viper'), b = putVillain(g, 3, 'Supreme HYDRA');
    const next = make(g, 'Hand Ninjas');
    g.villainDeck.push(next);
    twist(g); settle(g);
    expect(g.city[2]).toBe(a);
    expect(g.escaped).toContain(b);
    expect(g.city[0]).toBe(next); // the card played after the charge
  });

  it('evil wins when six more villains than players have escaped', () => {
    const g = board(HORDES);
    for (let i = 0; i < 7; i++) g.escaped.push(make(g, 'Viper'));
    putVillain(g, 4, 'Viper');
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Master the Mysteries of Kung-Fu', () => {
  it('villains and the Mastermind have the Circle of Kung-Fu of the twists stacked (a hero of that cost cancels it)', () => {
    const g = board(MYSTERIES);
    putVillain(g, 1, 'Viper'); // 5 Attack
    expect(villainAttack(g, 1)).toBe(5);
    twist(g); settle(g); twist(g); settle(g);
    expect(g.schemeZone).toHaveLength(2);
    expect(villainAttack(g, 1)).toBe(7); // the 2nd Circle: no hero costing 2 or more
    put(g, 0, 'hand', 'Avengers Assemble!'); // cost 3
    expect(villainAttack(g, 1)).toBe(5);
  });

  it('evil wins when twice as many villains as players have escaped', () => {
    const g = board(MYSTERIES);
    for (let i = 0; i < 3; i++) g.escaped.push(make(g, 'Viper'));
    putVillain(g, 4, 'Viper');
    g.villainDeck.push(make(g, 'Viper'));
    // the next villain entering pushes one out: the 4th escape
    for (let s = 0; s < 4; s++) putVillain(g, s, 'Viper');
    revealVillainCard(g); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('The Fountain of Eternal Life', () => {
  it('setup: 8 twists, 4 in solo', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: FOUNTAIN }).twists).toBe(8);
    expect(resolvePlan({ players: 1, seed: 1, sets: SETS, scheme: FOUNTAIN, solo: 'advanced' }).twists).toBe(4);
  });

  it('every villain has Fateful Resurrection: a Master Strike on top of the Villain Deck brings the defeated one back', () => {
    const g = board(FOUNTAIN);
    const v = putVillain(g, 2, 'Viper');
    g.villainDeck.push(make(g, 'Master Strike'));
    g.t.attack = 5; refresh(g);
    fight(g, 2); settle(g);
    expect(g.city[0]).toBe(v);
    expect(g.players[0]!.victory).not.toContain(v);
    const g2 = board(FOUNTAIN);
    const w = putVillain(g2, 2, 'Viper');
    g2.villainDeck.push(make(g2, 'Supreme HYDRA'));
    g2.t.attack = 5; refresh(g2);
    fight(g2, 2); settle(g2);
    expect(g2.players[0]!.victory).toContain(w);
  });

  it('a twist: a villain from the current player\'s victory pile enters the city; the twist goes under the Villain Deck', () => {
    const g = board(FOUNTAIN);
    const [v] = put(g, 0, 'victory', 'Viper');
    twist(g); settle(g);
    expect(g.city[0]).toBe(v);
    expect(names(g, [g.villainDeck[0]!])).toEqual(['Scheme Twist']);
  });
});

it('The Fountain of Eternal Life with Plots upon Plots and a Villain Deck of nothing but twists: a twist played twice in a turn is KO\'d, so the chain ends (rulebook silent)', () => {
  const g = board(FOUNTAIN, { challenges: ['plots-upon-plots'] });
  g.villainDeck = [make(g, 'Scheme Twist'), make(g, 'Scheme Twist')];
  revealVillainCard(g); settle(g);
  expect(g.villainDeck).toHaveLength(0);
  expect(g.ko.filter((c) => g.cards[g.defOf[c]!]!.kind === 'twist')).toHaveLength(2);
});

describe('The Mark of Khonshu', () => {
  it('setup: 10 twists, the Khonshu Guardians henchmen, an extra hero\'s cards in the Villain Deck', () => {
    const plan = resolvePlan({ players: 2, seed: 4, sets: SETS, scheme: KHONSHU });
    expect(plan.twists).toBe(10);
    expect(plan.henchmen).toContain('Khonshu Guardians');
    expect(plan.villainDeckHeroes).toHaveLength(1);
    expect(plan.heroes).not.toContain(plan.villainDeckHeroes[0]);
  });

  it('a hero in the city is a villain with Attack equal to its cost, doubled in wolf form; defeated, it is gained as a hero', () => {
    const g = board(KHONSHU, { henchmen: ['Khonshu Guardians'] });
    const hero = g.setup.villainDeckHeroes[0]!;
    const card = g.villainDeck.find((c) => g.cards[g.defOf[c]!]!.groupLabel === hero)!;
    g.villainDeck.splice(g.villainDeck.indexOf(card), 1);
    g.city[1] = card; g.att[1] = [];
    const cost = g.cards[g.defOf[card]!]!.cost;
    expect(villainAttack(g, 1)).toBe(cost); // the Bank: no wolf form
    g.city[1] = -1; g.city[2] = card; g.att[2] = [];
    expect(villainAttack(g, 2)).toBe(2 * cost); // the Rooftops
    g.t.attack = 2 * cost; refresh(g);
    fight(g, 2); settle(g);
    expect(g.players[0]!.discard).toContain(card);
    expect(g.players[0]!.victory).not.toContain(card);
  });
});

describe('The God-Emperor of Battleworld', () => {
  const GOD = 'The God-Emperor of Battleworld';
  it('twist 1: the scheme ascends as a 9 Attack Mastermind; twists 2-6 stack, +2 Attack each; one fight defeats it for 9 VP', () => {
    const g = cleanBoard(setupGame({ sets: SETS, scheme: GOD, mastermind: 'Red Skull', villains: ['HYDRA'] }));
    const god = g.schemeZone.find((c) => g.cards[g.defOf[c]!]!.name === 'God-Emperor')!;
    expect(god).toBeDefined();
    twist(g); settle(g);
    expect(g.others).toEqual([god]);
    expect(otherAttack(g, 0)).toBe(9);
    twist(g); settle(g); twist(g); settle(g);
    expect(otherAttack(g, 0)).toBe(13);
    g.t.attack = 13; refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0)); settle(g);
    expect(g.players[0]!.victory).toContain(god);
    expect(cardVp(g, 0, god)).toBe(9);
    expect(g.result).toBeNull(); // Red Skull still stands
  });

  it('twist 7: a standing God-Emperor KOs every other Mastermind; twist 8: evil wins while one stands', () => {
    const g = cleanBoard(setupGame({ sets: SETS, scheme: GOD, mastermind: 'Red Skull', villains: ['HYDRA'] }));
    twist(g); settle(g);
    g.stats.twists = 6;
    twist(g); settle(g);
    expect(g.mastermind).toEqual([]);
    expect(g.tactics).toEqual([]);
    expect(g.others).toHaveLength(1);
    expect(g.result).toBeNull();
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });

  it('its Master Strike: a player with exactly six cards and no Tech hero puts two of them on top of their deck', () => {
    const g = cleanBoard(setupGame({ sets: SETS, scheme: GOD, mastermind: 'Red Skull', villains: ['HYDRA'] }));
    twist(g); settle(g);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g);
    if (reason(g) === 'master-strike-order') pick(g, g.others[0]!); // the God-Emperor first
    settle(g);
    expect(g.players[0]!.deck.length).toBeGreaterThanOrEqual(2);
    expect(g.players[1]!.deck).toHaveLength(0);
  });
});
