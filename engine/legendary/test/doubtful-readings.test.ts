// Six rule readings a review called doubtful, one `describe` each: the reading chosen, checked against the Universal
// Rulebook; where the rulebook is silent the test name says so and the reading is the one worst for the players.
import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../keywords/focus.js';
import { ACT_RESCUE_WITNESS, captureWitnesses } from '../keywords/hidden-witness.js';
import { ACT_FIGHT_HQ, hqVillainAttack } from '../hq-villains.js';
import { STREETS, escapedVillains, faceDownCount, villainAttack } from '../rules.js';
import type { SetupOptions } from '../setup.js';
import type { Game } from '../types.js';
import { hqHolder } from '../zones.js';
import {
  act, cleanBoard, fight, mainActions, make, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh,
  revealVillainCard, setupGame,
} from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';
import { DP_HEROES } from './deadpool/game.js';
import { FF_HEROES } from './fantastic-four/game.js';
import '../index.js';

const NZ = 'Negative Zone Prison Breakout', BUGLE = 'Invade the Daily Bugle News HQ';
const PULL = 'Pull Reality Into the Negative Zone';

/** A constructed position (clean board, nothing escaped or KO'd, no scheme counters). */
function board(o: Partial<SetupOptions>): Game {
  const g = cleanBoard(setupGame(o));
  g.stats.twists = 0; g.stats.escapes = 0;
  g.escaped = []; g.ko = []; g.schemeZone = []; g.vars = {};
  g.bystanders.push(...g.faceDown); // no face-down cards from the setup
  g.faceDown = []; g.faceDownOf = [];
  return g;
}
/** Answers every question with its first option until the main decision (or the end of the game). */
function toMain(g: Game): void { while (g.pending && g.pending.reason !== 'main') pick(g, g.pending.options[0]!); }
/** A Scheme Twist is revealed from the Villain Deck. */
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); toMain(g); }
const focusOffered = (g: Game) => mainActions(g).some((v) => Math.floor(v / 65536) === ACT_FOCUS);

describe('1. Escaped villains are counted in the Escape Pile, and Evil Wins is checked as one lands there', () => {
  const nz = () => {
    const g = board({ scheme: NZ });
    fillCity(g);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8');
    return g;
  };

  it('Negative Zone Prison Breakout: Mystique escaping as the 12th villain still loses the game, though her Escape then takes her out of the pile (silent: the reading worst for the players)', () => {
    const g = nz();
    for (let i = 0; i < 11; i++) g.escaped.push(make(g, 'HYDRA Kidnappers'));
    putVillain(g, 4, 'Mystique');
    villainEnters(g, 'Hand Ninjas');
    expect(g.result).toBe('loss');
  });

  it('Negative Zone Prison Breakout: a Mystique that escaped earlier and left the pile no longer counts, so the count is one lower (Universal Rulebook: villains currently in the Escape Pile)', () => {
    const g = nz();
    for (let i = 0; i < 10; i++) g.escaped.push(make(g, 'HYDRA Kidnappers'));
    const m = putVillain(g, 4, 'Mystique');
    // her escape is a twist here: it plays the next two Villain Deck cards (Bystanders: nothing more escapes)
    onVillainDeck(g, 'Bystander'); onVillainDeck(g, 'Bystander');
    villainEnters(g, 'Hand Ninjas');
    toMain(g);
    expect(g.escaped).not.toContain(m);
    expect(escapedVillains(g)).toBe(10);
    villainEnters(g, 'Hand Ninjas'); // the 12th escape, the 11th villain in the pile
    toMain(g);
    expect(g.stats.escapes).toBe(2);
    expect(escapedVillains(g)).toBe(11);
    expect(g.result).toBeNull();
  });
});

