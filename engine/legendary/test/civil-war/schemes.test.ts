// Civil War's schemes (all but Dark Reign of H.A.M.M.E.R. Officers, which has a file of its own): setups, twists,
// always-on rules, Evil Wins and the hints bots read.
import { describe, expect, it } from 'vitest';
import { HEROES, SCHEMES, cardByKey, teamId } from '../../registry.js';
import { PlayerView } from '../../observe.js';
import { checkInvariants } from '../../invariants.js';
import { fortCity } from '../../keywords/fortify.js';
import { heroCost, isTeam, recruitCost, villainAttack } from '../../rules.js';
import { SetupError, newGame, resolvePlan, type SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import {
  cleanBoard, make, names, onVillainDeck, pick, put, putVillain, reason, revealVillainCard, setupGame,
} from '../helpers.js';
import '../../cards/civil-war/index.js';
import { AVX_LAST_TWIST, holdsBothTeams } from '../../cards/civil-war/schemes/avengers-vs-x-men.js';
import '../../cards/civil-war/schemes/epic-super-hero-civil-war.js';
import { FORT, imprisonedSpace } from '../../cards/civil-war/schemes/imprison-unregistered-superhumans.js';
import '../../cards/civil-war/schemes/nitro-the-supervillain-threatens-crowds.js';
import '../../cards/civil-war/schemes/predict-future-crime.js';
import { unmaskedNames } from '../../cards/civil-war/schemes/reveal-heroes-secret-identities.js';
import { EAST, WEST } from '../../cards/civil-war/schemes/united-states-split-by-civil-war.js';

const CW = ['core', 'civil-war'];
const AVX = 'Avengers vs. X-Men', EPIC = 'Epic Super Hero Civil War', IMPRISON = 'Imprison Unregistered Superhumans';
const NITRO = 'Nitro the Supervillain Threatens Crowds', PREDICT = 'Predict Future Crime';
const REVEAL = "Reveal Heroes' Secret Identities", SPLIT = 'United States Split by Civil War';
const AVX_HEROES = ['Cyclops', 'Storm', 'Rogue', 'Hawkeye', 'Iron Man', 'Thor'];

/** A constructed position with this scheme (core villains), nothing of it played yet, only plain Bystanders. */
function board(scheme: string, o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: CW, scheme, ...(scheme === AVX ? { heroes: AVX_HEROES } : {}), ...o }));
  g.escaped = []; g.ko = []; g.vars = {}; g.schemeZone = [];
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.set === 'core');
  return g;
}
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
/** Answers the questions left with their first option, up to the main decision. */
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const progress = (g: Game) => SCHEMES.get(g.setup.scheme)!.hint.progress(new PlayerView(g, 0));
const escapeHarm = (g: Game, s: number) => SCHEMES.get(g.setup.scheme)!.hint.escapeHarm?.(new PlayerView(g, 0), s, 0) ?? 0;
const twistsIn = (g: Game) => [...g.villainDeck, ...g.city.filter((c) => c >= 0)].filter((c) => g.cards[g.defOf[c]!]!.kind === 'twist').length;
const bystandersIn = (g: Game, a: readonly number[]) => a.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander').length;
const heroTeams = (label: string) => new Set(HEROES.get(label)!.cards.flatMap((k) => cardByKey(k).team.split('/').filter(Boolean)));

