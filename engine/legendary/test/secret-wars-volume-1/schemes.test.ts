// Secret Wars Volume 1's schemes: setups, twists, always-on rules, Evil Wins and the hints bots read.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_ANNIHILATION } from '../../cards/secret-wars-volume-1/schemes/build-an-army-of-annihilation.js';
import { SCHEMES } from '../../registry.js';
import { PlayerView } from '../../observe.js';
import { recruitCost, villainAttack } from '../../rules.js';
import { newGame, resolvePlan, type SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { hqHolder } from '../../zones.js';
import {
  act, cleanBoard, fight, make, mainActions, names, onVillainDeck, pick, put, putVillain, reason, recruit, refresh, revealVillainCard, setupGame,
} from '../helpers.js';

const SETS = ['core', 'secret-wars-volume-1'];
const ARMY = 'Build an Army of Annihilation', CORRUPT = 'Corrupt the Next Generation of Heroes', CRUSH = 'Crush Them With My Bare Hands';
const TYRANTS = 'Master of Tyrants', PLAGUE = 'Pan-Dimensional Plague';

function board(scheme: string, o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: SETS, scheme, mastermind: 'Red Skull', villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o }));
  g.escaped = []; g.schemeZone = [];
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.name === 'Bystander');
  return g;
}
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const progress = (g: Game) => SCHEMES.get(g.setup.scheme)!.hint.progress(new PlayerView(g, 0));
const kind = (g: Game, c: number) => g.cards[g.defOf[c]!]!.kind;

describe('Crush Them With My Bare Hands', () => {
  it('setup: 5 twists; an extra villain group in solo only', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: CRUSH }).twists).toBe(5);
    expect(resolvePlan({ players: 1, seed: 1, sets: SETS, scheme: CRUSH, solo: 'advanced' }).villainGroupCount).toBe(2);
    expect(resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: CRUSH }).villainGroupCount).toBe(2);
    expect(resolvePlan({ players: 3, seed: 1, sets: SETS, scheme: CRUSH }).villainGroupCount).toBe(3);
  });

  it('a twist is a Master Strike at once (Red Skull: each player KOs a hero); evil wins after the 8th strike in all', () => {
    const g = board(CRUSH);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    twist(g); settle(g);
    expect(g.ko.filter((c) => kind(g, c) === 'hero')).toHaveLength(2);
    expect(g.ko.filter((c) => kind(g, c) === 'twist')).toHaveLength(1);
    expect(progress(g)).toBeCloseTo(1 / 8);
    for (let i = 0; i < 6; i++) { onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g); }
    expect(g.result).toBeNull();
    twist(g); settle(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/8 Master Strikes/);
  });
});