describe('2. Cut in Half (Solo): the halving is fixed when played; villains in the HQ are villains too', () => {
  it('Cut in Half: the villain gets -½ of its Attack as it is when played; a later rise counts in full (silent: the reading worst for the players)', () => {
    const g = cleanBoard(setupGame({ sets: ['core', 'deadpool'], mastermind: 'Evil Deadpool', heroes: DP_HEROES }));
    const [c, big] = put(g, 0, 'hand', 'Cut in Half', 'Fixture Cost 8');
    putVillain(g, 1, 'Taskmaster'); // 3 + the highest cost of a hero played this turn
    refresh(g);
    playCard(g, c!);
    expect(villainAttack(g, 1)).toBe(5); // 3 + 7, halved
    playCard(g, big!);
    expect(villainAttack(g, 1)).toBe(6); // 3 + 8, less the 5 fixed when played (not 5½)
  });

  it('Cut in Half under Invade the Daily Bugle News HQ: a villain in the HQ may be chosen, and its HQ Attack is halved', () => {
    const g = cleanBoard(setupGame({ sets: ['core', 'deadpool', 'paint-the-town-red'], mastermind: 'Evil Deadpool', scheme: BUGLE, heroes: DP_HEROES }));
    const [c] = put(g, 0, 'hand', 'Cut in Half');
    putVillain(g, 0, 'Hand Ninjas');
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const shocker = make(g, 'Shocker');
    g.hq[2] = shocker;
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('solo:cut-in-half:villain');
    expect(g.pending!.options).toEqual([0, hqHolder(g, 2)]); // city spaces, then villains in the HQ as their HQ holders
    pick(g, hqHolder(g, 2));
    expect(hqVillainAttack(g, 2)).toBe(2.5);
    expect(villainAttack(g, 0)).toBe(3);
    g.t.attack = 2.5;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_HQ, 2));
  });
});

describe('3. Hyper-Insane Healing Factor (Evil Deadpool) under Hidden Heart of Darkness', () => {
  it('Hyper-Insane Healing Factor fought as a villain while no Tactic is under the Mastermind: no shuffle back (Universal Rulebook) and no +6 Recruit (silent whether it is the last Tactic: the reading worst for the players)', () => {
    const g = board({ sets: ['core', 'noir', 'deadpool'], mastermind: 'Evil Deadpool', scheme: 'Hidden Heart of Darkness', heroes: DP_HEROES });
    const t = make(g, 'Hyper-Insane Healing Factor');
    g.villainDeck = g.villainDeck.filter((c) => g.cards[g.defOf[c]!]!.kind !== 'tactic');
    g.villainDeck.push(t);
    revealVillainCard(g);
    expect(g.city[0]).toBe(t);
    expect(g.tactics).toEqual([]);
    g.t.attack = 30;
    refresh(g);
    fight(g, 0);
    expect(g.t.recruit).toBe(0);
    expect(g.players[0]!.victory).toContain(t);
    expect(g.tactics).toEqual([]);
    expect(g.villainDeck).not.toContain(t);
  });
});

describe('4. Unseen Rescue (Invisible Woman): "up to four times this turn" is shared by all copies', () => {
  // Two copies played first, four uses in all: engine/legendary/test/fantastic-four/invisible-woman.test.ts ('Unseen Rescue: ...
  // all copies together'). This adds a copy played after the four uses: it brings no new ones.
  it('Unseen Rescue: a copy played after four uses adds none (all copies together: silent, the reading worst for the players)', () => {
    const g = cleanBoard(setupGame({ sets: ['core', 'fantastic-four'], heroes: FF_HEROES }));
    const [a, b] = put(g, 0, 'hand', 'Unseen Rescue', 'Unseen Rescue');
    refresh(g);
    playCard(g, a!);
    g.t.recruit = 20;
    refresh(g);
    for (let i = 0; i < 4; i++) pick(g, act(ACT_FOCUS, a!));
    playCard(g, b!);
    expect(focusOffered(g)).toBe(false);
    expect(g.t.recruit).toBe(12);
  });
});