describe('Avengers vs. X-Men', () => {
  it('setup: 9 twists; 6 heroes, 3 of one team and 3 of another, for any player count (basic solo too)', () => {
    for (const players of [1, 2, 3, 5]) {
      for (let seed = 1; seed <= 12; seed++) {
        const plan = resolvePlan({ players, seed, sets: CW, scheme: AVX });
        expect(plan.twists).toBe(9);
        expect(plan.heroes.length).toBe(6);
        expect(plan.heroTeams.length).toBe(2);
        expect(plan.heroTeams[0]).not.toBe(plan.heroTeams[1]);
        // each team's 3 heroes: a hero of both teams counts for one of them only
        const [a, b] = plan.heroTeams as [string, string];
        const onlyA = plan.heroes.filter((h) => heroTeams(h).has(a) && !heroTeams(h).has(b)).length;
        const onlyB = plan.heroes.filter((h) => heroTeams(h).has(b) && !heroTeams(h).has(a)).length;
        const both = plan.heroes.filter((h) => heroTeams(h).has(a) && heroTeams(h).has(b)).length;
        expect(onlyA + onlyB + both).toBe(6);
        expect(onlyA).toBeLessThanOrEqual(3);
        expect(onlyB).toBeLessThanOrEqual(3);
      }
    }
  });

  it('setup: given heroes fix the teams; a hero of neither team, or too many of one, is refused', () => {
    const plan = resolvePlan({ players: 2, seed: 3, sets: CW, scheme: AVX, heroes: ['Cyclops', 'Hulk'] });
    expect([...plan.heroTeams].sort()).toEqual(['Avengers', 'X-Men']);
    expect(plan.heroes.slice(0, 2)).toEqual(['Cyclops', 'Hulk']);
    expect(() => resolvePlan({ players: 2, seed: 3, sets: CW, scheme: AVX, heroes: ['Deadpool'] })).toThrow(SetupError);
    // core alone has two teams of three heroes or more: four X-Men given leave no room
    expect(() => resolvePlan({ players: 2, seed: 3, sets: CW, scheme: AVX, heroes: ['Cyclops', 'Storm', 'Rogue', 'Gambit'] })).toThrow(SetupError);
    const g = newGame({ players: 2, seed: 4, sets: CW, scheme: AVX, heroes: AVX_HEROES });
    expect(checkInvariants(g)).toEqual([]);
  });

  it('setup: other schemes draw their heroes as before (no team split)', () => {
    const o = { players: 3, seed: 7, sets: CW, scheme: 'Unleash the Power of the Cosmic Cube' };
    const plan = resolvePlan(o);
    expect(plan.heroesByTeam).toEqual([]);
    expect(plan.heroTeams).toEqual([]);
    expect(plan.heroes.length).toBe(5);
  });

  it('twists 1-7: a player with cards of both teams in hand gains a Wound; one with cards of one team does not', () => {
    const g = board(AVX);
    expect([...g.setup.heroTeams].sort()).toEqual(['Avengers', 'X-Men']);
    put(g, 0, 'hand', 'Determination', 'Quick Draw'); // Cyclops (X-Men), Hawkeye (Avengers)
    put(g, 1, 'hand', 'Determination', 'S.H.I.E.L.D. Agent');
    twist(g);
    settle(g);
    expect(g.players[0]!.discard.map((c) => g.cards[g.defOf[c]!]!.kind)).toEqual(['wound']);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(1 / AVX_LAST_TWIST);
  });

  it('a Divided card of both teams alone is cards of both teams (the rulebook is silent: worst for the players)', () => {
    const g = board(AVX);
    const [c] = put(g, 1, 'hand', 'Gathering Rain Clouds/Gathering Clues');
    expect(isTeam(g, c!, teamId('X-Men')) && isTeam(g, c!, teamId('Avengers'))).toBe(true);
    expect(holdsBothTeams(g, 1)).toBe(true);
    twist(g);
    settle(g);
    expect(g.players[1]!.discard.map((x) => g.cards[g.defOf[x]!]!.kind)).toEqual(['wound']);
  });

  it('twist 8: evil wins', () => {
    const g = board(AVX);
    for (let i = 0; i < 7; i++) { twist(g); settle(g); }
    expect(g.result).toBe(null);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Avengers vs. X-Men/);
  });
});