describe('Pan-Dimensional Plague', () => {
  it('a twist puts a Wound beside each HQ hero, after KOing those already there', () => {
    const g = board(PLAGUE);
    const before = g.wounds.length;
    twist(g); settle(g);
    const beside = (s: number) => g.att[hqHolder(g, s)]!.filter((c) => kind(g, c) === 'wound').length;
    expect([0, 1, 2, 3, 4].map(beside)).toEqual([1, 1, 1, 1, 1]);
    expect(g.wounds.length).toBe(before - 5);
    twist(g); settle(g);
    expect([0, 1, 2, 3, 4].map(beside)).toEqual([1, 1, 1, 1, 1]);
    expect(g.ko.filter((c) => kind(g, c) === 'wound')).toHaveLength(5);
  });

  it('recruiting a hero with a Wound beside it: pay 1 Recruit to return it, or gain it', () => {
    const g = board(PLAGUE);
    twist(g); settle(g);
    g.hq[0] = make(g, 'S.H.I.E.L.D. Officer');
    const stack = g.wounds.length;
    g.t.recruit = 5; refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('pan-dimensional-plague:return-wound');
    pick(g, 1);
    expect(g.t.recruit).toBe(5 - 3 - 1);
    expect(g.wounds.length).toBe(stack + 1);
    g.hq[1] = make(g, 'S.H.I.E.L.D. Agent');
    g.t.recruit = 1; refresh(g);
    recruit(g, 1);
    pick(g, 0);
    expect(names(g, g.players[0]!.discard).filter((n) => n === 'Wound')).toHaveLength(1);
  });

  it('with no Recruit left the Wound is gained without a question; evil wins when the Wound stack runs out', () => {
    const g = board(PLAGUE);
    twist(g); settle(g);
    g.hq[2] = make(g, 'S.H.I.E.L.D. Agent');
    g.t.recruit = recruitCost(g, g.hq[2]!); refresh(g);
    recruit(g, 2);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.discard)).toContain('Wound');
    expect(progress(g)).toBeGreaterThan(0);
    g.wounds = [];
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Corrupt the Next Generation of Heroes', () => {
  it('setup: 8 twists; 10 Sidekicks from the stack are in the Villain Deck', () => {
    // the first turn has played a Villain Deck card already: it may be one of them, now in the city (a seed whose first
    // card is no Scheme Twist, which would bring two more from the stack)
    let seed = 3, g = newGame({ players: 2, seed, sets: SETS, scheme: CORRUPT });
    while (g.stats.twists > 0) g = newGame({ players: 2, seed: ++seed, sets: SETS, scheme: CORRUPT });
    const inDeck = [...g.villainDeck, ...g.city].filter((c) => c >= 0 && g.cards[g.defOf[c]!]!.name === 'Sidekick').length;
    expect(inDeck).toBe(10);
    expect(g.sidekicks.length).toBe(5);
    expect(g.setup.twists).toBe(8);
  });

  it('Sidekick villains: 2 Attack plus the stacked twists; defeating one gains it to the top of your deck', () => {
    const g = board(CORRUPT);
    const sk = g.sidekicks.pop()!;
    g.city[0] = sk; g.att[0] = [];
    expect(villainAttack(g, 0)).toBe(2);
    g.schemeZone.push(make(g, 'Scheme Twist'));
    expect(villainAttack(g, 0)).toBe(3);
    g.t.attack = 3; refresh(g);
    fight(g, 0); settle(g);
    const deck = g.players[0]!.deck;
    expect(deck[deck.length - 1]).toBe(sk);
    expect(g.players[0]!.victory).not.toContain(sk);
  });

  it('twists 1-7: stacked; each player returns a Sidekick from their discard pile; two Sidekicks enter the city', () => {
    const g = board(CORRUPT);
    const mine = g.sidekicks.pop()!;
    g.players[0]!.discard.push(mine);
    twist(g); settle(g);
    expect(g.schemeZone.filter((c) => kind(g, c) === 'twist')).toHaveLength(1);
    expect(g.players[0]!.discard).not.toContain(mine);
    const inCity = g.city.filter((c) => c >= 0 && g.cards[g.defOf[c]!]!.name === 'Sidekick');
    expect(inCity).toHaveLength(2);
  });

  it('twist 8: every Sidekick in the city escapes; evil wins when 4 have escaped', () => {
    const g = board(CORRUPT);
    for (let s = 0; s < 4; s++) { g.city[s] = g.sidekicks.pop()!; g.att[s] = []; }
    g.stats.twists = 7;
    twist(g); settle(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/4 Sidekicks/);
  });
});