describe('5. A Burrow villain fought in the HQ (Invade the Daily Bugle News HQ)', () => {
  const bugle = () => {
    const g = board({ sets: ['core', 'fantastic-four', 'paint-the-town-red'], scheme: BUGLE, villains: ['Subterranea'], heroes: FF_HEROES });
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const v = make(g, 'Giganto');
    g.hq[1] = v;
    g.t.attack = 7;
    return { g, v };
  };

  it('Burrow: Giganto fought in the HQ with the Streets empty burrows into the Streets (it names the Streets; it was in no city space), and its HQ space is refilled with a hero', () => {
    const { g, v } = bugle();
    refresh(g);
    pick(g, act(ACT_FIGHT_HQ, 1));
    expect(g.city[STREETS]).toBe(v);
    expect(g.players[0]!.victory).not.toContain(v);
    expect(g.hq[1]).toBeGreaterThanOrEqual(0);
    expect(g.cards[g.defOf[g.hq[1]!]!]!.kind).toBe('hero');
  });

  it('Burrow: Giganto fought in the HQ with a villain in the Streets stays in the victory pile', () => {
    const { g, v } = bugle();
    const other = putVillain(g, STREETS, 'Hand Ninjas');
    refresh(g);
    pick(g, act(ACT_FIGHT_HQ, 1));
    expect(g.city[STREETS]).toBe(other);
    expect(g.players[0]!.victory).toContain(v);
  });
});

describe('6. Pull Reality Into the Negative Zone: while the pools are swapped, every cost of Recruit is paid with Attack', () => {
  /** Twist 2 swaps the pools until the next twist. */
  const swapOn = (g: Game) => { g.stats.twists = 1; twist(g); };

  it('Focus (Unseen Rescue): while swapped, offered and paid with Attack, not offered with only Recruit; after the next twist Recruit pays again', () => {
    const g = board({ sets: ['core', 'fantastic-four'], scheme: PULL, heroes: FF_HEROES });
    const [a] = put(g, 0, 'hand', 'Unseen Rescue');
    refresh(g);
    playCard(g, a!);
    swapOn(g);
    g.t.attack = 2; g.t.recruit = 5;
    refresh(g);
    expect(focusOffered(g)).toBe(true);
    pick(g, act(ACT_FOCUS, a!));
    expect([g.t.attack, g.t.recruit]).toEqual([0, 5]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(focusOffered(g)).toBe(false); // 5 Recruit act as Attack now
    twist(g); // the third twist: the pools are back
    g.t.attack = 0; g.t.recruit = 5;
    refresh(g);
    expect(focusOffered(g)).toBe(true);
    pick(g, act(ACT_FOCUS, a!));
    expect([g.t.attack, g.t.recruit]).toEqual([0, 3]);
  });

  it('Hidden Witnesses: while swapped, a witness is rescued with 2 Attack, not with Recruit', () => {
    const g = board({ sets: ['core', 'noir', 'fantastic-four'], scheme: PULL, heroes: FF_HEROES });
    const v = putVillain(g, 0, 'Fancy Dan');
    captureWitnesses(g, v, 2);
    swapOn(g);
    g.t.attack = 2; g.t.recruit = 5;
    refresh(g);
    pick(g, act(ACT_RESCUE_WITNESS, v));
    expect([g.t.attack, g.t.recruit]).toEqual([0, 5]);
    expect(faceDownCount(g, v)).toBe(1);
    expect(mainActions(g)).not.toContain(act(ACT_RESCUE_WITNESS, v));
  });

  it('Baron Heinrich Zemo: while swapped, the villain is fought with Recruit and the Bystander rescue costs 2 Attack', () => {
    const g = board({ sets: ['core', 'fantastic-four', 'captain-america-75th-anniversary'], scheme: PULL, mastermind: 'Baron Heinrich Zemo', heroes: FF_HEROES });
    swapOn(g);
    putVillain(g, 0, 'Black Knight');
    g.t.attack = 3; g.t.recruit = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('baron-zemo:pay-to-rescue');
    pick(g, 1);
    expect([g.t.attack, g.t.recruit]).toEqual([1, 0]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Black Knight', 'Bystander']);

    const h = board({ sets: ['core', 'fantastic-four', 'captain-america-75th-anniversary'], scheme: PULL, mastermind: 'Baron Heinrich Zemo', heroes: FF_HEROES });
    swapOn(h);
    putVillain(h, 0, 'Black Knight');
    h.t.attack = 1; h.t.recruit = 6;
    refresh(h);
    fight(h, 0);
    expect(reason(h)).toBe('main'); // 2 Recruit left, but only 1 Attack: no question
  });
});