describe('Epic Super Hero Civil War', () => {
  it('setup: 9 twists for 1-3 players, 6 for 4-5; 4 heroes in solo (basic solo allows it)', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: CW, scheme: EPIC }).twists).toBe(9);
    expect(resolvePlan({ players: 3, seed: 1, sets: CW, scheme: EPIC }).twists).toBe(9);
    expect(resolvePlan({ players: 4, seed: 1, sets: CW, scheme: EPIC }).twists).toBe(6);
    const solo = resolvePlan({ players: 1, seed: 1, sets: CW, scheme: EPIC });
    expect(solo.twists).toBe(9);
    expect(solo.heroes.length).toBe(4);
    expect(resolvePlan({ players: 2, seed: 1, sets: CW, scheme: EPIC }).heroes.length).toBe(5);
  });

  it('twists stay beside the scheme; each KOs one HQ hero (the player\'s choice, refilled at once) per twist there', () => {
    const g = board(EPIC);
    const deck = g.heroDeck.length;
    const chosen = g.hq[2]!;
    twist(g);
    expect(names(g, g.schemeZone)).toEqual(['Scheme Twist']);
    expect(reason(g)).toBe('epic-super-hero-civil-war:twist:ko:chosen');
    pick(g, 2);
    expect(g.ko).toEqual([chosen]);
    expect(g.hq[2]).toBeGreaterThanOrEqual(0);
    expect(g.heroDeck.length).toBe(deck - 1);
    twist(g);
    pick(g, 0);
    const refill = g.hq[0]!;
    pick(g, 0); // the hero that refilled the space may be taken by the next KO
    expect(g.ko).toContain(refill);
    expect(g.ko.length).toBe(3);
    expect(g.heroDeck.length).toBe(deck - 3);
    expect(progress(g)).toBeGreaterThan(0);
  });

  it('evil wins when the Hero Deck runs out', () => {
    const g = board(EPIC);
    g.schemeZone.push(make(g, 'Scheme Twist'));
    g.ko.push(...g.heroDeck.splice(0, g.heroDeck.length - 2));
    twist(g);
    pick(g, 0);
    expect(g.result).toBe(null);
    pick(g, 1);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Epic Super Hero Civil War/);
    expect(progress(g)).toBe(1);
  });
});

describe('Imprison Unregistered Superhumans', () => {
  it('setup: 11 twists (basic solo allows it)', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: CW, scheme: IMPRISON }).twists).toBe(11);
    expect(resolvePlan({ players: 1, seed: 1, sets: CW, scheme: IMPRISON }).twists).toBe(11);
  });

  it('twists 1, 3, 5, 7, 9 fortify the Bridge, then each space to its right; a villain there gets +1 Attack', () => {
    const g = board(IMPRISON);
    putVillain(g, 4, 'Hand Ninjas');
    putVillain(g, 3, 'Hand Ninjas');
    twist(g);
    expect(imprisonedSpace(g)).toBe(4);
    expect(villainAttack(g, 4)).toBe(4);
    expect(villainAttack(g, 3)).toBe(3);
    const expected = [4, 3, 3, 2, 2, 1, 1, 0];
    for (let n = 2; n <= 9; n++) { g.city[4] = -1; g.att[4] = []; g.city[3] = -1; g.att[3] = []; twist(g); expect(imprisonedSpace(g)).toBe(expected[n - 2]); }
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 4, 'Hand Ninjas');
    expect(villainAttack(g, 0)).toBe(4);
    expect(villainAttack(g, 4)).toBe(3);
  });

  it('the other twists KO a Bystander from the stack while a villain is in the fortified space, else nothing', () => {
    const g = board(IMPRISON);
    twist(g); // the Bridge
    const stack = g.bystanders.length;
    twist(g);
    expect(bystandersIn(g, g.ko)).toBe(0);
    putVillain(g, 4, 'Hand Ninjas');
    twist(g); // the Streets now: the Bridge's villain no longer counts
    twist(g);
    expect(bystandersIn(g, g.ko)).toBe(0);
    putVillain(g, 3, 'Hand Ninjas');
    twist(g); // twist 5 moves it to the Rooftops
    putVillain(g, 2, 'Hand Ninjas');
    twist(g);
    expect(bystandersIn(g, g.ko)).toBe(1);
    expect(g.bystanders.length).toBe(stack - 1);
  });

  it('a city space a villain already fortifies is not fortified: the scheme stays where it was', () => {
    const g = board(IMPRISON);
    twist(g);
    const v = make(g, 'Hand Ninjas');
    g.fortify.push(v); g.fortifyAt.push(fortCity(3));
    twist(g); twist(g);
    expect(imprisonedSpace(g)).toBe(4);
    g.fortify = []; g.fortifyAt = [];
    g.ko.push(v);
    twist(g); twist(g);
    expect(imprisonedSpace(g)).toBe(3);
  });

  it('evil wins when 3 Bystanders are in the KO pile and Escape Pile together; carried Bystanders weigh on escapes', () => {
    const g = board(IMPRISON);
    g.vars[FORT] = 1; // the Sewers
    g.escaped.push(make(g, 'Bystander'));
    g.ko.push(make(g, 'Bystander'));
    putVillain(g, 1, 'Hand Ninjas');
    g.att[1]!.push(make(g, 'Bystander'));
    expect(escapeHarm(g, 1)).toBeGreaterThan(0);
    expect(escapeHarm(g, 0)).toBe(0);
    expect(progress(g)).toBeCloseTo(2 / 3);
    putVillain(g, 0, 'Hand Ninjas');
    twist(g); // twist 1: no space is right of the Sewers
    expect(imprisonedSpace(g)).toBe(0);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Imprison Unregistered Superhumans/);
  });
});