describe('Build an Army of Annihilation', () => {
  it('setup: 9 twists; 10 henchmen of a group the game does not use start in the KO pile', () => {
    const g = newGame({ players: 2, seed: 5, sets: SETS, scheme: ARMY });
    const hench = g.ko.filter((c) => kind(g, c) === 'henchman');
    expect(hench).toHaveLength(10);
    const group = g.cards[g.defOf[hench[0]!]!]!.groupLabel;
    expect(g.setup.henchmen).not.toContain(group);
    expect(g.setup.twists).toBe(9);
  });

  it('a twist KOs the army from victory piles, stacks, and sends one per stacked twist beside the Mastermind', () => {
    const g = newGame({ players: 2, seed: 5, sets: SETS, scheme: ARMY, mastermind: 'Red Skull' });
    cleanBoard(g);
    const army = g.ko.filter((c) => kind(g, c) === 'henchman');
    // one of them in a victory pile goes back to the KO pile first
    g.ko.splice(g.ko.indexOf(army[0]!), 1);
    g.players[1]!.victory.push(army[0]!);
    twist(g); settle(g);
    expect(g.players[1]!.victory).not.toContain(army[0]!);
    expect(g.schemeZone.filter((c) => kind(g, c) === 'henchman')).toHaveLength(1);
    twist(g); settle(g);
    expect(g.schemeZone.filter((c) => kind(g, c) === 'henchman')).toHaveLength(3);
    expect(progress(g)).toBeCloseTo(0.3);
    // they can be fought beside the Mastermind
    const h = g.schemeZone.find((c) => kind(g, c) === 'henchman')!;
    g.t.attack = 10; refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_ANNIHILATION, h));
    pick(g, act(ACT_FIGHT_ANNIHILATION, h)); settle(g);
    expect(g.schemeZone.filter((c) => kind(g, c) === 'henchman')).toHaveLength(2);
    expect(g.players[0]!.victory).toContain(h);
  });

  it('evil wins with 10 beside the Mastermind', () => {
    const g = newGame({ players: 2, seed: 5, sets: SETS, scheme: ARMY, mastermind: 'Red Skull' });
    cleanBoard(g);
    for (let i = 0; i < 3; i++) g.schemeZone.push(make(g, 'Scheme Twist'));
    twist(g); settle(g); // 4 stacked: 4 go beside
    expect(g.schemeZone.filter((c) => kind(g, c) === 'henchman')).toHaveLength(4);
    twist(g); settle(g); // 5 more: 9
    expect(g.result).toBeNull();
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Master of Tyrants', () => {
  it('setup: 8 twists; the 12 Tactics of three other Masterminds of the selected sets in the Villain Deck', () => {
    const g = newGame({ players: 2, seed: 9, sets: SETS, scheme: TYRANTS, mastermind: 'Red Skull' });
    const tyrants = [...g.villainDeck, ...g.city].filter((c) => c >= 0 && kind(g, c) === 'tactic');
    expect(tyrants).toHaveLength(12);
    expect(new Set(tyrants.map((c) => g.cards[g.defOf[c]!]!.groupLabel)).size).toBe(3);
    expect(tyrants.every((c) => g.cards[g.defOf[c]!]!.groupLabel !== 'Red Skull')).toBe(true);
  });

  it('a Tyrant is a villain with its printed Attack and no Fight effect; Dark Power gives +2 each', () => {
    const g = board(TYRANTS);
    const t = make(g, 'Dark Technology'); // a Dr. Doom tactic: his Attack 9
    g.city[2] = t; g.att[2] = [];
    expect(villainAttack(g, 2)).toBe(9);
    twist(g); settle(g);
    expect(g.att[2]!.filter((c) => kind(g, c) === 'twist')).toHaveLength(1);
    expect(villainAttack(g, 2)).toBe(11);
    g.t.attack = 11; refresh(g);
    fight(g, 2);
    expect(reason(g)).toBe('main'); // Dark Technology's own Fight effect (a free recruit, asked) did not happen
    expect(g.players[0]!.victory).toContain(t);
  });

  it('twist 8: every Tyrant in the city escapes; evil wins at 5 escaped', () => {
    const g = board(TYRANTS);
    for (let s = 0; s < 5; s++) { g.city[s] = make(g, 'Dark Technology'); g.att[s] = []; }
    g.stats.twists = 7;
    twist(g); settle(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/5 Tyrants/);
    void putVillain;
  });
});