describe('Nitro the Supervillain Threatens Crowds', () => {
  it('setup: 8 twists (basic solo allows it)', () => {
    expect(resolvePlan({ players: 1, seed: 1, sets: CW, scheme: NITRO }).twists).toBe(8);
  });

  it('twist: the Bystanders villains hold are KO\'d (not the Mastermind\'s); the highest-Attack villain captures 3', () => {
    const g = board(NITRO);
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 2, 'Supreme HYDRA');
    g.att[0]!.push(make(g, 'Bystander'), make(g, 'Bystander'));
    const mm = g.att[mastermindHolder(g)]!;
    mm.push(make(g, 'Bystander'));
    const stack = g.bystanders.length;
    twist(g);
    expect(bystandersIn(g, g.ko)).toBe(2);
    expect(g.att[0]).toEqual([]);
    expect(bystandersIn(g, g.att[2]!)).toBe(3);
    expect(g.bystanders.length).toBe(stack - 3);
    expect(mm.length).toBe(1);
    expect(escapeHarm(g, 2)).toBeGreaterThan(escapeHarm(g, 0));
    expect(progress(g)).toBeCloseTo(2 / 15);
  });

  it('twist: villains tied for the highest Attack: the current player chooses which captures', () => {
    const g = board(NITRO);
    putVillain(g, 1, 'Hand Ninjas');
    putVillain(g, 3, 'Hand Ninjas');
    twist(g);
    expect(reason(g)).toBe('nitro-the-supervillain-threatens-crowds:twist:capture');
    expect(g.pending!.options).toEqual([1, 3]);
    pick(g, 3);
    expect(bystandersIn(g, g.att[3]!)).toBe(3);
    expect(g.att[1]).toEqual([]);
  });

  it('evil wins when 15 Bystanders are in the KO pile and Escape Pile together', () => {
    const g = board(NITRO);
    for (let i = 0; i < 10; i++) g.ko.push(make(g, 'Bystander'));
    for (let i = 0; i < 3; i++) g.escaped.push(make(g, 'Bystander'));
    putVillain(g, 0, 'Hand Ninjas');
    g.att[0]!.push(make(g, 'Bystander'));
    twist(g);
    expect(g.result).toBe(null);
    g.att[0]!.push(make(g, 'Bystander'));
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Nitro/);
  });
});

describe('Predict Future Crime', () => {
  it('setup: 6 twists and one extra villain group', () => {
    const plan = resolvePlan({ players: 2, seed: 1, sets: CW, scheme: PREDICT });
    expect(plan.twists).toBe(6);
    expect(plan.villains.length).toBe(3);
    expect(resolvePlan({ players: 1, seed: 1, sets: CW, scheme: PREDICT }).villains.length).toBe(2);
  });

  it('twist: the villains among the top 3 cards enter the city in the order the current player chooses; the rest go back on top', () => {
    const g = board(PREDICT);
    const under = onVillainDeck(g, 'Master Strike');
    const v2 = onVillainDeck(g, 'Hand Ninjas');
    const b = onVillainDeck(g, 'Bystander');
    const v1 = onVillainDeck(g, 'Supreme HYDRA');
    twist(g);
    expect(reason(g)).toBe('predict-future-crime:twist:play-chosen');
    expect(g.pending!.player).toBe(0);
    expect([...g.pending!.options].sort()).toEqual([v1, v2].sort());
    pick(g, v2); // the lower one first: the top one then pushes it along
    settle(g);
    expect(g.city[1]).toBe(v2);
    expect(g.city[0]).toBe(v1);
    expect(g.villainDeck.slice(-2)).toEqual([under, b]);
    expect(g.schemeZone).toEqual([]);
  });

  it('twist in a real game: every card stays in one zone while the villains are played and the rest ordered', () => {
    const g = newGame({ players: 2, seed: 5, sets: CW, scheme: PREDICT, mastermind: 'Red Skull', villains: ['HYDRA', 'Brotherhood'], henchmen: ['Hand Ninjas'] });
    settle(g);
    onVillainDeck(g, 'Bystander');
    onVillainDeck(g, 'Hand Ninjas');
    onVillainDeck(g, 'Master Strike');
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    let asked = 0;
    while (reason(g) !== 'main' && g.result === null) {
      expect(checkInvariants(g)).toEqual([]);
      asked++;
      pick(g, g.pending!.options[0]!);
    }
    expect(asked).toBeGreaterThan(0);
    expect(checkInvariants(g)).toEqual([]);
    expect(g.schemeZone).toEqual([]);
  });

  it('twist: the current player puts the rest back in the order of their choice', () => {
    const g = board(PREDICT);
    const s = onVillainDeck(g, 'Master Strike');
    const b = onVillainDeck(g, 'Bystander');
    const t = onVillainDeck(g, 'Scheme Twist');
    twist(g);
    expect(reason(g)).toBe('deck-top-order');
    pick(g, b); // on top
    pick(g, s); // then the strike, the twist under it
    expect(g.villainDeck.slice(-3)).toEqual([t, s, b]);
    expect(g.city.every((c) => c < 0)).toBe(true);
  });

  it('evil wins when 2 villains per player are in the Escape Pile', () => {
    const g = board(PREDICT);
    g.villainDeck = [];
    g.escaped.push(make(g, 'Hand Ninjas'), make(g, 'Hand Ninjas'), make(g, 'Bystander'));
    expect(progress(g)).toBeCloseTo(2 / 4);
    for (let s = 0; s < 5; s++) putVillain(g, s, 'Hand Ninjas');
    expect(escapeHarm(g, 4)).toBeGreaterThan(0);
    onVillainDeck(g, 'Supreme HYDRA');
    twist(g);
    settle(g);
    expect(g.result).toBe(null);
    onVillainDeck(g, 'Supreme HYDRA');
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Predict Future Crime/);
  });
});

describe("Reveal Heroes' Secret Identities", () => {
  const HEROES7 = ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'core:Wolverine', 'Storm & Black Panther', 'Storm'];
  it('setup: 6 twists, 7 heroes (basic solo too)', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: CW, scheme: REVEAL }).twists).toBe(6);
    expect(resolvePlan({ players: 2, seed: 1, sets: CW, scheme: REVEAL }).heroes.length).toBe(7);
    expect(resolvePlan({ players: 1, seed: 1, sets: CW, scheme: REVEAL }).heroes.length).toBe(7);
  });

  it('twist: an HQ hero goes beside the scheme, Unmasked; its hero\'s cards cost 1 more to recruit (not more in cost)', () => {
    const g = board(REVEAL, { heroes: HEROES7 });
    const [cy] = put(g, 0, 'hand', 'Determination');
    g.hq[0] = make(g, 'Optic Blast'); // Cyclops
    g.hq[1] = make(g, 'Quick Draw'); // Hawkeye
    const before = recruitCost(g, g.hq[1]!);
    twist(g);
    expect(reason(g)).toBe('reveal-heroes-secret-identities:twist:unmask');
    pick(g, 0);
    expect(names(g, g.schemeZone)).toEqual(['Optic Blast']);
    expect(g.hq[0]).toBeGreaterThanOrEqual(0);
    expect(unmaskedNames(g)).toEqual(['Cyclops']);
    expect(recruitCost(g, cy!)).toBe(heroCost(g, cy!) + 1);
    expect(recruitCost(g, g.hq[1]!)).toBe(before);
    expect(progress(g)).toBeCloseTo(1 / 5);
  });

  it('a hero name already Unmasked can\'t be Unmasked again: those heroes are not offered (nor a Divided card naming it)', () => {
    const g = board(REVEAL, { heroes: HEROES7 });
    g.schemeZone.push(make(g, 'Determination')); // Cyclops
    g.schemeZone.push(make(g, 'Gathering Stormclouds')); // Storm
    g.hq[0] = make(g, 'Optic Blast');
    g.hq[1] = make(g, 'Gathering Rain Clouds/Gathering Clues'); // Storm / Black Panther
    g.hq[2] = make(g, 'Quick Draw');
    g.hq[3] = make(g, 'Optic Blast');
    g.hq[4] = make(g, 'Endless Invention');
    // the Divided card names Storm: it costs 1 more to recruit too
    expect(recruitCost(g, g.hq[1]!)).toBe(heroCost(g, g.hq[1]!) + 1);
    twist(g);
    expect(g.pending!.options).toEqual([2, 4]);
    pick(g, 4);
    expect(unmaskedNames(g).sort()).toEqual(['Cyclops', 'Iron Man', 'Storm']);
  });

  it('a Divided card Unmasks both its hero names', () => {
    const g = board(REVEAL, { heroes: HEROES7 });
    for (let s = 0; s < 5; s++) g.hq[s] = make(g, 'Gathering Rain Clouds/Gathering Clues');
    twist(g);
    pick(g, 0);
    expect(unmaskedNames(g).sort()).toEqual(['Black Panther', 'Storm']);
    g.hq[0] = make(g, 'Gathering Rain Clouds/Gathering Clues');
    // none left to Unmask: nothing happens
    twist(g);
    expect(g.schemeZone.length).toBe(1);
  });

  it('evil wins when 5 heroes are Unmasked', () => {
    const g = board(REVEAL, { heroes: HEROES7 });
    for (const n of ['Determination', 'Quick Draw', 'Endless Invention', 'Astonishing Strength']) g.schemeZone.push(make(g, n));
    g.hq[0] = make(g, 'Gathering Stormclouds');
    twist(g);
    if (reason(g) === 'reveal-heroes-secret-identities:twist:unmask') pick(g, 0);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Secret Identities/);
  });
});

describe('United States Split by Civil War', () => {
  it('setup: 10 twists (basic solo allows it)', () => {
    expect(resolvePlan({ players: 1, seed: 1, sets: CW, scheme: SPLIT }).twists).toBe(10);
  });

  it('twist: a villain on the Streets or Bridge makes a Western victory; else one in the Sewers an Eastern; else it is KO\'d', () => {
    const g = board(SPLIT);
    putVillain(g, 1, 'Hand Ninjas');
    putVillain(g, 2, 'Hand Ninjas');
    twist(g);
    expect(g.vars[WEST] ?? 0).toBe(0);
    expect(g.vars[EAST] ?? 0).toBe(0);
    expect(names(g, g.ko)).toEqual(['Scheme Twist']);
    putVillain(g, 0, 'Hand Ninjas');
    twist(g);
    expect(g.vars[EAST]).toBe(1);
    putVillain(g, 4, 'Hand Ninjas');
    twist(g);
    expect(g.vars[WEST]).toBe(1);
    expect(g.vars[EAST]).toBe(1);
    g.city[4] = -1;
    putVillain(g, 3, 'Hand Ninjas');
    twist(g);
    expect(g.vars[WEST]).toBe(2);
    expect(names(g, g.schemeZone)).toEqual(['Scheme Twist', 'Scheme Twist', 'Scheme Twist']);
    expect(progress(g)).toBeCloseTo(2 / 3);
  });

  it('evil wins at 3 victories of either side', () => {
    const g = board(SPLIT);
    g.vars[WEST] = 1; g.vars[EAST] = 2;
    putVillain(g, 0, 'Hand Ninjas');
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/United States Split/);
  });
});

it('every Civil War scheme here is registered with the set and allowed in basic solo', () => {
  for (const s of [AVX, EPIC, IMPRISON, NITRO, PREDICT, REVEAL, SPLIT]) {
    expect(SCHEMES.get(s)?.set).toBe('civil-war');
    expect(SCHEMES.get(s)!.forbiddenInSolo ?? false).toBe(false);
  }
});
